package io.tablesmith;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One stored component of entity {@code T}, typed by its Java value type {@code V}: the source of
 * conditions on it. The generated {@code <Name>Conditions} class has one per single-value component; a value is
 * encoded exactly as the entity's schema stores it.
 *
 * <p>Equality with {@code null} means "absent", because Tablesmith omits null components:
 * {@code eq(null)} is {@link #notExists()} and {@code ne(null)} is {@link #exists()}.
 *
 * @param <T> the entity type
 * @param <V> the component's Java type (boxed for primitives)
 */
public class Field<T, V> extends PresenceField<T> {

    /** DynamoDB's limit on the operands of one {@code IN}. */
    private static final int MAX_IN = 100;

    private final Function<? super V, AttributeValue> encoder;
    private final AttributeValue storedIfAbsent;

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
        super(component, attribute, formerAttributes);
        this.encoder = Objects.requireNonNull(encoder, "encoder");
        this.storedIfAbsent = ifAbsent == null ? null : encoder.apply(ifAbsent);
    }

    /** The stored value equals {@code value} (or, for {@code null}, the component is absent). */
    public final Condition<T> eq(V value) {
        return value == null ? notExists() : compare("=", value);
    }

    /** The stored value differs from {@code value} (or, for {@code null}, the component is present). */
    public final Condition<T> ne(V value) {
        return value == null ? exists() : compare("<>", value);
    }

    /** The stored value is one of {@code values} (1 to 100 non-null values). */
    @SafeVarargs
    public final Condition<T> in(V... values) {
        return in(Arrays.asList(values));
    }

    /** The stored value is one of {@code values} (1 to 100 non-null values). */
    public final Condition<T> in(Collection<? extends V> values) {
        if (values.isEmpty() || values.size() > MAX_IN) {
            throw new IllegalArgumentException("in(...) on '" + component() + "' takes 1 to " + MAX_IN
                    + " values, not " + values.size());
        }
        List<AttributeValue> encoded = new ArrayList<>(values.size());
        for (V value : values) {
            encoded.add(encode(value));
        }
        boolean defaultPasses = storedIfAbsent != null
                && encoded.stream().anyMatch(value -> StoredOrder.same(storedIfAbsent, value));
        return onValue((p, name) -> p.name(name) + " IN ("
                + encoded.stream().map(p::value).collect(Collectors.joining(", ")) + ")", storedIfAbsent != null, defaultPasses);
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
}
