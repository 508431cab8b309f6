package io.tablesmith.stream;

import io.tablesmith.TablesmithException;

/**
 * A {@link ChangeStreamConsumer} cannot hand on a shard's changes: they were trimmed from the stream
 * ({@link ChangesTrimmedException}) or another consumer of the group holds the shard now
 * ({@link ShardLeaseLostException}). Catch this one to handle both; each names the table, the group and
 * the shard.
 */
public abstract class ShardException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String tableName;
    private final String group;
    private final String shardId;

    ShardException(String entityType, String key, String problem, Throwable cause, String tableName, String group,
                   String shardId) {
        super(entityType, key, problem, cause);
        this.tableName = tableName;
        this.group = group;
        this.shardId = shardId;
    }

    /** The table whose stream it is. */
    public String tableName() {
        return tableName;
    }

    /** The consumer group. */
    public String group() {
        return group;
    }

    /** The shard whose changes the consumer cannot hand on. */
    public String shardId() {
        return shardId;
    }
}
