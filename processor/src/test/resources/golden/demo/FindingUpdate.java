package demo;

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
 * One update of a stored {@link Finding}, started by {@code FindingRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class FindingUpdate implements TransactionalUpdate<Finding> {
  private final UpdateCore<Finding> updateCore;

  private final ItemUpdate changes;

  private final String jobId;

  private final String findingId;

  private boolean executed;

  FindingUpdate(UpdateCore<Finding> updateCore, String jobId, String findingId) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(FindingKeys.key(jobId, findingId));
    this.jobId = jobId;
    this.findingId = findingId;
  }

  /**
   * Sets {@code summary}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public FindingUpdate setSummary(String summary) {
    this.changes.set("summary", summary == null ? null : ComponentValues.encode(FindingSchema.ENTITY_TYPE, "summary", Codecs.STRING, summary));
    return this;
  }

  /**
   * Sets {@code score}.
   *
   * @return this builder
   */
  public FindingUpdate setScore(double score) {
    this.changes.set("score", ComponentValues.encode(FindingSchema.ENTITY_TYPE, "score", Codecs.DOUBLE, score));
    return this;
  }

  /**
   * Removes {@code summary}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public FindingUpdate removeSummary() {
    this.changes.remove("summary");
    return this;
  }

  /**
   * Adds {@code delta} to {@code score} atomically, in the database (an atomic counter).
   *
   * @param delta the amount to add; negative to subtract
   * @return this builder
   * @throws io.tablesmith.ConditionFailedException when the result would leave DynamoDB's number range; nothing is written
   */
  public FindingUpdate addScore(double delta) {
    this.changes.add("score", ComponentValues.encode(FindingSchema.ENTITY_TYPE, "score", Codecs.DOUBLE, delta));
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link FindingConditions}
   * @return this builder
   */
  public FindingUpdate when(Condition<Finding> condition) {
    this.changes.when(condition);
    return this;
  }

  /**
   * Makes the update create the item when no item has this key (an add-or-create: {@code add} starts
   * from 0); over a stored item it is the same update as without. A created item holds the key
   * components, the entity type and what the update sets; every other component is absent.
   * The update must set or add to {@code score}, which a record cannot be read without.
   *
   * @return this builder
   * @throws IllegalStateException (when executed, before any request) when it expects a version or moves
   * a state, which an absent item does not have, or lacks one of the components above
   */
  public FindingUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("jobId", ComponentValues.encode(FindingSchema.ENTITY_TYPE, "jobId", Codecs.STRING, this.jobId)),
          Map.entry("findingId", ComponentValues.encode(FindingSchema.ENTITY_TYPE, "findingId", Codecs.STRING, this.findingId))),
        List.of("score"));
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
  public Finding execute() {
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
      throw new IllegalStateException("this update was executed already; start another with FindingRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
