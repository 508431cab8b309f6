package collection;

import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.internal.ItemUpdate;
import io.tablesmith.internal.UpdateCore;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionalUpdate;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * One update of a stored {@link Customer}, started by {@code CustomerRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class CustomerUpdate implements TransactionalUpdate<Customer> {
  private final UpdateCore<Customer> updateCore;

  private final ItemUpdate changes;

  private final UUID id;

  private boolean executed;

  CustomerUpdate(UpdateCore<Customer> updateCore, UUID id) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(CustomerKeys.key(id));
    this.id = id;
  }

  /**
   * Sets {@code name}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public CustomerUpdate setName(String name) {
    this.changes.set("name", name == null ? null : ComponentValues.encode(CustomerSchema.ENTITY_TYPE, "name", Codecs.STRING, name));
    return this;
  }

  /**
   * Sets {@code email}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public CustomerUpdate setEmail(String email) {
    this.changes.set("email", email == null ? null : ComponentValues.encode(CustomerSchema.ENTITY_TYPE, "email", Codecs.STRING, email));
    return this;
  }

  /**
   * Removes {@code name}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public CustomerUpdate removeName() {
    this.changes.remove("name");
    return this;
  }

  /**
   * Removes {@code email}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public CustomerUpdate removeEmail() {
    this.changes.remove("email");
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link CustomerConditions}
   * @return this builder
   */
  public CustomerUpdate when(Condition<Customer> condition) {
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
  public CustomerUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("id", ComponentValues.encode(CustomerSchema.ENTITY_TYPE, "id", Codecs.UUID, this.id))),
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
  public Customer execute() {
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
      throw new IllegalStateException("this update was executed already; start another with CustomerRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
