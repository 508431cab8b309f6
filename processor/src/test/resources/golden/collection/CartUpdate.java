package collection;

import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.internal.ItemUpdate;
import io.tablesmith.internal.UpdateCore;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionalUpdate;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * One update of a stored {@link Cart}, started by {@code CartRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CartUpdate implements TransactionalUpdate<Cart> {
  private final UpdateCore<Cart> updateCore;

  private final ItemUpdate changes;

  private final UUID customerId;

  private boolean executed;

  CartUpdate(UpdateCore<Cart> updateCore, UUID customerId) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(CartKeys.key(customerId));
    this.customerId = customerId;
  }

  /**
   * Sets {@code updatedAt}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public CartUpdate setUpdatedAt(Instant updatedAt) {
    this.changes.set("updatedAt", updatedAt == null ? null : ComponentValues.encode(CartSchema.ENTITY_TYPE, "updatedAt", Codecs.INSTANT, updatedAt));
    return this;
  }

  /**
   * Removes {@code updatedAt}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public CartUpdate removeUpdatedAt() {
    this.changes.remove("updatedAt");
    return this;
  }

  /**
   * Appends {@code values} to the stored {@code skus} in the database (list_append), creating it when absent;
   * no read of the list first, so concurrent appends are never lost. An empty list changes nothing.
   *
   * @param values the elements
   * @return this builder
   */
  public CartUpdate appendToSkus(List<String> values) {
    Objects.requireNonNull(values, "values");
    if (!values.isEmpty()) {
      this.changes.append("skus", ComponentValues.encode(CartSchema.ENTITY_TYPE, "skus", Codecs.list(Codecs.STRING), values));
    }
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link CartConditions}
   * @return this builder
   */
  public CartUpdate when(Condition<Cart> condition) {
    this.changes.when(condition);
    return this;
  }

  /**
   * Makes the update create the item when no item has this key (an add-or-create: {@code add} starts
   * from 0); over a stored item it is the same update as without. A created item holds the key
   * components, the entity type and what the update sets; every other component is absent.
   *
   * @return this builder
   * @throws IllegalStateException (when executed, before any request) when it expects a version or moves
   * a state, which an absent item does not have
   */
  public CartUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("customerId", ComponentValues.encode(CartSchema.ENTITY_TYPE, "customerId", Codecs.UUID, this.customerId))),
        List.of());
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
  public Cart execute() {
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
      throw new IllegalStateException("this update was executed already; start another with CartRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
