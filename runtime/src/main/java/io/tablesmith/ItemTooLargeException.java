package io.tablesmith;

/**
 * An item is larger than DynamoDB's limit of 400 KB, measured by DynamoDB's rules (attribute
 * names and values): refused before it was sent (a record, or the values one update sets), or by
 * DynamoDB for an update that would take the stored item past the limit. Nothing was written.
 */
public class ItemTooLargeException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final long size;

    public ItemTooLargeException(String entityType, String key, long size, long limit) {
        super(entityType, key, "the item is " + size + " bytes, more than DynamoDB's limit of " + limit
                + " bytes (400 KB); store large values @Compressed, or elsewhere (for example S3) with a reference in the item");
        this.size = size;
    }

    /**
     * @param size the size the message names, in bytes, by DynamoDB's rules
     * @param problem what was too large, and what to do
     */
    public ItemTooLargeException(String entityType, String key, long size, String problem, Throwable cause) {
        super(entityType, key, problem, cause);
        this.size = size;
    }

    /**
     * The item's size in bytes, by DynamoDB's rules; for an update, the size of the values it sets, and when
     * DynamoDB refused it, the stored item's size plus that.
     */
    public long size() {
        return size;
    }
}
