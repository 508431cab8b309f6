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
final class AttributeValues {

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

    /** The smallest and largest whole numbers whose attribute values are made once and shared. */
    private static final int FIRST_SHARED = -128;
    private static final int LAST_SHARED = 1023;
    /**
     * Small whole numbers (counts, quantities, versions) are the most common, and an attribute value
     * costs more to build than to look up; filled on first use. A race makes one twice, harmlessly:
     * attribute values are immutable, with final fields, so every thread sees a whole one.
     */
    private static final AttributeValue[] SHARED_NUMBERS = new AttributeValue[LAST_SHARED - FIRST_SHARED + 1];

    /** An integral number. */
    public static AttributeValue number(long value) {
        return number(value, null);
    }

    /** An integral number, made by {@code encoding} unless it is small enough to be shared. */
    static AttributeValue number(long value, Encoding encoding) {
        if (value < FIRST_SHARED || value > LAST_SHARED) {
            String text = Long.toString(value);
            return encoding == null ? AttributeValue.fromN(text) : encoding.number(text);
        }
        int index = (int) value - FIRST_SHARED;
        AttributeValue shared = SHARED_NUMBERS[index];
        if (shared == null) {
            shared = AttributeValue.fromN(Long.toString(value));
            SHARED_NUMBERS[index] = shared;
        }
        return shared;
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
