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
        Map<String, AttributeValue> stored = new LinkedHashMap<>(Math.max(4, map.size() * 4 / 3 + 1));
        for (Map.Entry<String, V> entry : map.entrySet()) {
            if (entry.getKey() == null) {
                throw new CodecException("the map has a null key, which DynamoDB cannot store");
            }
            if (Utf16.loneSurrogate(entry.getKey()) >= 0) {
                throw Utf16.notUtf8(entry.getKey()).within(step(entry.getKey()));
            }
            stored.put(entry.getKey(), ListCodec.writeElement(value, entry.getValue(), step(entry.getKey())));
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
            map.put(entry.getKey(), ListCodec.readElement(value, entry.getValue(), step(entry.getKey())));
        }
        return Collections.unmodifiableMap(map);
    }

    private static String step(String key) {
        return "[\"" + key + "\"]";
    }
}
