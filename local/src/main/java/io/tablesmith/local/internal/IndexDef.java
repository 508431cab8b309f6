package io.tablesmith.local.internal;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/** A global or local secondary index: its keys and what it projects. */
public record IndexDef(String name, boolean global, KeyDef hash, KeyDef range, Projection projection,
                       ProvisionedThroughput throughput) {

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
        names.add(hash.name());
        if (range != null) {
            names.add(range.name());
        }
        if (projection.projectionType() == ProjectionType.INCLUDE && projection.hasNonKeyAttributes()) {
            names.addAll(projection.nonKeyAttributes());
        }
        return names;
    }

    /** The item as this index stores it. */
    public Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> project(
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item, KeyDef tableHash,
            KeyDef tableRange) {
        Set<String> names = projectedAttributes(tableHash, tableRange);
        if (names == null) {
            return item;
        }
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> out = new LinkedHashMap<>();
        for (Map.Entry<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> e : item.entrySet()) {
            if (names.contains(e.getKey())) {
                out.put(e.getKey(), e.getValue());
            }
        }
        return out;
    }

    /** Key attributes of the index, hash first. */
    public List<KeyDef> keys() {
        return range == null ? List.of(hash) : List.of(hash, range);
    }
}
