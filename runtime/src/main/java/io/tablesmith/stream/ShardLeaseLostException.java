package io.tablesmith.stream;

import java.util.Optional;

/**
 * A {@link ChangeStreamConsumer} no longer holds the lease of a shard it was reading: the lease ran out
 * (it lasts {@link ChangeStreamConsumer.Builder#withLeaseDuration} after its last renewal: a long pause of
 * the process, a slow handler) and another consumer of the group took the shard over, or the lease's
 * item was changed under it. The consumer found out when it renewed the lease, which it does before
 * handing on a change once half the lease has passed, and it hands on no further change of the shard:
 * the consumer that holds the shard now goes on from the group's last checkpoint, so the changes this
 * one handed on after that checkpoint are handed on again (at least once, as after a crash).
 *
 * <p>{@code drain()} throws it once; the consumer keeps its other shards, and a later {@code drain()}
 * goes on with the shards it can lease. A started consumer stops and keeps it in {@code failure()}.
 */
public final class ShardLeaseLostException extends ShardException {

    private static final long serialVersionUID = 1L;

    private final String holder;

    /**
     * @param tableName the table whose stream it is
     * @param group the consumer group
     * @param shardId the shard whose lease was lost
     * @param checkpointKey the key of the group's checkpoint item of the shard, which holds the lease
     * @param holder the {@link ChangeStreamConsumer#consumerId()} of the consumer that holds the lease now,
     *     or {@code null} when none does or the refusal did not show it
     */
    public ShardLeaseLostException(String tableName, String group, String shardId, String checkpointKey, String holder) {
        super(InternalChange.Kind.STREAM_CHECKPOINT.entityType(), checkpointKey, "group " + group + " of table "
                + tableName + "'s stream: this consumer no longer holds the lease of shard " + shardId + " ("
                + (holder == null ? "no consumer of the group holds it now" : "consumer " + holder + " of the group holds it now")
                + "), so it hands on none of the shard's changes; the holder goes on from the group's last checkpoint."
                + " The lease lasts withLeaseDuration(...) after its last renewal: handling a change, and any pause of"
                + " the process, must take less than half of it", null,
                tableName, group, shardId);
        this.holder = holder;
    }

    /**
     * The {@link ChangeStreamConsumer#consumerId()} of the consumer that holds the shard's lease now; empty
     * when none does (its lease ran out too, or it gave it up) or the refusal did not show it.
     */
    public Optional<String> holder() {
        return Optional.ofNullable(holder);
    }
}
