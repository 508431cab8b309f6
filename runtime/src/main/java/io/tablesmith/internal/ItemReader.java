package io.tablesmith.internal;

import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads components out of one stored item. Every failure becomes an
 * {@link ItemDecodeException} naming the entity, the item's key and the attribute (with the
 * path inside it, such as {@code address.zip}).
 */
public final class ItemReader extends AttributesReader {

    private final String entityType;
    /** The key a change stream record reports the image under, or {@code null}: then the image's own. */
    private final ItemKey<?> reportedKey;

    /**
     * @throws ItemDecodeException when the item's {@code _et} names another entity type, or it has none: an
     *     item without {@code _et} was not written by Tablesmith, and is no entity's, as writes and changes
     *     treat it too
     */
    public ItemReader(String entityType, Map<String, AttributeValue> item) {
        this(entityType, item, null);
        AttributeValue stored = item.get("_et");
        if (stored != null && entityType.equals(stored.s())) {
            return;
        }
        String storedType = read("_et", Codecs.STRING);
        throw new ItemDecodeException(entityType, key(), "_et", storedType == null
                ? "the item has no _et, so it was not written by Tablesmith; Tablesmith reads, writes and hands on as"
                        + " changes only items with their entity's _et (write it with the repository, or add _et = "
                        + entityType + " to items another program wrote)"
                : "the item is a " + storedType + ", not a " + entityType, item, null);
    }

    private ItemReader(String entityType, Map<String, AttributeValue> item, ItemKey<?> reportedKey) {
        super(item);
        this.entityType = entityType;
        this.reportedKey = reportedKey;
    }

    /**
     * A reader of an image of a change stream record that the change decoder has dispatched by its
     * {@code _et} to this entity type: the type is not checked again, and the key the generated check
     * compares the components with is the change's, which the decoder has read. An image's key is
     * its record's; that the components render it is still checked.
     */
    public static ItemReader ofImage(String entityType, Map<String, AttributeValue> image, ItemKey<?> key) {
        return new ItemReader(entityType, image, key);
    }

    /** The stored partition key's text, or {@code null} when the item has no {@code pk} string. */
    public String partitionKey() {
        return reportedKey != null ? reportedKey.partition() : keyText(ItemKey.PARTITION_ATTRIBUTE);
    }

    /** The stored sort key's text, or {@code null} when the item has no {@code sk} string. */
    public String sortKey() {
        return reportedKey != null ? reportedKey.sort() : keyText(ItemKey.SORT_ATTRIBUTE);
    }

    /**
     * Starts the exception for an item whose stored key is not the one its key components render
     * (the generated check found it with {@link KeyMatch}); the caller adds each component's value.
     *
     * @param partitionTemplate the entity's {@code pk} template, such as {@code MEMBER#{memberId}}
     * @param sortTemplate the entity's {@code sk} template
     */
    public KeyMismatch keyMismatch(String partitionTemplate, String sortTemplate) {
        return new KeyMismatch(entityType, key(), attributes, partitionTemplate, partitionKey(), sortTemplate, sortKey());
    }

    private String keyText(String attribute) {
        AttributeValue value = attributes.get(attribute);
        return value == null ? null : value.s();
    }

    @Override
    RuntimeException failure(String attribute, CodecException e) {
        return new ItemDecodeException(entityType, key(), attribute + e.path(), e.problem(), attributes, e.getCause());
    }

    /**
     * The exception for a record whose constructor threw on the decoded values (its own
     * validation): an {@link ItemDecodeException} naming the constructor's message and carrying
     * the stored item, so a caller can repair it. An {@code ItemDecodeException} passes unchanged.
     */
    public ItemDecodeException constructorFailed(String recordName, RuntimeException e) {
        if (e instanceof ItemDecodeException decode) {
            return decode;
        }
        return new ItemDecodeException(entityType, key(), null, "the stored values were refused by the constructor of "
                + recordName + " (" + e + "); read the item with storedItem() and repair it, for example with an update"
                + " that sets the component the constructor requires", attributes, e);
    }

    private String key() {
        if (reportedKey != null) {
            return "pk=" + reportedKey.partition() + ", sk=" + reportedKey.sort();
        }
        AttributeValue pk = attributes.get("pk");
        AttributeValue sk = attributes.get("sk");
        return "pk=" + (pk == null ? "?" : pk.s()) + ", sk=" + (sk == null ? "?" : sk.s());
    }
}
