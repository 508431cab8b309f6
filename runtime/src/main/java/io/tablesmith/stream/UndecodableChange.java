package io.tablesmith.stream;

import io.tablesmith.ItemDecodeException;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stream record that is no change of the table's entities or runtime items as the code knows
 * them: an item of an entity type the table does not declare (another package's, another program's,
 * a newer release's), an item without {@code _et}, an image the entity's record cannot read (a
 * missing component, a wrong type), or, in a keys-only view, a key no entity can render. It carries
 * the raw record and why it could not be read, so that nothing is lost unseen.
 *
 * @param operation what the write did
 * @param keys the key attributes as the record holds them
 * @param entityType the {@code _et} an image holds, if any
 * @param oldImage the item before the change as stored (empty when the view or the operation has none)
 * @param newImage the item after the change as stored (empty when the view or the operation has none)
 * @param expired whether time to live deleted the item
 * @param info the record's sequence number, creation time and view
 * @param reason why it could not be decoded: the record's own {@link ItemDecodeException}, or one that
 *     says what was expected (its {@code storedItem()} is the image that was read)
 */
public record UndecodableChange(ChangeOperation operation, Map<String, AttributeValue> keys, Optional<String> entityType,
                                Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage,
                                boolean expired, ChangeInfo info, ItemDecodeException reason) {

    public UndecodableChange {
        Objects.requireNonNull(operation, "operation");
        keys = keys == null ? Map.of() : keys;
        Objects.requireNonNull(entityType, "entityType");
        oldImage = oldImage == null ? Map.of() : oldImage;
        newImage = newImage == null ? Map.of() : newImage;
        Objects.requireNonNull(info, "info");
        Objects.requireNonNull(reason, "reason");
    }
}
