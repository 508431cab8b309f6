package io.tablesmith.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.TypeElement;

/**
 * Everything the generators need to know about one {@code @Entity} record, checked.
 *
 * @param element the record's element, the origin of every generated file
 * @param recordType the record's class name
 * @param entityType the {@code _et} value
 * @param components the record components, in declaration order
 * @param partitionKey the primary partition key template
 * @param sortKey the primary sort key template
 * @param primaryQuery the name of the primary-key query (used when the sort key has placeholders)
 * @param indexes the {@code @Gsi} access patterns, in declaration order
 * @param version the {@code @Version} component, if any
 * @param ttl the {@code @Ttl} component, if any
 * @param naturalIndexes the {@code @NaturalIndex} access patterns, in declaration order
 * @param stateMachines the {@code @Transition}s of enum components, in declaration order
 * @param vectorIndexes the {@code @VectorSearch} indexes, in declaration order
 */
public record EntityModel(
        TypeElement element,
        ClassName recordType,
        String entityType,
        List<ComponentModel> components,
        Template partitionKey,
        Template sortKey,
        String primaryQuery,
        List<IndexModel> indexes,
        Optional<ComponentModel> version,
        Optional<ComponentModel> ttl,
        List<NaturalIndexModel> naturalIndexes,
        List<StateMachine> stateMachines,
        List<VectorIndexModel> vectorIndexes) {

    public EntityModel(TypeElement element, ClassName recordType, String entityType, List<ComponentModel> components,
                       Template partitionKey, Template sortKey, String primaryQuery, List<IndexModel> indexes,
                       Optional<ComponentModel> version, Optional<ComponentModel> ttl, List<NaturalIndexModel> naturalIndexes,
                       List<StateMachine> stateMachines) {
        this(element, recordType, entityType, components, partitionKey, sortKey, primaryQuery, indexes, version, ttl,
                naturalIndexes, stateMachines, List.of());
    }

    /** The attribute of the table's reference design that holds a {@code @Ttl} expiry, in epoch seconds. */
    public static final String TTL_ATTRIBUTE = "expires_at";

    EntityModel(TypeElement element, ClassName recordType, String entityType, List<ComponentModel> components,
                Template partitionKey, Template sortKey, String primaryQuery, List<IndexModel> indexes,
                Optional<ComponentModel> version, Optional<ComponentModel> ttl) {
        this(element, recordType, entityType, components, partitionKey, sortKey, primaryQuery, indexes, version, ttl, List.of(),
                List.of());
    }

    /** The same entity with the state machines its components declare. */
    public EntityModel withStateMachines(List<StateMachine> machines) {
        return new EntityModel(element, recordType, entityType, components, partitionKey, sortKey, primaryQuery, indexes,
                version, ttl, naturalIndexes, List.copyOf(machines), vectorIndexes);
    }

    /** The same entity with its vector indexes. */
    public EntityModel withVectorIndexes(List<VectorIndexModel> vectors) {
        return new EntityModel(element, recordType, entityType, components, partitionKey, sortKey, primaryQuery, indexes,
                version, ttl, naturalIndexes, stateMachines, List.copyOf(vectors));
    }

    public String packageName() {
        return recordType.packageName();
    }

    public ClassName keysType() {
        return sibling("Keys");
    }

    public ClassName schemaType() {
        return sibling("Schema");
    }

    public ClassName repositoryType() {
        return sibling("Repository");
    }

    /** The repository over the SDK's async client: {@code JobAsyncRepository}. */
    public ClassName asyncRepositoryType() {
        return sibling("AsyncRepository");
    }

    private ClassName sibling(String suffix) {
        return ClassName.get(packageName(), String.join("", recordType.simpleNames()) + suffix);
    }

    /**
     * The components of the primary key as {@code key}, {@code get}, {@code delete} and {@code update}
     * take them: in key order, the partition key's placeholders, then the sort key's.
     */
    public List<ComponentModel> keyComponents() {
        return inKeyOrder(partitionKey.components(), sortKey.components());
    }

    /**
     * The components whose absence leaves an item out of the index: nullable ones the index
     * templates use, except primary key components, which every stored item has.
     */
    public List<ComponentModel> sparseComponents(IndexModel index) {
        List<ComponentModel> keys = keyComponents();
        return index.components().stream()
                .filter(ComponentModel::nullable)
                .filter(component -> !keys.contains(component))
                .toList();
    }

    public boolean hasPrimaryQuery() {
        return !sortKey.isConstant();
    }

    /**
     * The one order of key parameters: as the templates name them, {@code first}'s placeholders
     * before {@code second}'s, each component once (where it is first named). Key builders,
     * queries, ranges and prefixes all take their components in this order.
     */
    static List<ComponentModel> inKeyOrder(List<ComponentModel> first, List<ComponentModel> second) {
        Set<ComponentModel> ordered = new LinkedHashSet<>(first);
        ordered.addAll(second);
        return new ArrayList<>(ordered);
    }

    /** Orders the union of some components as the record declares them (setters of components set together). */
    public List<ComponentModel> inRecordOrder(List<ComponentModel> first, List<ComponentModel> second) {
        Set<ComponentModel> wanted = new LinkedHashSet<>(first);
        wanted.addAll(second);
        List<ComponentModel> ordered = new ArrayList<>();
        for (ComponentModel component : components) {
            if (wanted.contains(component)) {
                ordered.add(component);
            }
        }
        return ordered;
    }
}
