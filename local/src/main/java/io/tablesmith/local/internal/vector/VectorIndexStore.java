package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.StoredItem;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.IntPredicate;
import java.util.function.Predicate;

/**
 * The vectors of one vector index, stored contiguously: slot {@code s} holds its vector in
 * {@code vectors[s * dims .. (s + 1) * dims)}, its norm in {@code norms[s]}, the index entry (the projected
 * item) in {@code entries[s]} and the item's place in the table in {@code positions[s]}. Slots
 * {@code 0 .. size - 1} are all in use: removing an item moves the last slot into its place, so a search
 * scans one dense block with no holes to skip.
 *
 * <p>Writes of different table partitions run in parallel, so every change takes the write lock; searches
 * share the read lock and see the index between two changes, never in the middle of one.
 */
public final class VectorIndexStore {
    private static final int INITIAL_SLOTS = 16;

    private final VectorIndexDef definition;
    private final int dims;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final Map<ItemPosition, Integer> slots = new HashMap<>();
    private float[] vectors;
    private float[] norms = new float[INITIAL_SLOTS];
    private StoredItem[] entries = new StoredItem[INITIAL_SLOTS];
    private ItemPosition[] positions = new ItemPosition[INITIAL_SLOTS];
    private int size;
    private long sizeBytes;

    public VectorIndexStore(VectorIndexDef definition) {
        this.definition = definition;
        this.dims = definition.dimensions();
        this.vectors = new float[INITIAL_SLOTS * dims];
    }

    public VectorIndexDef definition() {
        return definition;
    }

    /** Adds the item at {@code position}, or replaces its vector and entry. */
    public void put(ItemPosition position, float[] vector, StoredItem entry) {
        lock.writeLock().lock();
        try {
            Integer existing = slots.get(position);
            int slot;
            if (existing != null) {
                slot = existing;
                sizeBytes -= entries[slot].sizeBytes();
            } else {
                slot = size++;
                ensureCapacity(size);
                slots.put(position, slot);
                positions[slot] = position;
            }
            System.arraycopy(vector, 0, vectors, slot * dims, dims);
            norms[slot] = Distances.norm(vector);
            entries[slot] = entry;
            sizeBytes += entry.sizeBytes();
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Removes the item at {@code position}, if the index holds it. */
    public void remove(ItemPosition position) {
        lock.writeLock().lock();
        try {
            Integer removed = slots.remove(position);
            if (removed == null) {
                return;
            }
            int slot = removed;
            sizeBytes -= entries[slot].sizeBytes();
            int last = --size;
            if (slot != last) {
                System.arraycopy(vectors, last * dims, vectors, slot * dims, dims);
                norms[slot] = norms[last];
                entries[slot] = entries[last];
                positions[slot] = positions[last];
                slots.put(positions[slot], slot);
            }
            entries[last] = null;
            positions[last] = null;
        } finally {
            lock.writeLock().unlock();
        }
    }

    private void ensureCapacity(int needed) {
        if (needed <= norms.length) {
            return;
        }
        int capacity = Math.max(needed, norms.length + (norms.length >> 1));
        vectors = Arrays.copyOf(vectors, Math.multiplyExact(capacity, dims));
        norms = Arrays.copyOf(norms, capacity);
        entries = Arrays.copyOf(entries, capacity);
        positions = Arrays.copyOf(positions, capacity);
    }

    /** How many items the index holds. */
    public int count() {
        lock.readLock().lock();
        try {
            return size;
        } finally {
            lock.readLock().unlock();
        }
    }

    /** The total size of the index entries, by DynamoDB's item-size rules. */
    public long sizeBytes() {
        lock.readLock().lock();
        try {
            return sizeBytes;
        } finally {
            lock.readLock().unlock();
        }
    }

    /**
     * The {@code topK} entries nearest {@code query} among those {@code accept} lets through (it is asked only
     * about entries near enough to be among the results), nearest first.
     */
    public VectorSearch.Hit[] search(float[] query, int topK, Predicate<StoredItem> accept) {
        lock.readLock().lock();
        try {
            StoredItem[] held = entries;
            IntPredicate bySlot = accept == null ? null : slot -> accept.test(held[slot]);
            VectorSearch search = new VectorSearch(definition.distance(), vectors, norms, positions, size, dims);
            VectorSearch.Nearest found = search.nearest(query, topK, bySlot);
            VectorSearch.Hit[] hits = new VectorSearch.Hit[found.slots().length];
            for (int i = 0; i < hits.length; i++) {
                hits[i] = new VectorSearch.Hit(held[found.slots()[i]], found.scores()[i]);
            }
            return hits;
        } finally {
            lock.readLock().unlock();
        }
    }
}
