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
        switch (value.type()) {
            case S:
                return utf8(value.s());
            case N:
                return Numbers.size(value.n());
            case B:
                return value.b().asByteArrayUnsafe().length;
            case BOOL:
            case NUL:
                return 1;
            case SS: {
                long size = 0;
                for (String member : value.ss()) {
                    size += utf8(member);
                }
                return size;
            }
            case NS: {
                long size = 0;
                for (String member : value.ns()) {
                    size += Numbers.size(member);
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
                    size += 1 + of(element);
                }
                return size;
            }
            case M: {
                long size = 3;
                for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                    size += 1 + utf8(entry.getKey()) + of(entry.getValue());
                }
                return size;
            }
            default:
                return 0;
        }
    }

    /**
     * At least {@link #of(AttributeValue) the value's size}, found without looking at each char:
     * a char is at most 3 UTF-8 bytes, a number at most one byte per character of its text plus one.
     */
    static long bound(AttributeValue value) {
        switch (value.type()) {
            case S:
                return 3L * value.s().length();
            case N:
                return value.n().length() + 1L;
            case B:
                return value.b().asByteArrayUnsafe().length;
            case BOOL:
            case NUL:
                return 1;
            case SS: {
                long size = 0;
                for (String member : value.ss()) {
                    size += 3L * member.length();
                }
                return size;
            }
            case NS: {
                long size = 0;
                for (String member : value.ns()) {
                    size += member.length() + 1L;
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
                    size += 1 + bound(element);
                }
                return size;
            }
            case M: {
                long size = 3;
                for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                    size += 1 + 3L * entry.getKey().length() + bound(entry.getValue());
                }
                return size;
            }
            default:
                return 0;
        }
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
