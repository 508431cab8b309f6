package demo;

import io.tablesmith.IllegalTransitionException;
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
import java.util.Set;
import javax.annotation.processing.Generated;

/**
 * One update of a stored {@link Job}, started by {@code JobRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class JobUpdate implements TransactionalUpdate<Job> {
  private final UpdateCore<Job> updateCore;

  private final ItemUpdate changes;

  private final String id;

  private JobStatus status;

  private Instant createdAt;

  private boolean executed;

  JobUpdate(UpdateCore<Job> updateCore, String id) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(JobKeys.key(id));
    this.id = id;
  }

  /**
   * Sets {@code createdAt}; {@code null} removes it, as a record with a null component is stored without it.
   * Rewrites the keys of index gsi1 in the same request; when the index also needs components this
   * update does not set, the update requires the item to be in the index already
   * ({@link io.tablesmith.ConditionFailedException} otherwise).
   *
   * @return this builder
   */
  public JobUpdate setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
    this.changes.set("createdAt", createdAt == null ? null : ComponentValues.encode(JobSchema.ENTITY_TYPE, "createdAt", Codecs.INSTANT, createdAt));
    return this;
  }

  /**
   * Sets {@code title}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public JobUpdate setTitle(String title) {
    this.changes.set("title", title == null ? null : ComponentValues.encode(JobSchema.ENTITY_TYPE, "title", Codecs.STRING, title));
    return this;
  }

  /**
   * Removes {@code createdAt}: the record then reads it as {@code null}.
   * The item leaves the sparse index gsi1: its key attributes are removed in the same request.
   *
   * @return this builder
   */
  public JobUpdate removeCreatedAt() {
    this.createdAt = null;
    this.changes.remove("createdAt");
    return this;
  }

  /**
   * Removes {@code title}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public JobUpdate removeTitle() {
    this.changes.remove("title");
    return this;
  }

  /**
   * Moves {@code status} from {@code from} to {@code to}: the update happens only while the stored
   * {@code status} is {@code from}, so the database enforces the state machine.
   * Allowed moves: QUEUED &rarr; RUNNING, RUNNING &rarr; QUEUED | DONE.
   * Rewrites the keys of index gsi1 in the same request; when the index also needs components this
   * update does not set, the update requires the item to be in the index already
   * ({@link io.tablesmith.ConditionFailedException} otherwise).
   *
   * @param from the state the caller believes the item is in
   * @param to the state to move to
   * @return this builder
   * @throws IllegalTransitionException (now, before any request) when the move is not declared
   */
  public JobUpdate transitionStatus(JobStatus from, JobStatus to) {
    Objects.requireNonNull(from, "from");
    Objects.requireNonNull(to, "to");
    if (!statusTransitionsFrom(from).contains(to)) {
      throw new IllegalTransitionException(JobSchema.ENTITY_TYPE, this.changes.key().toString(),
          "status may not move from " + from + " to " + to
          + "; from " + from + " it may move to " + statusTransitionsFrom(from));
    }
    this.status = to;
    this.changes.transition("status", "status", from, to, state -> ComponentValues.encode(JobSchema.ENTITY_TYPE, "status", Codecs.enumOf(JobStatus.values()), state), JobUpdate::statusTransitionsFrom);
    return this;
  }

  /**
   * The states {@code status} may move to from {@code from}, as its {@code @Transition}s declare.
   *
   * @param from a state
   * @return the allowed targets, possibly none
   */
  public static Set<JobStatus> statusTransitionsFrom(JobStatus from) {
    return switch (from) {
      case QUEUED -> Set.of(JobStatus.RUNNING);
      case RUNNING -> Set.of(JobStatus.QUEUED, JobStatus.DONE);
      default -> Set.of();
    };
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link JobConditions}
   * @return this builder
   */
  public JobUpdate when(Condition<Job> condition) {
    this.changes.when(condition);
    return this;
  }

  /**
   * The update happens only while the stored {@code version} is {@code version} (it is incremented either way).
   *
   * @param version the version the caller read
   * @return this builder
   */
  public JobUpdate ifVersion(long version) {
    this.changes.expectVersion(version);
    return this;
  }

  /**
   * Makes the update create the item when no item has this key (an add-or-create: {@code add} starts
   * from 0); over a stored item it is the same update as without. A created item holds the key
   * components, the entity type, {@code version} 1 and what the update sets; every other component is absent.
   *
   * @return this builder
   * @throws IllegalStateException (when executed, before any request) when it expects a version or moves
   * a state, which an absent item does not have
   */
  public JobUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("id", ComponentValues.encode(JobSchema.ENTITY_TYPE, "id", Codecs.STRING, this.id))),
        List.of());
    return this;
  }

  /**
   * Sends the update (one {@code UpdateItem} request) and increments {@code version}.
   *
   * @return the item as it is after the update
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when {@link #ifVersion} was given and the stored version differs
   * @throws io.tablesmith.StaleTransitionException when a transition's item is no longer in its {@code from} state
   * @throws io.tablesmith.ConditionFailedException when a condition does not hold; it carries the stored item
   * @throws IllegalStateException when the builder was executed before, or changes nothing
   */
  public Job execute() {
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
      throw new IllegalStateException("this update was executed already; start another with JobRepository.update");
    }
    this.executed = true;
    // Index gsi1 follows status, createdAt
    this.changes.index("gsi1",
          ItemUpdate.indexKey("gsi1pk", () -> JobKeys.byStatusPartition(this.status), "status"),
          ItemUpdate.indexKey("gsi1sk", () -> JobKeys.byStatusSort(this.createdAt), "createdAt"));
    return this.changes;
  }
}
