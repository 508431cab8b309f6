package io.tablesmith;

import java.util.Objects;

/**
 * One stored component of entity {@code T}, with the conditions every component has: whether it
 * is present in the stored item. The generated {@code <Name>Conditions} class has a
 * {@code PresenceField} for components without value conditions (a {@code @Compressed} value),
 * a {@link SizedField} for containers and nested records, and a {@link Field} for single values.
 *
 * @param <T> the entity type
 */
public class PresenceField<T> {

    private final String component;
    private final String attribute;

    /**
     * Used by generated code.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     */
    public PresenceField(String component, String attribute) {
        this.component = Objects.requireNonNull(component, "component");
        this.attribute = Objects.requireNonNull(attribute, "attribute");
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
     * The component is present in the stored item. Null components, empty {@code Optional}s and
     * empty sets are not stored, so for them this is false.
     */
    public final Condition<T> exists() {
        return Condition.of(p -> "attribute_exists(" + p.name(attribute) + ")");
    }

    /** The component is absent from the stored item (or there is no stored item). */
    public final Condition<T> notExists() {
        return Condition.of(p -> "attribute_not_exists(" + p.name(attribute) + ")");
    }

    @Override
    public String toString() {
        return component + " (stored as " + attribute + ")";
    }
}
