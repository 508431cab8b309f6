package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.EntitySchema;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLostException;
import io.tablesmith.transaction.TransactionTarget;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The one judge of refused writes: which guard failed, read from the stored item, and what the caller is told. */
class WriteRefusalTest {

    private record Note(String id, String state, long version) {}

    private static final EntitySchema<Note> SCHEMA = TestSchemas.of("NOTE",
            note -> Map.of("pk", AttributeValue.fromS("NOTE#" + note.id()), "sk", AttributeValue.fromS("NOTE"),
                    "_et", AttributeValue.fromS("NOTE"), "state", AttributeValue.fromS(note.state()),
                    "version", AttributeValue.fromN(Long.toString(note.version()))),
            item -> new Note(item.get("pk").s().substring(5), item.get("state").s(), Long.parseLong(item.get("version").n())),
            note -> new ItemKey<>("NOTE#" + note.id(), "NOTE"));

    private static final TransactionTarget<Note> TARGET = TransactionTarget.versioned("notes", SCHEMA, "version",
            Note::version, (note, version) -> new Note(note.id(), note.state(), version));
    private static final ItemKey<Note> KEY = new ItemKey<>("NOTE#1", "NOTE");

    private static Map<String, AttributeValue> stored(String entityType, long version) {
        Map<String, AttributeValue> item = new HashMap<>(SCHEMA.toItem(new Note("1", "OPEN", version)));
        if (entityType == null) {
            item.remove("_et");
        } else {
            item.put("_et", AttributeValue.fromS(entityType));
        }
        return item;
    }

    private static WriteRefusal judge(Write write, Map<String, AttributeValue> stored) {
        return WriteRefusal.of(write, stored, null);
    }

    @Test
    void anotherEntitysItemComesFirstWhateverElseFails() {
        WriteRefusal refusal = judge(Write.put(TARGET, new Note("1", "OPEN", 3)), stored("MEMBER", 9));

        assertThat(refusal.reason()).isEqualTo(WriteRefusal.Reason.WRONG_ENTITY_TYPE);
        assertThat(refusal.exception()).isInstanceOf(EntityTypeMismatchException.class)
                .hasMessage("NOTE [pk=NOTE#1, sk=NOTE]: put refused: the item stored under this key is a MEMBER, not a NOTE;"
                        + " one entity's operations never change another entity's items, so nothing was written;"
                        + " check which key you built");
        assertThat(judge(Write.delete(TARGET, KEY).fencedBy(lease(1)), stored(null, 1)).exception())
                .isInstanceOf(EntityTypeMismatchException.class)
                .hasMessageContaining("fenced delete refused: the item stored under this key is not a Tablesmith item (it has no _et)");
    }

    @Test
    void aFencedWriteIsRefusedForALaterTokenOrAnotherLockBeforeItsVersionIsLookedAt() {
        Map<String, AttributeValue> fenced = stored("NOTE", 5);
        fenced.put("_fence", AttributeValue.fromN("8"));
        fenced.put("_fenceLock", AttributeValue.fromS("job-1"));

        assertThat(judge(Write.put(TARGET, new Note("1", "OPEN", 2)).fencedBy(lease(7)), fenced).exception())
                .isInstanceOf(LeaseLostException.class)
                .hasMessage("NOTE [pk=NOTE#1, sk=NOTE]: fenced put refused: lock job-1 token 8 wrote the item after this lease's"
                        + " token 7; the lease was lost, so stop working; nothing was written");
        fenced.put("_fenceLock", AttributeValue.fromS("job-2"));
        assertThat(judge(Write.put(TARGET, new Note("1", "OPEN", 5)).fencedBy(lease(9)), fenced).exception())
                .isInstanceOf(LeaseLostException.class).hasMessageContaining("the item is fenced by lock job-2, not job-1");
        fenced.put("_fenceLock", AttributeValue.fromS("job-1"));
        assertThat(judge(Write.put(TARGET, new Note("1", "OPEN", 2)).fencedBy(lease(9)), fenced).exception())
                .isInstanceOf(OptimisticLockException.class).hasMessageContaining("fenced put refused: expected stored version 2 but found 5");
    }

    @Test
    void presenceTellsADuplicateFromAMissingItem() {
        assertThat(judge(Write.create(TARGET, new Note("1", "OPEN", 0)), stored("NOTE", 1)).exception())
                .isInstanceOf(DuplicateItemException.class)
                .hasMessageEndingWith("create refused: an item with this key already exists; use put to overwrite it or replace"
                        + " to change it");
        assertThat(judge(Write.replace(TARGET, new Note("1", "OPEN", 1)), Map.of()).exception())
                .isInstanceOf(ItemNotFoundException.class)
                .hasMessageEndingWith("replace refused: no item with this key exists; use create or put to write a new one");
        assertThat(judge(Write.deleteAt(TARGET, KEY, 1), Map.of()).exception())
                .isInstanceOf(ItemNotFoundException.class).hasMessageEndingWith("delete refused: no item with this key exists");
    }

    @Test
    void aStaleRecordNeverCreatesAndANewOneNeverOverwrites() {
        WriteRefusal deleted = judge(Write.put(TARGET, new Note("1", "OPEN", 2)), Map.of());
        WriteRefusal taken = judge(Write.put(TARGET, new Note("1", "OPEN", 0)), stored("NOTE", 3));

        assertThat(deleted.reason()).isEqualTo(WriteRefusal.Reason.NOT_FOUND);
        assertThat(deleted.detail()).isEqualTo("no item with this key exists");
        assertThat(deleted.exception()).isInstanceOf(ItemNotFoundException.class)
                .hasMessageEndingWith("put refused: no item with this key exists; a record at version 2 is written only over the"
                        + " stored item at that version (version 0 is a new record), so the item was deleted after the record"
                        + " was read, or never stored; read it again, or create it anew");
        assertThat(taken.reason()).isEqualTo(WriteRefusal.Reason.STALE_VERSION);
        assertThat(taken.exception()).isInstanceOf(OptimisticLockException.class)
                .hasMessageEndingWith("put refused: expected stored version 0 but found 3; another writer changed the item, so read"
                        + " it again and retry");
    }

    @Test
    void anUpdatesOwnGuardsAreNamedWithTheStoredItem() {
        ItemUpdate bounded = new ItemUpdate(KEY).add("count", 1, Integer.MIN_VALUE, Integer.MAX_VALUE, "int");
        Map<String, AttributeValue> full = stored("NOTE", 1);
        full.put("count", AttributeValue.fromN(Integer.toString(Integer.MAX_VALUE)));
        ItemUpdate transition = new ItemUpdate(KEY).transition("state", "state", "DONE", "OPEN", AttributeValue::fromS,
                WriteRefusalTest::notesMoves);

        assertThat(judge(Write.update(TARGET, bounded), full).exception()).isInstanceOf(ConditionFailedException.class)
                .hasMessageEndingWith("update refused: count is 2147483647 and adding 1 would leave the range of int, so the stored"
                        + " item could not be read back; nothing was written");
        StaleTransitionException stale = (StaleTransitionException) judge(Write.update(TARGET, transition), stored("NOTE", 1))
                .exception();
        assertThat(stale).hasMessageEndingWith("update refused: state was to move from DONE to OPEN but it is OPEN already:"
                + " another writer made this move first (or this update was applied before and is being repeated)");
        assertThat(stale.current(Note.class)).contains(new Note("1", "OPEN", 1));
    }

    /** A note's declared moves: NEW to OPEN, OPEN to DONE, DONE to OPEN or ARCHIVED. */
    private static Set<String> notesMoves(String state) {
        return switch (state) {
            case "NEW" -> Set.of("OPEN");
            case "OPEN" -> Set.of("DONE");
            case "DONE" -> Set.of("OPEN", "ARCHIVED");
            default -> Set.of();
        };
    }

    @Test
    void aStaleTransitionSaysWhetherAnotherWriterMovedTheItemOrTheFromStateWasNeverItsState() {
        Map<String, AttributeValue> archived = stored("NOTE", 1);
        archived.put("state", AttributeValue.fromS("ARCHIVED"));
        ItemUpdate movedOn = new ItemUpdate(KEY).transition("state", "state", "NEW", "OPEN", AttributeValue::fromS,
                WriteRefusalTest::notesMoves);
        Map<String, AttributeValue> fresh = stored("NOTE", 1);
        fresh.put("state", AttributeValue.fromS("NEW"));
        ItemUpdate wrongFrom = new ItemUpdate(KEY).transition("state", "state", "DONE", "ARCHIVED", AttributeValue::fromS,
                WriteRefusalTest::notesMoves);

        assertThat(judge(Write.update(TARGET, movedOn), archived).exception()).isInstanceOf(StaleTransitionException.class)
                .hasMessageEndingWith("update refused: state was to move from NEW to OPEN but it is ARCHIVED: another writer"
                        + " moved it first (the declared transitions lead from NEW to ARCHIVED); read it again and decide from"
                        + " its state");
        assertThat(judge(Write.update(TARGET, wrongFrom), fresh).exception()).isInstanceOf(StaleTransitionException.class)
                .hasMessageEndingWith("update refused: state was to move from DONE to ARCHIVED but it is NEW, which the declared"
                        + " transitions cannot reach from DONE, so no transition moved it there from DONE: the from state passed"
                        + " is most likely not the state the item was in (only a create, put or replace writes a state"
                        + " directly); read the item and move from its stored state");
    }

    @Test
    void aDecimalAddIsBoundedByDynamoDbsRangeAndSaysSo() {
        ItemUpdate add = new ItemUpdate(KEY).add("total", AttributeValue.fromN("2E+125"));
        Map<String, AttributeValue> large = stored("NOTE", 1);
        large.put("total", AttributeValue.fromN("9E+125"));

        assertThat(add.boundedAdds()).singleElement().satisfies(bound -> {
            assertThat(bound.upper()).isTrue();
            assertThat(bound.limit()).isEqualByComparingTo("7.9999999999999999999999999999999999999E+125");
        });
        assertThat(judge(Write.update(TARGET, add), large).exception()).isInstanceOf(ConditionFailedException.class)
                .hasMessageEndingWith("update refused: total is 9E+125 and adding 2E+125 would leave DynamoDB's number range"
                        + " (magnitudes below 1E+126), so DynamoDB could not store it; nothing was written");
    }

    @Test
    void aConditionThatDoesNotHoldIsNamedAndAnItemThatChangedSinceIsSaidToHaveChanged() {
        Write conditional = Write.replace(TARGET, new Note("1", "OPEN", 1)).when(io.tablesmith.condition.Condition.allOf(
                new io.tablesmith.condition.StringField<Note>("state", "state", AttributeValues::string).eq("DONE")));

        assertThat(judge(conditional, stored("NOTE", 1)).exception()).isInstanceOf(ConditionFailedException.class)
                .hasMessageEndingWith("replace refused: the condition state = \"DONE\" does not hold for the stored item");
        assertThat(judge(Write.replace(TARGET, new Note("1", "OPEN", 1)), stored("NOTE", 1)).exception())
                .isInstanceOf(OptimisticLockException.class)
                .hasMessageEndingWith("replace refused: the stored item changed while it was written; read it again and retry");
    }

    @Test
    void theStoredItemIsReadOnlyWhenTheRefusalIsLookedAt() {
        AtomicInteger reads = new AtomicInteger();
        WriteRefusal refusal = WriteRefusal.of(Write.put(TARGET, new Note("1", "OPEN", 1)), () -> {
            reads.incrementAndGet();
            return stored("NOTE", 4);
        }, null);

        assertThat(reads).hasValue(0);
        assertThat(refusal.reason()).isEqualTo(WriteRefusal.Reason.STALE_VERSION);
        assertThat(refusal.storedRecord()).isEqualTo(new Note("1", "OPEN", 4));
        assertThat(reads).hasValue(1);
    }

    private static Lease lease(long token) {
        return new Lease("job-1", token, "holder", Instant.EPOCH, "notes");
    }
}
