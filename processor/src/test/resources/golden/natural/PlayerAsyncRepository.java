package natural;

import io.tablesmith.BatchOptions;
import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import io.tablesmith.RequestOptions;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.AsyncRepositoryCore;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.NaturalQuerySpec;
import io.tablesmith.transaction.TransactionTarget;
import io.tablesmith.transaction.TransactionalRepository;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Reads and writes {@link Player} items (entity type {@code PLAYER}) without blocking, over the SDK's
 * {@code DynamoDbAsyncClient}: each method of {@link PlayerRepository} that sends a request, sending the same
 * requests with the same guards, and returning at once a future of what the blocking method returns.
 * <p>A future fails with the exception the blocking method throws (a {@code TablesmithException}, or
 * the SDK's for what Tablesmith does not judge); {@code join()} and dependent stages see it wrapped
 * in a {@code CompletionException}, which {@link io.tablesmith.async.AsyncResults#cause} unwraps. A bad argument
 * (a null or empty key component, a record that does not encode) fails the future too; nothing is sent.
 * <p>Continuations run where the SDK completes the request (its future-completion executor):
 * keep them short, or move on with {@code thenApplyAsync(..., executor)}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PlayerAsyncRepository implements TransactionalRepository<Player> {
  private final AsyncRepositoryCore<Player> core;

  /**
   * @param client any async DynamoDB client (Netty, or the AWS CRT); region, endpoint and credentials are
   *     the caller's
   * @param tableName the table, created with {@code TablesmithTable.createTableRequest}
   */
  public PlayerAsyncRepository(DynamoDbAsyncClient client, String tableName) {
    this.core = new AsyncRepositoryCore<>(client, tableName, PlayerSchema.INSTANCE, PlayerSchema.Descriptors.DESCRIPTOR);
  }

  private PlayerAsyncRepository(AsyncRepositoryCore<Player> core) {
    this.core = core;
  }

  /**
   * The same repository, issuing and accepting page tokens as {@code tokens} says.
   */
  public PlayerAsyncRepository withPageTokens(PageTokens tokens) {
    return new PlayerAsyncRepository(this.core.withPageTokens(tokens));
  }

  /**
   * The same repository, whose requests also carry {@code options}: capacity, timeouts, observers.
   */
  public PlayerAsyncRepository withRequestOptions(RequestOptions options) {
    return new PlayerAsyncRepository(this.core.withRequestOptions(options));
  }

  /**
   * The same repository, whose batch methods retry, and keep as many requests in flight, as {@code options} say.
   */
  public PlayerAsyncRepository withBatchOptions(BatchOptions options) {
    return new PlayerAsyncRepository(this.core.withBatchOptions(options));
  }

  /**
   * {@link PlayerRepository#create(Player)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Player> create(Player player) {
    return this.core.create(player);
  }

  /**
   * {@link PlayerRepository#put(Player)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Player> put(Player player) {
    return this.core.put(player);
  }

  /**
   * {@link PlayerRepository#replace(Player)} without blocking: the same conditional write, and the same refusals.
   *
   * @return a future of the record as stored
   */
  public CompletableFuture<Player> replace(Player player) {
    return this.core.replace(player);
  }

  /**
   * Access pattern: get one Player by its key (an eventually consistent read).
   */
  public CompletableFuture<Optional<Player>> get(String id) {
    return this.core.get(() -> PlayerKeys.key(id), false);
  }

  /**
   * Access pattern: get one Player by its key with a strongly consistent read (twice the read cost).
   */
  public CompletableFuture<Optional<Player>> getConsistent(String id) {
    return this.core.get(() -> PlayerKeys.key(id), true);
  }

  /**
   * {@link PlayerRepository#delete} by key without blocking.
   *
   * @return a future of the deleted item, or empty when there was none
   */
  public CompletableFuture<Optional<Player>> delete(String id) {
    return this.core.delete(() -> PlayerKeys.key(id));
  }

  /**
   * {@link PlayerRepository#putAll} without blocking: the same requests, as many in flight as
   * {@link BatchOptions#withParallelism(int)} says, their retries scheduled, not slept.
   */
  public CompletableFuture<Void> putAll(Collection<Player> players) {
    return this.core.putAll(players).thenAccept(stored -> { });
  }

  /**
   * {@link PlayerRepository#deleteAll} without blocking.
   */
  public CompletableFuture<Void> deleteAll(Collection<ItemKey<Player>> keys) {
    return this.core.deleteAll(keys);
  }

  /**
   * {@link PlayerRepository#getAll} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Player>> getAll(Collection<ItemKey<Player>> keys) {
    return this.core.getAll(keys, false);
  }

  /**
   * {@link PlayerRepository#getAllConsistent} without blocking.
   *
   * @return a future of the items found, in the order of their keys
   */
  public CompletableFuture<List<Player>> getAllConsistent(Collection<ItemKey<Player>> keys) {
    return this.core.getAll(keys, true);
  }

  /**
   * A typed update of the Player with this key, described by {@code changes} on a fresh {@link PlayerUpdate} and sent
   * as one {@code UpdateItem} when it returns (do not call {@code execute()} in it), as
   * {@code PlayerRepository.update(...)...execute()} would send it: {@code update(id, u -> u.removeName())}.
   *
   * @return a future of the item as it is after the update
   */
  public CompletableFuture<Player> update(String id, Consumer<? super PlayerUpdate> changes) {
    return this.core.update(() -> {
          PlayerUpdate builder = new PlayerUpdate(this.core.updateBuilders(), id);
          changes.accept(builder);
          return builder.finish();
        });
  }

  /**
   * {@link PlayerRepository#create(Player, Condition)} without blocking.
   */
  public CompletableFuture<Player> create(Player player, Condition<Player> condition) {
    return this.core.create(player, condition);
  }

  /**
   * {@link PlayerRepository#replace(Player, Condition)} without blocking.
   */
  public CompletableFuture<Player> replace(Player player, Condition<Player> condition) {
    return this.core.replace(player, condition);
  }

  /**
   * {@link PlayerRepository#delete} with a condition, without blocking.
   */
  public CompletableFuture<Player> delete(String id, Condition<Player> condition) {
    return this.core.delete(() -> PlayerKeys.key(id), condition);
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
   * Access pattern: Player items by natural index {@code leaderboard}, as {@link PlayerRepository#leaderboard}.
   * Narrow it with sort conditions, then read a {@code page}, its {@code pages} or its {@code items}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public LeaderboardQuery leaderboard(String game, String region) {
    return new LeaderboardQuery(this.core, NaturalQuerySpec.of(PlayerSchema.Descriptors.LEADERBOARD, List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "game", game, Codecs.STRING), NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "region", region, Codecs.STRING))));
  }

  /**
   * Access pattern: Player items by natural index {@code leaderboard}, as {@link PlayerRepository#leaderboard}.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public CompletableFuture<Page<Player>> leaderboard(String game, String region, PageRequest page) {
    return leaderboard(game, region).page(page);
  }

  /**
   * Access pattern: Player items by natural index {@code byName}, as {@link PlayerRepository#byName}.
   * Narrow it with sort conditions, then read a {@code page}, its {@code pages} or its {@code items}.
   *
   * @throws io.tablesmith.InvalidKeyException when a partition component is null or empty
   */
  public ByNameQuery byName(String name) {
    return new ByNameQuery(this.core, NaturalQuerySpec.of(PlayerSchema.Descriptors.BY_NAME, List.of(NaturalQuerySpec.keyValue(PlayerSchema.ENTITY_TYPE, "name", name, Codecs.STRING))));
  }

  /**
   * Access pattern: Player items by natural index {@code byName}, as {@link PlayerRepository#byName}.
   *
   * @param page size, direction and the token of the previous page
   * @return up to {@code page.limit()} items and, unless this is the last page, the token of the next
   * @throws io.tablesmith.InvalidPageTokenException when the request's token was not issued by this query for this partition
   */
  public CompletableFuture<Page<Player>> byName(String name, PageRequest page) {
    return byName(name).page(page);
  }

  /**
   * The leaderboard query of {@link Player}: one partition of natural index {@code leaderboard} (game, region), in the order of season, rating.
   * Immutable: every method returns a new query, and sort conditions replace those set before.
   */
  public static final class LeaderboardQuery {
    private final AsyncRepositoryCore<Player> core;

    private final NaturalQuerySpec spec;

    LeaderboardQuery(AsyncRepositoryCore<Player> core, NaturalQuerySpec spec) {
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
     * One page of Player items: the same requests, items and token as the blocking query's page.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token;
     *     fails with {@link io.tablesmith.InvalidPageTokenException} when the token was issued by another query, partition, range or direction
     */
    public CompletableFuture<Page<Player>> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for
     * it (one request at a time, none before it is asked for), until the last page; each subscription
     * starts again at {@code request}.
     */
    public Flow.Publisher<Page<Player>> pages(PageRequest request) {
      return this.core.pages(this.spec, request);
    }

    /**
     * Every Player item of the query in ascending order, fetched 100 at a time as the subscriber asks.
     */
    public Flow.Publisher<Player> items() {
      return this.core.items(this.spec, PageRequest.of(100));
    }

    /**
     * Every Player item of the query in {@code request}'s direction, fetched {@code request.limit()} at a
     * time as the subscriber asks; a subscriber that cancels causes no further requests.
     * The request's token is not used: the items always start at the beginning.
     */
    public Flow.Publisher<Player> items(PageRequest request) {
      return this.core.items(this.spec, request);
    }
  }

  /**
   * The byName query of {@link Player}: one partition of natural index {@code byName} (name), in the order of the items' table keys.
   * Immutable: every method returns a new query, and sort conditions replace those set before.
   */
  public static final class ByNameQuery {
    private final AsyncRepositoryCore<Player> core;

    private final NaturalQuerySpec spec;

    ByNameQuery(AsyncRepositoryCore<Player> core, NaturalQuerySpec spec) {
      this.core = core;
      this.spec = spec;
    }

    /**
     * One page of Player items: the same requests, items and token as the blocking query's page.
     *
     * @param request size, direction and the token of the previous page
     * @return up to {@code request.limit()} items and, unless this is the last page, the next page's token;
     *     fails with {@link io.tablesmith.InvalidPageTokenException} when the token was issued by another query, partition, range or direction
     */
    public CompletableFuture<Page<Player>> page(PageRequest request) {
      return this.core.query(this.spec, request);
    }

    /**
     * The pages of the query from {@code request}'s token on, each fetched when the subscriber asks for
     * it (one request at a time, none before it is asked for), until the last page; each subscription
     * starts again at {@code request}.
     */
    public Flow.Publisher<Page<Player>> pages(PageRequest request) {
      return this.core.pages(this.spec, request);
    }

    /**
     * Every Player item of the query in ascending order, fetched 100 at a time as the subscriber asks.
     */
    public Flow.Publisher<Player> items() {
      return this.core.items(this.spec, PageRequest.of(100));
    }

    /**
     * Every Player item of the query in {@code request}'s direction, fetched {@code request.limit()} at a
     * time as the subscriber asks; a subscriber that cancels causes no further requests.
     * The request's token is not used: the items always start at the beginning.
     */
    public Flow.Publisher<Player> items(PageRequest request) {
      return this.core.items(this.spec, request);
    }
  }
}
