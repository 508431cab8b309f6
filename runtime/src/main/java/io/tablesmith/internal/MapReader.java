package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads a nested record out of a map attribute (M); generated record codecs use it. */
public final class MapReader extends AttributesReader {

    private MapReader(AttributeValue map) {
        super(map.m());
    }

    /**
     * @throws CodecException when the attribute is not a map
     */
    public static MapReader of(AttributeValue value) {
        if (!value.hasM()) {
            throw CodecException.wrongType("a map (M)", value);
        }
        return new MapReader(value);
    }

    @Override
    RuntimeException failure(String attribute, CodecException e) {
        return e.within("." + attribute);
    }
}
