package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidKeyException;
import io.tablesmith.PageRequest;
import io.tablesmith.local.LocalDynamoDb;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A zero-padded {@code BigInteger} sort key ({@code {serial:019}}) on LocalDynamoDb: its key text is
 * the value's digits padded to the width, it reads back to the same record, ranges order it
 * numerically beyond a {@code long}'s range, and negative or wider values are refused before any
 * request.
 */
class PaddedBigIntegerLocalTest {

    private static final BigInteger BEYOND_LONG = new BigInteger("9999999999999999999");

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private final SerialRepository serials;

    PaddedBigIntegerLocalTest() {
        dynamo.createTables(TablesmithTable.createTableRequest("serials"));
        serials = new SerialRepository(dynamo, "serials");
        for (String serial : List.of("7", "42", "1000", "9223372036854775808", BEYOND_LONG.toString())) {
            serials.create(new Serial("b1", new BigInteger(serial), "n" + serial));
        }
    }

    @Test
    void theKeyIsTheValuePaddedToItsWidthAndReadsBackToTheSameRecord() {
        Serial serial = new Serial("b2", BigInteger.valueOf(42), "answer");
        serials.create(serial);

        assertThat(SerialKeys.key("b2", BigInteger.valueOf(42)).sort()).isEqualTo("SERIAL#0000000000000000042");
        assertThat(serials.getConsistent("b2", BigInteger.valueOf(42))).contains(serial);
        assertThat(serials.get("b1", BEYOND_LONG)).map(Serial::label).contains("n" + BEYOND_LONG);
    }

    @Test
    void rangesOrderTheValuesNumericallyBeyondALong() {
        assertThat(serials(serials.serialsOf("b1").greaterThan(BigInteger.valueOf(42)).page(PageRequest.of(10)).items()))
                .containsExactly("1000", "9223372036854775808", "9999999999999999999");
        assertThat(serials(serials.serialsOf("b1").between(BigInteger.valueOf(8), new BigInteger("9223372036854775808"))
                .page(PageRequest.of(10)).items()))
                .containsExactly("42", "1000", "9223372036854775808");
        assertThat(serials(serials.serialsOf("b1").page(PageRequest.of(10).descending()).items()))
                .containsExactly("9999999999999999999", "9223372036854775808", "1000", "42", "7");
    }

    @Test
    void negativeAndWiderValuesAreRefusedWithTheComponentsName() {
        assertThatThrownBy(() -> serials.create(new Serial("b1", BigInteger.valueOf(-1), "minus")))
                .isInstanceOf(InvalidKeyException.class)
                .hasMessageContaining("'serial' is -1, but a zero-padded key part orders only values of 0 and above");
        assertThatThrownBy(() -> serials.serialsOf("b1").lessThan(BEYOND_LONG.add(BigInteger.ONE)).page(PageRequest.of(10)))
                .isInstanceOf(InvalidKeyException.class)
                .hasMessageContaining("'serial' is 10000000000000000000, wider than the 19 digits its template declares");
    }

    private static List<String> serials(List<Serial> page) {
        return page.stream().map(serial -> serial.serial().toString()).toList();
    }
}
