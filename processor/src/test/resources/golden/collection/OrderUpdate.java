package collection;

import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.internal.ItemUpdate;
import io.tablesmith.internal.UpdateCore;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionalUpdate;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * One update of a stored {@link Order}, started by {@code OrderRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class OrderUpdate implements TransactionalUpdate<Order> {
  private final UpdateCore<Order> updateCore;

  private final ItemUpdate changes;

  private final UUID customerId;

  private final LocalDate placedOn;

  private final int number;

  private boolean executed;

  OrderUpdate(UpdateCore<Order> updateCore, UUID customerId, LocalDate placedOn, int number) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(OrderKeys.key(customerId, placedOn, number));
    this.customerId = customerId;
    this.placedOn = placedOn;
    this.number = number;
  }

  /**
   * Sets {@code status}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public OrderUpdate setStatus(OrderStatus status) {
    this.changes.set("status", status == null ? null : ComponentValues.encode(OrderSchema.ENTITY_TYPE, "status", Codecs.enumOf(OrderStatus.values()), status));
    return this;
  }

  /**
   * Sets {@code total}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public OrderUpdate setTotal(BigDecimal total) {
    this.changes.set("total", total == null ? null : ComponentValues.encode(OrderSchema.ENTITY_TYPE, "total", Codecs.BIG_DECIMAL, total));
    return this;
  }

  /**
   * Removes {@code status}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public OrderUpdate removeStatus() {
    this.changes.remove("status");
    return this;
  }

  /**
   * Removes {@code total}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public OrderUpdate removeTotal() {
    this.changes.remove("total");
    return this;
  }

  /**
   * Adds {@code delta} to {@code total} atomically, in the database (an atomic counter); an absent value counts as 0.
   *
   * @param delta the amount to add; negative to subtract
   * @return this builder
   * @throws io.tablesmith.ConditionFailedException when the result would leave DynamoDB's number range; nothing is written
   */
  public OrderUpdate addTotal(BigDecimal delta) {
    Objects.requireNonNull(delta, "delta");
    this.changes.add("total", ComponentValues.encode(OrderSchema.ENTITY_TYPE, "total", Codecs.BIG_DECIMAL, delta));
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link OrderConditions}
   * @return this builder
   */
  public OrderUpdate when(Condition<Order> condition) {
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
  public OrderUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("customerId", ComponentValues.encode(OrderSchema.ENTITY_TYPE, "customerId", Codecs.UUID, this.customerId)),
          Map.entry("placedOn", ComponentValues.encode(OrderSchema.ENTITY_TYPE, "placedOn", Codecs.LOCAL_DATE, this.placedOn)),
          Map.entry("number", ComponentValues.encode(OrderSchema.ENTITY_TYPE, "number", Codecs.INT, this.number))),
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
  public Order execute() {
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
      throw new IllegalStateException("this update was executed already; start another with OrderRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
