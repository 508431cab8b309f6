package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Writes a nested record as a map attribute (M); generated record codecs use it. */
public final class MapWriter extends AttributesWriter {

    /**
     * @param encoding the encoding of the item that holds the map, whose size bound the map's
     *     entries are added to
     */
    public MapWriter(int expectedAttributes, Encoding encoding) {
        super(expectedAttributes, encoding);
    }

    public AttributeValue build() {
        // a map is 3 bytes, and 1 per entry besides its names and values
        encoding.add(3L + attributes.size());
        return AttributeValue.fromM(attributes);
    }

    @Override
    RuntimeException failure(String attribute, CodecException e) {
        return e.within("." + attribute);
    }
}
