package io.tablesmith.local.internal;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The position of an item inside one partition: the sort key, and for an index also the table's keys
 * (so equal index keys still give distinct, stably ordered entries).
 */
public record RowKey(List<AttributeValue> parts) implements Comparable<RowKey> {
    @Override
    public int compareTo(RowKey other) {
        int n = Math.min(parts.size(), other.parts.size());
        for (int i = 0; i < n; i++) {
            int c = Values.compareScalars(parts.get(i), other.parts.get(i));
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
            h = 31 * h + PartitionKey.canonicalBytesHash(part);
        }
        return h;
    }
}
