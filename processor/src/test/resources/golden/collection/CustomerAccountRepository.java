package collection;

import io.tablesmith.internal.CollectionReader;
import io.tablesmith.internal.PartitionItems;
import java.util.Optional;
import java.util.UUID;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads {@link CustomerAccount} item collections: every item of one partition in a single request.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CustomerAccountRepository {
  private final CollectionReader reader;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table the member entities live in
   */
  public CustomerAccountRepository(DynamoDbClient client, String tableName) {
    this.reader = new CollectionReader(client, tableName, "CustomerAccount");
  }

  /**
   * Access pattern: a CustomerAccount, that is customer (CUSTOMER), orders (ORDER), cart (CART), read with one Query on pk {@code CUSTOMER#{customerId}}.
   * Items of other types in the partition are skipped. Reads the whole partition, however
   * many items it holds (a request per 1 MB); to bound the read, pass {@code maxItems}.
   *
   * @return the collection, or empty when the partition holds no item at all
   * @throws io.tablesmith.ItemNotFoundException when the partition lacks a member that is neither a List nor an Optional
   */
  public Optional<CustomerAccount> get(UUID customerId) {
    return read(customerId, false, Integer.MAX_VALUE);
  }

  /**
   * Access pattern: a CustomerAccount, that is customer (CUSTOMER), orders (ORDER), cart (CART), read with one Query on pk {@code CUSTOMER#{customerId}}. Strongly consistent.
   * Items of other types in the partition are skipped. Reads the whole partition, however
   * many items it holds (a request per 1 MB); to bound the read, pass {@code maxItems}.
   *
   * @return the collection, or empty when the partition holds no item at all
   * @throws io.tablesmith.ItemNotFoundException when the partition lacks a member that is neither a List nor an Optional
   */
  public Optional<CustomerAccount> getConsistent(UUID customerId) {
    return read(customerId, true, Integer.MAX_VALUE);
  }

  /**
   * Access pattern: a CustomerAccount, that is customer (CUSTOMER), orders (ORDER), cart (CART), read with one Query on pk {@code CUSTOMER#{customerId}}.
   * Items of other types in the partition are skipped, but count towards {@code maxItems}.
   * Reads at most {@code maxItems} + 1 items, and never returns part of the collection as if it were whole.
   *
   * @param maxItems the most items the partition may hold, at least 1
   * @return the collection, or empty when the partition holds no item at all
   * @throws io.tablesmith.CollectionTooLargeException when the partition holds more than {@code maxItems} items
   * @throws io.tablesmith.ItemNotFoundException when the partition lacks a member that is neither a List nor an Optional
   */
  public Optional<CustomerAccount> get(UUID customerId, int maxItems) {
    return read(customerId, false, maxItems);
  }

  /**
   * Access pattern: a CustomerAccount, that is customer (CUSTOMER), orders (ORDER), cart (CART), read with one Query on pk {@code CUSTOMER#{customerId}}. Strongly consistent.
   * Items of other types in the partition are skipped, but count towards {@code maxItems}.
   * Reads at most {@code maxItems} + 1 items, and never returns part of the collection as if it were whole.
   *
   * @param maxItems the most items the partition may hold, at least 1
   * @return the collection, or empty when the partition holds no item at all
   * @throws io.tablesmith.CollectionTooLargeException when the partition holds more than {@code maxItems} items
   * @throws io.tablesmith.ItemNotFoundException when the partition lacks a member that is neither a List nor an Optional
   */
  public Optional<CustomerAccount> getConsistent(UUID customerId, int maxItems) {
    return read(customerId, true, maxItems);
  }

  private Optional<CustomerAccount> read(UUID customerId, boolean consistentRead, int maxItems) {
    PartitionItems items = this.reader.read(CustomerKeys.partition(customerId), consistentRead, maxItems);
    if (items.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new CustomerAccount(
          items.required(CustomerSchema.INSTANCE),
          items.all(OrderSchema.INSTANCE),
          items.optional(CartSchema.INSTANCE)));
  }
}
