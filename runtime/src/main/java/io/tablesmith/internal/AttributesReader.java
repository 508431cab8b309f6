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
public abstract sealed class AttributesReader permits ItemReader, MapReader {

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

    /** The exception for an attribute that cannot be read. */
    abstract RuntimeException failure(String attribute, CodecException e);
}
