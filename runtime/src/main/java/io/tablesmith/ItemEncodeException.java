package io.tablesmith;

/**
 * A record could not be turned into an item: a component holds a value DynamoDB cannot store
 * (NaN, an infinity, a number beyond 38 significant digits or DynamoDB's range, a null set
 * member) or a converter failed. Nothing was sent.
 */
public class ItemEncodeException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String attribute;

    public ItemEncodeException(String entityType, String key, String attribute, String problem, Throwable cause) {
        super(entityType, key, "attribute '" + attribute + "': " + problem, cause);
        this.attribute = attribute;
    }

    /** The stored attribute name (with the path inside it, such as {@code address.zip}) that could not be encoded. */
    public String attribute() {
        return attribute;
    }
}
