package io.tablesmith.condition;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;

/**
 * One stored component of entity {@code T}, with the conditions every component has: whether it
 * is present in the stored item. The generated {@code <Name>Conditions} class has a
 * {@code PresenceField} for components without value conditions (a {@code @Compressed} value),
 * a {@link SizedField} for containers and nested records, and a {@link Field} for single values.
 *
 * <p>A condition sees the value reads see: on a component renamed with
 * {@code @Attribute(formerly = ...)}, an item not rewritten since the rename is tested on the first
 * former attribute it holds, exactly the one a read takes.
 *
 * @param <T> the entity type
 */
public class PresenceField<T> {

    private final String component;
    private final String attribute;
    private final List<String> storedNames;

    /**
     * Used by generated code.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     */
    public PresenceField(String component, String attribute) {
        this(component, attribute, List.of());
    }

    /**
     * Used by generated code for a renamed component.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param formerAttributes the names items written before a rename may still hold the value
     *     under, in the order reads try them
     */
    public PresenceField(String component, String attribute, List<String> formerAttributes) {
        this.component = Objects.requireNonNull(component, "component");
        this.attribute = Objects.requireNonNull(attribute, "attribute");
        List<String> names = new ArrayList<>(1 + formerAttributes.size());
        names.add(attribute);
        names.addAll(formerAttributes);
        this.storedNames = List.copyOf(names);
    }

    /** The record component's name. */
    public final String component() {
        return component;
    }

    /** The stored attribute's name. */
    public final String attribute() {
        return attribute;
    }

    /**
     * The component is present in the stored item, under its name or a former one. Null
     * components, empty {@code Optional}s and empty sets are not stored, so for them this is
     * false; so it is for an item written before a {@code @DefaultValue} component existed, which
     * reads as the default but does not store it.
     */
    public final Condition<T> exists() {
        return Condition.of(p -> String.join(" OR ", storedNames.stream()
                .map(name -> "attribute_exists(" + p.name(name) + ")").toList()));
    }

    /** The component is absent from the stored item, under every name (or there is no stored item). */
    public final Condition<T> notExists() {
        return Condition.of(p -> absentUnder(p, storedNames.size()));
    }

    /**
     * {@code test} applied to the attribute a read takes the value from: the current one, else the
     * first former one the item holds. An item that holds none of them reads as the default of a
     * {@code @DefaultValue} component, so it passes exactly when {@code defaultPasses}; without a
     * default it reads as null and passes as DynamoDB judges {@code test} on a missing attribute
     * ({@code <>} holds, the rest do not), as for any null component.
     */
    final Condition<T> onValue(BiFunction<Condition.Placeholders, String, String> test, boolean hasDefault,
                               boolean defaultPasses) {
        return onValue(test, false, hasDefault, defaultPasses);
    }

    /**
     * As above, for a {@code test} that is a disjunction ({@code disjunction}): it gets
     * parentheses where it is joined with AND, and only there, as DynamoDB refuses redundant ones.
     */
    final Condition<T> onValue(BiFunction<Condition.Placeholders, String, String> test, boolean disjunction,
                               boolean hasDefault, boolean defaultPasses) {
        if (storedNames.size() == 1 && !hasDefault) {
            return Condition.of(p -> test.apply(p, attribute));
        }
        BiFunction<Condition.Placeholders, String, String> grouped = disjunction
                ? (p, name) -> "(" + test.apply(p, name) + ")" : test;
        return Condition.of(p -> {
            List<String> cases = new ArrayList<>(storedNames.size() + 1);
            for (int i = 0; i < storedNames.size(); i++) {
                String name = storedNames.get(i);
                String held = "attribute_exists(" + p.name(name) + ") AND " + grouped.apply(p, name);
                cases.add(i == 0 ? held : absentUnder(p, i) + " AND " + held);
            }
            String absent = absentUnder(p, storedNames.size());
            if (!hasDefault) {
                cases.add(absent + " AND " + grouped.apply(p, attribute));
            } else if (defaultPasses) {
                cases.add(absent);
            }
            // DynamoDB refuses parentheses around a whole expression: only cases joined by OR get them.
            return cases.size() == 1 ? cases.get(0)
                    : String.join(" OR ", cases.stream().map(c -> "(" + c + ")").toList());
        });
    }

    /** None of the first {@code count} stored names is present. */
    private String absentUnder(Condition.Placeholders p, int count) {
        return String.join(" AND ", storedNames.subList(0, count).stream()
                .map(name -> "attribute_not_exists(" + p.name(name) + ")").toList());
    }

    @Override
    public String toString() {
        return component + " (stored as " + attribute + ")";
    }
}
