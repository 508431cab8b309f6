package io.tablesmith.condition;

import io.tablesmith.internal.ScalarOrder;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How DynamoDB compares two stored scalar values in a condition: numbers by value, strings in
 * UTF-8 byte order (which is code point order), anything else by equality only. Lets a field
 * decide in Java whether a {@code @DefaultValue} passes a comparison, as the stored value would.
 */
final class StoredOrder {

    private StoredOrder() {
    }

    /** Equal as DynamoDB's {@code =} finds: in its order for the scalars it orders, by value otherwise. */
    static boolean same(AttributeValue a, AttributeValue b) {
        return ScalarOrder.comparable(a, b) ? ScalarOrder.compare(a, b) == 0 : a.equals(b);
    }

    /** Whether {@code stored <operator> operand} holds, for the operators of {@link Field} and {@link ComparableField}. */
    static boolean holds(AttributeValue stored, String operator, AttributeValue operand) {
        return switch (operator) {
            case "=" -> same(stored, operand);
            case "<>" -> !same(stored, operand);
            case "<" -> ScalarOrder.compare(stored, operand) < 0;
            case "<=" -> ScalarOrder.compare(stored, operand) <= 0;
            case ">" -> ScalarOrder.compare(stored, operand) > 0;
            case ">=" -> ScalarOrder.compare(stored, operand) >= 0;
            default -> throw new IllegalArgumentException("no comparison " + operator);
        };
    }
}
