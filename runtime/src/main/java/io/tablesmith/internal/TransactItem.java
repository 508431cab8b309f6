package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.TransactionFailedException.Operation;
import io.tablesmith.TransactionFailedException.Problem;
import io.tablesmith.TransactionFailedException.Reason;
import io.tablesmith.TransactionTarget;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One operation of a transaction: its request item, what its condition demanded, and so how
 * to read DynamoDB's cancellation reason for it. Every conditional operation asks for the
 * stored item on failure ({@code ReturnValuesOnConditionCheckFailure.ALL_OLD}); a failed
 * condition without an item therefore means no item had the key.
 *
 * <p>New kinds of operation (an update, a check of a typed condition) are one more factory
 * here: the request item, and which of absent / present / version the condition demands.
 */
public final class TransactItem {

    private static final String NOT_EXISTS = "attribute_not_exists(#pk)";
    private static final String SAME_ENTITY = "#et = :et";
    private static final String EXISTS = "attribute_exists(#pk) AND " + SAME_ENTITY;
    private static final String NOT_EXISTS_OR_SAME_ENTITY = NOT_EXISTS + " OR " + SAME_ENTITY;
    private static final String VERSION_IS = "#version = :expected";

    private final Operation operation;
    private final String tableName;
    private final EntitySchema<?> schema;
    private final ItemKey<?> key;
    private final String versionAttribute;
    private final Long expectedVersion;
    private final boolean requiresAbsent;
    private final boolean requiresPresent;
    private final TransactWriteItem write;
    private final Object stored;

    private final ItemUpdate.Transition transition;

    private TransactItem(Operation operation, TransactionTarget<?> target, ItemKey<?> key, Long expectedVersion,
                         boolean requiresAbsent, boolean requiresPresent, TransactWriteItem write, Object stored) {
        this(operation, target.tableName(), target.schema(), target.versionAttribute().orElse(null), key, expectedVersion,
                requiresAbsent, requiresPresent, write, stored, null);
    }

    private TransactItem(Operation operation, String tableName, EntitySchema<?> schema, String versionAttribute,
                         ItemKey<?> key, Long expectedVersion, boolean requiresAbsent, boolean requiresPresent,
                         TransactWriteItem write, Object stored, ItemUpdate.Transition transition) {
        this.operation = operation;
        this.tableName = tableName;
        this.schema = schema;
        this.key = key;
        this.transition = transition;
        this.versionAttribute = versionAttribute;
        this.expectedVersion = expectedVersion;
        this.requiresAbsent = requiresAbsent;
        this.requiresPresent = requiresPresent;
        this.write = write;
        this.stored = stored;
    }

    /** A put if no item has the record's key; a versioned record is stored at version 1. */
    public static <T> TransactItem create(TransactionTarget<T> target, T record) {
        T stored = target.versioned() ? target.withVersion(record, 1L) : record;
        return put(Operation.CREATE, target, stored, NOT_EXISTS, null, true, false);
    }

    /** A put whatever is stored; a versioned record only over its own version (or no item), stored at the next. */
    public static <T> TransactItem put(TransactionTarget<T> target, T record) {
        if (!target.versioned()) {
            return put(Operation.PUT, target, record, NOT_EXISTS_OR_SAME_ENTITY, null, false, false);
        }
        long expected = target.versionOf(record);
        return put(Operation.PUT, target, target.withVersion(record, expected + 1),
                NOT_EXISTS + " OR (" + SAME_ENTITY + " AND " + VERSION_IS + ")", expected, false, false);
    }

    /** A put over an existing item (at the record's version, stored at the next). */
    public static <T> TransactItem replace(TransactionTarget<T> target, T record) {
        if (!target.versioned()) {
            return put(Operation.REPLACE, target, record, EXISTS, null, false, true);
        }
        long expected = target.versionOf(record);
        return put(Operation.REPLACE, target, target.withVersion(record, expected + 1), EXISTS + " AND " + VERSION_IS,
                expected, false, true);
    }

    /** A delete of the item with this key, whatever it holds, unless it is of another entity type. */
    public static TransactItem delete(TransactionTarget<?> target, ItemKey<?> key) {
        Condition condition = new Condition(NOT_EXISTS_OR_SAME_ENTITY, target, null);
        Delete delete = Delete.builder().tableName(target.tableName()).key(key.toAttributeMap())
                .conditionExpression(condition.expression)
                .expressionAttributeNames(condition.names)
                .expressionAttributeValues(condition.values)
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build();
        return new TransactItem(Operation.DELETE, target, key, null, false, false,
                TransactWriteItem.builder().delete(delete).build(), null);
    }

    /** A delete of the record's item only while it is stored at the record's version. */
    public static <T> TransactItem deleteVersioned(TransactionTarget<T> target, T record) {
        ItemKey<?> key = target.schema().keyOf(record);
        long expected = target.versionOf(record);
        Condition condition = new Condition(SAME_ENTITY + " AND " + VERSION_IS, target, expected);
        Delete delete = Delete.builder().tableName(target.tableName()).key(key.toAttributeMap())
                .conditionExpression(condition.expression)
                .expressionAttributeNames(condition.names)
                .expressionAttributeValues(condition.values)
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build();
        return new TransactItem(Operation.DELETE, target, key, expected, false, true,
                TransactWriteItem.builder().delete(delete).build(), null);
    }

    /** A condition check: an item has this key. */
    public static TransactItem requireExists(TransactionTarget<?> target, ItemKey<?> key) {
        return check(Operation.REQUIRE_EXISTS, target, key, EXISTS, null, false, true);
    }

    /** A condition check: no item has this key. */
    public static TransactItem requireNotExists(TransactionTarget<?> target, ItemKey<?> key) {
        return check(Operation.REQUIRE_NOT_EXISTS, target, key, NOT_EXISTS, null, true, false);
    }

    /** A condition check: the item with this key is stored at {@code version}. */
    public static TransactItem requireVersion(TransactionTarget<?> target, ItemKey<?> key, long version) {
        if (!target.versioned()) {
            throw new TablesmithException(target.schema().entityType(), key.toString(),
                    "require version refused: the entity has no @Version; use requireExists to check the item is there");
        }
        return check(Operation.REQUIRE_VERSION, target, key, SAME_ENTITY + " AND " + VERSION_IS, version, false, true);
    }

    /**
     * A condition check on a lease's lock item: the lease is still the lock's current one (its
     * holder and fencing token), so the transaction is fenced by the lease.
     */
    public static TransactItem requireLease(io.tablesmith.Lease lease) {
        ConditionCheck check = ConditionCheck.builder().tableName(lease.tableName()).key(lease.lockKey().toAttributeMap())
                .conditionExpression("holder = :holder AND #token = :token")
                .expressionAttributeNames(Map.of("#token", "token"))
                .expressionAttributeValues(Map.of(":holder", AttributeValue.fromS(lease.holder()),
                        ":token", AttributeValue.fromN(Long.toString(lease.fencingToken()))))
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build();
        return new TransactItem(Operation.REQUIRE_LEASE, lease.tableName(), LockItems.SCHEMA, null, lease.lockKey(), null,
                false, true, TransactWriteItem.builder().conditionCheck(check).build(), null, null);
    }

    /**
     * A typed update (built by a generated {@code <Name>Update}): {@link UpdateCore}'s request as a
     * transaction item. The item must exist; a failure is judged by the stored item as
     * {@link UpdateCore} judges it: absent, another version, another state than a transition's
     * {@code from}, or the condition.
     */
    static TransactItem update(String tableName, EntitySchema<?> schema, String versionAttribute, UpdateItemRequest request,
                               Long expectedVersion, ItemUpdate.Transition transition) {
        Update.Builder update = Update.builder()
                .tableName(tableName)
                .key(request.key())
                .updateExpression(request.updateExpression())
                .conditionExpression(request.conditionExpression())
                .expressionAttributeNames(request.expressionAttributeNames())
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        if (request.hasExpressionAttributeValues() && !request.expressionAttributeValues().isEmpty()) {
            update.expressionAttributeValues(request.expressionAttributeValues());
        }
        ItemKey<?> key = new ItemKey<>(request.key().get(ItemKey.PARTITION_ATTRIBUTE).s(), request.key().get(ItemKey.SORT_ATTRIBUTE).s());
        return new TransactItem(Operation.UPDATE, tableName, schema, versionAttribute, key, expectedVersion, false, true,
                TransactWriteItem.builder().update(update.build()).build(), null, transition);
    }

    /** A read of a get transaction. */
    public static TransactItem get(TransactionTarget<?> target, ItemKey<?> key) {
        return new TransactItem(Operation.GET, target, key, null, false, false, null, null);
    }

    private static <T> TransactItem put(Operation operation, TransactionTarget<T> target, T stored, String expression,
                                        Long expected, boolean requiresAbsent, boolean requiresPresent) {
        Map<String, AttributeValue> item = target.schema().toItem(stored);
        ItemKey<?> key = target.schema().keyOf(stored);
        Put.Builder put = Put.builder().tableName(target.tableName()).item(item);
        if (expression != null) {
            Condition condition = new Condition(expression, target, expected);
            put.conditionExpression(condition.expression)
                    .expressionAttributeNames(condition.names)
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
            if (!condition.values.isEmpty()) {
                put.expressionAttributeValues(condition.values);
            }
        }
        return new TransactItem(operation, target, key, expected, requiresAbsent, requiresPresent,
                TransactWriteItem.builder().put(put.build()).build(), stored);
    }

    private static TransactItem check(Operation operation, TransactionTarget<?> target, ItemKey<?> key, String expression,
                                      Long expected, boolean requiresAbsent, boolean requiresPresent) {
        Condition condition = new Condition(expression, target, expected);
        ConditionCheck.Builder check = ConditionCheck.builder().tableName(target.tableName()).key(key.toAttributeMap())
                .conditionExpression(condition.expression)
                .expressionAttributeNames(condition.names)
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        if (!condition.values.isEmpty()) {
            check.expressionAttributeValues(condition.values);
        }
        return new TransactItem(operation, target, key, expected, requiresAbsent, requiresPresent,
                TransactWriteItem.builder().conditionCheck(check.build()).build(), null);
    }

    /** A condition expression with exactly the placeholders it uses. */
    private static final class Condition {
        final String expression;
        final Map<String, String> names = new HashMap<>();
        final Map<String, AttributeValue> values = new HashMap<>();

        Condition(String expression, TransactionTarget<?> target, Long expected) {
            this.expression = expression;
            if (expression.contains("#pk")) {
                names.put("#pk", ItemKey.PARTITION_ATTRIBUTE);
            }
            if (expression.contains("#et")) {
                names.put("#et", "_et");
                values.put(":et", AttributeValue.fromS(target.schema().entityType()));
            }
            if (expression.contains("#version")) {
                names.put("#version", target.versionAttribute().orElseThrow());
                values.put(":expected", AttributeValue.fromN(Long.toString(expected)));
            }
        }
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

    /** The request item of a write transaction. */
    public TransactWriteItem writeItem() {
        return write;
    }

    /** The request item of a get transaction. */
    public TransactGetItem getItem() {
        return TransactGetItem.builder()
                .get(Get.builder().tableName(tableName).key(key.toAttributeMap()).build())
                .build();
    }

    /** The record as the transaction stores it (with its new version), or {@code null} for deletes and checks. */
    public Object stored() {
        return stored;
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
        Problem problem = switch (code) {
            case "None" -> Problem.NONE;
            case "ConditionalCheckFailed" -> conditionFailed(item);
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
                detail(problem, item, message), item, record);
    }

    private Problem conditionFailed(Map<String, AttributeValue> item) {
        if (!item.isEmpty() && !item.containsKey("_et") || item.containsKey("_et")
                && !schema.entityType().equals(item.get("_et").s())) {
            return Problem.WRONG_ENTITY_TYPE;
        }
        if (requiresAbsent) {
            return Problem.DUPLICATE;
        }
        if (item.isEmpty()) {
            return requiresPresent ? Problem.NOT_FOUND : Problem.CONDITION_FAILED;
        }
        if (expectedVersion != null && !AttributeValue.fromN(Long.toString(expectedVersion)).equals(item.get(versionAttribute))) {
            return Problem.STALE_VERSION;
        }
        return Problem.CONDITION_FAILED;
    }

    private String detail(Problem problem, Map<String, AttributeValue> item, String message) {
        return switch (problem) {
            case NONE -> "";
            case DUPLICATE -> "an item with this key already exists";
            case NOT_FOUND -> "no item with this key exists";
            case WRONG_ENTITY_TYPE -> "the item stored under this key is "
                    + (item.get("_et") == null ? "not a Tablesmith item (it has no _et)" : "a " + item.get("_et").s())
                    + ", not a " + schema.entityType() + "; one entity's operations never change another entity's items";
            case STALE_VERSION -> "expected stored version " + expectedVersion + " but found " + storedVersion(item)
                    + "; another writer changed the item, so read it again and retry";
            case CONDITION_FAILED -> transition != null && !transition.from().equals(item.get(transition.attribute()))
                    ? transition.component() + " was to move from " + text(transition.from()) + " to " + text(transition.to())
                            + " but it is " + (item.get(transition.attribute()) == null ? "absent" : text(item.get(transition.attribute())))
                            + "; another writer moved it first"
                    : "the condition did not hold for the stored item";
            case CONFLICT -> "another transaction or write was changing the item; send the transaction again";
            case THROTTLED -> "throttled; send the transaction again later";
            case INVALID, OTHER -> message == null ? "" : message;
        };
    }

    private static String text(AttributeValue value) {
        return value.s() != null ? value.s() : String.valueOf(value);
    }

    private String storedVersion(Map<String, AttributeValue> item) {
        AttributeValue value = versionAttribute == null ? null : item.get(versionAttribute);
        return value == null ? "absent" : value.n() == null ? value.toString() : value.n();
    }
}
