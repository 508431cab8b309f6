package io.tablesmith.internal;

import io.tablesmith.ItemDecodeException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads components out of one stored item. Every failure (a missing attribute for a
 * component that cannot be absent, a wrong attribute type, unparsable text) becomes an
 * {@link ItemDecodeException} naming the entity, the item's key and the attribute, never a
 * {@code NullPointerException} or {@code ClassCastException}.
 */
public final class ItemReader {

    private final String entityType;
    private final Map<String, AttributeValue> item;

    /**
     * @throws ItemDecodeException when the item's {@code _et} names another entity type
     */
    public ItemReader(String entityType, Map<String, AttributeValue> item) {
        this.entityType = entityType;
        this.item = item;
        String storedType = string("_et");
        if (storedType != null && !storedType.equals(entityType)) {
            throw new ItemDecodeException(entityType, key(), "_et",
                    "the item is a " + storedType + ", not a " + entityType);
        }
    }

    /** The string, or {@code null} when the attribute is absent. */
    public String string(String attribute) {
        AttributeValue value = item.get(attribute);
        if (value == null) {
            return null;
        }
        if (value.s() == null) {
            throw wrongType(attribute, "a string (S)", value);
        }
        return value.s();
    }

    public String requiredString(String attribute) {
        return required(attribute, string(attribute));
    }

    public <E extends Enum<E>> E enumValue(String attribute, Function<String, E> valueOf) {
        String name = string(attribute);
        if (name == null) {
            return null;
        }
        try {
            return valueOf.apply(name);
        } catch (IllegalArgumentException e) {
            throw new ItemDecodeException(entityType, key(), attribute,
                    "'" + name + "' names no constant of the component's enum");
        }
    }

    public UUID uuid(String attribute) {
        String text = string(attribute);
        if (text == null) {
            return null;
        }
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new ItemDecodeException(entityType, key(), attribute, "'" + text + "' is not a UUID");
        }
    }

    public Instant instant(String attribute) {
        String text = string(attribute);
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new ItemDecodeException(entityType, key(), attribute,
                    "'" + text + "' is not an ISO-8601 instant");
        }
    }

    /** The number, or {@code null} when the attribute is absent. */
    public BigDecimal decimal(String attribute) {
        AttributeValue value = item.get(attribute);
        if (value == null) {
            return null;
        }
        if (value.n() == null) {
            throw wrongType(attribute, "a number (N)", value);
        }
        try {
            return new BigDecimal(value.n());
        } catch (NumberFormatException e) {
            throw new ItemDecodeException(entityType, key(), attribute, "'" + value.n() + "' is not a number");
        }
    }

    public Long longValue(String attribute) {
        BigDecimal number = decimal(attribute);
        if (number == null) {
            return null;
        }
        try {
            return number.longValueExact();
        } catch (ArithmeticException e) {
            throw new ItemDecodeException(entityType, key(), attribute,
                    number + " does not fit a long without losing digits");
        }
    }

    public long requiredLong(String attribute) {
        return required(attribute, longValue(attribute));
    }

    public Integer intValue(String attribute) {
        BigDecimal number = decimal(attribute);
        if (number == null) {
            return null;
        }
        try {
            return number.intValueExact();
        } catch (ArithmeticException e) {
            throw new ItemDecodeException(entityType, key(), attribute,
                    number + " does not fit an int without losing digits");
        }
    }

    public int requiredInt(String attribute) {
        return required(attribute, intValue(attribute));
    }

    public Double doubleValue(String attribute) {
        BigDecimal number = decimal(attribute);
        return number == null ? null : number.doubleValue();
    }

    public double requiredDouble(String attribute) {
        return required(attribute, doubleValue(attribute));
    }

    public Boolean bool(String attribute) {
        AttributeValue value = item.get(attribute);
        if (value == null) {
            return null;
        }
        if (value.bool() == null) {
            throw wrongType(attribute, "a boolean (BOOL)", value);
        }
        return value.bool();
    }

    public boolean requiredBool(String attribute) {
        return required(attribute, bool(attribute));
    }

    private <V> V required(String attribute, V value) {
        if (value == null) {
            throw new ItemDecodeException(entityType, key(), attribute,
                    "the attribute is missing, but the component cannot be absent");
        }
        return value;
    }

    private ItemDecodeException wrongType(String attribute, String expected, AttributeValue actual) {
        return new ItemDecodeException(entityType, key(), attribute,
                "expected " + expected + " but the item holds " + actual.type());
    }

    private String key() {
        AttributeValue pk = item.get("pk");
        AttributeValue sk = item.get("sk");
        return "pk=" + (pk == null ? "?" : pk.s()) + ", sk=" + (sk == null ? "?" : sk.s());
    }
}
