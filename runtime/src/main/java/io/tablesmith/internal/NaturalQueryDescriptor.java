package io.tablesmith.internal;

import java.util.List;
import java.util.Objects;

/**
 * The generated query of one natural (multi-attribute) index: its key attributes are the entity's
 * own. Generated schemas hold one constant per natural index, e.g.
 * {@code NaturalQueryDescriptor.of("leaderboard").onIndex("leaderboard").partitionedBy("game", "region").sortedBy("season", "rating")};
 * a {@link NaturalQuerySpec} adds the partition values a call asks for. Immutable.
 */
public final class NaturalQueryDescriptor {

    private final String name;
    private final String indexName;
    private final List<String> partitionAttributes;
    private final List<String> sortAttributes;

    private NaturalQueryDescriptor(String name, String indexName, List<String> partitionAttributes, List<String> sortAttributes) {
        this.name = Objects.requireNonNull(name, "name");
        this.indexName = indexName;
        this.partitionAttributes = List.copyOf(partitionAttributes);
        this.sortAttributes = List.copyOf(sortAttributes);
    }

    /** The query named {@code name} (its method's name); {@link #onIndex} says where it reads. */
    public static NaturalQueryDescriptor of(String name) {
        return new NaturalQueryDescriptor(name, null, List.of(), List.of());
    }

    /** The same query on the index {@code index}. */
    public NaturalQueryDescriptor onIndex(String index) {
        return new NaturalQueryDescriptor(name, Objects.requireNonNull(index, "index"), partitionAttributes, sortAttributes);
    }

    /** The same query on an index whose partition attributes are {@code attributes}, in key order. */
    public NaturalQueryDescriptor partitionedBy(String... attributes) {
        return new NaturalQueryDescriptor(name, indexName, List.of(attributes), sortAttributes);
    }

    /** The same query on an index whose sort attributes are {@code attributes}, in key order; none by default. */
    public NaturalQueryDescriptor sortedBy(String... attributes) {
        return new NaturalQueryDescriptor(name, indexName, partitionAttributes, List.of(attributes));
    }

    /** The query's method name, part of what a page token is bound to. */
    public String name() {
        return name;
    }

    /** The index. */
    public String indexName() {
        return indexName;
    }

    /** The partition attributes, in key order. */
    public List<String> partitionAttributes() {
        return partitionAttributes;
    }

    /** Every sort attribute of the index, in key order. */
    public List<String> sortAttributes() {
        return sortAttributes;
    }

    /** Whether the descriptor names its index and at least one partition attribute, as every DynamoDB index has. */
    boolean complete() {
        return indexName != null && !partitionAttributes.isEmpty();
    }

    @Override
    public String toString() {
        return "query " + name + " on natural index " + indexName + " " + partitionAttributes + " " + sortAttributes;
    }
}
