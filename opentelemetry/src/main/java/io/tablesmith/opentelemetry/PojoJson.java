package io.tablesmith.opentelemetry;

import java.util.Collection;
import java.util.Map;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;

/**
 * An SDK model object as the JSON DynamoDB sends it (its fields by their wire names, absent ones
 * left out), for {@code aws.dynamodb.consumed_capacity}: the conventions ask for "the JSON-serialized
 * value of each item in the ConsumedCapacity response field".
 */
final class PojoJson {

    private PojoJson() {
    }

    static String of(SdkPojo pojo) {
        StringBuilder json = new StringBuilder();
        write(pojo, json);
        return json.toString();
    }

    /** Whether the SDK made this collection up for a field the answer did not have. */
    static boolean isAbsent(Object value) {
        return value instanceof SdkAutoConstructList<?> || value instanceof SdkAutoConstructMap<?, ?>;
    }

    private static void write(Object value, StringBuilder json) {
        if (value instanceof SdkPojo pojo) {
            json.append('{');
            String separator = "";
            for (SdkField<?> field : pojo.sdkFields()) {
                Object member = field.getValueOrDefault(pojo);
                if (member == null || isAbsent(member)) {
                    continue;
                }
                json.append(separator);
                string(field.locationName(), json);
                json.append(':');
                write(member, json);
                separator = ",";
            }
            json.append('}');
        } else if (value instanceof Map<?, ?> map) {
            json.append('{');
            String separator = "";
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                json.append(separator);
                string(String.valueOf(entry.getKey()), json);
                json.append(':');
                write(entry.getValue(), json);
                separator = ",";
            }
            json.append('}');
        } else if (value instanceof Collection<?> list) {
            json.append('[');
            String separator = "";
            for (Object element : list) {
                json.append(separator);
                write(element, json);
                separator = ",";
            }
            json.append(']');
        } else if (value instanceof Number || value instanceof Boolean) {
            json.append(value);
        } else {
            string(String.valueOf(value), json);
        }
    }

    private static void string(String text, StringBuilder json) {
        json.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> {
                    if (c < 0x20) {
                        json.append(String.format("\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        json.append('"');
    }
}
