package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeOperation;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.StreamView;
import io.tablesmith.stream.UndecodableChange;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** How a stream record becomes a table's change: dispatch by {@code _et}, by key without images, and what cannot be read. */
class TableChangesTest {

    record Note(String id, String text) {}

    record Tag(String id) {}

    /** A table's change type for the tests: the change and which case it went to. */
    record Decoded(String kind, Object change) {}

    private static final EntitySchema<Note> NOTES = TestSchemas.of("NOTE", note -> Map.of(),
            item -> {
                if (!item.containsKey("text")) {
                    throw new ItemDecodeException("NOTE", null, "text", "missing", item, null);
                }
                return new Note(item.get("id").s(), item.get("text").s());
            },
            note -> new ItemKey<>("NOTE#" + note.id(), "NOTE"));
    private static final EntitySchema<Tag> TAGS = TestSchemas.of("TAG", tag -> Map.of(),
            item -> new Tag(item.get("id").s()), tag -> new ItemKey<>("NOTE#" + tag.id(), "TAG#" + tag.id()));
    /** {@code NOTE#{id}}, {@code NOTE}. */
    private static final EntityDescriptor NOTE_KEYS = EntityDescriptor.of("NOTE",
            KeyTemplate.of(KeyTemplate.literal("NOTE#"), KeyTemplate.component("id", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("NOTE")));
    /** {@code NOTE#{id}}, {@code TAG#{id}}. */
    private static final EntityDescriptor TAG_KEYS = EntityDescriptor.of("TAG",
            KeyTemplate.of(KeyTemplate.literal("NOTE#"), KeyTemplate.component("id", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("TAG#"), KeyTemplate.component("id", KeyTemplate.Type.STRING)));
    private static final TableChanges<Decoded> DECODER = TableChanges.<Decoded>builder(
                    change -> new Decoded("internal", change), change -> new Decoded("undecodable", change))
            .entity(NOTES, NOTE_KEYS, (image, key) -> NOTES.fromItem(image), change -> new Decoded("note", change))
            .entity(TAGS, TAG_KEYS, (image, key) -> TAGS.fromItem(image), change -> new Decoded("tag", change))
            .build();
    private static final Instant AT = Instant.parse("2026-12-01T10:00:00Z");

    private static Map<String, AttributeValue> note(String id, String text) {
        Map<String, AttributeValue> item = new HashMap<>(keys("NOTE#" + id, "NOTE"));
        item.put("_et", AttributeValue.fromS("NOTE"));
        item.put("id", AttributeValue.fromS(id));
        if (text != null) {
            item.put("text", AttributeValue.fromS(text));
        }
        return item;
    }

    private static Map<String, AttributeValue> keys(String pk, String sk) {
        return Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk));
    }

    private static software.amazon.awssdk.services.dynamodb.model.Record record(OperationType operation, StreamViewType view,
            Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
        return software.amazon.awssdk.services.dynamodb.model.Record.builder().eventID("e1").eventName(operation)
                .dynamodb(stream -> stream.keys(keys).oldImage(oldImage).newImage(newImage).sequenceNumber("100000000000000000042")
                        .approximateCreationDateTime(AT).streamViewType(view))
                .build();
    }

    @Test
    void anInsertionCarriesTheNewRecordAndTheRecordsMetadata() {
        Decoded decoded = DECODER.decode(record(OperationType.INSERT, StreamViewType.NEW_AND_OLD_IMAGES, keys("NOTE#1", "NOTE"),
                null, note("1", "hello")));

        assertThat(decoded.kind()).isEqualTo("note");
        Change.Inserted<?> inserted = (Change.Inserted<?>) decoded.change();
        assertThat(inserted.key()).isEqualTo(new ItemKey<>("NOTE#1", "NOTE"));
        assertThat(inserted.newImage()).isEqualTo(Optional.of(new Note("1", "hello")));
        assertThat(inserted.oldImage()).isEmpty();
        assertThat(inserted.info().sequenceNumber()).isEqualTo("100000000000000000042");
        assertThat(inserted.info().sortableSequenceNumber()).isEqualTo("0000000000000000000100000000000000000042");
        assertThat(inserted.info().approximateCreationTime()).isEqualTo(AT);
        assertThat(inserted.info().view()).isEqualTo(StreamView.NEW_AND_OLD_IMAGES);
        assertThat(inserted.info().eventId()).isEqualTo("e1");
    }

    @Test
    void eachViewGivesTheImagesItHasAndSaysWhatItLacks() {
        Change.Modified<?> both = modified(StreamViewType.NEW_AND_OLD_IMAGES, note("1", "old"), note("1", "new"));
        Change.Modified<?> newOnly = modified(StreamViewType.NEW_IMAGE, null, note("1", "new"));
        Change.Modified<?> oldOnly = modified(StreamViewType.OLD_IMAGE, note("1", "old"), null);
        Change.Modified<?> keysOnly = modified(StreamViewType.KEYS_ONLY, null, null);

        assertThat(both.oldImage()).isEqualTo(Optional.of(new Note("1", "old")));
        assertThat(both.newImage()).isEqualTo(Optional.of(new Note("1", "new")));
        assertThat(newOnly.oldImage()).isEmpty();
        assertThat(newOnly.requireNewImage()).isEqualTo(new Note("1", "new"));
        assertThat(oldOnly.newImage()).isEmpty();
        assertThat(keysOnly.key()).isEqualTo(new ItemKey<>("NOTE#1", "NOTE"));
        assertThat(keysOnly.newImage()).isEmpty();
        assertThatThrownBy(keysOnly::requireNewImage).isInstanceOf(IllegalStateException.class)
                .hasMessage("MODIFY of [pk=NOTE#1, sk=NOTE]: a KEYS_ONLY stream carries no new image; a stream with "
                        + "NEW_IMAGE or NEW_AND_OLD_IMAGES does");
        assertThatThrownBy(newOnly::requireOldImage).hasMessageContaining("a NEW_IMAGE stream carries no old image");
    }

    @Test
    void everyViewTheServiceNamesIsTheChangesViewOfTheSameName() {
        for (StreamViewType view : StreamViewType.knownValues()) {
            Change.Modified<?> change = modified(view, null, null);

            assertThat(change.info().view().name()).isEqualTo(view.toString());
        }
    }

    private static Change.Modified<?> modified(StreamViewType view, Map<String, AttributeValue> oldImage,
                                               Map<String, AttributeValue> newImage) {
        Decoded decoded = DECODER.decode(record(OperationType.MODIFY, view, keys("NOTE#1", "NOTE"), oldImage, newImage));
        assertThat(decoded.kind()).isEqualTo("note");
        return (Change.Modified<?>) decoded.change();
    }

    @Test
    void aRemovalByTimeToLiveSaysSo() {
        var byWrite = DECODER.decode(record(OperationType.REMOVE, StreamViewType.OLD_IMAGE, keys("NOTE#1", "NOTE"), note("1", "x"), null));
        var expired = DECODER.decode(record(OperationType.REMOVE, StreamViewType.OLD_IMAGE, keys("NOTE#1", "NOTE"), note("1", "x"), null)
                .toBuilder().userIdentity(identity -> identity.type("Service").principalId("dynamodb.amazonaws.com")).build());

        assertThat(((Change.Removed<?>) byWrite.change()).expired()).isFalse();
        assertThat(((Change.Removed<?>) expired.change()).expired()).isTrue();
        assertThat(((Change.Removed<?>) expired.change()).oldImage()).isEqualTo(Optional.of(new Note("1", "x")));
        assertThatThrownBy(((Change<?>) expired.change())::requireNewImage).hasMessageContaining("a removal has no new image");
    }

    @Test
    void withoutImagesTheKeyTellsTheEntityType() {
        Decoded tag = DECODER.decode(record(OperationType.REMOVE, StreamViewType.NEW_IMAGE, keys("NOTE#1", "TAG#1"), null, null));
        Decoded note = DECODER.decode(record(OperationType.INSERT, StreamViewType.KEYS_ONLY, keys("NOTE#a%23b", "NOTE"), null, null));

        assertThat(tag.kind()).isEqualTo("tag");
        assertThat(((Change.Removed<?>) tag.change()).key()).isEqualTo(new ItemKey<>("NOTE#1", "TAG#1"));
        assertThat(note.kind()).isEqualTo("note");
    }

    @Test
    void runtimeItemsAreInternalChangesByEntityTypeOrByKey() {
        Map<String, AttributeValue> message = new HashMap<>(keys("QUEUE#tasks#D#1", "MESSAGE"));
        message.put("_et", AttributeValue.fromS("_QUEUE_MESSAGE"));
        Decoded queued = DECODER.decode(record(OperationType.INSERT, StreamViewType.NEW_IMAGE, keys("QUEUE#tasks#D#1", "MESSAGE"),
                null, message));
        Decoded lock = DECODER.decode(record(OperationType.MODIFY, StreamViewType.KEYS_ONLY, keys("LOCK#job#1", "LOCK"), null, null));
        Decoded checkpoint = DECODER.decode(record(OperationType.MODIFY, StreamViewType.KEYS_ONLY, keys("STREAM#g", "SHARD#s-1"),
                null, null));
        Decoded grouped = DECODER.decode(record(OperationType.INSERT, StreamViewType.KEYS_ONLY,
                keys("QUEUE#returns#G#central", "M#001764583200000-000001-0a1b2c3d"), null, null));
        Decoded group = DECODER.decode(record(OperationType.INSERT, StreamViewType.KEYS_ONLY, keys("QUEUE#returns#G#central", "GROUP"),
                null, null));
        Decoded notAQueueItem = DECODER.decode(record(OperationType.INSERT, StreamViewType.KEYS_ONLY, keys("QUEUE#tasks", "STATS#0"),
                null, null));

        assertThat(queued.kind()).isEqualTo("internal");
        assertThat(((InternalChange) queued.change()).kind()).isEqualTo(InternalChange.Kind.QUEUE_MESSAGE);
        assertThat(((InternalChange) queued.change()).newImage()).isEqualTo(message);
        assertThat(((InternalChange) lock.change()).kind()).isEqualTo(InternalChange.Kind.LEASE_LOCK);
        assertThat(((InternalChange) lock.change()).operation()).isEqualTo(ChangeOperation.MODIFY);
        assertThat(((InternalChange) checkpoint.change()).kind()).isEqualTo(InternalChange.Kind.STREAM_CHECKPOINT);
        assertThat(((InternalChange) grouped.change()).kind()).as("a grouped message by its key").isEqualTo(InternalChange.Kind.QUEUE_MESSAGE);
        assertThat(((InternalChange) group.change()).kind()).isEqualTo(InternalChange.Kind.QUEUE_GROUP);
        assertThat(notAQueueItem.kind()).as("a key no runtime item has").isEqualTo("undecodable");
    }

    @Test
    void whatCannotBeReadIsUndecodableWithTheReasonAndTheRawImages() {
        Map<String, AttributeValue> other = new HashMap<>(note("1", "x"));
        other.put("_et", AttributeValue.fromS("INVOICE"));
        Map<String, AttributeValue> foreign = new HashMap<>(note("1", "x"));
        foreign.remove("_et");

        UndecodableChange unknown = undecodable(record(OperationType.INSERT, StreamViewType.NEW_IMAGE, keys("NOTE#1", "NOTE"), null, other));
        UndecodableChange noType = undecodable(record(OperationType.INSERT, StreamViewType.NEW_IMAGE, keys("NOTE#1", "NOTE"), null, foreign));
        UndecodableChange unreadable = undecodable(record(OperationType.MODIFY, StreamViewType.NEW_AND_OLD_IMAGES, keys("NOTE#1", "NOTE"),
                note("1", "x"), note("1", null)));
        UndecodableChange retyped = undecodable(record(OperationType.MODIFY, StreamViewType.NEW_AND_OLD_IMAGES, keys("NOTE#1", "NOTE"),
                note("1", "x"), other));
        UndecodableChange strangeKey = undecodable(record(OperationType.REMOVE, StreamViewType.KEYS_ONLY, keys("NOTE#1", "OTHER"), null, null));

        assertThat(unknown.entityType()).contains("INVOICE");
        assertThat(unknown.newImage()).isEqualTo(other);
        assertThat(unknown.reason()).hasMessage("INVOICE [pk=NOTE#1, sk=NOTE]: attribute '_et': no entity of this table has the"
                + " entity type INVOICE (its entity types: [NOTE, TAG])");
        assertThat(unknown.reason().storedItem()).isEqualTo(other);
        assertThat(noType.entityType()).isEmpty();
        assertThat(noType.reason()).hasMessageContaining("the item has no _et, so it was not written by Tablesmith");
        assertThat(unreadable.entityType()).contains("NOTE");
        assertThat(unreadable.reason().attribute()).isEqualTo("text");
        assertThat(unreadable.oldImage()).isEqualTo(note("1", "x"));
        assertThat(retyped.reason()).hasMessageContaining("the item was a NOTE before the write and is a INVOICE after it");
        assertThat(strangeKey.reason()).hasMessageContaining("no entity type of this table ([NOTE, TAG]) can have its key");
        assertThat(strangeKey.keys()).isEqualTo(keys("NOTE#1", "OTHER"));
        assertThat(strangeKey.operation()).isEqualTo(ChangeOperation.REMOVE);
    }

    @Test
    void aDecoderThatThrowsSomethingElseStillGivesAnUndecodableChangeWithTheCause() {
        IllegalArgumentException refused = new IllegalArgumentException("no such currency: XYZ");
        EntitySchema<Note> broken = TestSchemas.of("NOTE", note -> Map.of(), item -> {
            throw refused;
        }, note -> new ItemKey<>("NOTE#" + note.id(), "NOTE"));
        TableChanges<Decoded> decoder = TableChanges.<Decoded>builder(change -> new Decoded("internal", change),
                        change -> new Decoded("undecodable", change))
                .entity(broken, NOTE_KEYS, (image, key) -> broken.fromItem(image), change -> new Decoded("note", change))
                .build();

        Decoded decoded = decoder.decode(record(OperationType.INSERT, StreamViewType.NEW_IMAGE, keys("NOTE#1", "NOTE"), null,
                note("1", "x")));

        assertThat(decoded.kind()).isEqualTo("undecodable");
        UndecodableChange change = (UndecodableChange) decoded.change();
        assertThat(change.reason()).hasMessageContaining("decoding failed: java.lang.IllegalArgumentException: no such currency: XYZ")
                .hasCause(refused);
        assertThat(change.reason().storedItem()).isEqualTo(note("1", "x"));
    }

    @Test
    void aRecordWithoutItsStreamPartOrKeysIsUndecodableNotAnException() {
        var bare = software.amazon.awssdk.services.dynamodb.model.Record.builder().eventID("e").eventName("UNKNOWN_OP").build();
        var keyless = record(OperationType.INSERT, StreamViewType.KEYS_ONLY, Map.of("id", AttributeValue.fromN("1")), null, null);

        assertThat(undecodable(bare).reason()).hasMessageContaining("no dynamodb part");
        assertThat(undecodable(keyless).reason()).hasMessageContaining("its keys [id] are not a table's pk and sk strings");
    }

    @Test
    void aRecordThatDoesNotNameItsViewHasTheViewOfItsImages() {
        var record = record(OperationType.MODIFY, null, keys("NOTE#1", "NOTE"), null, note("1", "x"));

        assertThat(((Change<?>) DECODER.decode(record).change()).info().view()).isEqualTo(StreamView.NEW_IMAGE);
        assertThat(((Change<?>) DECODER.decode(record).change()).newImage()).isEqualTo(Optional.of(new Note("1", "x")));
    }

    /**
     * One rule for an item without {@code _et}, as reads and writes keep it: it is no entity's, so every change
     * whose record carries such an image (an insertion, a removal, a modification to or from it) is
     * undecodable on every view; a record that carries no image of it (a keys-only view, a modification whose
     * other image the view leaves out) is dispatched by what it carries.
     */
    @Test
    void everyChangeOfAnImageWithoutEntityTypeIsUndecodableOnEveryView() {
        Map<String, AttributeValue> foreign = new HashMap<>(note("1", "x"));
        foreign.remove("_et");
        Map<String, AttributeValue> own = note("1", "y");
        record Case(OperationType operation, Map<String, AttributeValue> before, Map<String, AttributeValue> after) {}
        List<Case> cases = List.of(new Case(OperationType.INSERT, null, foreign), new Case(OperationType.REMOVE, foreign, null),
                new Case(OperationType.MODIFY, own, foreign), new Case(OperationType.MODIFY, foreign, own),
                new Case(OperationType.MODIFY, foreign, foreign));
        for (Case c : cases) {
            for (StreamViewType view : List.of(StreamViewType.KEYS_ONLY, StreamViewType.NEW_IMAGE, StreamViewType.OLD_IMAGE,
                    StreamViewType.NEW_AND_OLD_IMAGES)) {
                StreamView carried = StreamView.of(view);
                Map<String, AttributeValue> before = carried.hasOldImage() ? c.before() : null;
                Map<String, AttributeValue> after = carried.hasNewImage() ? c.after() : null;
                Decoded decoded = DECODER.decode(record(c.operation(), view, keys("NOTE#1", "NOTE"), before, after));

                boolean carriesForeign = before == foreign || after == foreign;
                assertThat(decoded.kind()).as("%s of %s on %s", c.operation(), c, view).isEqualTo(carriesForeign ? "undecodable" : "note");
                if (carriesForeign) {
                    assertThat(((UndecodableChange) decoded.change()).reason()).as("%s on %s", c, view).hasMessageContaining("no _et");
                }
            }
        }
    }

    private static UndecodableChange undecodable(software.amazon.awssdk.services.dynamodb.model.Record record) {
        Decoded decoded = DECODER.decode(record);
        assertThat(decoded.kind()).isEqualTo("undecodable");
        return (UndecodableChange) decoded.change();
    }

    @Test
    void anEntityWhoseDescriptorIsOfAnotherEntityTypeIsRefused() {
        TableChanges.Builder<Decoded> builder = TableChanges.builder(change -> new Decoded("internal", change),
                change -> new Decoded("undecodable", change));

        assertThatThrownBy(() -> builder.entity(NOTES, TAG_KEYS, (image, key) -> NOTES.fromItem(image),
                change -> new Decoded("note", change)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the descriptor of TAG is not the one of schema NOTE");
    }
}
