package io.tablesmith.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the runtime knows of one entity beyond its codec, as the processor worked it out: its entity
 * type, its key templates (parsed), its {@code @Version} attribute, its queries and indexes, and what
 * a re-index rewrites. Every generated schema holds one, built once when the schema's class is
 * initialized:
 *
 * <pre>{@code
 * static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
 *         KeyTemplate.of(KeyTemplate.literal("JOB#"), KeyTemplate.component("id", KeyTemplate.Type.STRING)),
 *         KeyTemplate.of(KeyTemplate.literal("METADATA")))
 *     .withVersion("version")
 *     .withIndex(BY_STATUS)
 *     .withFixedWidthTime("createdAt");
 * }</pre>
 *
 * Immutable: each {@code with} method returns a new descriptor. The runtime reads it where a
 * repository, a re-index or a change decoder is built, never per request, so nothing here is on
 * the hot path; what a query needs per call sits ready in its {@link QueryDescriptor}.
 */
public final class EntityDescriptor {

    private final String entityType;
    private final KeyTemplate partitionKey;
    private final KeyTemplate sortKey;
    private final String versionAttribute;
    private final QueryDescriptor primaryQuery;
    private final List<QueryDescriptor> indexes;
    private final List<NaturalQueryDescriptor> naturalIndexes;
    /** Each top-level time stored fixed width: its attribute, then its former names. */
    private final List<List<String>> fixedWidthTimes;

    private EntityDescriptor(String entityType, KeyTemplate partitionKey, KeyTemplate sortKey, String versionAttribute,
                             QueryDescriptor primaryQuery, List<QueryDescriptor> indexes,
                             List<NaturalQueryDescriptor> naturalIndexes, List<List<String>> fixedWidthTimes) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
        this.sortKey = Objects.requireNonNull(sortKey, "sortKey");
        this.versionAttribute = versionAttribute;
        this.primaryQuery = primaryQuery;
        this.indexes = List.copyOf(indexes);
        this.naturalIndexes = List.copyOf(naturalIndexes);
        this.fixedWidthTimes = List.copyOf(fixedWidthTimes);
    }

    /** The entity of this {@code _et} value and these key templates, without version, queries or indexes. */
    public static EntityDescriptor of(String entityType, KeyTemplate partitionKey, KeyTemplate sortKey) {
        return new EntityDescriptor(entityType, partitionKey, sortKey, null, null, List.of(), List.of(), List.of());
    }

    /** The same entity, whose {@code @Version} component is stored as {@code attribute}. */
    public EntityDescriptor withVersion(String attribute) {
        return new EntityDescriptor(entityType, partitionKey, sortKey, Objects.requireNonNull(attribute, "attribute"),
                primaryQuery, indexes, naturalIndexes, fixedWidthTimes);
    }

    /**
     * The same entity with a query over its primary key's partition.
     *
     * @throws IllegalArgumentException when the query reads an index
     */
    public EntityDescriptor withPrimaryQuery(QueryDescriptor query) {
        if (query.indexName() != null) {
            throw new IllegalArgumentException(entityType + ": " + query + " is not on the table's primary key");
        }
        return new EntityDescriptor(entityType, partitionKey, sortKey, versionAttribute, query, indexes, naturalIndexes,
                fixedWidthTimes);
    }

    /**
     * The same entity with a synthetic-key global secondary index and its query: a re-index keeps the
     * index's key attributes right.
     *
     * @throws IllegalArgumentException when the query reads the table's primary key
     */
    public EntityDescriptor withIndex(QueryDescriptor index) {
        if (index.indexName() == null) {
            throw new IllegalArgumentException(entityType + ": " + index + " is not on an index");
        }
        return new EntityDescriptor(entityType, partitionKey, sortKey, versionAttribute, primaryQuery,
                appended(indexes, index), naturalIndexes, fixedWidthTimes);
    }

    /**
     * The same entity with a natural index and its query.
     *
     * @throws IllegalArgumentException when the descriptor names no index or no partition attribute
     */
    public EntityDescriptor withNaturalIndex(NaturalQueryDescriptor index) {
        if (!index.complete()) {
            throw new IllegalArgumentException(entityType + ": " + index + " names no index or no partition attribute");
        }
        return new EntityDescriptor(entityType, partitionKey, sortKey, versionAttribute, primaryQuery, indexes,
                appended(naturalIndexes, index), fixedWidthTimes);
    }

    /**
     * The same entity with a top-level time stored as fixed-width text in {@code attribute}: items
     * stored before it was fixed width hold varying-width text there, which a re-index rewrites so
     * that the item sorts in time order; the attribute and its former names must still hold what
     * was scanned.
     */
    public EntityDescriptor withFixedWidthTime(String attribute, String... formerAttributes) {
        List<String> names = new ArrayList<>();
        names.add(Objects.requireNonNull(attribute, "attribute"));
        names.addAll(List.of(formerAttributes));
        return new EntityDescriptor(entityType, partitionKey, sortKey, versionAttribute, primaryQuery, indexes,
                naturalIndexes, appended(fixedWidthTimes, List.copyOf(names)));
    }

    /** The {@code _et} value of every item of the entity. */
    public String entityType() {
        return entityType;
    }

    /** The partition key template. */
    public KeyTemplate partitionKey() {
        return partitionKey;
    }

    /** The sort key template. */
    public KeyTemplate sortKey() {
        return sortKey;
    }

    /** The stored name of the {@code @Version} component; empty for an entity without one. */
    public Optional<String> versionAttribute() {
        return Optional.ofNullable(versionAttribute);
    }

    /** The query over the primary key's partition; empty when the sort key is constant. */
    public Optional<QueryDescriptor> primaryQuery() {
        return Optional.ofNullable(primaryQuery);
    }

    /** The synthetic-key global secondary indexes, each with its query, in declaration order. */
    public List<QueryDescriptor> indexes() {
        return indexes;
    }

    /** The natural indexes, each with its query, in declaration order. */
    public List<NaturalQueryDescriptor> naturalIndexes() {
        return naturalIndexes;
    }

    /**
     * The attributes a re-index rewrites where they differ from what the item's record encodes to:
     * every index's key attributes, then the fixed-width times.
     */
    public List<String> reindexedAttributes() {
        List<String> attributes = new ArrayList<>();
        for (QueryDescriptor index : indexes) {
            attributes.add(index.partitionAttribute());
            attributes.add(index.sortAttribute());
        }
        for (List<String> time : fixedWidthTimes) {
            attributes.add(time.get(0));
        }
        return List.copyOf(attributes);
    }

    /**
     * The attributes (current and former names) that must still hold what a re-index scanned for it
     * to rewrite an item: those its index keys are computed from, then the fixed-width times, each once.
     */
    public List<String> reindexSources() {
        Set<String> sources = new LinkedHashSet<>();
        indexes.forEach(index -> sources.addAll(index.sourceAttributes()));
        fixedWidthTimes.forEach(sources::addAll);
        return List.copyOf(sources);
    }

    private static <E> List<E> appended(List<E> list, E element) {
        List<E> longer = new ArrayList<>(list);
        longer.add(element);
        return longer;
    }

    @Override
    public String toString() {
        return "entity " + entityType + " (pk " + partitionKey + ", sk " + sortKey + ")";
    }
}
