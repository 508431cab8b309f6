package io.tablesmith;

/**
 * A stored item could not be turned into its record: an attribute is missing for a
 * component that cannot be absent, or holds another type or value than the one the record
 * declares (a number too large for an {@code int}, text that is not a date, a corrupt
 * compressed value, a converter that failed).
 */
public class ItemDecodeException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String attribute;

    public ItemDecodeException(String entityType, String key, String attribute, String problem) {
        this(entityType, key, attribute, problem, null);
    }

    public ItemDecodeException(String entityType, String key, String attribute, String problem, Throwable cause) {
        super(entityType, key, "attribute '" + attribute + "': " + problem, cause);
        this.attribute = attribute;
    }

    /** The stored attribute name (with the path inside it, such as {@code address.zip}) that could not be decoded. */
    public String attribute() {
        return attribute;
    }
}
