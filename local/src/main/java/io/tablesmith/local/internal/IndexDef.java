package io.tablesmith.local.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * A global or local secondary index: its keys and what it projects. A global index may have up to four
 * partition-key attributes ({@code hashKeys}) and up to four sort-key attributes ({@code rangeKeys});
 * a local index has one of each. A global index keeps the warm throughput asked for it (null: DynamoDB's
 * defaults).
 */
public record IndexDef(String name, boolean global, List<KeyDef> hashKeys, List<KeyDef> rangeKeys,
                       Projection projection, ProvisionedThroughput throughput, WarmThroughput warmThroughput) {

    public IndexDef {
        hashKeys = List.copyOf(hashKeys);
        rangeKeys = List.copyOf(rangeKeys);
    }

    /** The attributes an index entry holds for KEYS_ONLY and INCLUDE, given the table's keys; null for ALL. */
    public Set<String> projectedAttributes(KeyDef tableHash, KeyDef tableRange) {
        if (projection.projectionType() == ProjectionType.ALL) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>();
        names.add(tableHash.name());
        if (tableRange != null) {
            names.add(tableRange.name());
        }
        keys().forEach(k -> names.add(k.name()));
        if (projection.projectionType() == ProjectionType.INCLUDE && projection.hasNonKeyAttributes()) {
            names.addAll(projection.nonKeyAttributes());
        }
        return names;
    }

    /** The item as this index stores it. */
    public Map<String, AttributeValue> project(Map<String, AttributeValue> item, KeyDef tableHash, KeyDef tableRange) {
        Set<String> names = projectedAttributes(tableHash, tableRange);
        if (names == null) {
            return item;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            if (names.contains(e.getKey())) {
                out.put(e.getKey(), e.getValue());
            }
        }
        return out;
    }

    /** Key attributes of the index: the partition-key attributes, then the sort-key attributes. */
    public List<KeyDef> keys() {
        List<KeyDef> keys = new ArrayList<>(hashKeys);
        keys.addAll(rangeKeys);
        return keys;
    }

    /** Whether an attribute is one of this index's key attributes. */
    public boolean isKeyAttribute(String attribute) {
        for (KeyDef k : hashKeys) {
            if (k.name().equals(attribute)) {
                return true;
            }
        }
        for (KeyDef k : rangeKeys) {
            if (k.name().equals(attribute)) {
                return true;
            }
        }
        return false;
    }

    /** The partition an item falls into in this index (one value, or all partition-key values together). */
    public PartitionKey partitionOf(Map<String, AttributeValue> item) {
        if (hashKeys.size() == 1) {
            return PartitionKey.of(item.get(hashKeys.get(0).name()));
        }
        List<AttributeValue> values = new ArrayList<>(hashKeys.size());
        hashKeys.forEach(k -> values.add(item.get(k.name())));
        return PartitionKey.ofComposite(values);
    }
}
