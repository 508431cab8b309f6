package demo;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
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

  private FindingSchema() {
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
    item.string("_et", ENTITY_TYPE);
    item.string("jobId", entity.jobId());
    item.string("findingId", entity.findingId());
    item.string("summary", entity.summary());
    item.number("score", entity.score());
    return item.build();
  }

  @Override
  public Finding fromItem(Map<String, AttributeValue> item) {
    ItemReader reader = new ItemReader(ENTITY_TYPE, item);
    try {
      return new Finding(
            reader.read("jobId", Codecs.STRING),
            reader.read("findingId", Codecs.STRING),
            reader.read("summary", Codecs.STRING),
            reader.required("score", Codecs.DOUBLE));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Finding", e);
    }
  }

  @Override
  public ItemKey<Finding> keyOf(Finding entity) {
    return FindingKeys.keyOf(entity);
  }
}
