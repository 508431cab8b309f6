package demo;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codec;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.QueryDescriptor;
import io.tablesmith.internal.RuntimeVersion;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Job}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class JobSchema implements EntitySchema<Job> {
  /**
   * The {@code _et} value of every Job item.
   */
  public static final String ENTITY_TYPE = "JOB";

  /**
   * The schema; it holds no state.
   */
  public static final JobSchema INSTANCE = new JobSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  /**
   * The {@code sk} attribute of every item, {@code METADATA}.
   */
  private static final AttributeValue SORT_KEY = AttributeValue.fromS("METADATA");

  /**
   * The {@code gsi1pk} attribute for each {@link JobStatus}, {@code STATUS#{status}}, by ordinal.
   */
  private static final AttributeValue[] BY_STATUS_PARTITIONS = new AttributeValue[JobStatus.values().length];

  private static final Codec<JobStatus> STATUS = Codecs.enumOf(JobStatus.values());

  static {
    for (JobStatus status : JobStatus.values()) {
      BY_STATUS_PARTITIONS[status.ordinal()] = AttributeValue.fromS(JobKeys.byStatusPartition(status));
    }
  }

  private JobSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Job entity) {
    ItemKey<Job> key = JobKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 10);
    item.string("pk", key.partition());
    item.shared("sk", SORT_KEY);
    item.shared("_et", STORED_ENTITY_TYPE);
    item.string("id", entity.id());
    item.put("status", STATUS, entity.status());
    item.put("createdAt", Codecs.INSTANT, entity.createdAt());
    item.string("title", entity.title());
    item.number("version", entity.version());
    // Index gsi1 is sparse: an item without status or createdAt is not in it
    if (entity.status() != null && entity.createdAt() != null) {
      item.shared("gsi1pk", BY_STATUS_PARTITIONS[entity.status().ordinal()]);
      item.string("gsi1sk", JobKeys.byStatusSort(entity.createdAt()));
    }
    return item.build();
  }

  @Override
  public Job fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Job fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Job decode(ItemReader reader) {
    String id = reader.read("id", Codecs.STRING);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), id)) {
      throw keyMismatch(reader, id);
    }
    Job entity;
    try {
      entity = new Job(
            id,
            reader.read("status", STATUS),
            reader.read("createdAt", Codecs.INSTANT),
            reader.read("title", Codecs.STRING),
            reader.required("version", Codecs.LONG));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Job", e);
    }
    if (entity.id() != id) {
      // the constructor changed a key component: the record must still have the key it is stored under
      if (!isKeyOf(reader.partitionKey(), reader.sortKey(), entity.id())) {
        throw keyMismatch(reader, entity.id());
      }
    }
    return entity;
  }

  @Override
  public ItemKey<Job> keyOf(Job entity) {
    return JobKeys.keyOf(entity);
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code JOB#{id}}, sk {@code METADATA}.
   */
  private static boolean isKeyOf(String pk, String sk, String id) {
    int at = KeyMatch.literal(pk, 0, "JOB#");
    at = KeyMatch.text(pk, at, id);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    return "METADATA".equals(sk);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, String id) {
    return reader.keyMismatch("JOB#{id}", "METADATA")
        .component("id", id)
        .exception();
  }

  /**
   * The runtime's facts about {@link Job} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * Query {@code byStatus}: one partition of index {@code gsi1}.
     * Its keys are computed from {@code status} and {@code createdAt}.
     */
    static final QueryDescriptor BY_STATUS = QueryDescriptor.of("byStatus").onIndex("gsi1")
        .withKeysComputedFrom("status", "createdAt");

    /**
     * What the runtime knows of {@link Job} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("JOB#"),
                KeyTemplate.component("id", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("METADATA")))
        .withVersion("version")
        .withIndex(BY_STATUS)
        .withFixedWidthTime("createdAt");

    private Descriptors() {
    }
  }
}
