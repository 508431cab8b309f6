package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.local.scenarios.Expect;
import io.tablesmith.local.scenarios.Fixtures;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The repository's value-rules/ cases through a {@link DynamoDbClient}, as an application meets them: an item at
 * the 400 KB limit is put and updated and one a byte larger refused, numbers are stored or refused in DynamoDB's
 * words, and conditions compare values in DynamoDB's order. A subclass says which client.
 */
abstract class ValueRulesOnAClient {
    private static final String KEY = "pk";

    private DynamoDbClient client;
    private String table;

    /** The client under test; called before each test. */
    protected abstract DynamoDbClient client();

    @BeforeEach
    void createTable() {
        client = client();
        table = "value-rules-" + UUID.randomUUID().toString().substring(0, 8);
        client.createTable(b -> b.tableName(table).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(Fixtures.attr(KEY, ScalarAttributeType.S)).keySchema(Fixtures.hash(KEY)));
    }

    @AfterEach
    void deleteTable() {
        client.deleteTable(b -> b.tableName(table));
    }

    @Test
    void anItemAtTheLimitIsWrittenAndOneByteMoreIsRefused() {
        for (ValueRules.Row row : ValueRules.rows("item-limits.tsv")) {
            Map<String, AttributeValue> item = row.filledItem();
            assertThat(item).as("the table's key in %s", row).containsKey(KEY);
            if (row.accepted()) {
                assertThatCode(() -> put(item)).as(row.toString()).doesNotThrowAnyException();
                delete(item);
                assertThatCode(() -> update(item)).as(row.toString()).doesNotThrowAnyException();
            } else {
                Expect.validation(() -> put(item), "Item size has exceeded the maximum allowed size");
                Expect.validation(() -> update(item), "Item size to update has exceeded the maximum allowed size");
            }
            delete(item);
        }
    }

    @Test
    void numbersAreStoredOrRefusedInDynamoDbsWords() {
        for (ValueRules.Row row : ValueRules.rows("number-limits.tsv")) {
            Map<String, AttributeValue> item = Map.of(KEY, AttributeValue.fromS("n"), "n",
                    AttributeValue.fromN(row.column(0)));
            if (row.column(1).equals("stored")) {
                assertThatCode(() -> put(item)).as(row.toString()).doesNotThrowAnyException();
            } else {
                Expect.validationStartingWith(() -> put(item), ValueRulesTest.REFUSALS.get(row.column(1)));
            }
        }
    }

    @Test
    void conditionsCompareValuesInDynamoDbsOrder() {
        for (ValueRules.Row row : ValueRules.rows("orders.tsv")) {
            Map<String, AttributeValue> item = Map.of(KEY, AttributeValue.fromS("o"), "v", row.value(0));
            put(item);
            for (String operator : List.of("<", "<=", "=", "<>", ">=", ">")) {
                boolean holds = switch (operator) {
                    case "<" -> row.order() < 0;
                    case "<=" -> row.order() <= 0;
                    case "=" -> row.order() == 0;
                    case "<>" -> row.order() != 0;
                    case ">=" -> row.order() >= 0;
                    default -> row.order() > 0;
                };
                Runnable conditionalPut = () -> client.putItem(b -> b.tableName(table).item(item)
                        .conditionExpression("v " + operator + " :b").expressionAttributeValues(Map.of(":b", row.value(2))));
                if (holds) {
                    assertThatCode(conditionalPut::run).as("v %s b in %s", operator, row).doesNotThrowAnyException();
                } else {
                    assertThatThrownBy(conditionalPut::run).as("v %s b in %s", operator, row)
                            .isInstanceOf(ConditionalCheckFailedException.class);
                }
            }
        }
    }

    private void put(Map<String, AttributeValue> item) {
        client.putItem(b -> b.tableName(table).item(item));
    }

    /** An UpdateItem that sets every attribute of {@code item} but its key, on no stored item. */
    private void update(Map<String, AttributeValue> item) {
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        StringBuilder set = new StringBuilder();
        item.forEach((name, value) -> {
            if (!name.equals(KEY)) {
                int n = names.size();
                names.put("#a" + n, name);
                values.put(":v" + n, value);
                set.append(n == 0 ? "SET " : ", ").append("#a").append(n).append(" = :v").append(n);
            }
        });
        client.updateItem(b -> b.tableName(table).key(Map.of(KEY, item.get(KEY))).updateExpression(set.toString())
                .expressionAttributeNames(names).expressionAttributeValues(values));
    }

    private void delete(Map<String, AttributeValue> item) {
        client.deleteItem(b -> b.tableName(table).key(Map.of(KEY, item.get(KEY))));
    }
}
