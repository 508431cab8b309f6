package io.tablesmith.internal;

import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes the components of one record into attributes: an item ({@link ItemWriter}) or a
 * nested record's map ({@link MapWriter}). Generated schemas call it once per component;
 * null components (and values with no stored form, such as empty sets) are left out rather
 * than written as DynamoDB {@code NULL}, so absence costs no storage and keeps sparse indexes
 * sparse.
 */
public abstract sealed class AttributesWriter permits ItemWriter, MapWriter {

    final Map<String, AttributeValue> attributes;

    AttributesWriter(int expectedAttributes) {
        this.attributes = new HashMap<>(Math.max(4, (int) (expectedAttributes / 0.75f) + 1));
    }

    public final void string(String attribute, String value) {
        if (value != null) {
            if (Utf16.loneSurrogate(value) >= 0) {
                throw failure(attribute, Utf16.notUtf8(value));
            }
            attributes.put(attribute, AttributeValue.fromS(value));
        }
    }

    public final void number(String attribute, long value) {
        attributes.put(attribute, AttributeValue.fromN(Long.toString(value)));
    }

    public final void number(String attribute, float value) {
        put(attribute, Codecs.FLOAT, value);
    }

    public final void number(String attribute, double value) {
        put(attribute, Codecs.DOUBLE, value);
    }

    public final void bool(String attribute, boolean value) {
        attributes.put(attribute, AttributeValue.fromBool(value));
    }

    /** Any value through its codec; nothing is stored for {@code null} or when the codec stores nothing. */
    public final <T> void put(String attribute, Codec<T> codec, T value) {
        if (value == null) {
            return;
        }
        AttributeValue stored;
        try {
            stored = codec.write(value);
        } catch (CodecException e) {
            throw failure(attribute, e);
        }
        if (stored != null) {
            attributes.put(attribute, stored);
        }
    }

    /** The exception for a value of {@code attribute} that cannot be stored. */
    abstract RuntimeException failure(String attribute, CodecException e);
}
