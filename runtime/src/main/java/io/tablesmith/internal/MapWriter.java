package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Writes a nested record as a map attribute (M); generated record codecs use it. */
public final class MapWriter extends AttributesWriter {

    public MapWriter(int expectedAttributes) {
        super(expectedAttributes);
    }

    public AttributeValue build() {
        return AttributeValue.fromM(attributes);
    }

    @Override
    RuntimeException failure(String attribute, CodecException e) {
        return e.within("." + attribute);
    }
}
