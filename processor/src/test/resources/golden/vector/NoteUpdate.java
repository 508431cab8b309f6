package vector;

import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.internal.ItemUpdate;
import io.tablesmith.internal.UpdateCore;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionalUpdate;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;

/**
 * One update of a stored {@link Note}, started by {@code NoteRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class NoteUpdate implements TransactionalUpdate<Note> {
  private final UpdateCore<Note> updateCore;

  private final ItemUpdate changes;

  private final String id;

  private boolean executed;

  NoteUpdate(UpdateCore<Note> updateCore, String id) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(NoteKeys.key(id));
    this.id = id;
  }

  /**
   * Sets {@code text}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public NoteUpdate setText(String text) {
    this.changes.set("text", text == null ? null : ComponentValues.encode(NoteSchema.ENTITY_TYPE, "text", Codecs.STRING, text));
    return this;
  }

  /**
   * Removes {@code text}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public NoteUpdate removeText() {
    this.changes.remove("text");
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link NoteConditions}
   * @return this builder
   */
  public NoteUpdate when(Condition<Note> condition) {
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
  public NoteUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("id", ComponentValues.encode(NoteSchema.ENTITY_TYPE, "id", Codecs.STRING, this.id))),
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
  public Note execute() {
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
      throw new IllegalStateException("this update was executed already; start another with NoteRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
