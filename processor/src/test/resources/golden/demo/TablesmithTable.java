package demo;

import io.tablesmith.TableCheck;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The table the entities of this package share: {@link Finding}, {@link Job}.
 * <p>Key attributes {@code pk} and {@code sk}; every item carries its entity type in {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class TablesmithTable {
  /**
   * The {@code _et} values of the items this table holds.
   */
  public static final List<String> ENTITY_TYPES = List.of("FINDING", "JOB");

  /**
   * Every access pattern of this table as a Markdown table: method, index, key condition, sparse
   * or not, order. Also written beside the classes as {@code access-patterns.md}.
   */
  public static final String ACCESS_PATTERNS = "| # | Access pattern | Method | Index | Key condition | Sparse | Order |\n"
      + "|---|---|---|---|---|---|---|\n"
      + "| 1 | Get one Finding by key | `FindingRepository.get(jobId, findingId)` | table | pk = `JOB#{jobId}`, sk = `FINDING#{findingId}` | no | - |\n"
      + "| 2 | List Finding items of one partition | `FindingRepository.query(jobId)` | table | pk = `JOB#{jobId}`, begins_with(sk, `FINDING#`), filter `_et` = `FINDING` | no | by sk `FINDING#{findingId}`, either direction |\n"
      + "| 3 | Get one Job by key | `JobRepository.get(id)` | table | pk = `JOB#{id}`, sk = `METADATA` | no | - |\n"
      + "| 4 | List Job items: byStatus | `JobRepository.byStatus(status)` | gsi1 | gsi1pk = `STATUS#{status}`, filter `_et` = `JOB` | yes: only items with status and createdAt | by gsi1sk `{createdAt}`, either direction |\n";

  private TablesmithTable() {
  }

  /**
   * The request that creates the table, on-demand billing, with every index its entities query:
   * <ul>
   * <li>{@code gsi1}: Job.byStatus</li>
   * </ul>
   */
  public static CreateTableRequest createTableRequest(String tableName) {
    return CreateTableRequest.builder()
      .tableName(tableName)
      .billingMode(BillingMode.PAY_PER_REQUEST)
      .attributeDefinitions(stringAttribute("pk"), stringAttribute("sk"),
          stringAttribute("gsi1pk"), stringAttribute("gsi1sk"))
      .keySchema(keyElement("pk", KeyType.HASH), keyElement("sk", KeyType.RANGE))
      .globalSecondaryIndexes(index("gsi1"))
      .build();
  }

  private static AttributeDefinition stringAttribute(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static KeySchemaElement keyElement(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  private static GlobalSecondaryIndex index(String name) {
    return GlobalSecondaryIndex.builder()
        .indexName(name)
        .keySchema(keyElement(name + "pk", KeyType.HASH), keyElement(name + "sk", KeyType.RANGE))
        .projection(projection -> projection.projectionType(ProjectionType.ALL))
        .build();
  }

  /**
   * Compares the live table with {@link #createTableRequest(String)}: key schema, key attribute types,
   * every index with its keys and projection. {@code check(client, name).requireMatch()} throws
   * {@link io.tablesmith.TableMismatchException} listing every difference; a table that does not exist throws
   * {@link io.tablesmith.TableNotFoundException}.
   */
  public static TableCheck check(DynamoDbClient client, String tableName) {
    return TableCheck.of(client, createTableRequest(tableName), null);
  }
}
