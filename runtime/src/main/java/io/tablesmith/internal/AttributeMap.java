package io.tablesmith.internal;

import java.io.Serial;
import java.io.Serializable;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attribute map a codec builds: names and values in two arrays, in the order written. An
 * item's or a nested record's attributes are written once, each name once (the schema's names
 * are distinct, checked at compile time), and then read once, by the SDK copying them into its
 * request ({@link #forEach}); arrays serve that with no hashing and no entry objects, where a
 * {@code HashMap} allocates a table and a node per attribute. Every {@code Map} operation works
 * (lookups compare names one by one, references first, which for the tens of attributes of an
 * item is as fast as hashing), so the map can also be handed to users and changed.
 */
final class AttributeMap extends AbstractMap<String, AttributeValue> implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    private String[] names;
    private AttributeValue[] values;
    private int size;
    /**
     * Where the last lookup by reference found its name: only a guess, checked before it is used,
     * so readers racing on it still find the right attribute.
     */
    private transient int lastFound = -1;

    AttributeMap(int expected) {
        names = new String[Math.max(expected, 2)];
        values = new AttributeValue[names.length];
    }

    /** Adds an attribute the map does not hold yet: the writer's names are distinct. */
    void append(String name, AttributeValue value) {
        if (size == names.length) {
            grow();
        }
        names[size] = name;
        values[size] = value;
        size++;
    }

    private void grow() {
        names = Arrays.copyOf(names, size * 2);
        values = Arrays.copyOf(values, size * 2);
    }

    /**
     * Where {@code name} is, or -1. The names a generated schema writes and reads are the same
     * string constants, so comparing references finds them; equal names of other origins are
     * found by the second pass.
     */
    private int indexOf(Object name) {
        // a schema reads its attributes in about the order it wrote them: try the one after the last found
        int next = lastFound + 1;
        if (next < size && names[next] == name) {
            lastFound = next;
            return next;
        }
        for (int i = 0; i < size; i++) {
            if (names[i] == name) {
                lastFound = i;
                return i;
            }
        }
        for (int i = 0; i < size; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean containsKey(Object name) {
        return indexOf(name) >= 0;
    }

    @Override
    public AttributeValue get(Object name) {
        int index = indexOf(name);
        return index < 0 ? null : values[index];
    }

    @Override
    public AttributeValue put(String name, AttributeValue value) {
        int index = indexOf(Objects.requireNonNull(name, "name"));
        if (index >= 0) {
            AttributeValue old = values[index];
            values[index] = value;
            return old;
        }
        append(name, value);
        return null;
    }

    @Override
    public AttributeValue remove(Object name) {
        int index = indexOf(name);
        if (index < 0) {
            return null;
        }
        AttributeValue old = values[index];
        removeAt(index);
        return old;
    }

    private void removeAt(int index) {
        int moved = size - index - 1;
        System.arraycopy(names, index + 1, names, index, moved);
        System.arraycopy(values, index + 1, values, index, moved);
        size--;
        names[size] = null;
        values[size] = null;
    }

    @Override
    public void clear() {
        Arrays.fill(names, 0, size, null);
        Arrays.fill(values, 0, size, null);
        size = 0;
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super AttributeValue> action) {
        for (int i = 0; i < size; i++) {
            action.accept(names[i], values[i]);
        }
    }

    @Override
    public Set<Entry<String, AttributeValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public Iterator<Entry<String, AttributeValue>> iterator() {
                return new Entries();
            }
        };
    }

    /** The entries in order; {@code setValue} and {@code remove} write through. */
    private final class Entries implements Iterator<Entry<String, AttributeValue>> {
        private int next;
        private int last = -1;

        @Override
        public boolean hasNext() {
            return next < size;
        }

        @Override
        public Entry<String, AttributeValue> next() {
            if (next >= size) {
                throw new NoSuchElementException();
            }
            int index = next++;
            last = index;
            return new SimpleEntry<>(names[index], values[index]) {
                @Serial
                private static final long serialVersionUID = 1L;

                @Override
                public AttributeValue setValue(AttributeValue value) {
                    values[index] = value;
                    return super.setValue(value);
                }
            };
        }

        @Override
        public void remove() {
            if (last < 0) {
                throw new IllegalStateException();
            }
            removeAt(last);
            next = last;
            last = -1;
        }
    }

    /** Serialized as a plain {@code LinkedHashMap}, so that no stored form depends on this class. */
    @Serial
    private Object writeReplace() {
        return new LinkedHashMap<>(this);
    }
}
