package io.tablesmith.local.internal;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where a {@link Table} reports every change of an item as it commits it: the table's stream, when one is
 * enabled (none otherwise, so a table without a stream keeps nothing).
 */
public interface ItemChanges {
    /**
     * An item changed: {@code old} is null when it was created, {@code next} null when it was deleted;
     * {@code expired} when TTL deleted it. Called while the write holds its partition's lock.
     */
    void changed(Map<String, AttributeValue> old, Map<String, AttributeValue> next, boolean expired);
}
