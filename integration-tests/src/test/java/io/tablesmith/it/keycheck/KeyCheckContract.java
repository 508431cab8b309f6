package io.tablesmith.it.keycheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.ItemDecodeException;
import io.tablesmith.PageRequest;
import io.tablesmith.TablesmithException;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads never invent a key: an item whose key component attributes disagree with its stored
 * {@code pk}/{@code sk} (written by another client or an old bug), or lack a key component, is
 * refused by every read with an {@link ItemDecodeException} that names the component, what the
 * attribute holds and what the key says, and carries the item as stored; it is never read as the
 * record of another key. Run on every engine ({@link KeyCheckOnLocalTest},
 * {@link KeyCheckOnDynaliteTest}).
 */
abstract class KeyCheckContract {

    static final Instant NOON = Instant.parse("2026-03-01T12:00:00Z");

    final DynamoDbClient dynamo;
    final String table;
    final PatronRepository patrons;
    final VisitRepository visits;
    final PatronCardRepository cards;
    final EntryRepository entries;

    KeyCheckContract(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
        this.table = DynaliteServer.uniqueTableName("keycheck");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        this.patrons = new PatronRepository(dynamo, table);
        this.visits = new VisitRepository(dynamo, table);
        this.cards = new PatronCardRepository(dynamo, table);
        this.entries = new EntryRepository(dynamo, table);
    }

    /** Ann's key, whose attributes say bob. */
    static Map<String, AttributeValue> annSayingBob() {
        return Map.of("pk", s("PATRON#ann"), "sk", s("PROFILE"), "_et", s("PATRON"),
                "patronId", s("bob"), "name", s("Bob's double"), "version", AttributeValue.fromN("1"));
    }

    static AttributeValue s(String text) {
        return AttributeValue.fromS(text);
    }

    void store(Map<String, AttributeValue> item) {
        dynamo.putItem(put -> put.tableName(table).item(item));
    }

    Map<String, AttributeValue> raw(String pk, String sk) {
        Map<String, AttributeValue> item = dynamo.getItem(get -> get.tableName(table).consistentRead(true)
                .key(Map.of("pk", s(pk), "sk", s(sk)))).item();
        return item == null ? Map.of() : item;
    }

    @Test
    void anItemUnderAnnsKeyThatSaysBobIsNeverReadAsBob() {
        Patron bob = patrons.create(new Patron("bob", "Bob", 0));
        Map<String, AttributeValue> bobStored = raw("PATRON#bob", "PROFILE");
        store(annSayingBob());

        ItemDecodeException refused = catchThrowableOfType(ItemDecodeException.class, () -> patrons.get("ann"));
        assertThat(refused).hasMessage("PATRON [pk=PATRON#ann, sk=PROFILE]: attribute 'patronId': the item's key does not"
                + " match its attributes: patronId is 'bob' but the key says 'ann'; it is not read as a record, which would"
                + " have another key than the one it is stored under. storedItem() holds the item: to repair it, put the"
                + " record with the values its key says (replacing this item), or delete it by its key");
        assertThat(refused.attribute()).isEqualTo("patronId");
        assertThat(refused.key()).isEqualTo("pk=PATRON#ann, sk=PROFILE");
        assertThat(refused.storedItem()).isEqualTo(annSayingBob());

        assertThatThrownBy(() -> patrons.getConsistent("ann")).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("patronId is 'bob' but the key says 'ann'");
        assertThatThrownBy(() -> patrons.getAll(List.of(PatronKeys.key("bob"), PatronKeys.key("ann"))))
                .isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("patronId is 'bob' but the key says 'ann'");
        assertThatThrownBy(() -> cards.get("ann")).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("patronId is 'bob' but the key says 'ann'");
        // Before, this read ann's item as bob at version 1 and deleted bob's item.
        assertThatThrownBy(() -> patrons.delete(patrons.get("ann").orElseThrow())).isInstanceOf(ItemDecodeException.class);

        assertThat(raw("PATRON#bob", "PROFILE")).as("bob's item").isEqualTo(bobStored);
        assertThat(raw("PATRON#ann", "PROFILE")).as("ann's item").isEqualTo(annSayingBob());
        assertThat(patrons.get("bob")).contains(bob);
        assertThat(patrons.getAll(List.of(PatronKeys.key("bob")))).containsExactly(bob);
    }

    @Test
    void deletingAnnsKeyDeletesOnlyThatItemAndHandsBackWhatItSaid() {
        Patron bob = patrons.create(new Patron("bob", "Bob", 0));
        store(annSayingBob());

        ItemDecodeException deleted = catchThrowableOfType(ItemDecodeException.class, () -> patrons.delete("ann"));

        assertThat(deleted).hasMessageContaining("patronId is 'bob' but the key says 'ann'")
                .hasMessageContaining("the item was deleted all the same");
        assertThat(deleted.storedItem()).isEqualTo(annSayingBob());
        assertThat(raw("PATRON#ann", "PROFILE")).isEmpty();
        assertThat(patrons.get("bob")).contains(bob);
    }

    @Test
    void anUpdateNeverReturnsTheRecordOfAnotherKey() {
        Patron bob = patrons.create(new Patron("bob", "Bob", 0));
        store(annSayingBob());

        assertThatThrownBy(() -> patrons.update("ann").setName("Ann").execute())
                .isInstanceOf(TablesmithException.class)
                .hasMessageContaining("patronId is 'bob' but the key says 'ann'");
        assertThat(patrons.get("bob")).contains(bob);
    }

    @Test
    void aQueryAndItsStreamRefuseAnItemOfTheirPartitionWhoseAttributesSayAnother() {
        visits.create(new Visit("ann", "v1", "first"));
        store(Map.of("pk", s("PATRON#ann"), "sk", s("VISIT#v2"), "_et", s("VISIT"),
                "patronId", s("bob"), "visitId", s("v2"), "note", s("moved")));

        assertThatThrownBy(() -> visits.visitsOf("ann", PageRequest.of(10))).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("[pk=PATRON#ann, sk=VISIT#v2]")
                .hasMessageContaining("patronId is 'bob' but the key says 'ann'");
        assertThatThrownBy(() -> visits.visitsOf("ann").stream().toList()).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("patronId is 'bob' but the key says 'ann'");
        assertThat(visits.visitsOf("bob", PageRequest.of(10)).items()).isEmpty();
    }

    @Test
    void anItemWithoutItsKeyComponentIsRefusedWithWhatTheKeySays() {
        Map<String, AttributeValue> nameless = Map.of("pk", s("PATRON#ann"), "sk", s("PROFILE"), "_et", s("PATRON"),
                "name", s("Ann"), "version", AttributeValue.fromN("1"));
        store(nameless);
        store(Map.of("pk", s("PATRON#ann"), "sk", s("VISIT#v3"), "_et", s("VISIT"), "patronId", s("ann"), "note", s("?")));

        ItemDecodeException refused = catchThrowableOfType(ItemDecodeException.class, () -> patrons.get("ann"));
        assertThat(refused).hasMessageContaining("patronId is missing but the key says 'ann'");
        assertThat(refused.storedItem()).isEqualTo(nameless);
        assertThatThrownBy(() -> visits.visitsOf("ann", PageRequest.of(10))).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("visitId is missing but the key says 'v3'");
        assertThatThrownBy(() -> cards.get("ann")).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("patronId is missing but the key says 'ann'");
    }

    @Test
    void valuesThatNeedEscapesAreComparedInTheirEscapedForm() {
        Patron hostile = patrons.create(new Patron("a#b %c", "Hostile", 0));
        assertThat(raw("PATRON#a%23b%20%25c", "PROFILE")).containsEntry("patronId", s("a#b %c"));
        assertThat(patrons.get("a#b %c")).contains(hostile);
        Visit visit = visits.create(new Visit("ann", "x#y", "escaped"));
        assertThat(visits.visitsOf("ann", PageRequest.of(10)).items()).containsExactly(visit);

        // The same value under its unescaped text is not the key that value renders.
        store(Map.of("pk", s("PATRON#ann"), "sk", s("VISIT#x#z"), "_et", s("VISIT"),
                "patronId", s("ann"), "visitId", s("x#z"), "note", s("raw")));
        assertThatThrownBy(() -> visits.visitsOf("ann", PageRequest.of(10))).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("visitId is 'x#z' (in a key: 'x%23z') but the key says 'x#z'");
    }

    @Test
    void paddedNumbersAndInstantsAreComparedAsTheKeyRendersThem() {
        Entry entry = entries.create(new Entry("acct", 2026, 42, NOON.plusMillis(500), "rent"));
        assertThat(entries.get("acct", 2026, 42L, NOON.plusMillis(500))).contains(entry);
        // Another text of the same instant than toItem writes: the key is what the value renders, so it reads.
        Map<String, AttributeValue> wholeSeconds = entryItem("ENTRY#2026#00000043#2026-03-01T12:00:00.000000000Z", "43",
                "2026-03-01T12:00:00.000Z");
        store(wholeSeconds);
        Entry read = new Entry("acct", 2026, 43, NOON, "rent");
        assertThat(entries.entriesOf("acct", PageRequest.of(10)).items()).containsExactly(entry, read);

        store(entryItem("ENTRY#2026#00000045#2026-03-01T12:00:00.000000000Z", "44", "2026-03-01T12:00:00Z"));
        assertThatThrownBy(() -> entries.entriesOf("acct", PageRequest.of(10))).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("seq is 44 (in a key: '00000044') but the key says '00000045'");
        dynamo.deleteItem(delete -> delete.tableName(table)
                .key(Map.of("pk", s("LEDGER#acct"), "sk", s("ENTRY#2026#00000045#2026-03-01T12:00:00.000000000Z"))));

        store(entryItem("ENTRY#2026#00000046#2026-03-01T12:00:00.000000001Z", "46", "2026-03-01T12:00:00Z"));
        assertThatThrownBy(() -> entries.get("acct", 2026, 46L, NOON.plusNanos(1))).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("at is 2026-03-01T12:00:00Z (in a key: '2026-03-01T12:00:00.000000000Z') but the key"
                        + " says '2026-03-01T12:00:00.000000001Z'");
    }

    @Test
    void reindexCountsAnItemThatSaysAnotherKeyAsUnreadableAndLeavesIt() {
        Entry entry = entries.create(new Entry("acct", 2026, 1, NOON, "rent"));
        Map<String, AttributeValue> mismatched = entryItem("ENTRY#2026#00000003#2026-03-01T12:00:00.000000000Z", "2",
                "2026-03-01T12:00:00Z");
        store(mismatched);

        ReindexReport report = entries.reindex(ReindexOptions.defaults().withSegments(1));

        assertThat(report.completed()).isTrue();
        assertThat(report.unreadable()).isEqualTo(1);
        assertThat(report.unreadableKeys()).hasSize(1);
        assertThat(report.unreadableKeys().get(0).sort()).isEqualTo("ENTRY#2026#00000003#2026-03-01T12:00:00.000000000Z");
        assertThat(raw("LEDGER#acct", "ENTRY#2026#00000003#2026-03-01T12:00:00.000000000Z")).as("not rewritten")
                .isEqualTo(mismatched);
        assertThat(entries.byMemo("rent", PageRequest.of(10)).items()).containsExactly(entry);
    }

    /** An entry item of account {@code acct}, year 2026, memo {@code rent}, without index attributes. */
    static Map<String, AttributeValue> entryItem(String sk, String seq, String at) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", s("LEDGER#acct"));
        item.put("sk", s(sk));
        item.put("_et", s("ENTRY"));
        item.put("account", s("acct"));
        item.put("year", AttributeValue.fromN("2026"));
        item.put("seq", AttributeValue.fromN(seq));
        item.put("at", s(at));
        item.put("memo", s("rent"));
        return Map.copyOf(item);
    }
}
