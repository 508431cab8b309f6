package io.tablesmith.local.internal;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The position of an item inside one partition: the sort key, and for an index also the table's keys
 * (so equal index keys still give distinct, stably ordered entries).
 */
public record RowKey(List<AttributeValue> parts) implements Comparable<RowKey> {
    /**
     * A part that only bounds a range, never stored: it sorts after every value, so {@code [v, AFTER_ALL]}
     * comes after every position that starts with {@code v}. A shorter key sorts before the longer keys it
     * begins, so {@code [v]} comes before them.
     */
    public static final AttributeValue AFTER_ALL = AttributeValue.builder().build();

    @Override
    public int compareTo(RowKey other) {
        int n = Math.min(parts.size(), other.parts.size());
        for (int i = 0; i < n; i++) {
            AttributeValue mine = parts.get(i);
            AttributeValue theirs = other.parts.get(i);
            if (mine == AFTER_ALL || theirs == AFTER_ALL) {
                if (mine != theirs) {
                    return mine == AFTER_ALL ? 1 : -1;
                }
                continue;
            }
            int c = Values.compareScalars(mine, theirs);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(parts.size(), other.parts.size());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RowKey && compareTo((RowKey) o) == 0;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (AttributeValue part : parts) {
            h = 31 * h + (part == AFTER_ALL ? 0 : PartitionKey.canonicalBytesHash(part));
        }
        return h;
    }
}
