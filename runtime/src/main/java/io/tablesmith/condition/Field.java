package io.tablesmith.condition;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One stored component of entity {@code T}, typed by its Java value type {@code V}: the source of
 * conditions on it. The generated {@code <Name>Conditions} class has one per single-value component; a value is
 * encoded exactly as the entity's schema stores it.
 *
 * <p>Equality with {@code null} means "absent", because Tablesmith omits null components:
 * {@code eq(null)} is {@link #notExists()} and {@code ne(null)} is {@link #exists()}.
 *
 * <p>An {@code Instant} or {@code LocalDateTime} is stored fixed width, so that text order is
 * time order; an item written before that form and not rewritten since holds its
 * {@code toString}. {@code eq}, {@code ne} and {@code in} compare with both texts where they
 * differ, so they hold on such an item exactly as on a new one.
 *
 * @param <T> the entity type
 * @param <V> the component's Java type (boxed for primitives)
 */
public class Field<T, V> extends PresenceField<T> {

    /** DynamoDB's limit on the operands of one {@code IN}. */
    private static final int MAX_IN = 100;

    private final Function<? super V, AttributeValue> encoder;
    private final AttributeValue storedIfAbsent;
    private final StoredText<V> storedText;

    /**
     * Used by generated code.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param encoder how a non-null value is stored
     */
    public Field(String component, String attribute, Function<? super V, AttributeValue> encoder) {
        this(component, attribute, List.of(), null, encoder);
    }

    /**
     * Used by generated code for a renamed component or one with a {@code @DefaultValue}.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param formerAttributes the names items written before a rename may still hold the value under
     * @param ifAbsent the value reads give an item that holds none of the names, or null
     * @param encoder how a non-null value is stored
     */
    public Field(String component, String attribute, List<String> formerAttributes, V ifAbsent,
                 Function<? super V, AttributeValue> encoder) {
        this(component, attribute, formerAttributes, ifAbsent, encoder, null);
    }

    /**
     * Used by generated code for a time component, whose stored text may have a former form and
     * sorts only within a range of years.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param formerAttributes the names items written before a rename may still hold the value under
     * @param ifAbsent the value reads give an item that holds none of the names, or null
     * @param encoder how a non-null value is stored
     * @param storedText the codec of the component's text, which knows its former form and where it sorts
     */
    public Field(String component, String attribute, List<String> formerAttributes, V ifAbsent,
                 Function<? super V, AttributeValue> encoder, StoredText<V> storedText) {
        super(component, attribute, formerAttributes);
        this.encoder = Objects.requireNonNull(encoder, "encoder");
        this.storedIfAbsent = ifAbsent == null ? null : encoder.apply(ifAbsent);
        this.storedText = storedText;
    }

    /** The stored value equals {@code value} (or, for {@code null}, the component is absent). */
    public final Condition<T> eq(V value) {
        if (value == null) {
            return notExists();
        }
        AttributeValue former = formerForm(value);
        return former == null ? compare("=", value) : inStored(List.of(value), List.of(encode(value), former));
    }

    /** The stored value differs from {@code value} (or, for {@code null}, the component is present). */
    public final Condition<T> ne(V value) {
        if (value == null) {
            return exists();
        }
        AttributeValue former = formerForm(value);
        if (former == null) {
            return compare("<>", value);
        }
        AttributeValue encoded = encode(value);
        boolean defaultPasses = storedIfAbsent != null && !StoredOrder.same(storedIfAbsent, encoded);
        return onValue((p, name) -> p.name(name) + " <> " + p.value(encoded) + " AND " + p.name(name) + " <> "
                + p.value(former), false, storedIfAbsent != null, defaultPasses);
    }

    /** The stored value is one of {@code values} (1 to 100 non-null values). */
    @SafeVarargs
    public final Condition<T> in(V... values) {
        // Copied element by element: handing the array to another varargs method is what -Xlint:varargs warns of.
        List<V> list = new ArrayList<>(values.length);
        for (V value : values) {
            list.add(value);
        }
        return in(list);
    }

    /** The stored value is one of {@code values} (1 to 100 non-null values). */
    public final Condition<T> in(Collection<? extends V> values) {
        if (values.isEmpty() || values.size() > MAX_IN) {
            throw new IllegalArgumentException("in(...) on '" + component() + "' takes 1 to " + MAX_IN
                    + " values, not " + values.size());
        }
        List<AttributeValue> stored = new ArrayList<>(values.size());
        for (V value : values) {
            stored.add(encode(value));
        }
        for (V value : values) {
            AttributeValue former = formerForm(value);
            if (former != null && !stored.contains(former)) {
                stored.add(former);
            }
        }
        return inStored(values, stored);
    }

    /**
     * {@code attribute IN (...)} on the stored forms of {@code values}; past DynamoDB's 100
     * operands (a value and its former form count twice), several {@code IN}s joined by OR.
     */
    private Condition<T> inStored(Collection<? extends V> values, List<AttributeValue> stored) {
        boolean defaultPasses = storedIfAbsent != null
                && values.stream().anyMatch(value -> StoredOrder.same(storedIfAbsent, encode(value)));
        List<List<AttributeValue>> groups = new ArrayList<>();
        for (int from = 0; from < stored.size(); from += MAX_IN) {
            groups.add(stored.subList(from, Math.min(stored.size(), from + MAX_IN)));
        }
        return onValue((p, name) -> String.join(" OR ", groups.stream().map(group -> p.name(name) + " IN ("
                        + String.join(", ", group.stream().map(p::value).toList()) + ")").toList()),
                groups.size() > 1, storedIfAbsent != null, defaultPasses);
    }

    /** The text an item written before time sorted as time holds for {@code value}, or {@code null} when it is today's. */
    private AttributeValue formerForm(V value) {
        return storedText == null ? null : storedText.formerForm(value);
    }

    /**
     * Refuses an order condition's bound whose stored text does not sort with the others (a
     * time outside the years 0000 to 9999), before any request.
     *
     * @throws IllegalArgumentException naming the component and the range
     */
    final void requireSortable(String condition, V value) {
        if (value != null && storedText != null && !storedText.sorts(value)) {
            throw new IllegalArgumentException(condition + "(...) on '" + component() + "' takes values in the years 0000 to"
                    + " 9999, whose stored text sorts as time; " + value + " lies outside them");
        }
    }

    /**
     * The value as the schema stores it.
     *
     * @throws NullPointerException when {@code value} is null
     */
    public final AttributeValue encode(V value) {
        if (value == null) {
            throw new NullPointerException("a condition on '" + component()
                    + "' needs a value; use exists() or notExists() to test for absence");
        }
        return encoder.apply(value);
    }

    /**
     * {@code attribute <operator> value}, on the attribute reads take the value from; an item
     * without it passes when the {@code @DefaultValue} it reads as does.
     */
    final Condition<T> compare(String operator, V value) {
        AttributeValue encoded = encode(value);
        boolean defaultPasses = storedIfAbsent != null && StoredOrder.holds(storedIfAbsent, operator, encoded);
        return onValue((p, name) -> p.name(name) + " " + operator + " " + p.value(encoded), storedIfAbsent != null,
                defaultPasses);
    }

    /** {@code attribute BETWEEN low AND high}, seeing former names and the default as {@link #compare} does. */
    final Condition<T> range(V low, V high) {
        AttributeValue from = encode(low);
        AttributeValue to = encode(high);
        boolean defaultPasses = storedIfAbsent != null
                && StoredOrder.holds(storedIfAbsent, ">=", from) && StoredOrder.holds(storedIfAbsent, "<=", to);
        return onValue((p, name) -> p.name(name) + " BETWEEN " + p.value(from) + " AND " + p.value(to),
                storedIfAbsent != null, defaultPasses);
    }

    /**
     * What a condition needs to know of a time component's stored text: the form items written before
     * time sorted as time may still hold, and whether a value's text sorts with the others. Generated
     * code passes the runtime's codec of the type; there is nothing to implement.
     *
     * @param <V> the component's Java type
     */
    public interface StoredText<V> {

        /** The text an item written before time sorted as time holds for {@code value}, or {@code null} when it is today's. */
        AttributeValue formerForm(V value);

        /** Whether {@code value}'s stored text sorts with the others (a time in the years 0000 to 9999). */
        boolean sorts(V value);
    }
}
