package io.tablesmith.stream;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.RuntimeItems;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A change to one of the items Tablesmith's runtime keeps in the table beside the entities: queue
 * messages and message groups, lease locks, and the change-stream consumer's checkpoints.
 * They arrive in the stream like any item; a consumer that derives something from entities usually
 * ignores them, but none is dropped unseen.
 *
 * @param kind which runtime item changed
 * @param operation what the write did
 * @param key the item's key
 * @param oldImage the item before the change as stored (empty when the view or the operation has none)
 * @param newImage the item after the change as stored (empty when the view or the operation has none)
 * @param expired whether time to live deleted it (acknowledged queue messages carry an expiry)
 * @param info the record's sequence number, creation time and view
 */
public record InternalChange(Kind kind, ChangeOperation operation, ItemKey<?> key, Map<String, AttributeValue> oldImage,
                             Map<String, AttributeValue> newImage, boolean expired, ChangeInfo info) {

    /** The runtime's items, by the {@code _et} each carries (the runtime's one catalogue of them, {@code RuntimeItems}). */
    public enum Kind {
        /**
         * A queue message, waiting, in flight, dead or acknowledged, with or without a group, or a grouped
         * message's deduplication item ({@code _et} {@code _QUEUE_MESSAGE}).
         */
        QUEUE_MESSAGE(RuntimeItems.QUEUE_MESSAGE_TYPE),
        /** A queue's message group ({@code _QUEUE_GROUP}). */
        QUEUE_GROUP(RuntimeItems.QUEUE_GROUP_TYPE),
        /** A lease lock ({@code _LOCK}). */
        LEASE_LOCK(RuntimeItems.LEASE_LOCK_TYPE),
        /** A change-stream consumer's lease and checkpoint of one shard ({@code _STREAM_CHECKPOINT}). */
        STREAM_CHECKPOINT(RuntimeItems.STREAM_CHECKPOINT_TYPE);

        private final String entityType;

        Kind(String entityType) {
            this.entityType = entityType;
        }

        /** The {@code _et} the items of this kind carry. */
        public String entityType() {
            return entityType;
        }
    }

    public InternalChange {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(key, "key");
        oldImage = oldImage == null ? Map.of() : oldImage;
        newImage = newImage == null ? Map.of() : newImage;
        Objects.requireNonNull(info, "info");
    }
}
