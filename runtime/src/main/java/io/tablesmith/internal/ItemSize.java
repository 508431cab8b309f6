package io.tablesmith.internal;

import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's size by DynamoDB's rules: attribute names and strings count their UTF-8 bytes,
 * binaries their length, numbers one byte per two significant digits plus one, BOOL and NULL
 * one byte, lists and maps three bytes plus one per element (and a map element its key).
 */
final class ItemSize {

    /** DynamoDB's item size limit, 400 KB. */
    static final int LIMIT = 400 * 1024;

    private ItemSize() {
    }

    static long of(Map<String, AttributeValue> item) {
        long size = 0;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            size += utf8(attribute.getKey()) + of(attribute.getValue());
        }
        return size;
    }

    private static long of(AttributeValue value) {
        return switch (value.type()) {
            case S -> utf8(value.s());
            case N -> Numbers.size(value.n());
            case B -> value.b().asByteArrayUnsafe().length;
            case BOOL, NUL -> 1;
            case SS -> value.ss().stream().mapToLong(ItemSize::utf8).sum();
            case NS -> value.ns().stream().mapToLong(Numbers::size).sum();
            case BS -> value.bs().stream().mapToLong(bytes -> bytes.asByteArrayUnsafe().length).sum();
            case L -> 3 + value.l().stream().mapToLong(element -> 1 + of(element)).sum();
            case M -> 3 + value.m().entrySet().stream()
                    .mapToLong(entry -> 1 + utf8(entry.getKey()) + of(entry.getValue())).sum();
            default -> 0;
        };
    }

    /** UTF-8 length without encoding: a surrogate pair is 4 bytes, other chars 1 to 3. */
    static long utf8(String text) {
        long bytes = text.length();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x800) {
                bytes += Character.isSurrogate(c) ? 1 : 2;
            } else if (c >= 0x80) {
                bytes += 1;
            }
        }
        return bytes;
    }

}
