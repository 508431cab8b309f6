package io.tablesmith.internal;

import io.tablesmith.TablesmithException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Builds one item. Generated schemas call it once per component; null components are left
 * out rather than written as DynamoDB {@code NULL}, so an absent value costs no storage and
 * keeps sparse indexes sparse.
 */
public final class ItemWriter {

    private final String entityType;
    private final Map<String, AttributeValue> item;

    public ItemWriter(String entityType, int expectedAttributes) {
        this.entityType = entityType;
        this.item = new HashMap<>(Math.max(4, (int) (expectedAttributes / 0.75f) + 1));
    }

    public ItemWriter string(String attribute, String value) {
        if (value != null) {
            item.put(attribute, AttributeValue.fromS(value));
        }
        return this;
    }

    public ItemWriter string(String attribute, Enum<?> value) {
        return value == null ? this : string(attribute, value.name());
    }

    public ItemWriter string(String attribute, UUID value) {
        return value == null ? this : string(attribute, value.toString());
    }

    public ItemWriter string(String attribute, Instant value) {
        return value == null ? this : string(attribute, value.toString());
    }

    public ItemWriter number(String attribute, long value) {
        item.put(attribute, AttributeValue.fromN(Long.toString(value)));
        return this;
    }

    public ItemWriter number(String attribute, Long value) {
        return value == null ? this : number(attribute, value.longValue());
    }

    public ItemWriter number(String attribute, Integer value) {
        return value == null ? this : number(attribute, value.longValue());
    }

    public ItemWriter number(String attribute, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new TablesmithException(entityType, null, "attribute '" + attribute + "' is " + value
                    + ", which DynamoDB cannot store; store only finite numbers");
        }
        item.put(attribute, AttributeValue.fromN(BigDecimal.valueOf(value).toString()));
        return this;
    }

    public ItemWriter number(String attribute, Double value) {
        return value == null ? this : number(attribute, value.doubleValue());
    }

    public ItemWriter number(String attribute, BigDecimal value) {
        if (value != null) {
            item.put(attribute, AttributeValue.fromN(value.toString()));
        }
        return this;
    }

    public ItemWriter bool(String attribute, boolean value) {
        item.put(attribute, AttributeValue.fromBool(value));
        return this;
    }

    public ItemWriter bool(String attribute, Boolean value) {
        return value == null ? this : bool(attribute, value.booleanValue());
    }

    /** The finished item; the writer must not be used afterwards. */
    public Map<String, AttributeValue> build() {
        return item;
    }
}
