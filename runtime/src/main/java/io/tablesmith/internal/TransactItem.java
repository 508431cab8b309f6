package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.lock.Lease;
import io.tablesmith.transaction.TransactionFailedException.Operation;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import io.tablesmith.transaction.TransactionFailedException.Reason;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionTarget;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;

/**
 * One operation of a transaction: a {@link Write} (with the same guards as on its own, rendered
 * by the write path) or a read, and how to read DynamoDB's cancellation reason for it. Every
 * conditional operation asks for the stored item on failure ({@code ALL_OLD}), and
 * {@link WriteRefusal} judges it as it judges a single write.
 */
public final class TransactItem implements TransactionOperation {

    private final Operation operation;
    private final String tableName;
    private final EntitySchema<?> schema;
    private final ItemKey<?> key;
    private final Write write;

    private TransactItem(Operation operation, String tableName, EntitySchema<?> schema, ItemKey<?> key, Write write) {
        this.operation = operation;
        this.tableName = tableName;
        this.schema = schema;
        this.key = key;
        this.write = write;
    }

    private static TransactItem of(Operation operation, TransactionTarget<?> target, Write write) {
        return new TransactItem(operation, target.tableName(), target.schema(), write.key(), write);
    }

    /** A put if no item has the record's key; a versioned record is stored at version 1. */
    public static <T> TransactItem create(TransactionTarget<T> target, T record) {
        return of(Operation.CREATE, target, Write.create(target, record));
    }

    /**
     * A put of a record of an unversioned entity where no item has its key, or over the stored item (of this
     * entity) when {@code condition} holds for it: the repository's {@code create(record, condition)}.
     *
     * @throws TablesmithException for a versioned entity, whose version a transaction cannot read before it writes
     */
    public static <T> TransactItem create(TransactionTarget<T> target, T record, io.tablesmith.condition.Condition<T> condition) {
        if (target.versioned()) {
            throw new TablesmithException(target.schema().entityType(), target.schema().keyOf(record).toString(),
                    "conditional create refused: over a stored item it would have to store the stored version + 1, which a"
                            + " transaction cannot read; use put with the record's version (a record at version 0 is new) and"
                            + " a condition check (requireVersion), or the repository's create(record, condition)");
        }
        return of(Operation.CREATE, target, Write.createOrOverwrite(target, record).when(condition));
    }

    /** A put as the repository's: a versioned record at version 0 only where no item is, at v only over v; stored at the next. */
    public static <T> TransactItem put(TransactionTarget<T> target, T record) {
        return of(Operation.PUT, target, Write.put(target, record));
    }

    /** A put over an existing item (at the record's version, stored at the next). */
    public static <T> TransactItem replace(TransactionTarget<T> target, T record) {
        return of(Operation.REPLACE, target, Write.replace(target, record));
    }

    /** A delete of the item with this key, whatever it holds, unless it is of another entity type. */
    public static TransactItem delete(TransactionTarget<?> target, ItemKey<?> key) {
        return of(Operation.DELETE, target, Write.delete(target, key));
    }

    /** A delete of the record's item only while it is stored at the record's version. */
    public static <T> TransactItem deleteVersioned(TransactionTarget<T> target, T record) {
        return of(Operation.DELETE, target, Write.deleteAt(target, target.schema().keyOf(record), target.versionOf(record)));
    }

    /** A condition check: an item (of the entity) has this key. */
    public static TransactItem requireExists(TransactionTarget<?> target, ItemKey<?> key) {
        return of(Operation.REQUIRE_EXISTS, target, Write.check("require exists", target, key, Write.Presence.PRESENT, null));
    }

    /** A condition check: no item has this key. */
    public static TransactItem requireNotExists(TransactionTarget<?> target, ItemKey<?> key) {
        return of(Operation.REQUIRE_NOT_EXISTS, target, Write.check("require not exists", target, key, Write.Presence.ABSENT, null));
    }

    /** A condition check: the item with this key is stored at {@code version}. */
    public static TransactItem requireVersion(TransactionTarget<?> target, ItemKey<?> key, long version) {
        if (!target.versioned()) {
            throw new TablesmithException(target.schema().entityType(), key.toString(),
                    "require version refused: the entity has no @Version; use requireExists to check the item is there");
        }
        return of(Operation.REQUIRE_VERSION, target,
                Write.check("require version", target, key, Write.Presence.PRESENT, version));
    }

    /**
     * A condition check on a lease's lock item: the lease is still the lock's current one (its
     * holder and fencing token) and has not ended by its clock, so the transaction is fenced by the lease.
     */
    public static TransactItem requireLease(Lease lease) {
        Write check = Write.internal(Write.Kind.CHECK, "require lease", lease.tableName(), LockCore.LOCK_TYPE, lease.lockKey(),
                Write.Presence.PRESENT, null, new Write.Internal(null, "holder = :holder AND #token = :token AND #until > :now",
                        Map.of("#token", "token", "#until", "until"), Map.of(":holder", AttributeValue.fromS(lease.holder()),
                                ":token", AttributeValues.number(lease.fencingToken()),
                                ":now", AttributeValues.number(lease.clock().millis())),
                        "the lease with fencing token " + lease.fencingToken() + " is no longer held (it expired, and may"
                                + " have been taken over, or was released)"), ReturnValue.NONE);
        return new TransactItem(Operation.REQUIRE_LEASE, lease.tableName(), LockItems.SCHEMA, lease.lockKey(), check);
    }

    /**
     * A typed update (built by a generated {@code <Name>Update}) as a transaction item: the same
     * changes and conditions as on its own, judged by the same rules when the transaction is cancelled.
     */
    static TransactItem update(TransactionTarget<?> target, ItemUpdate changes) {
        return of(Operation.UPDATE, target, Write.update(target, changes));
    }

    /** A read of a get transaction. */
    public static TransactItem get(TransactionTarget<?> target, ItemKey<?> key) {
        return new TransactItem(Operation.GET, target.tableName(), target.schema(), key, null);
    }

    /** The operation kind. */
    public Operation operation() {
        return operation;
    }

    /** The item's table. */
    public String tableName() {
        return tableName;
    }

    /** The item's key. */
    public ItemKey<?> key() {
        return key;
    }

    /** The entity type. */
    public String entityType() {
        return schema.entityType();
    }

    /** The write of a write transaction's operation, which the write path renders; {@code null} for a read. */
    public Write write() {
        return write;
    }

    /** The request item of a get transaction. */
    public TransactGetItem getItem() {
        return TransactGetItem.builder()
                .get(Get.builder().tableName(tableName).key(key.toAttributeMap()).build())
                .build();
    }

    /** The record as the transaction stores it (with its new version), or {@code null} for deletes, updates and checks. */
    public Object stored() {
        return write == null ? null : write.stored();
    }

    /** The identity DynamoDB allows one operation on per transaction: table and key. */
    public String identity() {
        return tableName + '\u0000' + key.partition() + '\u0000' + key.sort();
    }

    /** Decodes an item of this operation's entity. */
    public Object decode(Map<String, AttributeValue> item) {
        return schema.fromItem(item);
    }

    /** What DynamoDB's reason for this operation means. */
    Reason reason(int index, CancellationReason cancellation, String fallbackMessage) {
        String code = cancellation == null || cancellation.code() == null ? "Unknown" : cancellation.code();
        String message = cancellation == null || cancellation.message() == null ? fallbackMessage : cancellation.message();
        Map<String, AttributeValue> item = cancellation != null && cancellation.hasItem() ? cancellation.item() : Map.of();
        String detail = null;
        Problem problem = switch (code) {
            case "None" -> Problem.NONE;
            case "ConditionalCheckFailed" -> {
                if (write == null) {
                    yield Problem.CONDITION_FAILED;
                }
                WriteRefusal refusal = WriteRefusal.of(write, item, null);
                detail = refusal.reason() == WriteRefusal.Reason.CONDITION_FAILED && write.internal == null
                        ? "the condition did not hold for the stored item" : refusal.detail();
                yield problem(refusal.reason());
            }
            case "TransactionConflict" -> Problem.CONFLICT;
            case "ProvisionedThroughputExceeded", "ThrottlingError", "RequestLimitExceeded" -> Problem.THROTTLED;
            case "ValidationError" -> Problem.INVALID;
            default -> Problem.OTHER;
        };
        Optional<Object> record = Optional.empty();
        if (!item.isEmpty()) {
            try {
                record = Optional.of(schema.fromItem(item));
            } catch (RuntimeException undecodable) {
                // the raw item is still in the reason
            }
        }
        return new Reason(index, operation, schema.entityType(), tableName, key, code, message, problem,
                detail != null ? detail : detail(problem, message), item, record);
    }

    private static Problem problem(WriteRefusal.Reason reason) {
        return switch (reason) {
            case WRONG_ENTITY_TYPE -> Problem.WRONG_ENTITY_TYPE;
            case DUPLICATE -> Problem.DUPLICATE;
            case NOT_FOUND -> Problem.NOT_FOUND;
            case STALE_VERSION -> Problem.STALE_VERSION;
            case LEASE_LOST, OUT_OF_RANGE, STALE_TRANSITION, NOT_IN_INDEX, CONDITION_FAILED, CHANGED -> Problem.CONDITION_FAILED;
        };
    }

    private static String detail(Problem problem, String message) {
        return switch (problem) {
            case CONFLICT -> "another transaction or write was changing the item; send the transaction again";
            case THROTTLED -> "throttled; send the transaction again later";
            case INVALID, OTHER -> message == null ? "" : message;
            default -> "";
        };
    }
}
