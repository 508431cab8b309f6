package io.tablesmith.local.internal.validation;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;

/**
 * A request value as DynamoDB's validation messages quote it: its service renders its own request objects
 * with Java's conventions, structures as {@code KeySchemaElement(attributeName=pk, keyType=HASH)} (every
 * member of the model in order, lower camel case, absent ones as {@code null}), lists as {@code [a, b]},
 * maps as {@code {k=v}}. The members come from the SDK's model of each structure, so a structure this class
 * never saw renders the same way.
 */
public final class JavaStyle {
    private JavaStyle() {
    }

    public static String render(Object value) {
        StringBuilder out = new StringBuilder();
        append(out, value);
        return out.toString();
    }

    static String lowerFirst(String name) {
        return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** Whether the SDK stands in an empty collection for a member the request did not set. */
    static boolean absent(Object value) {
        return value == null || value instanceof SdkAutoConstructList || value instanceof SdkAutoConstructMap;
    }

    private static void append(StringBuilder out, Object value) {
        if (absent(value)) {
            out.append("null");
        } else if (value instanceof SdkPojo pojo) {
            out.append(pojo.getClass().getSimpleName()).append('(');
            List<SdkField<?>> fields = pojo.sdkFields();
            for (int i = 0; i < fields.size(); i++) {
                out.append(i == 0 ? "" : ", ").append(lowerFirst(fields.get(i).locationName())).append('=');
                append(out, fields.get(i).getValueOrDefault(pojo));
            }
            out.append(')');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ", ");
                append(out, list.get(i));
            }
            out.append(']');
        } else if (value instanceof Map<?, ?> map) {
            List<String> entries = new ArrayList<>();
            map.forEach((k, v) -> entries.add(k + "=" + render(v)));
            out.append('{').append(String.join(", ", entries)).append('}');
        } else if (value instanceof SdkBytes bytes) {
            // a binary member is a ByteBuffer in DynamoDB's request objects
            ByteBuffer buffer = bytes.asByteBuffer();
            out.append("java.nio.HeapByteBuffer[pos=0 lim=").append(buffer.remaining()).append(" cap=")
                    .append(buffer.remaining()).append(']');
        } else {
            out.append(value);
        }
    }
}
