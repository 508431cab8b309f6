package io.tablesmith.internal;

import io.tablesmith.condition.Field;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A type stored as a string (S), in a set as a string set (SS).
 *
 * <p>The conversion is chosen by a {@code kind} constant and a {@code switch}, not by a lambda
 * per type: {@link Codecs} creates all of these when it is first used, and a lambda (or a class)
 * per codec made that cost tens of milliseconds on a cold JVM, where serverless functions live.
 * After inlining, the JIT sees the one branch a component takes.
 *
 * @param <T> the Java type
 */
public final class TextCodec<T> implements Codec<T>, Field.StoredText<T> {

    static final int STRING = 0;
    static final int CHAR = 1;
    static final int UUID_TEXT = 2;
    static final int INSTANT = 3;
    static final int LOCAL_DATE = 4;
    static final int LOCAL_DATE_TIME = 5;
    static final int OFFSET_DATE_TIME = 6;
    static final int DURATION = 7;
    static final int ENUM = 8;
    static final int LOCAL_TIME = 9;
    static final int YEAR_MONTH = 10;

    private final int kind;
    private final String problem;
    private final Map<String, Enum<?>> constants;
    private final AttributeValue[] storedConstants;

    TextCodec(int kind, String problem) {
        this.kind = kind;
        this.problem = problem;
        this.constants = Map.of();
        this.storedConstants = new AttributeValue[0];
    }

    /** An enum by constant name; each constant's stored form is made once. */
    TextCodec(Enum<?>[] constants) {
        this.kind = ENUM;
        this.problem = "names no constant of the component's enum";
        this.constants = new HashMap<>(Math.max(4, constants.length * 4 / 3 + 1));
        this.storedConstants = new AttributeValue[constants.length];
        for (Enum<?> constant : constants) {
            this.constants.put(constant.name(), constant);
            this.storedConstants[constant.ordinal()] = AttributeValue.fromS(constant.name());
        }
    }

    @Override
    public AttributeValue write(T value) {
        if (kind == ENUM) {
            return storedConstants[((Enum<?>) value).ordinal()];
        }
        return AttributeValue.fromS(text(value));
    }

    @Override
    public AttributeValue write(T value, Encoding encoding) {
        AttributeValue stored = kind == ENUM ? storedConstants[((Enum<?>) value).ordinal()] : encoding.text(text(value));
        encoding.add(3L * stored.s().length());
        return stored;
    }

    @Override
    public T read(AttributeValue value) {
        String text = value.s();
        if (text == null) {
            throw CodecException.wrongType("a string (S)", value);
        }
        return parse(text);
    }

    String text(T value) {
        return switch (kind) {
            case STRING -> wellFormed((String) value);
            case CHAR -> charText((Character) value);
            case ENUM -> ((Enum<?>) value).name();
            case INSTANT -> Instants.stored((Instant) value);
            case LOCAL_DATE_TIME -> LocalTimes.stored((LocalDateTime) value);
            case LOCAL_TIME -> LocalTimes.stored((LocalTime) value);
            // YearMonth.toString leaves out the '+' of a year above 9999, which YearMonth.parse requires
            case YEAR_MONTH -> ((YearMonth) value).getYear() > 9999 ? "+" + value : value.toString();
            // UUID and the other java.time types: toString is their ASCII ISO-8601 (or canonical) stored form
            default -> value.toString();
        };
    }

    /**
     * The stored form items written before time sorted as time may hold for {@code value} (an
     * {@code Instant} or {@code LocalDateTime} as its {@code toString}, with 0, 3, 6 or 9 fraction
     * digits), or {@code null} when it is the form written now. Conditions compare with both, so
     * that equality holds on an item not rewritten yet.
     */
    @Override
    public AttributeValue formerForm(T value) {
        String former = switch (kind) {
            case INSTANT -> Instants.iso((Instant) value);
            case LOCAL_DATE_TIME -> value.toString();
            default -> null;
        };
        return former == null || former.equals(text(value)) ? null : AttributeValue.fromS(former);
    }

    /**
     * Whether the stored text of {@code value} sorts with the stored text of every other value of
     * its type as the values sort: always for a {@code LocalTime}, within the years 0000 to 9999
     * for the dated types (a year of five digits or a sign sorts apart), never for the rest.
     */
    @Override
    public boolean sorts(T value) {
        return switch (kind) {
            case INSTANT -> Instants.sorts((Instant) value);
            case LOCAL_DATE_TIME -> LocalTimes.sorts((LocalDateTime) value);
            case LOCAL_DATE -> fourDigitYear(((LocalDate) value).getYear());
            case YEAR_MONTH -> fourDigitYear(((YearMonth) value).getYear());
            case LOCAL_TIME, STRING -> true;
            default -> false;
        };
    }

    private static boolean fourDigitYear(int year) {
        return year >= 0 && year <= 9999;
    }

    @SuppressWarnings("unchecked") // each kind parses to the codec's own type T, fixed when Codecs creates it
    T parse(String text) {
        try {
            return (T) switch (kind) {
                case STRING -> text;
                case CHAR -> character(text);
                case UUID_TEXT -> UUID.fromString(text);
                case INSTANT -> Instants.parse(text);
                case LOCAL_DATE -> LocalDate.parse(text);
                case LOCAL_DATE_TIME -> LocalTimes.parseDateTime(text);
                case LOCAL_TIME -> LocalTimes.parseTime(text);
                case YEAR_MONTH -> YearMonth.parse(text);
                case OFFSET_DATE_TIME -> OffsetDateTime.parse(text);
                case DURATION -> Duration.parse(text);
                default -> constant(text);
            };
        } catch (CodecException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new CodecException("'" + text + "' " + problem, e);
        }
    }

    private static String wellFormed(String text) {
        if (Utf16.loneSurrogate(text) >= 0) {
            throw Utf16.notUtf8(text);
        }
        return text;
    }

    private Enum<?> constant(String name) {
        Enum<?> constant = constants.get(name);
        if (constant == null) {
            throw new IllegalArgumentException(name);
        }
        return constant;
    }

    private static String charText(Character value) {
        if (Character.isSurrogate(value)) {
            throw new CodecException("the char " + Integer.toHexString(value) + " is half of a surrogate pair, which UTF-8 cannot store alone");
        }
        return String.valueOf(value.charValue());
    }

    private static Character character(String text) {
        if (text.length() != 1) {
            throw new CodecException("'" + text + "' is not a single character");
        }
        return text.charAt(0);
    }
}
