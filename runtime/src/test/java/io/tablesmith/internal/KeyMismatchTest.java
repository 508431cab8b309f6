package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.ItemDecodeException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The exception for an item whose key its attributes do not render names every component that
 * disagrees, what it holds and what the key says, and keeps the item as stored.
 */
class KeyMismatchTest {

    private static final String REPAIR = "; it is not read as a record, which would have another key than the one it is"
            + " stored under. storedItem() holds the item: to repair it, put the record with the values its key says"
            + " (replacing this item), or delete it by its key";

    private static Map<String, AttributeValue> item(String pk, String sk) {
        Map<String, AttributeValue> item = new HashMap<>();
        if (pk != null) {
            item.put("pk", AttributeValue.fromS(pk));
        }
        if (sk != null) {
            item.put("sk", AttributeValue.fromS(sk));
        }
        item.put("_et", AttributeValue.fromS("ENTRY"));
        return item;
    }

    private static KeyMismatch mismatch(Map<String, AttributeValue> item) {
        return new ItemReader("ENTRY", item).keyMismatch("LEDGER#{account}", "ENTRY#{year:04}#{seq:08}#{at}");
    }

    @Test
    void namesEachComponentThatDisagreesWithWhatTheKeySays() {
        Map<String, AttributeValue> item = item("LEDGER#a%23b", "ENTRY#2026#00000042#2026-03-01T12:00:00.000000000Z");

        ItemDecodeException e = mismatch(item)
                .component("account", "acct", "a#c")
                .component("year", 2026)
                .component("seq", 43L)
                .component("at", Instant.parse("2026-03-01T12:00:00Z"))
                .exception();

        assertThat(e).hasMessage("ENTRY [pk=LEDGER#a%23b, sk=ENTRY#2026#00000042#2026-03-01T12:00:00.000000000Z]:"
                + " attribute 'acct': the item's key does not match its attributes: account is 'a#c' (in a key: 'a%23c')"
                + " but the key says 'a%23b'; seq is 43 (in a key: '00000043') but the key says '00000042'" + REPAIR);
        assertThat(e.attribute()).isEqualTo("acct");
        assertThat(e.storedItem()).isEqualTo(item);
    }

    @Test
    void aMissingComponentAndAValueNoKeyCanHoldAreNamed() {
        ItemDecodeException e = mismatch(item("LEDGER#acct", "ENTRY#2026#00000042#2026-03-01T12:00:00.000000000Z"))
                .component("account", "")
                .component("year", null)
                .component("seq", -1L)
                .component("at", Instant.parse("2026-03-01T12:00:00Z"))
                .exception();

        assertThat(e.getMessage()).contains("account is '', which no key can hold (key component 'account' is empty;"
                        + " a key needs a non-empty value) but the key says 'acct'")
                .contains("year is missing but the key says '2026'")
                .contains("seq is -1, which no key can hold (key component 'seq' is -1, but a zero-padded key part orders"
                        + " only values of 0 and above) but the key says '00000042'");
        assertThat(e.attribute()).isEqualTo("account");
    }

    @Test
    void aKeyOfAnotherShapeIsNamedByTheTextItLacks() {
        ItemDecodeException e = mismatch(item("ACCOUNT#acct", "ENTRY#2026#00000042#2026-03-01T12:00:00.000000000Z#x"))
                .component("account", "acct")
                .component("year", 2026)
                .component("seq", 42L)
                .component("at", Instant.parse("2026-03-01T12:00:00Z"))
                .exception();

        assertThat(e.getMessage()).contains("the pk 'ACCOUNT#acct' does not have the text 'LEDGER#' of the template"
                + " LEDGER#{account} at position 0; at is 2026-03-01T12:00:00Z (in a key: '2026-03-01T12:00:00.000000000Z')"
                + " but the key says '2026-03-01T12:00:00.000000000Z#x'");
        assertThat(e.attribute()).isEqualTo("pk");
    }

    @Test
    void aKeyThatGoesOnAfterItsTemplateSaysWhere() {
        ItemDecodeException e = new ItemReader("ENTRY", item("acct#MAIN#old", "TOTAL")).keyMismatch("{account}#MAIN", "TOTAL")
                .component("account", "acct")
                .exception();

        assertThat(e.getMessage()).contains("the item's key does not match its attributes: the pk 'acct#MAIN#old' goes on"
                + " after what the template {account}#MAIN renders;");
    }

    @Test
    void anItemWithoutKeysSaysSo() {
        ItemDecodeException e = mismatch(item(null, null)).component("account", "acct").exception();

        assertThat(e.getMessage()).contains("the item has no pk string; the item has no sk string");
        assertThat(e.key()).isEqualTo("pk=?, sk=?");
    }
}
