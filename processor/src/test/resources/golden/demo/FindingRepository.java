package demo;

import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.RepositoryCore;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Finding} items (entity type {@code FINDING}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class FindingRepository {
  private final RepositoryCore<Finding> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public FindingRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, FindingSchema.INSTANCE, null);
  }

  /**
   * Stores a new Finding; the write is conditional on no item having its key.
   *
   * @return {@code finding}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Finding create(Finding finding) {
    this.core.create(finding);
    return finding;
  }

  /**
   * Stores a Finding whether or not an item has its key (an upsert).
   *
   * @return {@code finding}
   */
  public Finding put(Finding finding) {
    this.core.put(finding, null);
    return finding;
  }

  /**
   * Overwrites the stored Finding with this key; the write is conditional on the item existing.
   *
   * @return {@code finding}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Finding replace(Finding finding) {
    this.core.replace(finding, null);
    return finding;
  }

  /**
   * Access pattern: get one Finding by its key (an eventually consistent read).
   */
  public Optional<Finding> get(String jobId, String findingId) {
    return this.core.get(FindingKeys.key(jobId, findingId), false);
  }

  /**
   * Access pattern: get one Finding by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Finding> getConsistent(String jobId, String findingId) {
    return this.core.get(FindingKeys.key(jobId, findingId), true);
  }

  /**
   * Deletes the Finding with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Finding> delete(String jobId, String findingId) {
    return this.core.delete(FindingKeys.key(jobId, findingId));
  }

  /**
   * Access pattern: the Finding items of one partition, pk {@code JOB#{jobId}}, in sort key order (sk {@code FINDING#{findingId}}).
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Finding> query(String jobId, PageRequest page) {
    return this.core.query(QuerySpec.primary("query", FindingKeys.partition(jobId), "FINDING#"), page);
  }
}
