package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A record that is sent through a FIFO queue stored in the table. The processor generates
 * {@code <Name>Queue} beside it: {@code new TaskQueue(DynamoDbClient, String tableName)} with
 * {@code push}, {@code pushAll}, {@code pull}, dead-letter listing and redrive, and counts.
 *
 * <pre>{@code
 * @QueueMessage(queue = "research-tasks", dedupId = "{taskId}", group = "{jobId}")
 * public record ResearchTask(String taskId, String jobId, String query) {}
 * }</pre>
 *
 * <p>The message is stored as a map attribute, so its components may be of every type an entity
 * component may be. The table needs the queue index: create it with
 * {@code QueueIndex.addTo(TablesmithTable.createTableRequest(name))}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface QueueMessage {

    /** The queue's name: 1 to 64 letters, digits, {@code _} or {@code -}. Several message types may not share one. */
    String queue();

    /**
     * The deduplication id, a template over the record's components like a key template
     * ({@code "{taskId}"}). A push whose id is waiting, in flight, or acknowledged within the
     * deduplication window enqueues nothing. Empty (the default): every push enqueues.
     */
    String dedupId() default "";

    /**
     * The message group, a template over the record's components ({@code "{jobId}"}). Messages of
     * one group are delivered in push order, at most one at a time; groups run in parallel.
     * Empty (the default): no groups.
     */
    String group() default "";

    /**
     * How many index partitions the queue spreads over (1 to 64), when one partition's write
     * limit would be the bottleneck. Order then holds within a shard and within a group only.
     */
    int shards() default 1;
}
