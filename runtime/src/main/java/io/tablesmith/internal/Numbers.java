package io.tablesmith.internal;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * DynamoDB's number rules: at most 38 significant digits, magnitudes from 1E-130 to below
 * 1E+126, no NaN or infinities. Values outside them are refused before anything is sent, so
 * nothing is rounded silently.
 */
final class Numbers {

    static final int MAX_DIGITS = 38;
    private static final int MAX_EXPONENT = 125;
    private static final int MIN_EXPONENT = -130;

    private Numbers() {
    }

    static String of(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new CodecException(value + " cannot be stored: DynamoDB numbers are finite; store only finite numbers");
        }
        double magnitude = Math.abs(value);
        if (magnitude == 0 || (magnitude >= 1e-129 && magnitude <= 1e125)) {
            return BigDecimal.valueOf(value).toString();
        }
        return checked(BigDecimal.valueOf(value)).toString();
    }

    static String of(float value) {
        if (Float.isNaN(value) || Float.isInfinite(value)) {
            throw new CodecException(value + " cannot be stored: DynamoDB numbers are finite; store only finite numbers");
        }
        // Float.toString is the shortest text that reads back as the same float; every float is in range.
        return new BigDecimal(Float.toString(value)).toString();
    }

    static String of(BigInteger value) {
        if (value.bitLength() >= 126) {
            checked(new BigDecimal(value));
        }
        return value.toString();
    }

    static String of(BigDecimal value) {
        return checked(value).toString();
    }

    private static BigDecimal checked(BigDecimal value) {
        if (value.signum() == 0) {
            return value;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.precision() > MAX_DIGITS) {
            throw new CodecException(value + " has " + stripped.precision() + " significant digits, but DynamoDB keeps "
                    + MAX_DIGITS + "; round it first (for example with MathContext.DECIMAL128 plus a scale)");
        }
        int exponent = stripped.precision() - stripped.scale() - 1;
        if (exponent > MAX_EXPONENT) {
            throw new CodecException(value + " is too large: DynamoDB numbers stay below 1E+126");
        }
        if (exponent < MIN_EXPONENT) {
            throw new CodecException(value + " is too small: DynamoDB numbers other than 0 are at least 1E-130 in magnitude");
        }
        return value;
    }

    /** The approximate stored size of a number: one byte per two significant digits, plus one. */
    static int size(String number) {
        int digits = 0;
        int trailingZeros = 0;
        boolean leading = true;
        for (int i = 0; i < number.length(); i++) {
            char c = number.charAt(i);
            if (c == 'e' || c == 'E') {
                break;
            }
            if (c < '0' || c > '9') {
                continue;
            }
            if (leading && c == '0') {
                continue;
            }
            leading = false;
            digits++;
            trailingZeros = c == '0' ? trailingZeros + 1 : 0;
        }
        int significant = Math.max(1, digits - trailingZeros);
        return (significant + 1) / 2 + 1;
    }
}
