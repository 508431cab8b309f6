package conditions;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.AsyncRepositoryCore;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.SortRange;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Device} items (entity type {@code DEVICE}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link DeviceRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class DeviceAsyncRepository implements TransactionalRepository<Device> {
  private final AsyncRepositoryCore<Device> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public DeviceAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, DeviceSchema.INSTANCE, DeviceSchema.Descriptors.DESCRIPTOR, device -> device.version(), DeviceAsyncRepository::withVersion);
  }

  private DeviceAsyncRepository(AsyncRepositoryCore<Device> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public DeviceAsyncRepository withPageTokens(PageTokens tokens) {
    return new DeviceAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public DeviceAsyncRepository withRequestOptions(RequestOptions options) {
    return new DeviceAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public DeviceAsyncRepository withBatchOptions(BatchOptions options) {
    return new DeviceAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link DeviceRepository#create(Device)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Device> create(Device device) {
    return this.core.create(device);
  }

  /**
   * {@link DeviceRepository#put(Device)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Device> put(Device device) {
    return this.core.put(device);
  }

  /**
   * {@link DeviceRepository#replace(Device)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Device> replace(Device device) {
    return this.core.replace(device);
  }

  /**
   * Access pattern: get one Device by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Device>> get(String fleetId, DeviceKind kind, String serial) {
    return this.core.get(() -> DeviceKeys.key(fleetId, kind, serial), false);
  }

  /**
   * Access pattern: get one Device by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Device>> getConsistent(String fleetId, DeviceKind kind,
      String serial) {
    return this.core.get(() -> DeviceKeys.key(fleetId, kind, serial), true);
  }

  /**
   * {@link DeviceRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Device>> delete(String fleetId, DeviceKind kind,
      String serial) {
    return this.core.delete(() -> DeviceKeys.key(fleetId, kind, serial));
  }

  /**
   * {@link DeviceRepository#delete(Device)} without blocking: only while the stored version is the record's.
   *
   * @return a future of the item as it was stored
   */
  public CompletableFuture<Device> delete(Device device) {
    return this.core.delete(() -> DeviceKeys.keyOf(device), device.version());
  }

  /**
   * The same repository, whose reads leave out items whose {@code expiresAt} has passed by {@code clock}'s
   * now, as {@link DeviceRepository#withExpiredHidden} does.
   */
  public DeviceAsyncRepository withExpiredHidden(Clock clock) {
    return new DeviceAsyncRepository(this.core.withExpiredHidden("expires_at", clock));
  }

  /**
   * {@link DeviceRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   *
   * @return a future of the records as stored, with their new versions, in the order given
   */
  public CompletableFuture<List<Device>> putAll(Collection<Device> devices) {
    return this.core.putAll(devices);
  }

  /**
   * {@link DeviceRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Device>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link DeviceRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Device>> getAll(Collection<ItemKey<Device>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link DeviceRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Device>> getAllConsistent(Collection<ItemKey<Device>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Device with this key, described by {@code changes} on a fresh {@link DeviceUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code DeviceRepository.update(...)...execute()} would send it: {@code update(fleetId, kind, serial, u -> u.removeFirmware())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Device> update(String fleetId, DeviceKind kind, String serial,
      Consumer<? super DeviceUpdate> changes) {
    return this.core.update(() -> {
          DeviceUpdate builder = new DeviceUpdate(this.core.updateBuilders(), fleetId, kind, serial);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * As {@link #update(java.lang.String, conditions.DeviceKind, java.lang.String, Consumer)}, only while the stored version is {@code device.version()} (optimistic locking).
   */
  public CompletableFuture<Device> update(Device device, Consumer<? super DeviceUpdate> changes) {
    return update(device.fleetId(), device.kind(), device.serial(), builder -> changes.accept(builder.ifVersion(device.version())));
  }

  /**
   * {@link DeviceRepository#create(Device, Condition)} without blocking.
   */
  public CompletableFuture<Device> create(Device device, Condition<Device> condition) {
    return this.core.create(device, condition);
  }

  /**
   * {@link DeviceRepository#replace(Device, Condition)} without blocking.
   */
  public CompletableFuture<Device> replace(Device device, Condition<Device> condition) {
    return this.core.replace(device, condition);
  }

  /**
   * {@link DeviceRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Device> delete(String fleetId, DeviceKind kind, String serial,
      Condition<Device> condition) {
    return this.core.delete(() -> DeviceKeys.key(fleetId, kind, serial), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Device items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   * Writes in a transaction check and advance {@code version} as this repository's do: a {@code put} of a
   * record at version 0 only where no item has its key, of a record at version v only over the stored
   * item at version v (never where it was deleted), stored at v + 1.
   */
  @Override
  public TransactionTarget<Device> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Access pattern: the Device items of one partition, as {@link DeviceRepository#query}.
   * Narrow it with a sort key range, then read a {@code page}, its {@code pages} or its {@code items}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public QueryQuery query(String fleetId) {
    return new QueryQuery(this.core, QuerySpec.of(DeviceSchema.Descriptors.QUERY, DeviceKeys.partition(fleetId)));
  }

  /**
   * Access pattern: the Device items of one partition, as {@link DeviceRepository#query}.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public CompletableFuture<Page<Device>> query(String fleetId, PageRequest page) {
    return query(fleetId).page(page);
  }

  private static Device withVersion(Device device, long version) {
    return new Device(device.fleetId(), device.kind(), device.serial(), device.firmware(), device.batteryPercent(), device.temperature(), device.monthlyFee(), device.lastSeen(), device.installedOn(), device.retiredAt(), device.ownerId(), device.active(), device.publicKey(), device.tags(), device.labels(), device.readings(), device.location(), device.nickname(), device.reportIntervalSeconds(), device.expiresAt(), version);
  }

  /**
   * The query query of {@link Device}: one partition of the table, in sort key order (sk {@code DEVICE#{kind}#{serial}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class QueryQuery {
    private final AsyncRepositoryCore<Device> core;

    private final QuerySpec spec;

    QueryQuery(AsyncRepositoryCore<Device> core, QuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    private static SortRange.Bound boundOfKind(DeviceKind kind, boolean inclusive) {
      return SortRange.Bound.group("DEVICE#" + KeyParts.text(DeviceSchema.ENTITY_TYPE, "kind", kind) + "#", inclusive);
    }

    /**
     * Items whose {@code kind} lies between the two values, both included.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery between(DeviceKind kindFrom, DeviceKind kindTo) {
      return withRange(SortRange.between(boundOfKind(kindFrom, true), boundOfKind(kindTo, true)));
    }

    /**
     * Items whose {@code kind} is above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThan(DeviceKind kind) {
      return withRange(SortRange.from(boundOfKind(kind, false), "DEVICE#"));
    }

    /**
     * Items whose {@code kind} is at or above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThanOrEqualTo(DeviceKind kind) {
      return withRange(SortRange.from(boundOfKind(kind, true), "DEVICE#"));
    }

    /**
     * Items whose {@code kind} is below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThan(DeviceKind kind) {
      return withRange(SortRange.upTo("DEVICE#", boundOfKind(kind, false)));
    }

    /**
     * Items whose {@code kind} is at or below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThanOrEqualTo(DeviceKind kind) {
      return withRange(SortRange.upTo("DEVICE#", boundOfKind(kind, true)));
    }

    private static SortRange.Bound boundOfSerial(DeviceKind kind, String serial,
        boolean inclusive) {
      return SortRange.Bound.exact("DEVICE#" + KeyParts.text(DeviceSchema.ENTITY_TYPE, "kind", kind) + "#" + KeyParts.text(DeviceSchema.ENTITY_TYPE, "serial", serial), inclusive);
    }

    private static String prefixBeforeSerial(DeviceKind kind) {
      return "DEVICE#" + KeyParts.text(DeviceSchema.ENTITY_TYPE, "kind", kind) + "#";
    }

    /**
     * Items whose {@code serial} lies between the two values, both included (with kind fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery between(DeviceKind kind, String serialFrom, String serialTo) {
      return withRange(SortRange.between(boundOfSerial(kind, serialFrom, true), boundOfSerial(kind, serialTo, true)));
    }

    /**
     * Items whose {@code serial} is above the value (with kind fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThan(DeviceKind kind, String serial) {
      return withRange(SortRange.from(boundOfSerial(kind, serial, false), prefixBeforeSerial(kind)));
    }

    /**
     * Items whose {@code serial} is at or above the value (with kind fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery greaterThanOrEqualTo(DeviceKind kind, String serial) {
      return withRange(SortRange.from(boundOfSerial(kind, serial, true), prefixBeforeSerial(kind)));
    }

    /**
     * Items whose {@code serial} is below the value (with kind fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThan(DeviceKind kind, String serial) {
      return withRange(SortRange.upTo(prefixBeforeSerial(kind), boundOfSerial(kind, serial, false)));
    }

    /**
     * Items whose {@code serial} is at or below the value (with kind fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery lessThanOrEqualTo(DeviceKind kind, String serial) {
      return withRange(SortRange.upTo(prefixBeforeSerial(kind), boundOfSerial(kind, serial, true)));
    }

    /**
     * Items whose {@code serial} starts with {@code serialPrefix} (with kind fixed).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery beginsWith(DeviceKind kind, String serialPrefix) {
      return withRange(SortRange.beginsWith(prefixBeforeSerial(kind) + KeyParts.text(DeviceSchema.ENTITY_TYPE, "serial", serialPrefix)));
    }

    /**
     * Items whose sort key starts with these leading components: kind.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or cannot be part of a key
     */
    public QueryQuery withPrefix(DeviceKind kind) {
      return withRange(SortRange.beginsWith("DEVICE#" + KeyParts.text(DeviceSchema.ENTITY_TYPE, "kind", kind) + "#"));
    }

    private QueryQuery withRange(SortRange range) {
      return new QueryQuery(this.core, this.spec.withRange(range));
    }

    /**
     * The same query with strongly consistent reads (twice the read cost). Index queries have no
     * such method: DynamoDB's global secondary indexes are only eventually consistent.
     */
    public QueryQuery consistentRead() {
      return new QueryQuery(this.core, this.spec.withConsistentRead());
    }

    /**
     * One page of Device items: the same requests, items and token as the blocking query's page.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token;
     *     fails with {@link io.tablesmith.InvalidPageTokenException} when the token was issued by another query, partition, range or direction
     */
    public CompletableFuture<Page<Device>> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for
     * it (one request at a time, none before it is asked for), until the last page; each subscription
     * starts again at {@code request}.
     */
    public Flow.Publisher<Page<Device>> pages(PageRequest request) {
      return this.core.pages(this.spec, request);
    }

    /**
     * Every Device item of the query in ascending order, fetched 100 at a time as the subscriber asks.
     */
    public Flow.Publisher<Device> items() {
      return this.core.items(this.spec, PageRequest.of(100));
    }

    /**
     * Every Device item of the query in {@code request}'s direction, fetched {@code request.limit()} at a
     * time as the subscriber asks; a subscriber that cancels causes no further requests.
     * The request's token is not used: the items always start at the beginning.
     */
    public Flow.Publisher<Device> items(PageRequest request) {
      return this.core.items(this.spec, request);
    }
  }
}
