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
        // From 1E-3 to below 1E7 Double.toString has no exponent and, for a value other than
        // zero, is exactly BigDecimal.valueOf(value).toString(): the stored form, found without a
        // BigDecimal and in range by construction.
        String text = Double.toString(value);
        if (value != 0 && text.indexOf('E') < 0) {
            return text;
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
        // Float.toString is the shortest text that reads back as the same float; every float is in
        // range. Without an exponent (and other than zero) it is already BigDecimal's form.
        String text = Float.toString(value);
        if (value != 0 && text.indexOf('E') < 0) {
            return text;
        }
        return new BigDecimal(text).toString();
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
        // Stripping trailing zeros changes neither the adjusted exponent nor a precision within
        // the limit, so the common case needs no stripped copy.
        if (value.precision() <= MAX_DIGITS) {
            checkExponent(value, value.precision() - value.scale() - 1);
            return value;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.precision() > MAX_DIGITS) {
            throw new CodecException(value + " has " + stripped.precision() + " significant digits, but DynamoDB keeps "
                    + MAX_DIGITS + "; round it first (for example with MathContext.DECIMAL128 plus a scale)");
        }
        checkExponent(value, stripped.precision() - stripped.scale() - 1);
        return value;
    }

    private static void checkExponent(BigDecimal value, long exponent) {
        if (exponent > MAX_EXPONENT) {
            throw new CodecException(value + " is too large: DynamoDB numbers stay below 1E+126");
        }
        if (exponent < MIN_EXPONENT) {
            throw new CodecException(value + " is too small: DynamoDB numbers other than 0 are at least 1E-130 in magnitude");
        }
    }

    /** Stored number text as a whole number between {@code min} and {@code max}. */
    static long integral(String number, long min, long max, String type) {
        long value;
        try {
            value = Long.parseLong(number);
        } catch (NumberFormatException e) {
            try {
                value = decimal(number).longValueExact();
            } catch (ArithmeticException notIntegral) {
                throw new CodecException(number + " does not fit " + type + " without losing digits");
            }
        }
        if (value < min || value > max) {
            throw new CodecException(number + " does not fit " + type + " without losing digits");
        }
        return value;
    }

    static double doubleValue(String number) {
        // Double.parseDouble rounds correctly, as BigDecimal.doubleValue does, but also accepts
        // text that is no DynamoDB number ("NaN", "0x1p3", "1d", blanks): only plain decimal text takes it.
        double value = plainDecimal(number) ? Double.parseDouble(number) : decimal(number).doubleValue();
        if (Double.isInfinite(value)) {
            throw new CodecException(number + " does not fit a double");
        }
        return value;
    }

    static float floatValue(String number) {
        float value = plainDecimal(number) ? Float.parseFloat(number) : decimal(number).floatValue();
        if (Float.isInfinite(value)) {
            throw new CodecException(number + " does not fit a float");
        }
        return value;
    }

    static BigInteger bigInteger(String number) {
        try {
            return decimal(number).toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw new CodecException(number + " is not a whole number, so it does not fit a BigInteger");
        }
    }

    static BigDecimal decimal(String number) {
        try {
            return new BigDecimal(number);
        } catch (NumberFormatException e) {
            throw new CodecException("'" + number + "' is not a number");
        }
    }

    /** Whether the text is an optional minus, digits and at most one point, with a digit: the common form. */
    private static boolean plainDecimal(String number) {
        int length = number.length();
        if (length == 0 || length > 40) {
            return false;
        }
        boolean digit = false;
        boolean point = false;
        for (int i = number.charAt(0) == '-' ? 1 : 0; i < length; i++) {
            char c = number.charAt(i);
            if (c >= '0' && c <= '9') {
                digit = true;
            } else if (c == '.' && !point) {
                point = true;
            } else {
                return false;
            }
        }
        return digit;
    }

    /**
     * A number's size in an item, as DynamoDB counts it: one byte, plus one per pair of digits in base 100 aligned
     * on the decimal point from the first significant digit to the last, plus one for a minus sign; zero is one
     * byte. So {@code 12} is one pair and 2 bytes, {@code 1.2} two ({@code 1}, {@code .20}) and 3 bytes, and
     * {@code -42} 3 bytes: DynamoDB's "1 byte per two significant digits, plus 1" (which it calls approximate)
     * is short for the negative and the misaligned ones. The cases it is held to are value-rules/number-sizes.tsv.
     */
    static int size(String number) {
        boolean negative = false;
        int digits = 0;
        int pointAfter = -1;
        int first = -1;
        int last = -1;
        int exponentParity = 0;
        for (int i = 0; i < number.length(); i++) {
            char c = number.charAt(i);
            if (c >= '0' && c <= '9') {
                if (c != '0') {
                    first = first < 0 ? digits : first;
                    last = digits;
                }
                digits++;
            } else if (c == '.') {
                pointAfter = digits;
            } else if (c == '-') {
                negative = true;
            } else if (c == 'e' || c == 'E') {
                // only the exponent's parity moves the pairs' alignment, and its last digit tells it
                exponentParity = (number.charAt(number.length() - 1) - '0') & 1;
                break;
            }
        }
        if (first < 0) {
            return 1;
        }
        int significant = last - first + 1;
        // the power of ten of the first significant digit: odd opens a pair (12), even stands alone (1.2)
        int leadingPower = (pointAfter < 0 ? digits : pointAfter) - first - 1 + exponentParity;
        int pairs = (significant + ((leadingPower & 1) == 0 ? 2 : 1)) / 2;
        return 1 + pairs + (negative ? 1 : 0);
    }
}
