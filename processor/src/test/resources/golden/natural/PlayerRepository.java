package natural;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.NaturalQuerySpec;
import io.tablesmith.internal.RepositoryCore;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Reads and writes {@link Player} items (entity type {@code PLAYER}) in one DynamoDB table.
 * <p>Every method is one request or a short run of them; none scans the table.
 * <p>The batch methods ({@code putAll}, {@code deleteAll}, {@code getAll}) send 25 writes or 100 keys
 * a request, retry what DynamoDB leaves unprocessed as the {@link BatchOptions} say, and when the
 * retries run out throw {@link io.tablesmith.BatchIncompleteException}, which lists exactly what was not done.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PlayerRepository implements TransactionalRepository<Player> {
  private final RepositoryCore<Player> core;

  /**
   * @param client any DynamoDB client; region, endpoint and credentials are the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public PlayerRepository(DynamoDbClient client, String tableName) {
    this.core = new RepositoryCore<>(client, tableName, PlayerSchema.INSTANCE, PlayerSchema.Descriptors.DESCRIPTOR);
  }

  private PlayerRepository(RepositoryCore<Player> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says: for example
   * {@code PageTokens.encrypted(key)}, so that clients can neither read nor forge them.
   * Tokens issued under other settings are refused.
   */
  public PlayerRepository withPageTokens(PageTokens tokens) {
    return new PlayerRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options} (added to those of its client):
   * the consumed capacity to ask for, timeouts per access pattern, observers. For one call, use the
   * returned repository for that call.
   */
  public PlayerRepository withRequestOptions(RequestOptions options) {
    return new PlayerRepository(this.core.withRequestOptions(options));
  }

  /**
   * Stores a new Player; the write is conditional on no item having its key.
   *
   * @return {@code player}
   * @throws io.tablesmith.DuplicateItemException when an item with this key exists
   */
  public Player create(Player player) {
    return this.core.create(player);
  }

  /**
   * Stores a Player whether or not an item has its key (an upsert), never over another entity's item.
   *
   * @return {@code player}
   */
  public Player put(Player player) {
    return this.core.put(player);
  }

  /**
   * Overwrites the stored Player with this key; the write is conditional on the item existing.
   *
   * @return {@code player}
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   */
  public Player replace(Player player) {
    return this.core.replace(player);
  }

  /**
   * Access pattern: get one Player by its key (an eventually consistent read).
   */
  public Optional<Player> get(String id) {
    return this.core.get(PlayerKeys.key(id), false);
  }

  /**
   * Access pattern: get one Player by its key with a strongly consistent read (twice the read cost).
   */
  public Optional<Player> getConsistent(String id) {
    return this.core.get(PlayerKeys.key(id), true);
  }

  /**
   * Deletes the Player with this key, if there is one.
   *
   * @return the deleted item, or empty when there was none
   */
  public Optional<Player> delete(String id) {
    return this.core.delete(PlayerKeys.key(id));
  }

  /**
   * Access pattern: bulk write. Stores every Player whether or not an item has its key, like
   * {@link #put} for each, with {@code BatchWriteItem} (25 a request, one after the other).
   * A batch write carries no condition: what keeps it to Player items is the key, built from this
   * entity's template (an item another program stored under such a key is not checked).
   * Of several records with one key the last wins. Every key is built before the first
   * request, so a bad record fails the call before anything is written.
   *
   * @param players the records; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not written ({@code unwrittenRecords}); all others were written
   */
  public void putAll(Collection<Player> players) {
    core.putAll(players);
  }

  /**
   * Access pattern: bulk delete by key. Deletes the Player of every key, with
   * {@code BatchWriteItem} (25 a request, one after the other). Build the keys with
   * {@link PlayerKeys#key}. A key given twice is deleted once; a key without an item is no error.
   *
   * @param keys the keys; an empty collection sends nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not deleted ({@code keys}); all others were deleted
   */
  public void deleteAll(Collection<ItemKey<Player>> keys) {
    core.deleteAll(keys);
  }

  /**
   * Access pattern: get many Player items by key (eventually consistent reads),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link PlayerKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Player> getAll(Collection<ItemKey<Player>> keys) {
    return core.getAll(keys, false);
  }

  /**
   * Access pattern: get many Player items by key with strongly consistent reads (twice the read cost),
   * with {@code BatchGetItem} (100 keys a request, one after the other). Build the keys with
   * {@link PlayerKeys#key}.
   *
   * @param keys the keys; an empty collection sends nothing
   * @return the items found, in the order of their keys; a key given twice yields its item once,
   *     a key without an item yields nothing
   * @throws io.tablesmith.BatchIncompleteException when DynamoDB kept leaving items unprocessed, or kept
   *     throttling, through every attempt the {@link BatchOptions} allow; it lists exactly the items
   *     not read ({@code keys}; {@code readRecords} holds the items read); all others were read
   */
  public List<Player> getAllConsistent(Collection<ItemKey<Player>> keys) {
    return core.getAll(keys, true);
  }

  /**
   * A repository on the same client and table whose batch methods retry as {@code options} say;
   * this one keeps its own ({@link BatchOptions#defaults()} unless set).
   *
   * @param options attempts per request and the bounds of the waits between them
   * @return a new repository; both can be used at once
   */
  public PlayerRepository withBatchOptions(BatchOptions options) {
    return new PlayerRepository(core.withBatchOptions(options));
  }

  /**
   * Starts a typed update of the Player with this key; nothing is sent until {@code execute()}:
   * {@code update(id).removeName().execute()}.
   *
   * @throws io.tablesmith.InvalidKeyException when a key component is null or empty
   */
  public PlayerUpdate update(String id) {
    return new PlayerUpdate(this.core.updates(), id);
  }

  /**
   * Stores a new Player, or overwrites the stored one only if {@code condition} holds for it (for example an
   * expired lease); one conditional write.
   *
   * @return the record as stored
   * @throws io.tablesmith.ConditionFailedException when an item with this key exists and the condition does not hold for it
   */
  public Player create(Player player, Condition<Player> condition) {
    return this.core.updates().create(player, condition);
  }

  /**
   * Overwrites the stored Player with this key only if {@code condition} holds for it.
   *
   * @return the record as stored
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Player replace(Player player, Condition<Player> condition) {
    return this.core.updates().replace(player, condition);
  }

  /**
   * Deletes the Player with this key only if {@code condition} holds for it.
   *
   * @return the deleted item
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when the condition does not hold; it carries the stored item
   */
  public Player delete(String id, Condition<Player> condition) {
    return this.core.updates().delete(PlayerKeys.key(id), condition);
  }

  /**
   * Access pattern: transactions. What a {@link io.tablesmith.transaction.Transaction} needs to write and read Player items
   * in this repository's table: pass the repository itself, e.g.
   * {@code Transaction.write(client).create(repository, record).execute()}.
   */
  @Override
  public TransactionTarget<Player> transactionTarget() {
    return this.core.transactionTarget();
  }

  /**
   * Access pattern: Player items by natural index {@code leaderboard}, keyed on the items' own game, region, sorted by season, rating.
   * The index is sparse: items whose game or region or season is absent are not in it.
   * Narrow it with sort conditions, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public LeaderboardQuery leaderboard(String game, String region) {
    return new LeaderboardQuery(this.core, NaturalQuerySpec.of(PlayerSchema.Descriptors.LEADERBOARD, List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "game", game, Codecs.STRING), NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "region", region, Codecs.STRING))));
  }

  /**
   * Access pattern: Player items by natural index {@code leaderboard}, keyed on the items' own game, region, sorted by season, rating.
   * The index is sparse: items whose game or region or season is absent are not in it.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Player> leaderboard(String game, String region, PageRequest page) {
    return leaderboard(game, region).page(page);
  }

  /**
   * Access pattern: Player items by natural index {@code byName}, keyed on the items' own name.
   * The index is sparse: items whose name is absent are not in it.
   * Narrow it with sort conditions, then read a {@code page} or a {@code stream}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public ByNameQuery byName(String name) {
    return new ByNameQuery(this.core, NaturalQuerySpec.of(PlayerSchema.Descriptors.BY_NAME, List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "name", name, Codecs.STRING))));
  }

  /**
   * Access pattern: Player items by natural index {@code byName}, keyed on the items' own name.
   * The index is sparse: items whose name is absent are not in it.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public Page<Player> byName(String name, PageRequest page) {
    return byName(name).page(page);
  }

  /**
   * Rewrites {@code joinedAt} of every stored Player that still holds the varying-width text of times stored before
   * they were stored fixed width, so that order conditions and natural-index ranges see the item in time order.
   * Times inside nested records, lists, sets or maps are rewritten by the item's next {@code put}.
   * <p>A parallel {@code Scan} reads the table; each item whose keys or times differ gets one {@code UpdateItem} of just
   * those attributes, on the condition that {@code joinedAt} still hold what was scanned, so a concurrent
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

  /**
   * The leaderboard query of {@link Player}: one partition of natural index {@code leaderboard} (game, region), in the order of season, rating.
   * Immutable: every method returns a new query, and sort conditions replace those set before.
   */
  public static final class LeaderboardQuery {
    private final RepositoryCore<Player> core;

    private final NaturalQuerySpec spec;

    LeaderboardQuery(RepositoryCore<Player> core, NaturalQuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    /**
     * Items whose season equal these values.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery equalTo(String season) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING)), null));
    }

    /**
     * Items whose season, rating equal these values.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery equalTo(String season, long rating) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING), NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "rating", rating, Codecs.LONG)), null));
    }

    /**
     * Items whose {@code season} lies between the two values, both included.
     * A low end above the high end holds nothing: an empty page, without a request.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery between(String seasonFrom, String seasonTo) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(), NaturalQuerySpec.Range.between(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", seasonFrom, Codecs.STRING), NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", seasonTo, Codecs.STRING))));
    }

    /**
     * Items whose {@code season} is above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery greaterThan(String season) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.GREATER_THAN, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING))));
    }

    /**
     * Items whose {@code season} is at or above the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery greaterThanOrEqualTo(String season) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.GREATER_THAN_OR_EQUAL_TO, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING))));
    }

    /**
     * Items whose {@code season} is below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery lessThan(String season) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.LESS_THAN, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING))));
    }

    /**
     * Items whose {@code season} is at or below the value.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery lessThanOrEqualTo(String season) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.LESS_THAN_OR_EQUAL_TO, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING))));
    }

    /**
     * Items whose {@code season} starts with the prefix.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery beginsWith(String seasonPrefix) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.BEGINS_WITH, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", seasonPrefix, Codecs.STRING))));
    }

    /**
     * Items whose {@code rating} lies between the two values, both included (with season equal to the values given).
     * A low end above the high end holds nothing: an empty page, without a request.
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery between(String season, long ratingFrom, long ratingTo) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING)), NaturalQuerySpec.Range.between(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "rating", ratingFrom, Codecs.LONG), NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "rating", ratingTo, Codecs.LONG))));
    }

    /**
     * Items whose {@code rating} is above the value (with season equal to the values given).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery greaterThan(String season, long rating) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING)), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.GREATER_THAN, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "rating", rating, Codecs.LONG))));
    }

    /**
     * Items whose {@code rating} is at or above the value (with season equal to the values given).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery greaterThanOrEqualTo(String season, long rating) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING)), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.GREATER_THAN_OR_EQUAL_TO, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "rating", rating, Codecs.LONG))));
    }

    /**
     * Items whose {@code rating} is below the value (with season equal to the values given).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery lessThan(String season, long rating) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING)), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.LESS_THAN, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "rating", rating, Codecs.LONG))));
    }

    /**
     * Items whose {@code rating} is at or below the value (with season equal to the values given).
     *
     * @throws io.tablesmith.InvalidKeyException when a value is null or empty
     */
    public LeaderboardQuery lessThanOrEqualTo(String season, long rating) {
      return new LeaderboardQuery(this.core, this.spec.withSort(List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "season", season, Codecs.STRING)), NaturalQuerySpec.Range.of(NaturalQuerySpec.Operator.LESS_THAN_OR_EQUAL_TO, NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "rating", rating, Codecs.LONG))));
    }

    /**
     * One page of Player items.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token
     * @throws io.tablesmith.InvalidPageTokenException when the token was issued by another query, partition, range or direction
     */
    public Page<Player> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * Every Player item of the query in ascending order, fetched 100 at a time as the stream is consumed.
     */
    public Stream<Player> stream() {
      return this.core.stream(this.spec, false, 100);
    }

    /**
     * Every Player item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time
     * as the stream is consumed; a consumer that stops early causes no further requests.
     * The request's token is not used: a stream always starts at the beginning.
     */
    public Stream<Player> stream(PageRequest request) {
      return this.core.stream(this.spec, request.isDescending(), request.limit());
    }
  }

  /**
   * The byName query of {@link Player}: one partition of natural index {@code byName} (name), in the order of the items' table keys.
   * Immutable: every method returns a new query, and sort conditions replace those set before.
   */
  public static final class ByNameQuery {
    private final RepositoryCore<Player> core;

    private final NaturalQuerySpec spec;

    ByNameQuery(RepositoryCore<Player> core, NaturalQuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    /**
     * One page of Player items.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token
     * @throws io.tablesmith.InvalidPageTokenException when the token was issued by another query, partition, range or direction
     */
    public Page<Player> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * Every Player item of the query in ascending order, fetched 100 at a time as the stream is consumed.
     */
    public Stream<Player> stream() {
      return this.core.stream(this.spec, false, 100);
    }

    /**
     * Every Player item of the query in {@code request}'s direction, fetched {@code request.limit()} at a time
     * as the stream is consumed; a consumer that stops early causes no further requests.
     * The request's token is not used: a stream always starts at the beginning.
     */
    public Stream<Player> stream(PageRequest request) {
      return this.core.stream(this.spec, request.isDescending(), request.limit());
    }
  }
}
