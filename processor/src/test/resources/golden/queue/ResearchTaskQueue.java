package queue;

import io.tablesmith.internal.Codec;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.Encoding;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.MapReader;
import io.tablesmith.internal.MapWriter;
import io.tablesmith.internal.QueueCore;
import io.tablesmith.internal.RecordCodec;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.queue.DeadLetter;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.QueueStats;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The FIFO queue {@value #QUEUE_NAME} of {@link ResearchTask} messages, in the table given to the constructor
 * (which needs {@link io.tablesmith.queue.QueueIndex}).
 * <p>Deduplication: by {@code {taskId}}. Groups: by {@code JOB#{jobId}}, delivered in push order one message at a time per group. Shards: 4, push order holds within a shard.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class ResearchTaskQueue {
  /**
   * The queue's name, which starts the keys of its items.
   */
  public static final String QUEUE_NAME = "research-tasks";

  /**
   * How many index partitions the queue spreads over.
   */
  public static final int SHARDS = 4;

  private static final String ERROR_SUBJECT = "QUEUE research-tasks";

  private static final Codec<ResearchTask> RESEARCH_TASK = new ResearchTaskCodec();

  static {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ERROR_SUBJECT, "<tablesmith version>");
  }

  private final QueueCore<ResearchTask> core;

  /**
   * The queue in {@code tableName}, with {@link QueueOptions#defaults()}.
   */
  public ResearchTaskQueue(DynamoDbClient client, String tableName) {
    this(new QueueCore<>(client, tableName, QUEUE_NAME, RESEARCH_TASK, SHARDS, ResearchTaskQueue::dedupKeyOf, ResearchTaskQueue::groupKeyOf, ResearchTaskQueue::groupOf, QueueOptions.defaults()));
  }

  private ResearchTaskQueue(QueueCore<ResearchTask> core) {
    this.core = core;
  }

  /**
   * The same queue with other options: receives before the dead-letter state, deduplication window, clock.
   */
  public ResearchTaskQueue withOptions(QueueOptions options) {
    return new ResearchTaskQueue(core.withOptions(options));
  }

  /**
   * Enqueues {@code message} with a conditional {@code PutItem} of its deduplication id, an {@code UpdateItem} of its group and a {@code PutItem} in the group's partition; {@code enqueued()} is false
   * when its deduplication id is waiting, in flight or acknowledged within the window.
   */
  public PushResult push(ResearchTask message) {
    return core.push(message);
  }

  /**
   * Enqueues the messages one after the other, in order; one result per message. When a push
   * after the first fails, {@code PushIncompleteException} says which messages were pushed.
   */
  public List<PushResult> pushAll(Iterable<? extends ResearchTask> messages) {
    return core.pushAll(messages);
  }

  /**
   * The oldest visible message, invisible to other consumers for {@code visibilityTimeout}, or empty
   * when none is visible: a {@code Query} on the queue index for items visible now (one serves several
   * pulls of this object), then a conditional {@code UpdateItem} that claims one (for a group: a consistent {@code Query} of the group's head, then the {@code UpdateItem} of the group).
   */
  public Optional<Delivery<ResearchTask>> pull(Duration visibilityTimeout) {
    return core.pull(visibilityTimeout);
  }

  /**
   * Up to {@code limit} messages in the dead-letter state, oldest first (one {@code Query}).
   */
  public List<DeadLetter<ResearchTask>> deadLetters(int limit) {
    return core.deadLetters(limit);
  }

  /**
   * Sends a dead letter back to the end of the queue with a receive count of 0; false when it is
   * no longer a dead letter.
   */
  public boolean redrive(DeadLetter<ResearchTask> letter) {
    return core.redrive(letter);
  }

  /**
   * Messages, in-flight messages and dead letters, counted from the queue index ({@code Select.COUNT}
   * queries: two per shard and one for the dead letters, each reading what it counts); exact when
   * the queue is quiet. For monitoring, not for every message.
   */
  public QueueStats stats() {
    return core.stats();
  }

  /**
   * The deduplication id of {@code message}, {@code {taskId}} rendered with its values as they are.
   */
  public static String dedupIdOf(ResearchTask message) {
    return KeyParts.unescape(KeyParts.text(ERROR_SUBJECT, "taskId", message.taskId()));
  }

  /**
   * The deduplication id as the message's key renders it (escaped, so that no two ids share a key).
   */
  private static String dedupKeyOf(ResearchTask message) {
    return KeyParts.text(ERROR_SUBJECT, "taskId", message.taskId());
  }

  /**
   * The message group of {@code message}, {@code JOB#{jobId}} rendered with its values as they are: what {@code Delivery.group()} returns.
   */
  public static String groupOf(ResearchTask message) {
    return "JOB#" + KeyParts.unescape(KeyParts.text(ERROR_SUBJECT, "jobId", message.jobId()));
  }

  /**
   * The message group as its key renders it (escaped, so that no two groups share a key).
   */
  private static String groupKeyOf(ResearchTask message) {
    return "JOB#" + KeyParts.text(ERROR_SUBJECT, "jobId", message.jobId());
  }

  /**
   * Stores {@link ResearchTask} as a map attribute, one entry per component.
   */
  private static final class ResearchTaskCodec extends RecordCodec<ResearchTask> {
    private static final Codec<List<String>> SOURCES = Codecs.list(Codecs.STRING);

    private static final Codec<Optional<String>> NOTE = Codecs.optional(Codecs.STRING);

    @Override
    public AttributeValue write(ResearchTask value, Encoding encoding) {
      MapWriter map = new MapWriter(7, encoding);
      map.string("taskId", value.taskId());
      map.string("jobId", value.jobId());
      map.string("question", value.question());
      map.number("attempt", value.attempt());
      map.put("due", Codecs.INSTANT, value.due());
      map.put("sources", SOURCES, value.sources());
      map.put("note", NOTE, value.note());
      return map.build();
    }

    @Override
    public ResearchTask read(AttributeValue value) {
      MapReader map = MapReader.of(value);
      return new ResearchTask(
            map.read("taskId", Codecs.STRING),
            map.read("jobId", Codecs.STRING),
            map.read("question", Codecs.STRING),
            map.required("attempt", Codecs.INT),
            map.read("due", Codecs.INSTANT),
            map.read("sources", SOURCES),
            map.read("note", NOTE));
    }
  }
}
