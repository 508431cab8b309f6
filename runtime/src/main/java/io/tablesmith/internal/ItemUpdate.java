package io.tablesmith.internal;

import io.tablesmith.Condition;
import io.tablesmith.ItemKey;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The changes of one {@code UpdateItem} request, collected by a generated {@code <Name>Update}
 * builder and sent by {@link UpdateCore}. Holds at most one action per attribute (the last one
 * given wins), which is also DynamoDB's rule for one update expression.
 */
public final class ItemUpdate {

    /** One action on one attribute. */
    sealed interface Action permits Assign, Remove, Add, Append, AddElements, DeleteElements {}

    /** {@code SET #a = :v}. */
    record Assign(AttributeValue value) implements Action {}

    /** {@code REMOVE #a}. */
    record Remove() implements Action {}

    /**
     * {@code ADD #a :v} on a number: an atomic counter (an absent attribute counts as 0).
     *
     * @param bounds the range the component's Java type allows, or {@code null} for none
     */
    record Add(AttributeValue delta, BoundedAdd bounds) implements Action {}

    /**
     * An add to a component of a bounded Java type ({@code int} and the like): the update carries
     * the condition that the stored value leaves room for {@code delta}, so a result the record
     * could not hold is refused by the database and never stored.
     *
     * @param attribute the stored attribute
     * @param javaType the component's type, for messages
     * @param delta the amount added
     * @param limit the largest (for a positive delta) or smallest stored value the add accepts
     * @param upper whether {@code limit} is an upper bound
     */
    record BoundedAdd(String attribute, String javaType, BigDecimal delta, BigDecimal limit, boolean upper) {

        /** Whether adding to {@code stored} leaves the type's range. */
        boolean outOfBounds(BigDecimal stored) {
            return upper ? stored.compareTo(limit) > 0 : stored.compareTo(limit) < 0;
        }
    }

    /** {@code SET #a = list_append(if_not_exists(#a, :empty), :v)}. */
    record Append(AttributeValue list) implements Action {}

    /** {@code ADD #a :v} on a set. */
    record AddElements(AttributeValue elements) implements Action {}

    /** {@code DELETE #a :v} on a set. */
    record DeleteElements(AttributeValue elements) implements Action {}

    /** A move of a state-machine component, conditional on its stored state. */
    record Transition(String component, String attribute, AttributeValue from, AttributeValue to) {}

    /**
     * An index key attribute the update keeps as stored, which must therefore exist.
     *
     * @param changed the components of the index the update changes
     */
    record KeptIndexKey(String index, String attribute, List<String> components, List<String> changed) {}

    /**
     * One key attribute of an index: its name, how to render it, and the non-key components its
     * template uses (by stored attribute name).
     */
    public record IndexKey(String attribute, Supplier<String> value, List<String> components) {}

    private final ItemKey<?> key;
    private final Map<String, Action> actions = new LinkedHashMap<>();
    private final List<Condition<?>> conditions = new ArrayList<>();
    private final List<KeptIndexKey> keptIndexKeys = new ArrayList<>();
    private Long expectedVersion;
    private Transition transition;

    /**
     * @param key the item to update
     */
    public ItemUpdate(ItemKey<?> key) {
        this.key = Objects.requireNonNull(key, "key");
    }

    /** An index key attribute of {@link #index}. */
    public static IndexKey indexKey(String attribute, Supplier<String> value, String... components) {
        return new IndexKey(attribute, value, List.of(components));
    }

    /** Sets the attribute; a {@code null} value removes it, as {@code toItem} omits null components. */
    public ItemUpdate set(String attribute, AttributeValue value) {
        actions.put(attribute, value == null ? new Remove() : new Assign(value));
        return this;
    }

    /** Removes the attribute. */
    public ItemUpdate remove(String attribute) {
        actions.put(attribute, new Remove());
        return this;
    }

    /** Adds {@code delta} (a number) to the stored number atomically. */
    public ItemUpdate add(String attribute, AttributeValue delta) {
        actions.put(attribute, new Add(Objects.requireNonNull(delta, "delta"), null));
        return this;
    }

    /**
     * Adds {@code delta} to a stored integral number whose Java type holds {@code lowest} to
     * {@code highest}; the update is conditional on the result staying in that range.
     */
    public ItemUpdate add(String attribute, long delta, long lowest, long highest, String javaType) {
        BigDecimal amount = BigDecimal.valueOf(delta);
        BoundedAdd bounds = delta >= 0
                ? new BoundedAdd(attribute, javaType, amount, BigDecimal.valueOf(highest).subtract(amount), true)
                : new BoundedAdd(attribute, javaType, amount, BigDecimal.valueOf(lowest).subtract(amount), false);
        actions.put(attribute, new Add(AttributeValue.fromN(Long.toString(delta)), delta == 0 ? null : bounds));
        return this;
    }

    /** Appends the elements of {@code list} (an {@code L} value) to the stored list, creating it when absent. */
    public ItemUpdate append(String attribute, AttributeValue list) {
        putElementAction(attribute, new Append(Objects.requireNonNull(list, "list")));
        return this;
    }

    /** Adds the elements of {@code elements} (a set value) to the stored set, creating it when absent. */
    public ItemUpdate addElements(String attribute, AttributeValue elements) {
        putElementAction(attribute, new AddElements(Objects.requireNonNull(elements, "elements")));
        return this;
    }

    /** Deletes the elements of {@code elements} (a set value) from the stored set. */
    public ItemUpdate deleteElements(String attribute, AttributeValue elements) {
        putElementAction(attribute, new DeleteElements(Objects.requireNonNull(elements, "elements")));
        return this;
    }

    /**
     * DynamoDB refuses an update that changes one attribute twice, and keeping only the last of
     * two element changes would silently lose the first, so the second is refused here.
     */
    private void putElementAction(String attribute, Action action) {
        if (actions.containsKey(attribute)) {
            throw new IllegalStateException("'" + attribute + "' is already changed by this update; DynamoDB applies one "
                    + "change per attribute in a request, so send the second change in another update");
        }
        actions.put(attribute, action);
    }

    /** The write happens only if {@code condition} holds for the stored item; several are combined with AND. */
    public ItemUpdate when(Condition<?> condition) {
        conditions.add(Objects.requireNonNull(condition, "condition"));
        return this;
    }

    /** The write happens only while the stored {@code @Version} is {@code version}. */
    public ItemUpdate expectVersion(long version) {
        this.expectedVersion = version;
        return this;
    }

    /** Moves a state-machine component from {@code from} to {@code to}, conditional on the stored state. */
    public ItemUpdate transition(String component, String attribute, AttributeValue from, AttributeValue to) {
        this.transition = new Transition(component, attribute, from, to);
        actions.put(attribute, new Assign(to));
        return this;
    }

    /**
     * Keeps one index in step with the changes so far; call it after the last change. When no
     * component of the index changes, nothing happens. When one is removed, the item leaves the
     * (sparse) index: both key attributes are removed. Otherwise every key attribute whose
     * components are all set is rewritten, and every key attribute none of whose components
     * changes is kept as stored, on the condition that it exists (so the item is in the index
     * and the kept attribute was rendered from the same, unchanged, components).
     *
     * @throws IllegalStateException when a key attribute would mix changed and unchanged
     *     components, which generated builders never allow
     */
    public ItemUpdate index(String indexName, IndexKey partition, IndexKey sort) {
        List<IndexKey> keys = List.of(partition, sort);
        Set<String> components = new LinkedHashSet<>();
        keys.forEach(k -> components.addAll(k.components()));
        boolean touched = false;
        for (String component : components) {
            Action action = actions.get(component);
            if (action instanceof Remove) {
                keys.forEach(k -> actions.put(k.attribute(), new Remove()));
                return this;
            }
            touched |= action != null;
        }
        if (!touched) {
            return this;
        }
        for (IndexKey indexKey : keys) {
            long set = indexKey.components().stream().filter(c -> actions.get(c) instanceof Assign).count();
            if (set == indexKey.components().size()) {
                actions.put(indexKey.attribute(), new Assign(AttributeValue.fromS(indexKey.value().get())));
            } else if (set == 0 && indexKey.components().stream().noneMatch(actions::containsKey)) {
                keptIndexKeys.add(new KeptIndexKey(indexName, indexKey.attribute(), indexKey.components(),
                        components.stream().filter(actions::containsKey).toList()));
            } else {
                throw new IllegalStateException("index " + indexName + " key " + indexKey.attribute()
                        + " would mix changed and stored values of " + indexKey.components());
            }
        }
        return this;
    }

    /** The key of the item to update. */
    public ItemKey<?> key() {
        return key;
    }

    Map<String, Action> actions() {
        return Collections.unmodifiableMap(actions);
    }

    List<Condition<?>> conditions() {
        return Collections.unmodifiableList(conditions);
    }

    List<KeptIndexKey> keptIndexKeys() {
        return Collections.unmodifiableList(keptIndexKeys);
    }

    List<BoundedAdd> boundedAdds() {
        List<BoundedAdd> bounded = new ArrayList<>();
        for (Action action : actions.values()) {
            if (action instanceof Add add && add.bounds() != null) {
                bounded.add(add.bounds());
            }
        }
        return bounded;
    }

    Long expectedVersion() {
        return expectedVersion;
    }

    Transition transition() {
        return transition;
    }

    /** Whether the update changes nothing. */
    boolean isEmpty() {
        return actions.isEmpty();
    }
}
