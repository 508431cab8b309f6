package io.tablesmith.internal;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.TablesmithException;
import io.tablesmith.condition.Condition;
import io.tablesmith.lock.FencedWrites;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLostException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one judge of refused writes: reads the stored item (as DynamoDB returned it with the refusal,
 * or read once afterwards on engines that return none) against the guards of the {@link Write}
 * and says which one failed, in the order that matters to the caller: another entity's item, a
 * later lease, presence, version, an add's room, a transition's state, an index key, the
 * condition. Single writes throw {@link #exception()}; a transaction reports {@link #reason()}
 * and {@link #detail()} per operation; internal writes (queue, locks) read {@link #reason()}.
 *
 * <p>The stored item is read lazily: a caller that only needs to know that the write was refused
 * (a re-index counting items changed meanwhile) costs no read.
 */
final class WriteRefusal {

    /** Which guard refused the write. */
    public enum Reason {
        /** the item under the key is another entity's (or has no {@code _et}) */
        WRONG_ENTITY_TYPE,
        /** a later lease of the fence's lock wrote the item, or another lock fences it */
        LEASE_LOST,
        /** an item exists where the write wanted none */
        DUPLICATE,
        /** no item exists where the write needed one */
        NOT_FOUND,
        /** the stored version is not the one the write expected */
        STALE_VERSION,
        /** an add would leave the range of its type or of DynamoDB's numbers */
        OUT_OF_RANGE,
        /** a transition's item is no longer in its {@code from} state */
        STALE_TRANSITION,
        /** an update keeps index keys the item does not have */
        NOT_IN_INDEX,
        /** the write's condition does not hold for the stored item */
        CONDITION_FAILED,
        /** every guard holds for the item as read now: it changed after the write was refused */
        CHANGED
    }

    private final Write write;
    private final Throwable cause;
    private Supplier<Map<String, AttributeValue>> fetch;
    private Map<String, AttributeValue> stored;
    private Reason reason;
    private String detail;
    private String advice;

    private WriteRefusal(Write write, Supplier<Map<String, AttributeValue>> fetch, Throwable cause) {
        this.write = write;
        this.fetch = fetch;
        this.cause = cause;
    }

    /**
     * The refusal of {@code write}, judged on first use from the item {@code fetch} supplies (an
     * empty map when there is none).
     */
    static WriteRefusal of(Write write, Supplier<Map<String, AttributeValue>> fetch, Throwable cause) {
        return new WriteRefusal(write, fetch, cause);
    }

    /** The refusal of {@code write}, given the stored item (empty when there is none). */
    public static WriteRefusal of(Write write, Map<String, AttributeValue> stored, Throwable cause) {
        return new WriteRefusal(write, () -> stored, cause);
    }

    /** Which guard refused the write. */
    public Reason reason() {
        judge();
        return reason;
    }

    /** The refusal in words, without the operation: {@code expected stored version 1 but found 2; ...}. */
    public String detail() {
        judge();
        return detail;
    }

    /** The item as stored when the write was refused, or empty when there was none. */
    public Optional<Map<String, AttributeValue>> storedItem() {
        judge();
        return Optional.ofNullable(stored);
    }

    /** The refused write. */
    public Write write() {
        return write;
    }

    /** The stored item decoded as the write's entity, when it decodes; {@code null} otherwise. */
    public Object storedRecord() {
        judge();
        if (stored == null || write.schema == null) {
            return null;
        }
        try {
            return write.schema.fromItem(stored);
        } catch (RuntimeException undecodable) {
            return null; // the raw item is still in the exception's message and storedItem()
        }
    }

    /**
     * This refusal, unless the item under the key is another entity's: that is a key clash, never
     * a lost race, so internal items (queue, locks), which read other refusals as "someone else got
     * there first", throw it.
     *
     * @throws EntityTypeMismatchException when the stored item is another entity's
     */
    public WriteRefusal requireSameEntity() {
        if (reason() == Reason.WRONG_ENTITY_TYPE) {
            throw exception();
        }
        return this;
    }

    /** The typed exception a single write throws for this refusal. */
    public TablesmithException exception() {
        judge();
        String key = write.key.toString();
        String message = write.operation() + " refused: " + detail + (advice == null ? "" : "; " + advice);
        return switch (reason) {
            case WRONG_ENTITY_TYPE -> new EntityTypeMismatchException(write.entityType, key, write.operation(), storedType());
            case LEASE_LOST -> new LeaseLostException(write.entityType, key, message);
            case DUPLICATE -> new DuplicateItemException(write.entityType, key, message, cause);
            case NOT_FOUND -> new ItemNotFoundException(write.entityType, key, message, cause);
            case STALE_VERSION, CHANGED -> new OptimisticLockException(write.entityType, key, message, cause);
            case STALE_TRANSITION -> new StaleTransitionException(write.entityType, key, message, storedRecord(), cause);
            case OUT_OF_RANGE, NOT_IN_INDEX, CONDITION_FAILED ->
                    new ConditionFailedException(write.entityType, key, message, storedRecord(), cause);
        };
    }

    private void judge() {
        if (reason != null) {
            return;
        }
        Map<String, AttributeValue> item = fetch.get();
        fetch = null;
        stored = item == null || item.isEmpty() ? null : item;
        if (stored != null && !write.entityType.equals(storedType())) {
            refuse(Reason.WRONG_ENTITY_TYPE, "the item stored under this key is "
                    + (storedType() == null ? "not a Tablesmith item (it has no _et)" : "a " + storedType()) + ", not a "
                    + write.entityType + "; one entity's operations never change another entity's items");
            return;
        }
        if (stored != null && write.fence() != null && laterLease(write.fence())) {
            return;
        }
        if (!presenceHolds()) {
            return;
        }
        if (write.presence == Write.Presence.ABSENT || stored == null) {
            // Absent was required and nothing is there, or either would do: the item changed since the refusal.
            refuse(Reason.CHANGED, "the stored item changed while it was written; read it again and retry");
            return;
        }
        if (!versionHolds() || !changesHold()) {
            return;
        }
        if (write.unchanged() != null && !unchangedHolds()) {
            refuse(Reason.CHANGED, "the attributes it was computed from changed meanwhile");
        } else if (hasCondition()) {
            refuse(Reason.CONDITION_FAILED, conditionFailed());
        } else {
            refuse(Reason.CHANGED, "the stored item changed while it was written; read it again and retry");
        }
    }

    private boolean laterLease(Lease lease) {
        AttributeValue token = stored.get(FencedWrites.FENCE_ATTRIBUTE);
        AttributeValue lock = stored.get(FencedWrites.FENCE_LOCK_ATTRIBUTE);
        if (token == null) {
            return false;
        }
        if (lock == null || !lease.lockName().equals(lock.s())) {
            refuse(Reason.LEASE_LOST, "the item is fenced by lock " + (lock == null ? "?" : lock.s()) + ", not "
                    + lease.lockName() + "; nothing was written");
            return true;
        }
        if (token.n() != null && new BigDecimal(token.n()).compareTo(BigDecimal.valueOf(lease.fencingToken())) > 0) {
            refuse(Reason.LEASE_LOST, "lock " + lease.lockName() + " token " + token.n() + " wrote the item after this lease's token "
                    + lease.fencingToken() + "; the lease was lost, so stop working; nothing was written");
            return true;
        }
        return false;
    }

    /** Judges presence; false when it refused the write. */
    private boolean presenceHolds() {
        if (write.presence == Write.Presence.ABSENT && stored != null) {
            if (write.expectedVersion != null) {
                refuse(Reason.STALE_VERSION, staleVersion());
            } else {
                refuse(Reason.DUPLICATE, "an item with this key already exists");
                advice = write.operation().equals("create") && write.schema != null && write.condition() == null
                        ? "use put to overwrite it or replace to change it" : null;
            }
            return false;
        }
        if (write.presence == Write.Presence.ABSENT && write.expectedVersion == null) {
            refuse(Reason.DUPLICATE, "an item with this key existed when it was written");
            return false;
        }
        if (write.presence == Write.Presence.PRESENT && stored == null) {
            refuse(Reason.NOT_FOUND, "no item with this key exists");
            advice = notFoundAdvice();
            return false;
        }
        return true;
    }

    private String notFoundAdvice() {
        String operation = write.operation();
        if (write.kind == Write.Kind.PUT && write.expectedVersion != null && operation.endsWith("put")) {
            return "a record at version " + write.expectedVersion + " is written only over the stored item at that version"
                    + " (version 0 is a new record), so the item was deleted after the record was read, or never stored;"
                    + " read it again, or create it anew";
        }
        return write.kind == Write.Kind.PUT || write.kind == Write.Kind.UPDATE ? "use create or put to write a new one" : null;
    }

    private boolean versionHolds() {
        if (write.expectedVersion == null) {
            return true;
        }
        AttributeValue version = stored.get(write.versionAttribute);
        boolean holds = write.expectedVersion == 0
                ? version == null
                : version != null && version.n() != null
                        && new BigDecimal(version.n()).compareTo(BigDecimal.valueOf(write.expectedVersion)) == 0;
        if (!holds) {
            refuse(Reason.STALE_VERSION, staleVersion());
        }
        return holds;
    }

    private String staleVersion() {
        AttributeValue version = write.versionAttribute == null ? null : stored.get(write.versionAttribute);
        return "expected stored version " + write.expectedVersion + " but found "
                + (version == null ? "absent" : version.n() == null ? version.toString() : version.n())
                + "; another writer changed the item, so read it again and retry";
    }

    /** An update's own guards, in the order its message should name them. */
    private boolean changesHold() {
        ItemUpdate changes = write.changes;
        if (changes == null) {
            return true;
        }
        for (ItemUpdate.BoundedAdd add : changes.boundedAdds()) {
            AttributeValue value = stored.get(add.attribute());
            if (value != null && value.n() != null && add.outOfBounds(new BigDecimal(value.n()))) {
                refuse(Reason.OUT_OF_RANGE, add.attribute() + " is " + value.n() + " and adding " + add.delta()
                        + " would leave " + add.range() + "; nothing was written");
                return false;
            }
        }
        ItemUpdate.Transition transition = changes.transition();
        if (transition != null && !transition.from().equals(stored.get(transition.attribute()))) {
            refuse(Reason.STALE_TRANSITION, staleTransition(transition, stored.get(transition.attribute())));
            return false;
        }
        for (ItemUpdate.KeptIndexKey index : changes.keptIndexKeys()) {
            if (!stored.containsKey(index.attribute())) {
                List<String> absent = index.indexComponents().stream().filter(c -> !stored.containsKey(c)).toList();
                refuse(Reason.NOT_IN_INDEX, "it changes " + index.changed() + " of index " + index.index()
                        + ", but the item is not in that index yet ("
                        + (absent.isEmpty() ? index.attribute() + " is absent" : absent + " absent") + "), and an update knows only the values it sets, so it cannot render "
                        + index.attribute() + " from " + index.components() + "; to add the item to the index, set "
                        + index.components() + " in the same update (for a @Transition component, call its"
                        + " transition method and the setters in one update), or write the whole record with replace");
                return false;
            }
        }
        return true;
    }

    /**
     * Which of two mistakes a refused transition is: a state the declared moves lead to from {@code from} was
     * most likely reached by another writer's move; one they cannot reach means the item was not in {@code from}
     * when the caller chose it (create, put and replace write any state), so the caller's {@code from} is wrong.
     */
    private static String staleTransition(ItemUpdate.Transition transition, AttributeValue state) {
        String move = transition.component() + " was to move from " + text(transition.from()) + " to " + text(transition.to());
        if (state == null) {
            return move + " but the stored item has no " + transition.component() + "; write it with replace first";
        }
        if (state.equals(transition.to())) {
            return move + " but it is " + text(state) + " already: another writer made this move first (or this"
                    + " update was applied before and is being repeated)";
        }
        if (transition.reachable().get().contains(state)) {
            return move + " but it is " + text(state) + ": another writer moved it first (the declared transitions lead"
                    + " from " + text(transition.from()) + " to " + text(state) + "); read it again and decide from its state";
        }
        return move + " but it is " + text(state) + ", which the declared transitions cannot reach from "
                + text(transition.from()) + ", so no transition moved it there from " + text(transition.from())
                + ": the from state passed is most likely not the state the item was in (only a create, put or replace"
                + " writes a state directly); read the item and move from its stored state";
    }

    private boolean unchangedHolds() {
        for (Map.Entry<String, AttributeValue> expected : write.unchanged().entrySet()) {
            AttributeValue now = stored.get(expected.getKey());
            if (expected.getValue() == null ? now != null : !expected.getValue().equals(now)) {
                return false;
            }
        }
        return true;
    }

    private boolean hasCondition() {
        return write.condition() != null || (write.changes != null && !write.changes.conditions().isEmpty())
                || (write.internal != null && write.internal.condition() != null);
    }

    private String conditionFailed() {
        if (write.internal != null) {
            return write.internal.refused() == null ? "the condition does not hold for the stored item" : write.internal.refused();
        }
        List<Condition<?>> conditions = new ArrayList<>();
        if (write.changes != null) {
            conditions.addAll(write.changes.conditions());
        }
        if (write.condition() != null) {
            conditions.add(write.condition());
        }
        String text = conditions.stream().map(Object::toString).collect(Collectors.joining(" AND "));
        return write.operation().endsWith("create")
                ? "an item with this key exists and the condition " + text + " does not hold for it"
                : "the condition " + text + " does not hold for the stored item";
    }

    private void refuse(Reason why, String words) {
        this.reason = why;
        this.detail = words;
    }

    private String storedType() {
        AttributeValue type = stored.get(StoredItems.ENTITY_TYPE_ATTRIBUTE);
        return type == null ? null : type.s();
    }

    private static String text(AttributeValue value) {
        return value.s() != null ? value.s() : String.valueOf(value);
    }
}
