package io.tablesmith;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored item could not be turned into its record: an attribute is missing for a
 * component that cannot be absent, or holds another type or value than the one the record
 * declares (a number too large for an {@code int}, text that is not a date, a corrupt
 * compressed value, a converter that failed), or the record's own constructor refused the stored
 * values (its validation threw). {@link #storedItem()} holds the item as stored, so it can be
 * inspected and repaired (for example with an update that sets the missing component).
 */
public class ItemDecodeException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String attribute;
    private final transient Map<String, AttributeValue> storedItem;

    public ItemDecodeException(String entityType, String key, String attribute, String problem) {
        this(entityType, key, attribute, problem, null);
    }

    public ItemDecodeException(String entityType, String key, String attribute, String problem, Throwable cause) {
        this(entityType, key, attribute, problem, Map.of(), cause);
    }

    /**
     * @param attribute the attribute that could not be decoded, or {@code null} when the record as a
     *     whole was refused (its constructor threw)
     * @param storedItem the item as stored
     */
    public ItemDecodeException(String entityType, String key, String attribute, String problem,
                               Map<String, AttributeValue> storedItem, Throwable cause) {
        super(entityType, key, attribute == null ? problem : "attribute '" + attribute + "': " + problem, cause);
        this.attribute = attribute;
        this.storedItem = storedItem == null ? Map.of() : Map.copyOf(storedItem);
    }

    /**
     * The stored attribute name (with the path inside it, such as {@code address.zip}) that could
     * not be decoded, or {@code null} when the record's constructor refused the values.
     */
    public String attribute() {
        return attribute;
    }

    /**
     * The item as it is stored (every attribute, keys included), to inspect and repair it; empty
     * when the failure was not about a stored item or after deserialization.
     */
    public Map<String, AttributeValue> storedItem() {
        return storedItem == null ? Map.of() : storedItem;
    }
}
