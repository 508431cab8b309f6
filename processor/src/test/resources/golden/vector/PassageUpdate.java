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
 * One update of a stored {@link Passage}, started by {@code PassageRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class PassageUpdate implements TransactionalUpdate<Passage> {
  private final UpdateCore<Passage> updateCore;

  private final ItemUpdate changes;

  private final String book;

  private final String id;

  private boolean executed;

  PassageUpdate(UpdateCore<Passage> updateCore, String book, String id) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(PassageKeys.key(book, id));
    this.book = book;
    this.id = id;
  }

  /**
   * Sets {@code chapter}.
   *
   * @return this builder
   */
  public PassageUpdate setChapter(int chapter) {
    this.changes.set("chapter", ComponentValues.encode(PassageSchema.ENTITY_TYPE, "chapter", Codecs.INT, chapter));
    return this;
  }

  /**
   * Sets {@code text}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public PassageUpdate setText(String text) {
    this.changes.set("text", text == null ? null : ComponentValues.encode(PassageSchema.ENTITY_TYPE, "text", Codecs.STRING, text));
    return this;
  }

  /**
   * Adds {@code delta} to {@code chapter} atomically, in the database (an atomic counter).
   *
   * @param delta the amount to add; negative to subtract
   * @return this builder
   * @throws io.tablesmith.ConditionFailedException when the result would not fit {@code int}; nothing is written
   */
  public PassageUpdate addChapter(int delta) {
    this.changes.add("chapter", delta, Integer.MIN_VALUE, Integer.MAX_VALUE, "int");
    return this;
  }

  /**
   * Removes {@code text}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public PassageUpdate removeText() {
    this.changes.remove("text");
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link PassageConditions}
   * @return this builder
   */
  public PassageUpdate when(Condition<Passage> condition) {
    this.changes.when(condition);
    return this;
  }

  /**
   * Makes the update create the item when no item has this key (an add-or-create: {@code add} starts
   * from 0); over a stored item it is the same update as without. A created item holds the key
   * components, the entity type and what the update sets; every other component is absent.
   * The update must set or add to {@code chapter}, which a record cannot be read without.
   *
   * @return this builder
   * @throws IllegalStateException (when executed, before any request) when it expects a version or moves
   * a state, which an absent item does not have, or lacks one of the components above
   */
  public PassageUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("book", ComponentValues.encode(PassageSchema.ENTITY_TYPE, "book", Codecs.STRING, this.book)),
          Map.entry("id", ComponentValues.encode(PassageSchema.ENTITY_TYPE, "id", Codecs.STRING, this.id))),
        List.of("chapter"));
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
  public Passage execute() {
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
      throw new IllegalStateException("this update was executed already; start another with PassageRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
