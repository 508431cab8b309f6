package conditions;

import io.tablesmith.TableCheck;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * The table the entities of this package share: {@link Device}.
 * <p>Key attributes {@code pk} and {@code sk}; every item carries its entity type in {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class TablesmithTable {
  /**
   * The {@code _et} values of the items this table holds.
   */
  public static final List<String> ENTITY_TYPES = List.of("DEVICE");

  /**
   * Every access pattern of this table as a Markdown table: method, index, key condition, sparse
   * or not, order. Also written beside the classes as {@code access-patterns.md}.
   */
  public static final String ACCESS_PATTERNS = "| # | Access pattern | Method | Index | Key condition | Sparse | Order |\n"
      + "|---|---|---|---|---|---|---|\n"
      + "| 1 | Get one Device by key | `DeviceRepository.get(fleetId, kind, serial)` | table | pk = `FLEET#{fleetId}`, sk = `DEVICE#{kind}#{serial}` | no | - |\n"
      + "| 2 | List Device items of one partition | `DeviceRepository.query(fleetId)` | table | pk = `FLEET#{fleetId}`, begins_with(sk, `DEVICE#`), filter `_et` = `DEVICE` | no | by sk `DEVICE#{kind}#{serial}`, either direction |\n";

  /**
   * The attribute holding each item's expiry in epoch seconds, from {@link Device#expiresAt()}.
   */
  public static final String TTL_ATTRIBUTE = "expires_at";

  private TablesmithTable() {
  }

  /**
   * The request that creates the table, on-demand billing, with every index its entities query:
   * <ul>
   * </ul>
   */
  public static CreateTableRequest createTableRequest(String tableName) {
    return CreateTableRequest.builder()
      .tableName(tableName)
      .billingMode(BillingMode.PAY_PER_REQUEST)
      .attributeDefinitions(stringAttribute("pk"), stringAttribute("sk"))
      .keySchema(keyElement("pk", KeyType.HASH), keyElement("sk", KeyType.RANGE))
      .build();
  }

  private static AttributeDefinition stringAttribute(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static KeySchemaElement keyElement(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  /**
   * The request that turns on DynamoDB's time to live on {@value #TTL_ATTRIBUTE}, so that items
   * expire after {@link Device#expiresAt()}; send it once, after the table is created.
   */
  public static UpdateTimeToLiveRequest timeToLiveRequest(String tableName) {
    return UpdateTimeToLiveRequest.builder()
        .tableName(tableName)
        .timeToLiveSpecification(ttl -> ttl.attributeName(TTL_ATTRIBUTE).enabled(true))
        .build();
  }

  /**
   * Compares the live table with {@link #createTableRequest(String)}: key schema, key attribute types,
   * every index with its keys and projection, and time to live on {@value #TTL_ATTRIBUTE}. {@code check(client, name).requireMatch()} throws
   * {@link io.tablesmith.TableMismatchException} listing every difference; a table that does not exist throws
   * {@link io.tablesmith.TableNotFoundException}.
   */
  public static TableCheck check(DynamoDbClient client, String tableName) {
    return TableCheck.of(client, createTableRequest(tableName), TTL_ATTRIBUTE);
  }
}
