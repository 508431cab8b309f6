package demo;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.QueryDescriptor;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.internal.StoredForms;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Finding}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class FindingSchema implements EntitySchema<Finding> {
  /**
   * The {@code _et} value of every Finding item.
   */
  public static final String ENTITY_TYPE = "FINDING";

  /**
   * The schema; it holds no state.
   */
  public static final FindingSchema INSTANCE = new FindingSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  private FindingSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Finding entity) {
    ItemKey<Finding> key = FindingKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 7);
    item.string("pk", key.partition());
    item.string("sk", key.sort());
    item.shared("_et", STORED_ENTITY_TYPE);
    item.string("jobId", entity.jobId());
    item.string("findingId", entity.findingId());
    item.string("summary", entity.summary());
    item.number("score", entity.score());
    return item.build();
  }

  @Override
  public Finding fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Finding fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Finding decode(ItemReader reader) {
    String jobId = reader.read("jobId", Codecs.STRING);
    String findingId = reader.read("findingId", Codecs.STRING);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), jobId, findingId)) {
      throw keyMismatch(reader, jobId, findingId);
    }
    Finding entity;
    try {
      entity = new Finding(
            jobId,
            findingId,
            reader.read("summary", Codecs.STRING),
            reader.required("score", Codecs.DOUBLE));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Finding", e);
    }
    if (entity.jobId() != jobId || entity.findingId() != findingId) {
      // the constructor changed a key component: the record must still have the key it is stored under
      if (!isKeyOf(reader.partitionKey(), reader.sortKey(), entity.jobId(), entity.findingId())) {
        throw keyMismatch(reader, entity.jobId(), entity.findingId());
      }
    }
    return entity;
  }

  @Override
  public ItemKey<Finding> keyOf(Finding entity) {
    return FindingKeys.keyOf(entity);
  }

  /**
   * The record a read returns once {@code item} is stored: decoded with its numbers as DynamoDB keeps
   * them, since {@code score} can hold a value that reads back otherwise.
   */
  @Override
  public Finding asStored(Finding entity, Map<String, AttributeValue> item) {
    if (StoredForms.isNormal(entity.score())) {
      return entity;
    }
    return decode(new ItemReader(ENTITY_TYPE, StoredForms.normalized(item)));
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code JOB#{jobId}}, sk {@code FINDING#{findingId}}.
   */
  private static boolean isKeyOf(String pk, String sk, String jobId, String findingId) {
    int at = KeyMatch.literal(pk, 0, "JOB#");
    at = KeyMatch.text(pk, at, jobId);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    at = KeyMatch.literal(sk, 0, "FINDING#");
    at = KeyMatch.text(sk, at, findingId);
    return KeyMatch.ends(sk, at);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, String jobId,
      String findingId) {
    return reader.keyMismatch("JOB#{jobId}", "FINDING#{findingId}")
        .component("jobId", jobId)
        .component("findingId", findingId)
        .exception();
  }

  /**
   * The runtime's facts about {@link Finding} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * Query {@code query}: one partition of the table's primary key.
     */
    static final QueryDescriptor QUERY = QueryDescriptor.of("query").withSortPrefix("FINDING#");

    /**
     * What the runtime knows of {@link Finding} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("JOB#"),
                KeyTemplate.component("jobId", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("FINDING#"),
                KeyTemplate.component("findingId", KeyTemplate.Type.STRING)))
        .withPrimaryQuery(QUERY);

    private Descriptors() {
    }
  }
}
