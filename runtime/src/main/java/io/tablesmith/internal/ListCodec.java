package io.tablesmith.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A list as L; null elements (and elements with no stored form) are NULL, so positions are kept. */
final class ListCodec<T> implements Codec<List<T>> {

    static final AttributeValue NULL = AttributeValue.fromNul(true);

    private final Codec<T> element;

    ListCodec(Codec<T> element) {
        this.element = element;
    }

    @Override
    public AttributeValue write(List<T> list) {
        List<AttributeValue> stored = new ArrayList<>(list.size());
        int index = 0;
        for (T value : list) {
            stored.add(writeElement(element, value, "[" + index++ + "]"));
        }
        return AttributeValue.fromL(stored);
    }

    @Override
    public List<T> read(AttributeValue value) {
        if (!value.hasL()) {
            throw CodecException.wrongType("a list (L)", value);
        }
        List<AttributeValue> stored = value.l();
        List<T> list = new ArrayList<>(stored.size());
        for (int i = 0; i < stored.size(); i++) {
            list.add(readElement(element, stored.get(i), "[" + i + "]"));
        }
        return Collections.unmodifiableList(list);
    }

    static <T> AttributeValue writeElement(Codec<T> codec, T value, String step) {
        if (value == null) {
            return NULL;
        }
        try {
            AttributeValue stored = codec.write(value);
            return stored == null ? NULL : stored;
        } catch (CodecException e) {
            throw e.within(step);
        }
    }

    static <T> T readElement(Codec<T> codec, AttributeValue stored, String step) {
        if (stored == null || Boolean.TRUE.equals(stored.nul())) {
            return codec.absent();
        }
        try {
            return codec.read(stored);
        } catch (CodecException e) {
            throw e.within(step);
        }
    }
}
