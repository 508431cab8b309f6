package io.tablesmith.stream;

import java.util.Optional;

/**
 * Changes a consumer group had not handled yet are gone from the table's stream: DynamoDB Streams keeps
 * records 24 hours, and a group that fell further behind (stopped for longer, or too slow) finds the
 * records after its checkpoint trimmed ({@code TrimmedDataAccessException}), or a shard it was reading
 * gone from the stream. What those records changed cannot be handed on; this says which shard and from
 * where.
 *
 * <p>{@code ChangeStreamConsumer} throws it by default (from {@code drain()}, or as {@code failure()} of a
 * started consumer), and goes no further: each later {@code drain()} throws it again. A consumer built with
 * {@link ChangeStreamConsumer.Builder#onTrimmed} instead hands it to that callback (to log, alert or
 * rebuild what the group derives) and goes on from the oldest record the stream still has
 * ({@code TRIM_HORIZON}), accepting the gap.
 */
public final class ChangesTrimmedException extends ShardException {

    private static final long serialVersionUID = 1L;

    private final String checkpoint;

    /**
     * @param tableName the table whose stream it is
     * @param group the consumer group
     * @param shardId the shard whose records were trimmed
     * @param checkpoint the group's stored position in the shard (see {@link #checkpoint()}), or {@code null}
     *     when it had none
     * @param cause DynamoDB's exception, or {@code null} when the shard is gone from the stream altogether
     */
    public ChangesTrimmedException(String tableName, String group, String shardId, String checkpoint, Throwable cause) {
        super(null, null, "group " + group + " of table " + tableName + "'s stream: the records of shard " + shardId
                + (checkpoint == null ? "" : " after its checkpoint, sequence number " + checkpoint)
                + (cause == null ? " are gone: the shard is no longer in the stream" : " were trimmed")
                + " (a stream keeps records 24 hours) before the group handled them, so their changes are lost. To go on"
                + " from the oldest record the stream still has, accepting the gap, build the consumer with onTrimmed(...)",
                cause, tableName, group, shardId);
        this.checkpoint = checkpoint;
    }

    /**
     * The group's stored position in the shard (its checkpoint): the sequence number of the last record the
     * group passed there, which is the last change it handled or a later record of its own checkpoint
     * writes (the consumer passes over those without handing them on). The changes after it, up to the
     * oldest record still in the stream, are lost. Empty when the group had no position in the shard (it had
     * passed no record of it).
     */
    public Optional<String> checkpoint() {
        return Optional.ofNullable(checkpoint);
    }
}
