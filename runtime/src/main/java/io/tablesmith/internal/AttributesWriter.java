package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes the components of one record into attributes: an item ({@link ItemWriter}) or a
 * nested record's map ({@link MapWriter}). Generated schemas call it once per component;
 * null components (and values with no stored form, such as empty sets) are left out rather
 * than written as DynamoDB {@code NULL}, so absence costs no storage and keeps sparse indexes
 * sparse. Sizes and values go through the item's {@link Encoding}.
 */
abstract sealed class AttributesWriter permits ItemWriter, MapWriter {

    final AttributeMap attributes;
    final Encoding encoding;

    AttributesWriter(int expectedAttributes, Encoding encoding) {
        this.attributes = new AttributeMap(expectedAttributes);
        this.encoding = encoding;
    }

    public final void string(String attribute, String value) {
        if (value != null) {
            if (Utf16.loneSurrogate(value) >= 0) {
                throw failure(attribute, Utf16.notUtf8(value));
            }
            attributes.append(attribute, encoding.text(value));
            encoding.add(3L * (attribute.length() + value.length()));
        }
    }

    public final void number(String attribute, long value) {
        AttributeValue stored = AttributeValues.number(value, encoding);
        attributes.append(attribute, stored);
        encoding.add(3L * attribute.length() + stored.n().length() + 1);
    }

    public final void number(String attribute, float value) {
        try {
            storeNumber(attribute, Numbers.of(value));
        } catch (CodecException e) {
            throw failure(attribute, e);
        }
    }

    public final void number(String attribute, double value) {
        try {
            storeNumber(attribute, Numbers.of(value));
        } catch (CodecException e) {
            throw failure(attribute, e);
        }
    }

    public final void bool(String attribute, boolean value) {
        attributes.append(attribute, value ? AttributeValues.TRUE : AttributeValues.FALSE);
        encoding.add(3L * attribute.length() + 1);
    }

    /**
     * A value made once and shared by every item, such as the entity type, a constant key or the
     * index key of an enum constant: attribute values are immutable, so nothing needs copying.
     */
    public final void shared(String attribute, AttributeValue value) {
        attributes.append(attribute, value);
        encoding.add(3L * attribute.length() + ItemSize.bound(value));
    }

    /** Any value through its codec; nothing is stored for {@code null} or when the codec stores nothing. */
    public final <T> void put(String attribute, Codec<T> codec, T value) {
        if (value == null) {
            return;
        }
        AttributeValue stored;
        try {
            stored = codec.write(value, encoding);
        } catch (CodecException e) {
            throw failure(attribute, e);
        }
        if (stored != null) {
            attributes.append(attribute, stored);
            encoding.add(3L * attribute.length());
        }
    }

    private void storeNumber(String attribute, String number) {
        attributes.append(attribute, encoding.number(number));
        encoding.add(3L * attribute.length() + number.length() + 1);
    }

    /** The exception for a value of {@code attribute} that cannot be stored. */
    abstract RuntimeException failure(String attribute, CodecException e);
}
