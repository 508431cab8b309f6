package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Numbers;
import io.tablesmith.local.internal.ValueValidation;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The ExpressionAttributeNames and ExpressionAttributeValues of one request, shared by all of its
 * expressions, tracking which placeholders were used so unused ones can be reported.
 */
public final class ExpressionContext {
    private static final Pattern NAME_KEY = Pattern.compile("#[0-9a-zA-Z_]+");
    private static final Pattern VALUE_KEY = Pattern.compile(":[0-9a-zA-Z_]+");

    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;
    private final Set<String> unusedNames;
    private final Set<String> unusedValues;

    public ExpressionContext(Map<String, String> names, Map<String, AttributeValue> values) {
        this.names = names == null ? Map.of() : names;
        this.unusedNames = new LinkedHashSet<>(this.names.keySet());
        this.unusedValues = new LinkedHashSet<>();
        this.values = new LinkedHashMap<>();
        if (names != null) {
            if (names.isEmpty()) {
                throw Errors.validation("ExpressionAttributeNames must not be empty");
            }
            for (String key : names.keySet()) {
                if (!NAME_KEY.matcher(key).matches()) {
                    throw Errors.validation("ExpressionAttributeNames contains invalid key: Syntax error; key: \"" + key + "\"");
                }
            }
        }
        if (values != null) {
            if (values.isEmpty()) {
                throw Errors.validation("ExpressionAttributeValues must not be empty");
            }
            for (String key : values.keySet()) {
                if (!VALUE_KEY.matcher(key).matches()) {
                    throw Errors.validation("ExpressionAttributeValues contains invalid key: Syntax error; key: \"" + key + "\"");
                }
            }
            for (Map.Entry<String, AttributeValue> e : values.entrySet()) {
                String problem = ValueValidation.problem(e.getValue());
                if (problem != null) {
                    throw Errors.validation("ExpressionAttributeValues contains invalid value: " + problem
                            + " for key " + e.getKey());
                }
                this.values.put(e.getKey(), Numbers.canonical(e.getValue()));
                unusedValues.add(e.getKey());
            }
        }
    }

    /** The attribute name for a #placeholder, or null when undefined; marks it used. */
    String name(String placeholder) {
        String name = names.get(placeholder);
        if (name != null) {
            unusedNames.remove(placeholder);
        }
        return name;
    }

    /** The value for a :placeholder, or null when undefined; marks it used. */
    AttributeValue value(String placeholder) {
        AttributeValue value = values.get(placeholder);
        if (value != null) {
            unusedValues.remove(placeholder);
        }
        return value;
    }

    /** Throws DynamoDB's error for placeholders that no expression used; call after parsing them all. */
    public void checkAllUsed() {
        if (!unusedNames.isEmpty()) {
            throw Errors.validation("Value provided in ExpressionAttributeNames unused in expressions: keys: {"
                    + String.join(", ", unusedNames) + "}");
        }
        if (!unusedValues.isEmpty()) {
            throw Errors.validation("Value provided in ExpressionAttributeValues unused in expressions: keys: {"
                    + String.join(", ", unusedValues) + "}");
        }
    }
}
