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
        return write(list, new Encoding());
    }

    @Override
    public AttributeValue write(List<T> list, Encoding encoding) {
        List<AttributeValue> stored = new ArrayList<>(list.size());
        // a list is 3 bytes, and 1 per element besides the element's own size
        encoding.add(3L + list.size());
        int index = 0;
        for (T value : list) {
            try {
                stored.add(writeElement(element, value, encoding));
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

    /**
     * An element's stored form, its size added to the item's {@code encoding}; callers add the element's step to
     * the path of a failure.
     */
    static <T> AttributeValue writeElement(Codec<T> codec, T value, Encoding encoding) {
        AttributeValue stored = value == null ? null : codec.write(value, encoding);
        if (stored == null) {
            encoding.add(1);
            return NULL;
        }
        return stored;
    }

    /** An element's value; callers add the element's step to the path of a failure. */
    static <T> T readElement(Codec<T> codec, AttributeValue stored) {
        if (stored == null || Boolean.TRUE.equals(stored.nul())) {
            return codec.absent();
        }
        return codec.read(stored);
    }
}
