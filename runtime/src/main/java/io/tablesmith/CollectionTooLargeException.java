package io.tablesmith;

/**
 * An item collection's partition holds more items than the read allowed ({@code get(..., maxItems)}
 * of a generated {@code <Name>Repository} for an {@link ItemCollection}): the read stopped there
 * rather than return part of the aggregate as if it were whole.
 */
public class CollectionTooLargeException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final int maxItems;

    /**
     * @param collection the collection record's simple name
     * @param partition the partition key value read
     * @param maxItems the most items the read allowed
     */
    public CollectionTooLargeException(String collection, String partition, int maxItems) {
        super(collection, "pk=" + partition, "the partition holds more than " + maxItems + " items (of every entity type"
                + " stored in it), the most this read allows; read it with a larger limit, or read its members page by"
                + " page with their repositories' queries");
        this.maxItems = maxItems;
    }

    /** The most items the read allowed. */
    public int maxItems() {
        return maxItems;
    }
}
