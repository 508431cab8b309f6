package queue;

import io.tablesmith.internal.Codec;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.Encoding;
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
 * The FIFO queue {@value #QUEUE_NAME} of {@link EmailNotification} messages, in the table given to the constructor
 * (which needs {@link io.tablesmith.queue.QueueIndex}).
 * <p>Deduplication: none, every push enqueues. Groups: none. Shards: 1, so messages are pulled in push order.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class EmailNotificationQueue {
  /**
   * The queue's name, which starts the keys of its items.
   */
  public static final String QUEUE_NAME = "email-notifications";

  /**
   * How many index partitions the queue spreads over.
   */
  public static final int SHARDS = 1;

  private static final String ERROR_SUBJECT = "QUEUE email-notifications";

  private static final Codec<EmailNotification> EMAIL_NOTIFICATION = new EmailNotificationCodec();

  static {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ERROR_SUBJECT, "<tablesmith version>");
  }

  private final QueueCore<EmailNotification> core;

  /**
   * The queue in {@code tableName}, with {@link QueueOptions#defaults()}.
   */
  public EmailNotificationQueue(DynamoDbClient client, String tableName) {
    this(new QueueCore<>(client, tableName, QUEUE_NAME, EMAIL_NOTIFICATION, SHARDS, null, null, null, QueueOptions.defaults()));
  }

  private EmailNotificationQueue(QueueCore<EmailNotification> core) {
    this.core = core;
  }

  /**
   * The same queue with other options: receives before the dead-letter state, deduplication window, clock.
   */
  public EmailNotificationQueue withOptions(QueueOptions options) {
    return new EmailNotificationQueue(core.withOptions(options));
  }

  /**
   * Enqueues {@code message} with one conditional {@code PutItem}; {@code enqueued()} is false
   * when its deduplication id is waiting, in flight or acknowledged within the window.
   */
  public PushResult push(EmailNotification message) {
    return core.push(message);
  }

  /**
   * Enqueues {@code message} as {@link #push(EmailNotification)} does, but no pull delivers it before {@code delay} has
   * passed by the queue's clock; from then on it takes its place by that time, behind the messages
   * visible before it. (A queue with groups has no delayed push: its groups deliver in push order.)
   *
   * @param delay zero or more
   */
  public PushResult push(EmailNotification message, Duration delay) {
    return core.push(message, delay);
  }

  /**
   * Enqueues the messages one after the other, in order; one result per message. When a push
   * after the first fails, {@code PushIncompleteException} says which messages were pushed.
   */
  public List<PushResult> pushAll(Iterable<? extends EmailNotification> messages) {
    return core.pushAll(messages);
  }

  /**
   * The oldest visible message, invisible to other consumers for {@code visibilityTimeout}, or empty
   * when none is visible: a {@code Query} on the queue index for items visible now (one serves several
   * pulls of this object), then a conditional {@code UpdateItem} that claims one.
   */
  public Optional<Delivery<EmailNotification>> pull(Duration visibilityTimeout) {
    return core.pull(visibilityTimeout);
  }

  /**
   * Up to {@code limit} messages in the dead-letter state, oldest first (one {@code Query}).
   */
  public List<DeadLetter<EmailNotification>> deadLetters(int limit) {
    return core.deadLetters(limit);
  }

  /**
   * Sends a dead letter back to the end of the queue with a receive count of 0; false when it is
   * no longer a dead letter.
   */
  public boolean redrive(DeadLetter<EmailNotification> letter) {
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
   * Stores {@link EmailNotification} as a map attribute, one entry per component.
   */
  private static final class EmailNotificationCodec extends RecordCodec<EmailNotification> {
    @Override
    public AttributeValue write(EmailNotification value, Encoding encoding) {
      MapWriter map = new MapWriter(3, encoding);
      map.string("recipient", value.recipient());
      map.string("subject", value.subject());
      map.string("body", value.body());
      return map.build();
    }

    @Override
    public EmailNotification read(AttributeValue value) {
      MapReader map = MapReader.of(value);
      return new EmailNotification(
            map.read("recipient", Codecs.STRING),
            map.read("subject", Codecs.STRING),
            map.read("body", Codecs.STRING));
    }
  }
}
