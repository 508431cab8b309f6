package io.tablesmith.internal;

import io.tablesmith.ItemDecodeException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads components out of one stored item. Every failure becomes an
 * {@link ItemDecodeException} naming the entity, the item's key and the attribute (with the
 * path inside it, such as {@code address.zip}).
 */
public final class ItemReader extends AttributesReader {

    private final String entityType;

    /**
     * @throws ItemDecodeException when the item's {@code _et} names another entity type
     */
    public ItemReader(String entityType, Map<String, AttributeValue> item) {
        super(item);
        this.entityType = entityType;
        String storedType = string("_et");
        if (storedType != null && !storedType.equals(entityType)) {
            throw new ItemDecodeException(entityType, key(), "_et",
                    "the item is a " + storedType + ", not a " + entityType);
        }
    }

    /** The string, or {@code null} when the attribute is absent. */
    public String string(String attribute) {
        return read(attribute, Codecs.STRING);
    }

    public String requiredString(String attribute) {
        return required(attribute, Codecs.STRING);
    }

    public <E extends Enum<E>> E enumValue(String attribute, Function<String, E> valueOf) {
        return read(attribute, Codecs.enumOf(valueOf));
    }

    public UUID uuid(String attribute) {
        return read(attribute, Codecs.UUID);
    }

    public Instant instant(String attribute) {
        return read(attribute, Codecs.INSTANT);
    }

    /** The number, or {@code null} when the attribute is absent. */
    public BigDecimal decimal(String attribute) {
        return read(attribute, Codecs.BIG_DECIMAL);
    }

    public Long longValue(String attribute) {
        return read(attribute, Codecs.LONG);
    }

    public long requiredLong(String attribute) {
        return required(attribute, Codecs.LONG);
    }

    public Integer intValue(String attribute) {
        return read(attribute, Codecs.INT);
    }

    public int requiredInt(String attribute) {
        return required(attribute, Codecs.INT);
    }

    public Double doubleValue(String attribute) {
        return read(attribute, Codecs.DOUBLE);
    }

    public double requiredDouble(String attribute) {
        return required(attribute, Codecs.DOUBLE);
    }

    public Boolean bool(String attribute) {
        return read(attribute, Codecs.BOOLEAN);
    }

    public boolean requiredBool(String attribute) {
        return required(attribute, Codecs.BOOLEAN);
    }

    @Override
    RuntimeException failure(String attribute, CodecException e) {
        return new ItemDecodeException(entityType, key(), attribute + e.path(), e.problem(), e.getCause());
    }

    private String key() {
        AttributeValue pk = attributes.get("pk");
        AttributeValue sk = attributes.get("sk");
        return "pk=" + (pk == null ? "?" : pk.s()) + ", sk=" + (sk == null ? "?" : sk.s());
    }
}
