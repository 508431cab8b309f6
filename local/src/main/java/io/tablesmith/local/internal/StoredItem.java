package io.tablesmith.local.internal;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item as a table or an index stores it: immutable, its attributes in the order they were written, and
 * its size by {@link ItemSize}'s rules, measured once when it is made. A write needs that size for the 400 KB
 * limit, the consumed capacity, the stream record and the table's running size (and a later write, a Query
 * or a backup needs it again); {@link ItemSize#of(Map)} answers from here instead of walking the item again.
 */
public final class StoredItem extends AbstractMap<String, AttributeValue> {
    private final Map<String, AttributeValue> attributes;
    private final long sizeBytes;

    private StoredItem(Map<String, AttributeValue> attributes) {
        this.attributes = Collections.unmodifiableMap(attributes);
        this.sizeBytes = ItemSize.measure(attributes);
    }

    /** The item itself when it is stored already, otherwise an immutable copy of it, measured. */
    public static StoredItem of(Map<String, AttributeValue> item) {
        return item instanceof StoredItem stored ? stored : new StoredItem(new LinkedHashMap<>(item));
    }

    /** The item's size in bytes, as DynamoDB counts it. */
    public long sizeBytes() {
        return sizeBytes;
    }

    @Override
    public AttributeValue get(Object name) {
        return attributes.get(name);
    }

    @Override
    public boolean containsKey(Object name) {
        return attributes.containsKey(name);
    }

    @Override
    public int size() {
        return attributes.size();
    }

    @Override
    public boolean isEmpty() {
        return attributes.isEmpty();
    }

    @Override
    public Set<Entry<String, AttributeValue>> entrySet() {
        return attributes.entrySet();
    }

    @Override
    public Set<String> keySet() {
        return attributes.keySet();
    }

    @Override
    public Collection<AttributeValue> values() {
        return attributes.values();
    }

    @Override
    public void forEach(BiConsumer<? super String, ? super AttributeValue> action) {
        attributes.forEach(action);
    }

    @Override
    public boolean equals(Object other) {
        return other == this || attributes.equals(other);
    }

    @Override
    public int hashCode() {
        return attributes.hashCode();
    }
}
