package io.tablesmith.internal;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads the components of one record out of attributes: an item ({@link ItemReader}) or a
 * nested record's map ({@link MapReader}). An absent attribute and DynamoDB {@code NULL} both
 * read as absent. Every failure (a missing attribute for a component that cannot be absent,
 * a wrong attribute type, an unreadable value) becomes an error naming the attribute, never a
 * {@code NullPointerException} or {@code ClassCastException}.
 */
abstract sealed class AttributesReader permits ItemReader, MapReader {

    final Map<String, AttributeValue> attributes;

    AttributesReader(Map<String, AttributeValue> attributes) {
        this.attributes = attributes;
    }

    /** The value, or the codec's absent value ({@code null}, an empty {@code Optional} or set). */
    public final <T> T read(String attribute, Codec<T> codec) {
        AttributeValue value = attributes.get(attribute);
        if (value == null || Boolean.TRUE.equals(value.nul())) {
            return codec.absent();
        }
        try {
            return codec.read(value);
        } catch (CodecException e) {
            throw failure(attribute, e);
        }
    }

    /** The value of a component that cannot be absent, such as a primitive. */
    public final <T> T required(String attribute, Codec<T> codec) {
        T value = read(attribute, codec);
        if (value == null) {
            throw failure(attribute, new CodecException("the attribute is missing, but the component cannot be absent"));
        }
        return value;
    }

    /**
     * The value, or {@code ifAbsent} when the attribute is absent: a component declared with
     * {@code @DefaultValue}, read from an item written before the component existed.
     */
    public final <T> T readOr(String attribute, Codec<T> codec, T ifAbsent) {
        T value = read(attribute, codec);
        return value == null ? ifAbsent : value;
    }

    /**
     * The name to read a renamed component from: {@code attribute} when the item has it,
     * otherwise the first of {@code formerNames} it has, otherwise {@code attribute}.
     */
    public final String present(String attribute, String... formerNames) {
        if (isPresent(attribute)) {
            return attribute;
        }
        for (String former : formerNames) {
            if (isPresent(former)) {
                return former;
            }
        }
        return attribute;
    }

    private boolean isPresent(String attribute) {
        AttributeValue value = attributes.get(attribute);
        return value != null && !Boolean.TRUE.equals(value.nul());
    }

    /** The exception for an attribute that cannot be read. */
    abstract RuntimeException failure(String attribute, CodecException e);
}
