package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.ItemTooLargeException;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * An update's size against DynamoDB's 400 KB item limit, by {@link ItemSize}'s rules: the values an
 * update sets are refused before sending when they alone exceed the limit, and DynamoDB's refusal
 * of an update that takes the stored item past it ("Item size to update has exceeded the maximum
 * allowed size", which names neither entity nor key) becomes an {@link ItemTooLargeException} that does.
 */
final class UpdateSize {

    private static final String ADVICE = "; store large values @Compressed, or elsewhere (for example S3) with a"
            + " reference in the item; nothing was written";

    private UpdateSize() {
    }

    /**
     * @throws ItemTooLargeException when the values the update writes (its attribute names included) exceed 400 KB
     */
    static void requireFits(String entityType, ItemUpdate changes) {
        // A bound first (no map, no char-by-char count): every update pays it, and only a large one is measured.
        long bound = 0;
        for (Map.Entry<String, ItemUpdate.Action> action : changes.actions().entrySet()) {
            AttributeValue value = value(action.getValue());
            bound += value == null ? 0 : ItemSize.bound(action.getKey(), value);
        }
        if (bound <= ItemSize.LIMIT) {
            return;
        }
        long size = ItemSize.of(written(changes));
        if (size > ItemSize.LIMIT) {
            throw new ItemTooLargeException(entityType, changes.key().toString(), size, "update refused: the values it sets"
                    + " are " + size + " bytes, more than DynamoDB's item limit of " + ItemSize.LIMIT + " bytes (400 KB)"
                    + ADVICE, null);
        }
    }

    /** Whether DynamoDB refused an update because the item would exceed its size limit. */
    static boolean refused(DynamoDbException e) {
        return e.awsErrorDetails() != null && "ValidationException".equals(e.awsErrorDetails().errorCode())
                && String.valueOf(e.awsErrorDetails().errorMessage()).contains("Item size to update has exceeded");
    }

    /** DynamoDB's refusal of {@code write}, with the sizes of the item as stored (read after the refusal) and of the update. */
    static ItemTooLargeException exception(Write write, Map<String, AttributeValue> stored, DynamoDbException e) {
        long storedSize = ItemSize.of(stored);
        long updateSize = ItemSize.of(written(write.changes));
        ItemKey<?> key = write.key;
        return new ItemTooLargeException(write.entityType, key.toString(), storedSize + updateSize, write.operation()
                + " refused by DynamoDB (" + e.awsErrorDetails().errorMessage() + "): the stored item is " + storedSize
                + " bytes and the values the update writes are " + updateSize + " bytes, and the item may be at most "
                + ItemSize.LIMIT + " bytes (400 KB)" + ADVICE, e);
    }

    /** What the update writes, attribute by attribute: assigned values, added numbers and elements, appended lists. */
    private static Map<String, AttributeValue> written(ItemUpdate changes) {
        Map<String, AttributeValue> written = new HashMap<>();
        changes.actions().forEach((attribute, action) -> {
            AttributeValue value = value(action);
            if (value != null) {
                written.put(attribute, value);
            }
        });
        return written;
    }

    private static AttributeValue value(ItemUpdate.Action action) {
        if (action instanceof ItemUpdate.Assign assign) {
            return assign.value();
        } else if (action instanceof ItemUpdate.Add add) {
            return add.delta();
        } else if (action instanceof ItemUpdate.Append append) {
            return append.list();
        } else if (action instanceof ItemUpdate.AddElements elements) {
            return elements.elements();
        }
        return null;
    }
}
