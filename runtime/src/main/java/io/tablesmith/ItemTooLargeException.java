package io.tablesmith;

/**
 * An item is larger than DynamoDB's limit of 400 KB, measured by DynamoDB's rules (attribute
 * names and values), and was refused before it was sent.
 */
public class ItemTooLargeException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final long size;

    public ItemTooLargeException(String entityType, String key, long size, long limit) {
        super(entityType, key, "the item is " + size + " bytes, more than DynamoDB's limit of " + limit
                + " bytes (400 KB); store large values @Compressed, or elsewhere (for example S3) with a reference in the item");
        this.size = size;
    }

    /** The item's size in bytes, by DynamoDB's rules. */
    public long size() {
        return size;
    }
}
