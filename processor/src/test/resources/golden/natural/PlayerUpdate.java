package natural;

import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.internal.IndexKeys;
import io.tablesmith.internal.ItemUpdate;
import io.tablesmith.internal.UpdateCore;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionalUpdate;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;

/**
 * One update of a stored {@link Player}, started by {@code PlayerRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PlayerUpdate implements TransactionalUpdate<Player> {
  private final UpdateCore<Player> updateCore;

  private final ItemUpdate changes;

  private final String id;

  private boolean executed;

  PlayerUpdate(UpdateCore<Player> updateCore, String id) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(PlayerKeys.key(id));
    this.id = id;
  }

  /**
   * Sets {@code name}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   * @throws io.tablesmith.ItemEncodeException when {@code name} is empty: it keys index byName, and DynamoDB stores no empty index key
   */
  public PlayerUpdate setName(String name) {
    IndexKeys.requireNotEmpty(PlayerSchema.ENTITY_TYPE, this.changes.key(), "name", "byName", name);
    this.changes.set("name", name == null ? null : ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "name", Codecs.STRING, name));
    return this;
  }

  /**
   * Sets {@code game}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   * @throws io.tablesmith.ItemEncodeException when {@code game} is empty: it keys index leaderboard, and DynamoDB stores no empty index key
   */
  public PlayerUpdate setGame(String game) {
    IndexKeys.requireNotEmpty(PlayerSchema.ENTITY_TYPE, this.changes.key(), "game", "leaderboard", game);
    this.changes.set("game", game == null ? null : ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "game", Codecs.STRING, game));
    return this;
  }

  /**
   * Sets {@code region}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   * @throws io.tablesmith.ItemEncodeException when {@code region} is empty: it keys index leaderboard, and DynamoDB stores no empty index key
   */
  public PlayerUpdate setRegion(String region) {
    IndexKeys.requireNotEmpty(PlayerSchema.ENTITY_TYPE, this.changes.key(), "region", "leaderboard", region);
    this.changes.set("region", region == null ? null : ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "region", Codecs.STRING, region));
    return this;
  }

  /**
   * Sets {@code season}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   * @throws io.tablesmith.ItemEncodeException when {@code season} is empty: it keys index leaderboard, and DynamoDB stores no empty index key
   */
  public PlayerUpdate setSeason(String season) {
    IndexKeys.requireNotEmpty(PlayerSchema.ENTITY_TYPE, this.changes.key(), "season", "leaderboard", season);
    this.changes.set("season", season == null ? null : ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "season", Codecs.STRING, season));
    return this;
  }

  /**
   * Sets {@code rating}.
   *
   * @return this builder
   */
  public PlayerUpdate setRating(long rating) {
    this.changes.set("rating", ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "rating", Codecs.LONG, rating));
    return this;
  }

  /**
   * Sets {@code joinedAt}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public PlayerUpdate setJoinedAt(Instant joinedAt) {
    this.changes.set("joinedAt", joinedAt == null ? null : ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "joinedAt", Codecs.INSTANT, joinedAt));
    return this;
  }

  /**
   * Removes {@code name}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public PlayerUpdate removeName() {
    this.changes.remove("name");
    return this;
  }

  /**
   * Removes {@code game}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public PlayerUpdate removeGame() {
    this.changes.remove("game");
    return this;
  }

  /**
   * Removes {@code region}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public PlayerUpdate removeRegion() {
    this.changes.remove("region");
    return this;
  }

  /**
   * Removes {@code season}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public PlayerUpdate removeSeason() {
    this.changes.remove("season");
    return this;
  }

  /**
   * Adds {@code delta} to {@code rating} atomically, in the database (an atomic counter).
   *
   * @param delta the amount to add; negative to subtract
   * @return this builder
   * @throws io.tablesmith.ConditionFailedException when the result would not fit {@code long}; nothing is written
   */
  public PlayerUpdate addRating(long delta) {
    this.changes.add("rating", delta, Long.MIN_VALUE, Long.MAX_VALUE, "long");
    return this;
  }

  /**
   * Removes {@code joinedAt}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public PlayerUpdate removeJoinedAt() {
    this.changes.remove("joinedAt");
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link PlayerConditions}
   * @return this builder
   */
  public PlayerUpdate when(Condition<Player> condition) {
    this.changes.when(condition);
    return this;
  }

  /**
   * Makes the update create the item when no item has this key (an add-or-create: {@code add} starts
   * from 0); over a stored item it is the same update as without. A created item holds the key
   * components, the entity type and what the update sets; every other component is absent.
   * The update must set or add to {@code rating}, which a record cannot be read without.
   *
   * @return this builder
   * @throws IllegalStateException (when executed, before any request) when it expects a version or moves
   * a state, which an absent item does not have, or lacks one of the components above
   */
  public PlayerUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("id", ComponentValues.encode(PlayerSchema.ENTITY_TYPE, "id", Codecs.STRING, this.id))),
        List.of("rating"));
    return this;
  }

  /**
   * Sends the update (one {@code UpdateItem} request).
   *
   * @return the item as it is after the update
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.ConditionFailedException when a condition does not hold; it carries the stored item
   * @throws IllegalStateException when the builder was executed before, or changes nothing
   */
  public Player execute() {
    return this.updateCore.update(finish());
  }

  /**
   * For {@code Transaction.write(...).update(this)}: the update as one operation of a write transaction,
   * with the same conditions as {@link #execute()}. Uses the builder up.
   *
   * @throws IllegalStateException when the builder was executed before, or changes nothing
   */
  @Override
  public TransactionOperation toTransactionOperation() {
    return this.updateCore.transactItem(finish());
  }

  ItemUpdate finish() {
    if (this.executed) {
      throw new IllegalStateException("this update was executed already; start another with PlayerRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
