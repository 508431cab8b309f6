package natural;

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
 * The table the entities of this package share: {@link Player}.
 * <p>Key attributes {@code pk} and {@code sk}; every item carries its entity type in {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class TablesmithTable {
  /**
   * The {@code _et} values of the items this table holds.
   */
  public static final List<String> ENTITY_TYPES = List.of("PLAYER");

  /**
   * Every access pattern of this table as a Markdown table: method, index, key condition, sparse
   * or not, order. Also written beside the classes as {@code access-patterns.md}.
   */
  public static final String ACCESS_PATTERNS = "| # | Access pattern | Method | Index | Key condition | Sparse | Order |\n"
      + "|---|---|---|---|---|---|---|\n"
      + "| 1 | Get one Player by key | `PlayerRepository.get(id)` | table | pk = `PLAYER#{id}`, sk = `PROFILE` | no | - |\n"
      + "| 2 | List Player items: leaderboard | `PlayerRepository.leaderboard(game, region)` | leaderboard (natural keys) | game = {game} AND region = {region}, filter `_et` = `PLAYER` | yes: only items with game and region and season | by season (S), rating (N); equality on leading ones, a range on the last used, either direction |\n"
      + "| 3 | List Player items: byName | `PlayerRepository.byName(name)` | byName (natural keys) | name = {name}, filter `_et` = `PLAYER` | yes: only items with name | - |\n";

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
      .attributeDefinitions(stringAttribute("pk"), stringAttribute("sk"),
          attribute("game", ScalarAttributeType.S),
          attribute("name", ScalarAttributeType.S),
          attribute("rating", ScalarAttributeType.N),
          attribute("region", ScalarAttributeType.S),
          attribute("season", ScalarAttributeType.S))
      .keySchema(keyElement("pk", KeyType.HASH), keyElement("sk", KeyType.RANGE))
      .globalSecondaryIndexes(naturalIndex("byName", keyElement("name", KeyType.HASH)),
          naturalIndex("leaderboard", keyElement("game", KeyType.HASH), keyElement("region", KeyType.HASH), keyElement("season", KeyType.RANGE), keyElement("rating", KeyType.RANGE)))
      .build();
  }

  /**
   * The request that creates this table on an engine without multi-attribute index keys (dynalite):
   * {@link #createTableRequest(String)} without the natural index keyed on several attributes: {@code leaderboard}. Their queries fail on
   * a table made with this request (the index does not exist); every other access pattern works.
   */
  public static CreateTableRequest createTableRequestWithoutMultiAttributeKeys(String tableName) {
    return CreateTableRequest.builder()
      .tableName(tableName)
      .billingMode(BillingMode.PAY_PER_REQUEST)
      .attributeDefinitions(stringAttribute("pk"), stringAttribute("sk"),
          attribute("name", ScalarAttributeType.S))
      .keySchema(keyElement("pk", KeyType.HASH), keyElement("sk", KeyType.RANGE))
      .globalSecondaryIndexes(naturalIndex("byName", keyElement("name", KeyType.HASH)))
      .build();
  }

  private static AttributeDefinition stringAttribute(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static KeySchemaElement keyElement(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  private static AttributeDefinition attribute(String name, ScalarAttributeType type) {
    return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
  }

  /**
   * An index keyed on the items' own attributes: its partition elements (HASH) come first, then its sort elements (RANGE).
   */
  private static GlobalSecondaryIndex naturalIndex(String name, KeySchemaElement... keys) {
    return GlobalSecondaryIndex.builder()
        .indexName(name)
        .keySchema(keys)
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
