package io.tablesmith.internal;

import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's size by DynamoDB's rules: attribute names and strings count their UTF-8 bytes,
 * binaries their length, numbers {@link Numbers#size as their base-100 digits}, BOOL and NULL
 * one byte, lists and maps three bytes plus one per element (and a map element its key). The
 * cases these rules are held to, alike with LocalDynamoDb, are in the repository's value-rules/.
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
        return size(value, true);
    }

    /**
     * At least {@link #of(AttributeValue) the value's size}, found without looking at each char:
     * a char is at most 3 UTF-8 bytes, a number at most one byte per character of its text plus one.
     */
    static long bound(AttributeValue value) {
        return size(value, false);
    }

    /** At least the size of an attribute: its name's and its value's {@link #bound(AttributeValue) bounds}. */
    static long bound(String attribute, AttributeValue value) {
        return text(attribute, false) + size(value, false);
    }

    /** The value's size, or (not {@code exact}) its {@link #bound}: the two differ only in texts and numbers. */
    private static long size(AttributeValue value, boolean exact) {
        switch (value.type()) {
            case S:
                return text(value.s(), exact);
            case N:
                return number(value.n(), exact);
            case B:
                return value.b().asByteArrayUnsafe().length;
            case BOOL:
            case NUL:
                return 1;
            case SS: {
                long size = 0;
                for (String member : value.ss()) {
                    size += text(member, exact);
                }
                return size;
            }
            case NS: {
                long size = 0;
                for (String member : value.ns()) {
                    size += number(member, exact);
                }
                return size;
            }
            case BS: {
                long size = 0;
                for (SdkBytes member : value.bs()) {
                    size += member.asByteArrayUnsafe().length;
                }
                return size;
            }
            case L: {
                long size = 3;
                for (AttributeValue element : value.l()) {
                    size += 1 + size(element, exact);
                }
                return size;
            }
            case M: {
                long size = 3;
                for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                    size += 1 + text(entry.getKey(), exact) + size(entry.getValue(), exact);
                }
                return size;
            }
            default:
                return 0;
        }
    }

    private static long text(String text, boolean exact) {
        return exact ? utf8(text) : 3L * text.length();
    }

    private static long number(String number, boolean exact) {
        return exact ? Numbers.size(number) : number.length() + 1L;
    }

    /**
     * UTF-8 length without encoding: a surrogate pair is 4 bytes, other chars 1 to 3, and a lone surrogate 1, the
     * '?' that Java's UTF-8 encoder writes for it (the codec refuses such text before it is stored; see
     * value-rules/README.md for what reaches DynamoDB).
     */
    static long utf8(String text) {
        int length = text.length();
        long bytes = length;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c >= 0x800) {
                if (!Character.isSurrogate(c)) {
                    bytes += 2;
                } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                    bytes += 2;
                    i++;
                }
            } else if (c >= 0x80) {
                bytes += 1;
            }
        }
        return bytes;
    }

}
