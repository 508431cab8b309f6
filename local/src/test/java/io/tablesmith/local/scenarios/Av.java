package io.tablesmith.local.scenarios;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Short builders for attribute values and items in scenarios. */
public final class Av {
    private Av() {
    }

    public static AttributeValue s(String s) {
        return AttributeValue.fromS(s);
    }

    public static AttributeValue n(Object n) {
        return AttributeValue.fromN(n.toString());
    }

    public static AttributeValue b(int... bytes) {
        byte[] out = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[i] = (byte) bytes[i];
        }
        return AttributeValue.fromB(SdkBytes.fromByteArray(out));
    }

    public static AttributeValue b(String utf8) {
        return AttributeValue.fromB(SdkBytes.fromString(utf8, StandardCharsets.UTF_8));
    }

    public static AttributeValue bool(boolean b) {
        return AttributeValue.fromBool(b);
    }

    public static AttributeValue nul() {
        return AttributeValue.fromNul(true);
    }

    public static AttributeValue ss(String... values) {
        return AttributeValue.fromSs(List.of(values));
    }

    public static AttributeValue ns(Object... values) {
        return AttributeValue.fromNs(java.util.Arrays.stream(values).map(Object::toString).toList());
    }

    public static AttributeValue l(AttributeValue... values) {
        return AttributeValue.fromL(List.of(values));
    }

    public static AttributeValue m(Object... keysAndValues) {
        return AttributeValue.fromM(item(keysAndValues));
    }

    /** An item from alternating names and values. */
    public static Map<String, AttributeValue> item(Object... keysAndValues) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            item.put((String) keysAndValues[i], (AttributeValue) keysAndValues[i + 1]);
        }
        return item;
    }

    /** ExpressionAttributeValues from alternating placeholders and values. */
    public static Map<String, AttributeValue> values(Object... keysAndValues) {
        return item(keysAndValues);
    }

    /** ExpressionAttributeNames from alternating placeholders and names. */
    public static Map<String, String> names(String... keysAndValues) {
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            names.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return names;
    }
}
