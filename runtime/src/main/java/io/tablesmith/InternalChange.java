package io.tablesmith;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A change to one of the items Tablesmith's runtime keeps in the table beside the entities: queue
 * messages, message groups and counters, lease locks, and the change-stream consumer's checkpoints.
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

    /** The runtime's items, by the {@code _et} each carries. */
    public enum Kind {
        /** A queue message, waiting, in flight, dead or acknowledged ({@code _et} {@code _QUEUE_MESSAGE}). */
        QUEUE_MESSAGE("_QUEUE_MESSAGE"),
        /** A queue's message group ({@code _QUEUE_GROUP}). */
        QUEUE_GROUP("_QUEUE_GROUP"),
        /** A queue shard's counters ({@code _QUEUE_STATS}). */
        QUEUE_COUNTER("_QUEUE_STATS"),
        /** A lease lock ({@code _LOCK}). */
        LEASE_LOCK("_LOCK"),
        /** A change-stream consumer's lease and checkpoint of one shard ({@code _STREAM_CHECKPOINT}). */
        STREAM_CHECKPOINT("_STREAM_CHECKPOINT");

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
