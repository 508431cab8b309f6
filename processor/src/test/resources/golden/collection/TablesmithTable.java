package collection;

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

/**
 * The table the entities of this package share: {@link Cart}, {@link Customer}, {@link Order}.
 * <p>Key attributes {@code pk} and {@code sk}; every item carries its entity type in {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class TablesmithTable {
  /**
   * The {@code _et} values of the items this table holds.
   */
  public static final List<String> ENTITY_TYPES = List.of("CART", "CUSTOMER", "ORDER");

  /**
   * Every access pattern of this table as a Markdown table: method, index, key condition, sparse
   * or not, order. Also written beside the classes as {@code access-patterns.md}.
   */
  public static final String ACCESS_PATTERNS = "| # | Access pattern | Method | Index | Key condition | Sparse | Order |\n"
      + "|---|---|---|---|---|---|---|\n"
      + "| 1 | Get one Cart by key | `CartRepository.get(customerId)` | table | pk = `CUSTOMER#{customerId}`, sk = `CART` | no | - |\n"
      + "| 2 | Get one Customer by key | `CustomerRepository.get(id)` | table | pk = `CUSTOMER#{id}`, sk = `PROFILE` | no | - |\n"
      + "| 3 | Get one Order by key | `OrderRepository.get(customerId, placedOn, number)` | table | pk = `CUSTOMER#{customerId}`, sk = `ORDER#{placedOn}#{number:04}` | no | - |\n"
      + "| 4 | List Order items of one partition | `OrderRepository.ordersOf(customerId)` | table | pk = `CUSTOMER#{customerId}`, begins_with(sk, `ORDER#`), filter `_et` = `ORDER` | no | by sk `ORDER#{placedOn}#{number:04}`, either direction |\n"
      + "| 5 | Get a CustomerAccount (Customer + Order + Cart) in one request | `CustomerAccountRepository.get(customerId)` | table | pk = `CUSTOMER#{customerId}`, every item | no | by sk |\n";

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
   * Compares the live table with {@link #createTableRequest(String)}: key schema, key attribute types,
   * every index with its keys and projection. {@code check(client, name).requireMatch()} throws
   * {@link io.tablesmith.TableMismatchException} listing every difference; a table that does not exist throws
   * {@link io.tablesmith.TableNotFoundException}.
   */
  public static TableCheck check(DynamoDbClient client, String tableName) {
    return TableCheck.of(client, createTableRequest(tableName), null);
  }
}
