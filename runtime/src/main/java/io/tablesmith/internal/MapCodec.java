package io.tablesmith.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A map with string keys as M; null values are NULL, so every key is kept. */
final class MapCodec<V> implements Codec<Map<String, V>> {

    private final Codec<V> value;

    MapCodec(Codec<V> value) {
        this.value = value;
    }

    @Override
    public AttributeValue write(Map<String, V> map) {
        return write(map, new Encoding());
    }

    @Override
    public AttributeValue write(Map<String, V> map, Encoding encoding) {
        AttributeMap stored = new AttributeMap(map.size());
        // a map is 3 bytes, and 1 per entry besides its key and value
        encoding.add(3L + map.size());
        for (Map.Entry<String, V> entry : map.entrySet()) {
            if (entry.getKey() == null) {
                throw new CodecException("the map has a null key, which DynamoDB cannot store");
            }
            if (Utf16.loneSurrogate(entry.getKey()) >= 0) {
                throw Utf16.notUtf8(entry.getKey()).within(step(entry.getKey()));
            }
            encoding.add(3L * entry.getKey().length());
            try {
                stored.append(entry.getKey(), ListCodec.writeElement(value, entry.getValue(), encoding));
            } catch (CodecException e) {
                throw e.within(step(entry.getKey()));
            }
        }
        return AttributeValue.fromM(stored);
    }

    @Override
    public Map<String, V> read(AttributeValue stored) {
        if (!stored.hasM()) {
            throw CodecException.wrongType("a map (M)", stored);
        }
        Map<String, V> map = new LinkedHashMap<>(Math.max(4, stored.m().size() * 4 / 3 + 1));
        for (Map.Entry<String, AttributeValue> entry : stored.m().entrySet()) {
            try {
                map.put(entry.getKey(), ListCodec.readElement(value, entry.getValue()));
            } catch (CodecException e) {
                throw e.within(step(entry.getKey()));
            }
        }
        return Collections.unmodifiableMap(map);
    }

    private static String step(String key) {
        return "[\"" + key + "\"]";
    }
}
