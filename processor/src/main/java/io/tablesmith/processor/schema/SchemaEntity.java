package io.tablesmith.processor.schema;

import java.util.List;
import java.util.Optional;
import java.util.SortedMap;

/**
 * One entity as the schema file records it: what its stored items hold, and nothing that only
 * the generated code sees (query names, Java types that store alike).
 *
 * @param entityType the {@code _et} value, which identifies the entity across versions
 * @param recordName the record's qualified name, to tell a changed entity type from a removed entity
 * @param partitionKey the primary partition key template, as written
 * @param sortKey the primary sort key template, as written
 * @param version the {@code @Version} component, if any
 * @param ttl the {@code @Ttl} component, if any
 * @param components every stored component by path ({@code address.city} inside a nested record)
 * @param indexes the {@code @Gsi} indexes by name
 * @param naturalIndexes the {@code @NaturalIndex} indexes by name, as {@code pk} and {@code sk} attribute lists
 */
record SchemaEntity(String entityType, String recordName, String partitionKey, String sortKey,
                    Optional<String> version, Optional<String> ttl, SortedMap<String, Component> components,
                    SortedMap<String, Index> indexes, SortedMap<String, Index> naturalIndexes) {

    /**
     * A stored component.
     *
     * @param attribute the attribute it is written under
     * @param formerly the former names it is still read from
     * @param stored how its value is stored ({@link StoredForm})
     * @param nullable whether an item may lack it
     * @param defaultValue the value an absent attribute reads as ({@code @DefaultValue}), if any
     */
    record Component(String attribute, List<String> formerly, String stored, boolean nullable,
                     Optional<String> defaultValue) {

        /** Every name an item may hold this component's value under. */
        List<String> readNames() {
            List<String> names = new java.util.ArrayList<>(List.of(attribute));
            names.addAll(formerly);
            return names;
        }
    }

    /**
     * An index's key: templates for {@code @Gsi}, comma-separated attribute names for {@code @NaturalIndex}.
     *
     * @param partition the partition key
     * @param sort the sort key (empty for a natural index without sort components)
     */
    record Index(String partition, String sort) {}
}
