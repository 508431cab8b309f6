package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.condition.Condition;
import io.tablesmith.lock.Lease;
import io.tablesmith.transaction.TransactionTarget;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * One write, described as a value: the item (table, key, the entity type a stored item under the
 * key must have), what the write does to it, and the guards it needs. Features describe their
 * writes with these factories; {@link WriteRequests} renders a description into a request or a
 * transaction item, {@link WritePath} sends it, and {@link WriteRefusal} reads a refusal. Because
 * no feature assembles a request of its own, every guard holds for every feature:
 *
 * <ul>
 *   <li>entity type: an item stored under the key must carry this {@code _et};</li>
 *   <li>presence: the item must exist, must not, or either;</li>
 *   <li>version, forward only: a record at version 0 is new and is written only where no item is;
 *       one at version v ≥ 1 only over the stored item at exactly v. A put stores v + 1 (computed
 *       here, from the record), an update adds 1, so no feature can store a lower or equal version;</li>
 *   <li>fence: the item must not have seen a higher token of the lease's lock, and a put stores the
 *       lease's token on it;</li>
 *   <li>the user's {@link Condition}, and the conditions an update brings (a transition's
 *       {@code from}, kept index keys, bounded adds), and for re-indexing the attributes the
 *       write was computed from.</li>
 * </ul>
 *
 * <p>A description is built by one factory call and, optionally, {@link #fencedBy} or
 * {@link #when}, then sent once.
 */
public final class Write {

    /** What the write does to the item. */
    public enum Kind { PUT, UPDATE, DELETE, CHECK }

    /** What the write requires of the item under its key. */
    public enum Presence {
        /** no item has the key */
        ABSENT,
        /** an item of the write's entity type has the key */
        PRESENT,
        /** no item, or one of the write's entity type */
        EITHER,
        /**
         * nothing can be checked: a {@code BatchWriteItem} carries no condition. Only batch writes
         * have it, and a batch renders nothing else.
         */
        UNCHECKED
    }

    final Kind kind;
    final String tableName;
    final String entityType;
    final ItemKey<?> key;
    /** The entity's codec, to decode a stored item for a refusal's message; {@code null} for internal items. */
    final EntitySchema<?> schema;
    final Presence presence;
    /** The item a put stores. */
    final Map<String, AttributeValue> item;
    /** The changes of a typed update. */
    final ItemUpdate changes;
    /** The expressions of an internal item's write (queue, locks), which name their own placeholders. */
    final Internal internal;
    /** The entity's version attribute: an update of a versioned entity adds 1 to it. */
    final String versionAttribute;
    /**
     * The stored version the write requires, or {@code null}. 0 means none was handed out: no item
     * for a write that may create one, an item without a version for a write that needs the item.
     */
    final Long expectedVersion;
    /** The record a put writes (with its new version), as given. */
    final Object record;
    final ReturnValue returnValues;

    private String operation;
    private Lease fence;
    private Condition<?> condition;
    private Map<String, AttributeValue> unchanged;
    /** The record as a read returns it once the put is stored, decoded on first use. */
    private Object stored;

    private Write(Kind kind, String operation, String tableName, String entityType, ItemKey<?> key, EntitySchema<?> schema,
                  Presence presence, Map<String, AttributeValue> item, ItemUpdate changes, Internal internal,
                  String versionAttribute, Long expectedVersion, Object record, ReturnValue returnValues) {
        this.kind = kind;
        this.operation = operation;
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.key = Objects.requireNonNull(key, "key");
        this.schema = schema;
        this.presence = presence;
        this.item = item;
        this.changes = changes;
        this.internal = internal;
        this.versionAttribute = versionAttribute;
        this.expectedVersion = expectedVersion;
        this.record = record;
        this.returnValues = returnValues;
    }

    /**
     * The expressions of a write to an internal item (a queue message, group or counter, a lock),
     * with placeholders of their own naming ({@code #qsk}, {@code :tok}); the path adds the guards.
     *
     * @param update the update expression of an update, else {@code null}
     * @param condition what the item must satisfy besides the guards, or {@code null}
     * @param refused what a failed {@code condition} means, for messages
     */
    public record Internal(String update, String condition, Map<String, String> names,
                           Map<String, AttributeValue> values, String refused) {

        public Internal {
            names = names == null ? Map.of() : names;
            values = values == null ? Map.of() : values;
        }
    }

    // ---------------------------------------------------------------- puts of a record

    /** A put where no item has the record's key; a versioned record is stored at version 1. */
    public static <T> Write create(TransactionTarget<T> target, T record) {
        T stored = target.versioned() ? target.withVersion(record, 1L) : record;
        return put("create", target, stored, Presence.ABSENT, null);
    }

    /**
     * A put whether or not an item has the key, never over another entity's item. A versioned
     * record at version 0 is new: written only where no item is; at version v ≥ 1 only over the
     * stored item at v, never where the item was deleted. Stored at the next version.
     */
    public static <T> Write put(TransactionTarget<T> target, T record) {
        if (!target.versioned()) {
            return put("put", target, record, Presence.EITHER, null);
        }
        long version = target.versionOf(record);
        return put("put", target, target.withVersion(record, version + 1), version == 0 ? Presence.ABSENT : Presence.PRESENT,
                version);
    }

    /** A put over the existing item (at the record's version, stored at the next). */
    public static <T> Write replace(TransactionTarget<T> target, T record) {
        if (!target.versioned()) {
            return put("replace", target, record, Presence.PRESENT, null);
        }
        long version = target.versionOf(record);
        return put("replace", target, target.withVersion(record, version + 1), Presence.PRESENT, version);
    }

    /**
     * A put of a new record of an unversioned entity that may overwrite the stored item (of this
     * entity type); its condition, given with {@link #when}, decides over an existing item.
     */
    static <T> Write createOrOverwrite(TransactionTarget<T> target, T record) {
        return put("create", target, record, Presence.EITHER, null);
    }

    /**
     * A put over the existing item at {@code storedVersion} (0: it has none), whatever the record
     * carries, storing {@code storedVersion + 1}: a create that replaces a stored item.
     */
    static <T> Write createOver(TransactionTarget<T> target, T record, long storedVersion) {
        return put("create", target, target.withVersion(record, storedVersion + 1), Presence.PRESENT, storedVersion);
    }

    /**
     * A put of {@code BatchWriteItem}: no condition can be sent, so none is checked; what guards it
     * is the key (see docs/writes.md, "Batch").
     */
    static <T> Write batchPut(TransactionTarget<T> target, T record) {
        return put("putAll", target, record, Presence.UNCHECKED, null);
    }

    private static <T> Write put(String operation, TransactionTarget<T> target, T stored, Presence presence, Long expected) {
        EntitySchema<T> schema = target.schema();
        return new Write(Kind.PUT, operation, target.tableName(), schema.entityType(), schema.keyOf(stored), schema, presence,
                schema.toItem(stored), null, null, target.versionAttribute().orElse(null), expected, stored, ReturnValue.NONE);
    }

    // ---------------------------------------------------------------- deletes

    /** A delete of the item with this key, whatever it holds, unless it is another entity's; returns what it deleted. */
    public static Write delete(TransactionTarget<?> target, ItemKey<?> key) {
        return delete("delete", target, key, Presence.EITHER, null);
    }

    /** A delete of the existing item with this key, only while it is at {@code version}. */
    public static Write deleteAt(TransactionTarget<?> target, ItemKey<?> key, long version) {
        return delete("delete", target, key, Presence.PRESENT, version);
    }

    /** A delete of the existing item with this key; add its condition with {@link #when}. */
    static Write deleteExisting(TransactionTarget<?> target, ItemKey<?> key) {
        return delete("delete", target, key, Presence.PRESENT, null);
    }

    /** A delete of {@code BatchWriteItem}: unchecked, as {@link #batchPut}. */
    static Write batchDelete(TransactionTarget<?> target, ItemKey<?> key) {
        return delete("deleteAll", target, key, Presence.UNCHECKED, null);
    }

    private static Write delete(String operation, TransactionTarget<?> target, ItemKey<?> key, Presence presence, Long expected) {
        return new Write(Kind.DELETE, operation, target.tableName(), target.schema().entityType(), key, target.schema(),
                presence, null, null, null, target.versionAttribute().orElse(null), expected, null,
                presence == Presence.UNCHECKED ? ReturnValue.NONE : ReturnValue.ALL_OLD);
    }

    // ---------------------------------------------------------------- updates and checks

    /**
     * A typed update of the existing item: its changes and conditions, and for a versioned entity
     * the version's increment (and check, when the update expects one).
     *
     * @throws IllegalStateException when the update changes nothing
     * @throws io.tablesmith.ItemTooLargeException when the values it sets alone exceed DynamoDB's 400 KB
     */
    public static Write update(TransactionTarget<?> target, ItemUpdate changes) {
        if (changes.isEmpty()) {
            // With or without @Version: an update that only bumped the version would tell other
            // writers the item changed when it did not.
            throw new IllegalStateException("the update of " + target.schema().entityType() + " [" + changes.key()
                    + "] changes nothing, so it is not sent; call at least one set, remove, add or transition method"
                    + " (to check a version without writing, use requireVersion in a transaction)");
        }
        UpdateSize.requireFits(target.schema().entityType(), changes);
        if (changes.createsIfAbsent()) {
            requireCreatable(target, changes);
        }
        return new Write(Kind.UPDATE, "update", target.tableName(), target.schema().entityType(), changes.key(),
                target.schema(), changes.createsIfAbsent() ? Presence.EITHER : Presence.PRESENT, null, changes, null,
                target.versionAttribute().orElse(null), changes.expectedVersion(), null, ReturnValue.ALL_NEW);
    }

    /** An update that may create its item must leave a readable record, and guard nothing an absent item lacks. */
    private static void requireCreatable(TransactionTarget<?> target, ItemUpdate changes) {
        String refused = "the createIfAbsent update of " + target.schema().entityType() + " [" + changes.key() + "] is not sent: ";
        if (changes.expectedVersion() != null) {
            throw new IllegalStateException(refused + "it expects a version, which an absent item does not have; drop ifVersion,"
                    + " or drop createIfAbsent to update only a stored item");
        }
        if (changes.transition() != null) {
            throw new IllegalStateException(refused + "it moves a state, which an absent item does not have; create the item"
                    + " in its first state, then transition it");
        }
        List<String> missing = changes.missingToCreate();
        if (!missing.isEmpty()) {
            throw new IllegalStateException(refused + "an item it creates would lack " + missing + ", which the record cannot"
                    + " be read without; set (or add to) each in the same update, or declare a value for absent attributes"
                    + " with @DefaultValue");
        }
    }

    /**
     * A repair of derived attributes (index keys) of the existing item, on the condition that the
     * attributes they were computed from still hold {@code unchanged} ({@code null}: absent). It
     * changes no component, so it leaves the version as it is.
     */
    static Write repair(String tableName, EntitySchema<?> schema, ItemKey<?> key, ItemUpdate changes,
                        Map<String, AttributeValue> unchanged) {
        Write write = new Write(Kind.UPDATE, "reindex", tableName, schema.entityType(), key, schema, Presence.PRESENT, null,
                changes, null, null, null, null, ReturnValue.NONE);
        write.unchanged = unchanged;
        return write;
    }

    /** A condition check of a transaction: presence and, optionally, the version; nothing is written. */
    public static Write check(String operation, TransactionTarget<?> target, ItemKey<?> key, Presence presence, Long version) {
        return new Write(Kind.CHECK, operation, target.tableName(), target.schema().entityType(), key, target.schema(),
                presence, null, null, null, target.versionAttribute().orElse(null), version, null, ReturnValue.NONE);
    }

    /**
     * A write of an internal item (queue message, group, counter, lock) of entity type
     * {@code entityType}: the same guards as an entity's write, around the item's own expressions.
     *
     * @param item for a put, the item; else {@code null}
     */
    public static Write internal(Kind kind, String operation, String tableName, String entityType, ItemKey<?> key,
                                 Presence presence, Map<String, AttributeValue> item, Internal expressions,
                                 ReturnValue returnValues) {
        return new Write(kind, operation, tableName, entityType, key, null, presence, item, null,
                Objects.requireNonNull(expressions, "expressions"), null, null, null, returnValues);
    }

    // ---------------------------------------------------------------- optional guards

    /**
     * The write is fenced by {@code lease}: refused when the item holds a higher token of the lease's
     * lock (or is fenced by another lock); a put stores the lease's lock and token on the item.
     */
    public Write fencedBy(Lease lease) {
        this.fence = Objects.requireNonNull(lease, "lease");
        this.operation = "fenced " + operation;
        return this;
    }

    /** The write happens only if {@code userCondition} holds for the stored item (which must exist, or when it exists). */
    public Write when(Condition<?> userCondition) {
        this.condition = Objects.requireNonNull(userCondition, "condition");
        return this;
    }

    // ---------------------------------------------------------------- reading the description

    /** The operation as a word of a message: {@code put}, {@code fenced delete}, {@code update}. */
    public String operation() {
        return operation;
    }

    public ItemKey<?> key() {
        return key;
    }

    public String entityType() {
        return entityType;
    }

    /**
     * The record a put writes, with its new version, as given: what a caller reports as not written.
     * {@code null} for other writes.
     */
    @SuppressWarnings("unchecked") // a put's record is of the target's type, fixed by the factory that made it
    public <T> T record() {
        return (T) record;
    }

    /**
     * The record as stored, for a put that was written: the one a read returns
     * ({@link EntitySchema#asStored}), so numbers as DynamoDB keeps them and a {@code @Ttl Instant} in
     * whole seconds. {@code null} for other writes.
     *
     * @throws io.tablesmith.ItemDecodeException when the record's constructor refuses the values as stored; the put
     *     has happened, and the exception says so
     */
    @SuppressWarnings("unchecked") // a put's record is of the target's type, fixed by the factory that made it
    public <T> T stored() {
        if (stored == null && record != null) {
            stored = StoredItems.asStored((EntitySchema<Object>) schema, key, record, item);
        }
        return (T) stored;
    }

    Lease fence() {
        return fence;
    }

    Condition<?> condition() {
        return condition;
    }

    Map<String, AttributeValue> unchanged() {
        return unchanged;
    }

    /** Whether the write changes an item without asking what is stored: a batch write. */
    boolean unchecked() {
        return presence == Presence.UNCHECKED;
    }
}
