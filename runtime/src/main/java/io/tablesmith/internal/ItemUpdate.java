package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.condition.Condition;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
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
     * An add that carries the condition that the stored value leaves room for {@code delta}: for a
     * component of a bounded Java type ({@code int}, {@code float} and the like) the type's range, so
     * a result the record could not hold is never stored; for the others DynamoDB's own range, so
     * a result DynamoDB would refuse is refused by the condition, with the stored value to say why.
     *
     * @param attribute the stored attribute
     * @param javaType the component's type, for messages; {@code null} when the bound is DynamoDB's range
     * @param delta the amount added
     * @param limit the largest (for a positive delta) or smallest stored value the add accepts
     * @param upper whether {@code limit} is an upper bound
     */
    record BoundedAdd(String attribute, String javaType, BigDecimal delta, BigDecimal limit, boolean upper) {

        /** Whether adding to {@code stored} leaves the range. */
        boolean outOfBounds(BigDecimal stored) {
            return upper ? stored.compareTo(limit) > 0 : stored.compareTo(limit) < 0;
        }

        /** The range and what leaving it would do, for messages. */
        String range() {
            return javaType == null
                    ? "DynamoDB's number range (magnitudes below 1E+126), so DynamoDB could not store it"
                    : "the range of " + javaType + ", so the stored item could not be read back";
        }

        /**
         * The bound of adding {@code delta} to a number that must stay within {@code largest} in
         * magnitude; {@code null} for a zero delta. A limit DynamoDB can compare with has at most 38
         * digits, so it is rounded towards zero's side of the bound: never past it.
         */
        static BoundedAdd of(String attribute, String javaType, BigDecimal delta, BigDecimal largest) {
            if (delta.signum() == 0) {
                return null;
            }
            return delta.signum() > 0
                    ? new BoundedAdd(attribute, javaType, delta, largest.subtract(delta).round(FLOOR_38), true)
                    : new BoundedAdd(attribute, javaType, delta, largest.negate().subtract(delta).round(CEILING_38), false);
        }
    }

    /** The largest magnitude DynamoDB stores: 38 nines, below 1E+126. */
    static final BigDecimal LARGEST_NUMBER = new BigDecimal("9.9999999999999999999999999999999999999E+125");
    private static final MathContext FLOOR_38 = new MathContext(38, RoundingMode.FLOOR);
    private static final MathContext CEILING_38 = new MathContext(38, RoundingMode.CEILING);

    /** {@code SET #a = list_append(if_not_exists(#a, :empty), :v)}. */
    record Append(AttributeValue list) implements Action {}

    /** {@code ADD #a :v} on a set. */
    record AddElements(AttributeValue elements) implements Action {}

    /** {@code DELETE #a :v} on a set. */
    record DeleteElements(AttributeValue elements) implements Action {}

    /**
     * A move of a state-machine component, conditional on its stored state.
     *
     * @param reachable the stored values of every state the declared moves lead to from {@code from}, computed
     *     when asked (only a refusal asks), to tell a state another writer moved the item to from one it never had
     */
    record Transition(String component, String attribute, AttributeValue from, AttributeValue to,
                      Supplier<Set<AttributeValue>> reachable) {}

    /**
     * An index key attribute the update keeps as stored, which must therefore exist.
     *
     * @param components the components this key attribute is rendered from
     * @param indexComponents the components of both of the index's key attributes: the stored item
     *     is out of a sparse index when any of them is absent, also one of the other key's
     * @param changed the components of the index the update changes
     */
    record KeptIndexKey(String index, String attribute, List<String> components, List<String> indexComponents,
            List<String> changed) {}

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
    /** The attributes a created item holds beside the update's changes (key components, constant index keys); null: no create. */
    private Map<String, AttributeValue> createdWith;
    private List<String> requiredToCreate = List.of();

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

    /**
     * Adds {@code delta} (a number) to the stored number atomically; the update is conditional on
     * the result staying within DynamoDB's range (a delta outside it was refused when encoded).
     */
    public ItemUpdate add(String attribute, AttributeValue delta) {
        Objects.requireNonNull(delta, "delta");
        actions.put(attribute, new Add(delta, BoundedAdd.of(attribute, null, new BigDecimal(delta.n()), LARGEST_NUMBER)));
        return this;
    }

    /**
     * Adds {@code delta} (a number) to a stored floating-point number whose Java type holds at most
     * {@code largest} in magnitude; the update is conditional on the result staying within it.
     */
    public ItemUpdate add(String attribute, AttributeValue delta, double largest, String javaType) {
        Objects.requireNonNull(delta, "delta");
        BigDecimal bound = new BigDecimal(largest).min(LARGEST_NUMBER);
        actions.put(attribute, new Add(delta, BoundedAdd.of(attribute, javaType, new BigDecimal(delta.n()), bound)));
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

    /**
     * Moves a state-machine component from {@code from} to {@code to}, conditional on the stored state.
     *
     * @param encode a state as stored
     * @param moves the states the declarations allow a move to from a state
     */
    public <S> ItemUpdate transition(String component, String attribute, S from, S to, Function<S, AttributeValue> encode,
                                     Function<S, Set<S>> moves) {
        Supplier<Set<AttributeValue>> reachable = () -> {
            Set<S> seen = new LinkedHashSet<>();
            ArrayDeque<S> next = new ArrayDeque<>(moves.apply(from));
            while (!next.isEmpty()) {
                S state = next.poll();
                if (seen.add(state)) {
                    next.addAll(moves.apply(state));
                }
            }
            Set<AttributeValue> stored = new LinkedHashSet<>();
            seen.forEach(state -> stored.add(encode.apply(state)));
            return stored;
        };
        this.transition = new Transition(component, attribute, encode.apply(from), encode.apply(to), reachable);
        actions.put(attribute, new Assign(transition.to()));
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
                        List.copyOf(components), components.stream().filter(actions::containsKey).toList()));
            } else {
                throw new IllegalStateException("index " + indexName + " key " + indexKey.attribute()
                        + " would mix changed and stored values of " + indexKey.components());
            }
        }
        return this;
    }

    /**
     * The update creates the item when no item has its key (and otherwise changes it as any update does, never
     * another entity's item): the created item holds {@code _et}, {@code keyAttributes}, the update's changes and,
     * for a versioned entity, version 1 (the add of 1 every update makes). Such an update can neither expect a
     * version nor transition a state, which an absent item does not have.
     *
     * @param keyAttributes the stored attributes of the key components, and of index keys rendered from them alone,
     *     as a stored record holds them
     * @param required the attributes the record cannot be read without (primitive components without a declared
     *     value for absent attributes): the update must set or add each, or a created item could not be read
     */
    public ItemUpdate createIfAbsent(Map<String, AttributeValue> keyAttributes, List<String> required) {
        this.createdWith = Map.copyOf(keyAttributes);
        this.requiredToCreate = List.copyOf(required);
        return this;
    }

    /** Whether the update creates an absent item. */
    boolean createsIfAbsent() {
        return createdWith != null;
    }

    /** The attributes a created item holds beside the changes; empty unless {@link #createsIfAbsent()}. */
    Map<String, AttributeValue> createdWith() {
        return createdWith == null ? Map.of() : createdWith;
    }

    /** The attributes a created item needs that the update neither sets nor adds to. */
    List<String> missingToCreate() {
        return requiredToCreate.stream()
                .filter(attribute -> !(actions.get(attribute) instanceof Assign) && !(actions.get(attribute) instanceof Add))
                .toList();
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
