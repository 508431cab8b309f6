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
            try {
                stored.add(writeElement(element, value));
            } catch (CodecException e) {
                throw e.within("[" + index + "]");
            }
            index++;
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
            try {
                list.add(readElement(element, stored.get(i)));
            } catch (CodecException e) {
                throw e.within("[" + i + "]");
            }
        }
        return Collections.unmodifiableList(list);
    }

    /** An element's stored form; callers add the element's step to the path of a failure. */
    static <T> AttributeValue writeElement(Codec<T> codec, T value) {
        if (value == null) {
            return NULL;
        }
        AttributeValue stored = codec.write(value);
        return stored == null ? NULL : stored;
    }

    /** An element's value; callers add the element's step to the path of a failure. */
    static <T> T readElement(Codec<T> codec, AttributeValue stored) {
        if (stored == null || Boolean.TRUE.equals(stored.nul())) {
            return codec.absent();
        }
        return codec.read(stored);
    }
}
