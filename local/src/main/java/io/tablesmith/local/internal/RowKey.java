package io.tablesmith.local.internal;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The position of an item inside one partition: the sort key, and for an index also the table's keys
 * (so equal index keys still give distinct, stably ordered entries). A position of one part, every item
 * of a table with a sort key, holds that value alone rather than a list of it (24 bytes less per item).
 */
public final class RowKey implements Comparable<RowKey> {
    /**
     * A part that only bounds a range, never stored: it sorts after every value, so {@code [v, AFTER_ALL]}
     * comes after every position that starts with {@code v}. A shorter key sorts before the longer keys it
     * begins, so {@code [v]} comes before them.
     */
    public static final AttributeValue AFTER_ALL = AttributeValue.builder().build();

    /** The single part as an AttributeValue, or every part as a {@code List<AttributeValue>}. */
    private final Object parts;

    public RowKey(List<AttributeValue> parts) {
        this.parts = parts.size() == 1 ? parts.get(0) : parts;
    }

    private RowKey(AttributeValue part) {
        this.parts = part;
    }

    /** The position of one part. */
    public static RowKey of(AttributeValue part) {
        return new RowKey(part);
    }

    public List<AttributeValue> parts() {
        return parts instanceof AttributeValue single ? List.of(single) : list();
    }

    @SuppressWarnings("unchecked")
    private List<AttributeValue> list() {
        return (List<AttributeValue>) parts;
    }

    private int size() {
        return parts instanceof AttributeValue ? 1 : list().size();
    }

    private AttributeValue part(int i) {
        return parts instanceof AttributeValue single ? single : list().get(i);
    }

    @Override
    public int compareTo(RowKey other) {
        int mySize = size();
        int theirSize = other.size();
        int n = Math.min(mySize, theirSize);
        for (int i = 0; i < n; i++) {
            AttributeValue mine = part(i);
            AttributeValue theirs = other.part(i);
            if (mine == AFTER_ALL || theirs == AFTER_ALL) {
                if (mine != theirs) {
                    return mine == AFTER_ALL ? 1 : -1;
                }
                continue;
            }
            int c = ValueOrder.compare(mine, theirs);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(mySize, theirSize);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RowKey && compareTo((RowKey) o) == 0;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0, n = size(); i < n; i++) {
            AttributeValue part = part(i);
            h = 31 * h + (part == AFTER_ALL ? 0 : PartitionKey.canonicalBytesHash(part));
        }
        return h;
    }

    @Override
    public String toString() {
        return "RowKey" + parts();
    }
}
