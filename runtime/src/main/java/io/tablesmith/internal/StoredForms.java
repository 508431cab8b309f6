package io.tablesmith.internal;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What DynamoDB makes of an item it stores, so that a write can return the record a read returns.
 * DynamoDB keeps a number's value, not its text: leading and trailing zeros are trimmed, an
 * exponent is written out and {@code -0} is {@code 0} ({@code 12.50} comes back as {@code 12.5},
 * {@code 1E+3} as {@code 1000}). A generated schema whose record can hold a value in another form
 * than the one a read gives back decodes the written item with its numbers {@link #normalized} as
 * DynamoDB returns them; the checks below tell it when a component's value is already in that form,
 * so that the decoding runs only when the stored form differs.
 */
public final class StoredForms {

    private static final long NEGATIVE_ZERO = Double.doubleToRawLongBits(-0.0d);
    private static final int NEGATIVE_ZERO_FLOAT = Float.floatToRawIntBits(-0.0f);

    private StoredForms() {
    }

    /**
     * The item as DynamoDB returns it once stored: every number (in N, NS and inside lists and
     * maps) in DynamoDB's form. The item itself when it holds no number in another form.
     */
    public static Map<String, AttributeValue> normalized(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> changed = null;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            AttributeValue value = attribute.getValue();
            AttributeValue normal = normalized(value);
            if (normal != value) {
                if (changed == null) {
                    changed = new HashMap<>(item);
                }
                changed.put(attribute.getKey(), normal);
            }
        }
        return changed == null ? item : changed;
    }

    /** The value with its numbers in DynamoDB's form; the value itself when they already are. */
    static AttributeValue normalized(AttributeValue value) {
        if (value.n() != null) {
            String number = canonical(value.n());
            return number.equals(value.n()) ? value : AttributeValue.fromN(number);
        }
        if (value.hasNs()) {
            List<String> numbers = null;
            for (int i = 0; i < value.ns().size(); i++) {
                String number = canonical(value.ns().get(i));
                if (numbers == null && !number.equals(value.ns().get(i))) {
                    numbers = new ArrayList<>(value.ns().subList(0, i));
                }
                if (numbers != null) {
                    numbers.add(number);
                }
            }
            return numbers == null ? value : AttributeValue.fromNs(numbers);
        }
        if (value.hasL()) {
            List<AttributeValue> elements = null;
            for (int i = 0; i < value.l().size(); i++) {
                AttributeValue element = normalized(value.l().get(i));
                if (elements == null && element != value.l().get(i)) {
                    elements = new ArrayList<>(value.l().subList(0, i));
                }
                if (elements != null) {
                    elements.add(element);
                }
            }
            return elements == null ? value : AttributeValue.fromL(elements);
        }
        if (value.hasM()) {
            Map<String, AttributeValue> entries = normalized(value.m());
            return entries == value.m() ? value : AttributeValue.fromM(entries);
        }
        return value;
    }

    /**
     * A number's text as DynamoDB returns it: no exponent, no leading zeros but the one before a
     * point, no trailing zeros after it, {@code 0} for every zero.
     */
    static String canonical(String number) {
        if (isCanonical(number)) {
            return number;
        }
        BigDecimal value = Numbers.decimal(number);
        return value.signum() == 0 ? "0" : value.stripTrailingZeros().toPlainString();
    }

    /** Whether the text is already in DynamoDB's form, decided without parsing it (the common case). */
    private static boolean isCanonical(String number) {
        int length = number.length();
        int start = !number.isEmpty() && number.charAt(0) == '-' ? 1 : 0;
        if (length == start) {
            return false;
        }
        int point = -1;
        for (int i = start; i < length; i++) {
            char c = number.charAt(i);
            if (c == '.' && point < 0) {
                point = i;
            } else if (c < '0' || c > '9') {
                return false;
            }
        }
        int integerDigits = (point < 0 ? length : point) - start;
        if (integerDigits == 0 || integerDigits > 1 && number.charAt(start) == '0') {
            return false;
        }
        if (point >= 0 && (point == length - 1 || number.charAt(length - 1) == '0')) {
            return false;
        }
        // "0" is canonical, "-0" and "0.0" are not; "0.5" and "-0.5" are
        boolean zero = true;
        for (int i = start; i < length && zero; i++) {
            zero = number.charAt(i) == '0' || number.charAt(i) == '.';
        }
        return !zero || start == 0 && point < 0;
    }

    /** Whether a read gives this number back equal to it (by {@code equals}); a {@code null} is. */
    public static boolean isNormal(BigDecimal value) {
        if (value == null) {
            return true;
        }
        if (value.scale() == 0) {
            return true;
        }
        if (value.scale() < 0 || value.signum() == 0) {
            return false;
        }
        return value.stripTrailingZeros().scale() == value.scale();
    }

    /** Whether a read gives this number back equal to it: every finite double but {@code -0.0}. */
    public static boolean isNormal(double value) {
        return Double.doubleToRawLongBits(value) != NEGATIVE_ZERO;
    }

    /** As {@link #isNormal(double)}; a {@code null} is. */
    public static boolean isNormal(Double value) {
        return value == null || isNormal(value.doubleValue());
    }

    /** Whether a read gives this number back equal to it: every finite float but {@code -0.0f}. */
    public static boolean isNormal(float value) {
        return Float.floatToRawIntBits(value) != NEGATIVE_ZERO_FLOAT;
    }

    /** As {@link #isNormal(float)}; a {@code null} is. */
    public static boolean isNormal(Float value) {
        return value == null || isNormal(value.floatValue());
    }

    /** Whether a {@code @Ttl Instant} (stored as epoch seconds) reads back equal to it: no fraction of a second; a {@code null} does. */
    public static boolean wholeSeconds(Instant value) {
        return value == null || value.getNano() == 0;
    }
}
