package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.KeyDef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorAttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * A vector index as CreateTable or UpdateTable defined it: the attribute holding each item's vector, its
 * dimensions and distance function, the search schema (an optional vector index partition key, {@code hash},
 * and the inline-filter attributes, each typed by the table's AttributeDefinitions) and its projection.
 */
public record VectorIndexDef(String name, String attribute, int dimensions, VectorDistanceFunction distance,
                             KeyDef hash, List<KeyDef> filters, Projection projection) {

    public VectorIndexDef {
        filters = List.copyOf(filters);
    }

    /** The search-schema attribute called {@code name}, or null when the search schema has none. */
    public KeyDef searchAttribute(String attributeName) {
        if (hash != null && hash.name().equals(attributeName)) {
            return hash;
        }
        for (KeyDef filter : filters) {
            if (filter.name().equals(attributeName)) {
                return filter;
            }
        }
        return null;
    }

    /** The search schema as the API describes it: the partition key first, then the inline filters. */
    public List<SearchSchemaElement> searchSchema() {
        List<SearchSchemaElement> schema = new ArrayList<>();
        if (hash != null) {
            schema.add(SearchSchemaElement.builder().attributeName(hash.name())
                    .searchSchemaElementType(SearchSchemaElementType.HASH).build());
        }
        for (KeyDef filter : filters) {
            schema.add(SearchSchemaElement.builder().attributeName(filter.name())
                    .searchSchemaElementType(SearchSchemaElementType.INLINE_FILTER).build());
        }
        return schema;
    }

    /** The definition as CreateTable takes it. */
    public VectorIndex asRequested() {
        List<SearchSchemaElement> schema = searchSchema();
        return VectorIndex.builder().indexName(name)
                .vectorAttribute(VectorAttributeDefinition.builder().attributeName(attribute).build())
                .dimensions((long) dimensions).distanceFunction(distance).projection(projection)
                .searchSchema(schema.isEmpty() ? null : schema).build();
    }

    /**
     * What an entry of this index holds of an item: all of it for ALL; otherwise the table's keys, the vector,
     * the search-schema attributes and, for INCLUDE, the non-key attributes named.
     */
    public Map<String, AttributeValue> project(Map<String, AttributeValue> item, List<KeyDef> tableKeys) {
        if (projection.projectionType() == ProjectionType.ALL) {
            return item;
        }
        Set<String> names = new LinkedHashSet<>();
        tableKeys.forEach(k -> names.add(k.name()));
        names.add(attribute);
        if (hash != null) {
            names.add(hash.name());
        }
        filters.forEach(f -> names.add(f.name()));
        if (projection.projectionType() == ProjectionType.INCLUDE && projection.hasNonKeyAttributes()) {
            names.addAll(projection.nonKeyAttributes());
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        item.forEach((name, value) -> {
            if (names.contains(name)) {
                out.put(name, value);
            }
        });
        return out;
    }
}
