package io.tablesmith;

/**
 * A stored item could not be turned into its record: an attribute is missing for a
 * component that cannot be absent, or holds another type than the one the record declares.
 */
public class ItemDecodeException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String attribute;

    public ItemDecodeException(String entityType, String key, String attribute, String problem) {
        super(entityType, key, "attribute '" + attribute + "': " + problem);
        this.attribute = attribute;
    }

    /** The stored attribute name that could not be decoded. */
    public String attribute() {
        return attribute;
    }
}
