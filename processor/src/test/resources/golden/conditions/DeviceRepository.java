package conditions;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.KeyParts;
import io.tablesmith.internal.QuerySpec;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.internal.SortRange;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Device} items (entity type {@code DEVICE}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 * <p>A batch write cannot carry a condition, so it cannot check the {@code @Version} the other writes
 * check: {@link #putAll} sends each record as its own conditional write instead, exactly as {@link #put}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class DeviceRepository implements TransactionalRepository<Device> {
  private final RepositoryCore<Device> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public DeviceRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, DeviceSchema.INSTANCE, DeviceSchema.Descriptors.DESCRIPTOR, device -> device.version(), DeviceRepository::withVersion);
  }

  private DeviceRepository(RepositoryCore<Device> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public DeviceRepository withPageTokens(PageTokens tokens) {
    return new DeviceRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public DeviceRepository withRequestOptions(RequestOptions options) {
    return new DeviceRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Device; the write is conditional on no item having its key.
   * The stored record carries version 1, whatever {@code device} holds.
   *
   * @return the record as stored
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Device create(Device device) {
    return this.core.create(device);
  }

  /**
   * Stores a Device whether or not an item has its key (an upsert), never over another entity's item.
   * Versions only go forward: a record whose {@code version} is 0 is new and is stored (at version 1)
   * only where no item has its key; a record at version v &ge; 1 overwrites only the stored item at
   * version v, never an item another writer changed and never a key whose item was deleted.
   * The stored record carries version v + 1.
   *
   * @return the record as stored, with its new version
   * @throws io.tablesmith.OptimisticLockException when the stored version differs (for a new record: an item has the key)
   * @throws io.tablesmith.ItemNotFoundException when the record's version is 1 or more and no item has its key
   */
  public Device put(Device device) {
    return this.core.put(device);
  }

  /**
   * Overwrites the stored Device with this key; the write is conditional on the item existing
   * at the record's version. The stored record carries the next version.
   *
   * @return the record as stored, with its new version
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when the stored version differs
   */
  public Device replace(Device device) {
    return this.core.replace(device);
  }

  /**
   * Access pattern: get one Device by its key (an eventually consistent read).
   */
  public Optional<Device> get(String fleetId, DeviceKind kind, String serial) {
    return this.core.get(DeviceKeys.key(fleetId, kind, serial), false);
  }

  /**
   * Access pattern: get one Device by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Device> getConsistent(String fleetId, DeviceKind kind, String serial) {
    return this.core.get(DeviceKeys.key(fleetId, kind, serial), true);
  }

  /**
   * Deletes the Device with this key, if there is one, whatever its version; {@link #delete(Device)} checks it.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Device> delete(String fleetId, DeviceKind kind, String serial) {
    return this.core.delete(DeviceKeys.key(fleetId, kind, serial));
  }

  /**
   * Deletes this Device only while its stored version equals {@code device.version()}.
   *
   * @return the item as it was stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when the stored version differs
   */
  public Device delete(Device device) {
    return this.core.delete(DeviceKeys.keyOf(device), device.version());
  }

  /**
   * The same repository, whose reads ({@code get}, {@code getAll}, queries and streams) leave out
   * items whose {@code expiresAt} has passed by {@code clock}'s now. Without it reads return what DynamoDB
   * returns: an expired item stays, and is read, until DynamoDB's TTL deletes it (within days).
   * Writes, updates and deletes still see it; to condition on the expiry use
   * {@code DeviceConditions.expiresAt().gt(now)}.
   */
  public DeviceRepository withExpiredHidden(Clock clock) {
    return new DeviceRepository(this.core.withExpiredHidden("expires_at", clock));
  }

  /**
   * Access pattern: bulk write (imports, migrations, loads). Stores every Device exactly as {@link #put}
   * would: each record is its own conditional {@code PutItem} (a record whose {@code version} is 0 only
   * where no item has its key, one at version v only over the stored item at version v, stored at
   * v + 1), so a bulk load never moves a stored version backwards nor brings back a deleted item.
   * The writes go out one after the other, or as many at once as
   * {@link BatchOptions#withParallelism(int)} says; throttled writes are retried as batches are. A refused
   * record does not stop the others. Every record is encoded, and every key built, before the
   * first write; a key given twice is refused then, since its second write would depend on the first.
   *
   * @param devices the records; an empty collection sends nothing
   * @return the records as stored, with their new versions, in the order given
   * @throws io.tablesmith.BatchIncompleteException when some records were not written: its {@code refusals()} are those
   *     refused (each with its {@link io.tablesmith.OptimisticLockException}, {@link io.tablesmith.ItemNotFoundException} or
   *     {@link io.tablesmith.EntityTypeMismatchException}), {@code retryableRecords} those throttled out or not sent, and
   *     {@code writtenRecords} the records written, at their new versions
   * @throws io.tablesmith.TablesmithException when two records have one key; nothing was sent
   */
  public List<Device> putAll(Collection<Device> devices) {
    return core.putAll(devices);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Device of every key, whatever its version, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link DeviceKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Device>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Device items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link DeviceKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Device> getAll(Collection<ItemKey<Device>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Device items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link DeviceKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Device> getAllConsistent(Collection<ItemKey<Device>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public DeviceRepository withBatchOptions(BatchOptions options) {
    return new DeviceRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Device with this key; nothing is sent until {@code execute()}:
   * {@code update(fleetId, kind, serial).removeFirmware().execute()}.
   * The update increments {@code version} whatever it is; {@link #update(Device)} checks it.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public DeviceUpdate update(String fleetId, DeviceKind kind, String serial) {
    return new DeviceUpdate(this.core.updates(), fleetId, kind, serial);
  }

  /**
   * Starts a typed update of this Device that happens only while its stored version is {@code device.version()}
   * (optimistic locking); only the record's key and version are used.
   */
  public DeviceUpdate update(Device device) {
    return new DeviceUpdate(this.core.updates(), device.fleetId(), device.kind(), device.serial()).ifVersion(device.version());
  }

  /**
   * Stores a new Device, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write on a free key; over a stored item, a second one at the stored version + 1, so versions only go forward.
   *
   * @return the record as stored, with the version it was stored at
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Device create(Device device, Condition<Device> condition) {
    return this.core.updates().create(device, condition);
  }

  /**
   * Overwrites the stored Device with this key only if {@code condition} holds for it and it is at the record's version.
   *
   * @return the record as stored, with its new version
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when the stored version differs
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Device replace(Device device, Condition<Device> condition) {
    return this.core.updates().replace(device, condition);
  }

  /**
   * Deletes the Device with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Device delete(String fleetId, DeviceKind kind, String serial,
      Condition<Device> condition) {
    return this.core.updates().delete(DeviceKeys.key(fleetId, kind, serial), condition);
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
   * Access pattern: the Device items of one partition, pk {@code FLEET#{fleetId}}, in sort key order (sk {@code DEVICE#{kind}#{serial}}).
   * Narrow it with a sort key range, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public QueryQuery query(String fleetId) {
    return new QueryQuery(this.core, QuerySpec.of(DeviceSchema.Descriptors.QUERY, DeviceKeys.partition(fleetId)));
  }

  /**
   * Access pattern: the Device items of one partition, pk {@code FLEET#{fleetId}}, in sort key order (sk {@code DEVICE#{kind}#{serial}}).
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Device> query(String fleetId, PageRequest page) {
    return query(fleetId).page(page);
  }

  /**
   * Rewrites {@code lastSeen}, {@code retiredAt} of every stored Device that still holds the varying-width text of times stored before
   * they were stored fixed width, so that order conditions and natural-index ranges see the item in time order.
   * Times inside nested records, lists, sets or maps are rewritten by the item's next {@code put}.
   * <p>A parallel {@code Scan} reads the table; each item whose keys or times differ gets one {@code UpdateItem} of just
   * those attributes, on the condition that {@code lastSeen}, {@code retiredAt} still hold what was scanned, so a concurrent
   * write is never overwritten (that item is counted as changed meanwhile). Throttling is retried with
   * backoff; {@code options} set segments, rate, progress, stop and the checkpoint to resume from.
   *
   * @param options for example {@code ReindexOptions.defaults().withItemsPerSecond(500)}
   * @return the counts and, when stopped, the checkpoint to resume from
   * @throws io.tablesmith.reindex.ReindexFailedException when a request failed for good (the report in it resumes)
   */
  public ReindexReport reindex(ReindexOptions options) {
    return this.core.reindex(options);
  }

  private static Device withVersion(Device device, long version) {
    return new Device(device.fleetId(), device.kind(), device.serial(), device.firmware(), device.batteryPercent(), device.temperature(), device.monthlyFee(), device.lastSeen(), device.installedOn(), device.retiredAt(), device.ownerId(), device.active(), device.publicKey(), device.tags(), device.labels(), device.readings(), device.location(), device.nickname(), device.reportIntervalSeconds(), device.expiresAt(), version);
  }

  /**
   * The query query of {@link Device}: one partition of the table, in sort key order (sk {@code DEVICE#{kind}#{serial}}).
   * Immutable: every method returns a new query. A range replaces any range set before.
   */
  public static final class QueryQuery {
    private final RepositoryCore<Device> core;

    private final QuerySpec spec;

    QueryQuery(RepositoryCore<Device> core, QuerySpec spec) {
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
     * One page of Device items.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token
     * @throws io.tablesmith.InvalidPageTokenException when the token was issued by another query, partition, range or direction
     */
    public Page<Device> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * Every Device item of the query in ascending order, fetched 100 at a time as the stream is consumed.
     */
    public Stream<Device> stream() {
      return this.core.stream(this.spec, false, 100);
    }

    /**
     * Every Device item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time
     * as the stream is consumed; a consumer that stops early causes no further requests.
     * The request's token is not used: a stream always starts at the beginning.
     */
    public Stream<Device> stream(PageRequest request) {
      return this.core.stream(this.spec, request.isDescending(), request.limit());
    }
  }
}
