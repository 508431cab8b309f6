package io.tablesmith.local.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** DynamoDB numbers: up to 38 significant digits, magnitude between 1E-130 and 1E126. */
public final class Numbers {
    private Numbers() {
    }

    /** Parses a number that has already been validated. */
    public static BigDecimal parse(String n) {
        return new BigDecimal(n.trim());
    }

    /** The message DynamoDB gives for an invalid number, or null when valid. */
    public static String problem(String n) {
        if (n == null || n.isEmpty()) {
            return "The parameter cannot be converted to a numeric value";
        }
        BigDecimal value;
        try {
            if (n.strip().length() != n.length()) {
                // a number in DynamoDB's JSON is digits, signs, a point and an exponent: spaces are not part of it
                throw new NumberFormatException(n);
            }
            value = new BigDecimal(n);
        } catch (NumberFormatException e) {
            return "The parameter cannot be converted to a numeric value: " + n;
        }
        if (value.signum() == 0) {
            return null;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        int exponent = exponent(stripped);
        if (exponent > 125) {
            return "Number overflow. Attempting to store a number with magnitude larger than supported range";
        }
        if (exponent < -130) {
            return "Number underflow. Attempting to store a number with magnitude smaller than supported range";
        }
        if (stripped.precision() > 38) {
            return "Attempting to store more than 38 significant digits in a Number";
        }
        return null;
    }

    /** The power of ten of a number's first significant digit (2 for 123, -1 for 0.5); not for zero. */
    static int exponent(BigDecimal number) {
        return number.precision() - number.scale() - 1;
    }

    /** Equal for equal numbers however they are written (1, 1.0, 1E0), so that sets of numbers compare by value. */
    public static BigDecimal key(String n) {
        return parse(n).stripTrailingZeros();
    }

    /** The canonical text DynamoDB returns for a number: no exponent, no trailing zeros, "0" for zero. */
    public static String canonical(String n) {
        return canonical(parse(n));
    }

    public static String canonical(BigDecimal value) {
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString();
    }

    /**
     * The value with every number in it canonical, in sets, lists and maps too; other values as they are. A number
     * or a list that is canonical already is returned itself (values are immutable), so that a list of numbers,
     * such as a vector of a vector index, costs no copy of its elements.
     */
    public static AttributeValue canonical(AttributeValue v) {
        switch (ValueTypes.type(v)) {
            case "N": {
                String n = canonical(v.n());
                return n.equals(v.n()) ? v : AttributeValue.fromN(n);
            }
            case "NS": {
                List<String> out = new ArrayList<>(v.ns().size());
                for (String n : v.ns()) {
                    out.add(canonical(n));
                }
                return AttributeValue.fromNs(out);
            }
            case "M": {
                Map<String, AttributeValue> out = new LinkedHashMap<>();
                v.m().forEach((k, child) -> out.put(k, canonical(child)));
                return AttributeValue.fromM(out);
            }
            case "L": {
                List<AttributeValue> out = new ArrayList<>(v.l().size());
                boolean changed = false;
                for (AttributeValue child : v.l()) {
                    AttributeValue c = canonical(child);
                    changed |= c != child;
                    out.add(c);
                }
                return changed ? AttributeValue.fromL(out) : v;
            }
            default:
                return v;
        }
    }
}
