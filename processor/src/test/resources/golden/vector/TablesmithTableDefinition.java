package vector;

import io.tablesmith.TableCheck;
import io.tablesmith.TableDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * This package's table for frameworks that find tables through {@link java.util.ServiceLoader}:
 * {@link TablesmithTable} and every repository and queue built on it.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class TablesmithTableDefinition implements TableDefinition {
  /**
   * The definition; {@link java.util.ServiceLoader} calls it.
   */
  public TablesmithTableDefinition() {
  }

  @Override
  public String id() {
    return "vector";
  }

  @Override
  public String packageName() {
    return "vector";
  }

  @Override
  public CreateTableRequest createTableRequest(String tableName) {
    return TablesmithTable.createTableRequest(tableName);
  }

  @Override
  public TableCheck check(DynamoDbClient client, String tableName) {
    return TablesmithTable.check(client, tableName);
  }

  @Override
  public Optional<UpdateTimeToLiveRequest> timeToLiveRequest(String tableName) {
    return Optional.empty();
  }

  @Override
  public List<TableDefinition.Component<?>> components() {
    return List.of(
        new TableDefinition.Component<>(NoteRepository.class, NoteRepository::new),
        new TableDefinition.Component<>(PassageRepository.class, PassageRepository::new));
  }

  @Override
  public TableDefinition.Changes<?> changes() {
    return new TableDefinition.Changes<>(TablesmithChange.class, TablesmithChange.DECODER);
  }
}
