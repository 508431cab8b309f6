package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import java.util.List;
import java.util.Objects;

/**
 * One generated query over a synthetic key: the table's primary key or a global secondary index
 * whose key attributes are {@code <index>pk} and {@code <index>sk}. Generated schemas hold one
 * constant per query, e.g.
 * {@code QueryDescriptor.of("byStatus").onIndex("gsi1").withKeysComputedFrom("status", "createdAt")};
 * a {@link QuerySpec} adds the partition a call asks for. Immutable; everything a query reads from
 * it is computed here, once.
 */
public final class QueryDescriptor {

    private final String name;
    private final String indexName;
    private final String partitionAttribute;
    private final String sortAttribute;
    private final String sortPrefix;
    private final List<String> positionAttributes;
    private final List<String> sourceAttributes;

    private QueryDescriptor(String name, String indexName, String sortPrefix, List<String> sourceAttributes) {
        this.name = Objects.requireNonNull(name, "name");
        this.indexName = indexName;
        this.sortPrefix = Objects.requireNonNull(sortPrefix, "sortPrefix");
        this.sourceAttributes = List.copyOf(sourceAttributes);
        if (indexName == null) {
            this.partitionAttribute = ItemKey.PARTITION_ATTRIBUTE;
            this.sortAttribute = ItemKey.SORT_ATTRIBUTE;
            this.positionAttributes = List.of(ItemKey.SORT_ATTRIBUTE);
        } else {
            this.partitionAttribute = indexName + "pk";
            this.sortAttribute = indexName + "sk";
            // an index's sort key may repeat: the table key orders items of one sort key
            this.positionAttributes = List.of(sortAttribute, ItemKey.PARTITION_ATTRIBUTE, ItemKey.SORT_ATTRIBUTE);
        }
    }

    /** The query named {@code name} (its method's name), over the table's primary key and the whole partition. */
    public static QueryDescriptor of(String name) {
        return new QueryDescriptor(name, null, "", List.of());
    }

    /** The same query over the global secondary index {@code index}. */
    public QueryDescriptor onIndex(String index) {
        return new QueryDescriptor(name, Objects.requireNonNull(index, "index"), sortPrefix, sourceAttributes);
    }

    /**
     * The same query limited to the entity's keys: those whose sort key starts with {@code prefix},
     * the literal start of the sort key template, matched with {@code begins_with}.
     */
    public QueryDescriptor withSortPrefix(String prefix) {
        return new QueryDescriptor(name, indexName, prefix, sourceAttributes);
    }

    /**
     * The same query, on an index whose key attributes the entity computes from {@code attributes}
     * (stored names, current and former): what a re-index requires to be unchanged when it rewrites them.
     */
    public QueryDescriptor withKeysComputedFrom(String... attributes) {
        if (indexName == null) {
            throw new IllegalArgumentException("query " + name + " reads the table's own key, which no re-index rewrites");
        }
        return new QueryDescriptor(name, indexName, sortPrefix, List.of(attributes));
    }

    /** The query's method name, part of what a page token is bound to. */
    public String name() {
        return name;
    }

    /** The global secondary index, or {@code null} for the table's primary key. */
    public String indexName() {
        return indexName;
    }

    /** The partition key attribute ({@code pk} or {@code <index>pk}). */
    public String partitionAttribute() {
        return partitionAttribute;
    }

    /** The sort key attribute ({@code sk} or {@code <index>sk}). */
    public String sortAttribute() {
        return sortAttribute;
    }

    /** The literal start of the sort key template; empty when the template starts with a component. */
    public String sortPrefix() {
        return sortPrefix;
    }

    /** The key attributes, besides the partition key, that locate an item in this query's order. */
    public List<String> positionAttributes() {
        return positionAttributes;
    }

    /** The attributes the index's key attributes are computed from; empty for the table's key. */
    public List<String> sourceAttributes() {
        return sourceAttributes;
    }

    @Override
    public String toString() {
        return "query " + name + " on " + (indexName == null ? "the table" : "index " + indexName)
                + (sortPrefix.isEmpty() ? "" : ", sort keys from " + sortPrefix);
    }
}
