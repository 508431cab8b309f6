package io.tablesmith.local.internal;

import java.math.BigDecimal;

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
        int exponent = stripped.precision() - stripped.scale() - 1;
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

    /** The canonical text DynamoDB returns for a number: no exponent, no trailing zeros, "0" for zero. */
    public static String canonical(String n) {
        BigDecimal value = parse(n);
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString();
    }

    public static String canonical(BigDecimal value) {
        if (value.signum() == 0) {
            return "0";
        }
        return value.stripTrailingZeros().toPlainString();
    }
}
