package io.tablesmith.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One component value as the attribute value its schema stores, for conditions and updates.
 * Mirrors {@link ItemWriter}'s encoding, so that a condition or an update compares with and
 * writes exactly what {@code toItem} writes. Values are never null here.
 */
public final class AttributeValues {

    /** BOOL true, made once: attribute values are immutable, so every item can share it. */
    static final AttributeValue TRUE = AttributeValue.fromBool(true);
    /** BOOL false, made once. */
    static final AttributeValue FALSE = AttributeValue.fromBool(false);

    private AttributeValues() {
    }

    /** A string as it is. */
    public static AttributeValue string(String value) {
        return AttributeValue.fromS(value);
    }

    /** An enum by its constant's name. */
    public static AttributeValue string(Enum<?> value) {
        return AttributeValue.fromS(value.name());
    }

    /** A UUID in its canonical form. */
    public static AttributeValue string(UUID value) {
        return AttributeValue.fromS(value.toString());
    }

    /** An instant in ISO-8601 form, as {@link ItemWriter} stores it. */
    public static AttributeValue string(Instant value) {
        return AttributeValue.fromS(value.toString());
    }

    /** An integral number. */
    public static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }

    /**
     * A finite floating-point number.
     *
     * @throws IllegalArgumentException for NaN and infinities, which DynamoDB cannot store
     */
    public static AttributeValue number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(value + " cannot be stored; DynamoDB stores only finite numbers");
        }
        return AttributeValue.fromN(BigDecimal.valueOf(value).toString());
    }

    /** A decimal number. */
    public static AttributeValue number(BigDecimal value) {
        return AttributeValue.fromN(value.toString());
    }

    /** A boolean. */
    public static AttributeValue bool(boolean value) {
        return value ? TRUE : FALSE;
    }
}
