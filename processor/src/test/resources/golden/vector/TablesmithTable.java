package vector;

import io.tablesmith.TableCheck;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * The table the entities of this package share: {@link Note}, {@link Passage}.
 * <p>Key attributes {@code pk} and {@code sk}; every item carries its entity type in {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class TablesmithTable {
  /**
   * The {@code _et} values of the items this table holds.
   */
  public static final List<String> ENTITY_TYPES = List.of("NOTE", "PASSAGE");

  /**
   * Every access pattern of this table as a Markdown table: method, index, key condition, sparse
   * or not, order. Also written beside the classes as {@code access-patterns.md}.
   */
  public static final String ACCESS_PATTERNS = "| # | Access pattern | Method | Index | Key condition | Sparse | Order |\n"
      + "|---|---|---|---|---|---|---|\n"
      + "| 1 | Get one Note by key | `NoteRepository.get(id)` | table | pk = `NOTE#{id}`, sk = `N` | no | - |\n"
      + "| 2 | Get one Passage by key | `PassageRepository.get(book, id)` | table | pk = `BOOK#{book}`, sk = `PASSAGE#{id}` | no | - |\n"
      + "| 3 | List Passage items of one partition | `PassageRepository.query(book)` | table | pk = `BOOK#{book}`, begins_with(sk, `PASSAGE#`), filter `_et` = `PASSAGE` | no | by sk `PASSAGE#{id}`, either direction |\n";

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
          attribute("book", ScalarAttributeType.S),
          attribute("chapter", ScalarAttributeType.N))
      .keySchema(keyElement("pk", KeyType.HASH), keyElement("sk", KeyType.RANGE))
      .vectorIndexes(VectorIndex.builder()
          .indexName("notesByMeaning")
          .vectorAttribute(vector -> vector.attributeName("meaning"))
          .dimensions(3L)
          .distanceFunction(VectorDistanceFunction.COSINE)
          .projection(projection -> projection.projectionType(ProjectionType.ALL))
          .build(),
          VectorIndex.builder()
          .indexName("passagesByMeaning")
          .vectorAttribute(vector -> vector.attributeName("embedding"))
          .dimensions(768L)
          .distanceFunction(VectorDistanceFunction.EUCLIDEAN)
          .searchSchema(SearchSchemaElement.builder().attributeName("book").searchSchemaElementType(SearchSchemaElementType.HASH).build(),
                  SearchSchemaElement.builder().attributeName("chapter").searchSchemaElementType(SearchSchemaElementType.INLINE_FILTER).build())
          .projection(projection -> projection.projectionType(ProjectionType.ALL))
          .build())
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
   * Compares the live table with {@link #createTableRequest(String)}: key schema, key attribute types,
   * every index with its keys and projection. {@code check(client, name).requireMatch()} throws
   * {@link io.tablesmith.TableMismatchException} listing every difference; a table that does not exist throws
   * {@link io.tablesmith.TableNotFoundException}.
   */
  public static TableCheck check(DynamoDbClient client, String tableName) {
    return TableCheck.of(client, createTableRequest(tableName), null);
  }
}
