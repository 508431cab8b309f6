package io.tablesmith.internal;

import io.tablesmith.condition.Condition;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The placeholders of one request: every attribute name becomes {@code #n1}, {@code #n2}, ...
 * (one per distinct name) and every value {@code :v1}, {@code :v2}, ... No name or value is ever
 * written into expression text, so none can break or change an expression.
 */
final class ExpressionBuilder implements Condition.Placeholders {

    private final Map<String, String> placeholdersByName = new LinkedHashMap<>();
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    @Override
    public String name(String attribute) {
        return placeholdersByName.computeIfAbsent(attribute, a -> {
            String placeholder = "#n" + (placeholdersByName.size() + 1);
            names.put(placeholder, a);
            return placeholder;
        });
    }

    @Override
    public String value(AttributeValue value) {
        String placeholder = ":v" + (values.size() + 1);
        values.put(placeholder, value);
        return placeholder;
    }

    /**
     * Adds placeholders an internal expression names itself ({@code #qsk}, {@code :tok}); they never
     * take the {@code #n}/{@code :v} form this builder hands out.
     */
    void addNamed(Map<String, String> namedNames, Map<String, AttributeValue> namedValues) {
        names.putAll(namedNames);
        values.putAll(namedValues);
    }

    /**
     * {@code ExpressionAttributeNames}, or {@code null} when no name was used (DynamoDB refuses an
     * empty map). The map itself, not a copy: the SDK's request builders copy what they are given.
     */
    public Map<String, String> names() {
        return names.isEmpty() ? null : names;
    }

    /** {@code ExpressionAttributeValues}, or {@code null} when no value was used. */
    public Map<String, AttributeValue> values() {
        return values.isEmpty() ? null : values;
    }
}
