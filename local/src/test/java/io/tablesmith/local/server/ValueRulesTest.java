package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.internal.Numbers;
import io.tablesmith.local.internal.ValueOrder;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * LocalDynamoDb's sizes, number limits and order against the repository's value-rules/ corpus, which the
 * runtime's guards are held to as well; {@link ValueRulesOnAClient} takes the same cases through a client.
 */
class ValueRulesTest {

    /** DynamoDB's words for each reason the corpus gives for refusing a number. */
    static final Map<String, String> REFUSALS = Map.of(
            "too-many-digits", "Attempting to store more than 38 significant digits in a Number",
            "too-large", "Number overflow. Attempting to store a number with magnitude larger than supported range",
            "too-small", "Number underflow. Attempting to store a number with magnitude smaller than supported range",
            "not-a-number", "The parameter cannot be converted to a numeric value");

    @Test
    void numbersAreSizedAsDynamoDbSizesThem() {
        for (ValueRules.Row row : ValueRules.rows("number-sizes.tsv")) {
            assertThat(ItemSize.of(AttributeValue.fromN(row.column(0)))).as(row.toString()).isEqualTo(row.number(1));
        }
    }

    @Test
    void numbersAreStoredOrRefusedAsDynamoDbStoresOrRefusesThem() {
        for (ValueRules.Row row : ValueRules.rows("number-limits.tsv")) {
            String problem = Numbers.problem(row.column(0));
            if (row.column(1).equals("stored")) {
                assertThat(problem).as(row.toString()).isNull();
            } else {
                assertThat(REFUSALS).as(row.toString()).containsKey(row.column(1));
                assertThat(problem).as(row.toString()).startsWith(REFUSALS.get(row.column(1)));
            }
        }
    }

    @Test
    void itemsAreSizedAsDynamoDbSizesThem() {
        for (ValueRules.Row row : ValueRules.rows("item-sizes.tsv")) {
            assertThat(ItemSize.of(row.item(0))).as(row.toString()).isEqualTo(row.number(1));
        }
        for (ValueRules.Row row : ValueRules.rows("item-limits.tsv")) {
            assertThat(ItemSize.of(row.filledItem())).as(row.toString()).isEqualTo(row.number(3));
        }
    }

    @Test
    void scalarsAreOrderedAsDynamoDbOrdersThem() {
        for (ValueRules.Row row : ValueRules.rows("orders.tsv")) {
            AttributeValue a = row.value(0);
            AttributeValue b = row.value(2);
            assertThat(Integer.signum(ValueOrder.compare(a, b))).as(row.toString()).isEqualTo(row.order());
            assertThat(Integer.signum(ValueOrder.compare(b, a))).as("reversed: %s", row).isEqualTo(-row.order());
        }
    }
}
