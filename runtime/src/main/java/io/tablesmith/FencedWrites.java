package io.tablesmith;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Writes of one repository fenced by a {@link Lease}, from {@link LeaseLocks#fence}. A fenced
 * write stores the lease's lock and fencing token on the item ({@value #FENCE_LOCK_ATTRIBUTE},
 * {@value #FENCE_ATTRIBUTE}) and is conditional on the item holding no higher token of that lock:
 * once a later holder has written the item, an earlier holder's write is refused with
 * {@link LeaseLostException} and nothing is written. One conditional single-item write, so it
 * works on engines without transactions (dynalite). An item fenced by one lock refuses fenced
 * writes under another; unfenced writes (the repository's own) are not checked.
 *
 * @param <T> the record type
 */
public final class FencedWrites<T> {

    /** The attribute holding the fencing token of the last fenced write. */
    public static final String FENCE_ATTRIBUTE = "_fence";
    /** The attribute holding the lock of the last fenced write. */
    public static final String FENCE_LOCK_ATTRIBUTE = "_fenceLock";

    private static final String FENCED = "(attribute_not_exists(#fence) OR (#fenceLock = :lock AND #fence <= :token))";

    private final DynamoDbClient client;
    private final Lease lease;
    private final TransactionTarget<T> target;

    FencedWrites(DynamoDbClient client, Lease lease, TransactionTarget<T> target) {
        this.client = Objects.requireNonNull(client, "client");
        this.lease = Objects.requireNonNull(lease, "lease");
        this.target = Objects.requireNonNull(target, "target");
    }

    /**
     * Stores the record, as the repository's {@code put} does (a {@code @Version}ed record only over
     * its own version, stored at the next), if no later lease wrote the item; returns it as stored.
     *
     * @throws LeaseLostException when a later lease of the lock wrote the item
     * @throws OptimisticLockException when the stored version is not the record's
     */
    public T put(T record) {
        Objects.requireNonNull(record, "record");
        T stored = target.versioned() ? target.withVersion(record, target.versionOf(record) + 1) : record;
        Map<String, AttributeValue> item = new HashMap<>(target.schema().toItem(stored));
        item.put(FENCE_ATTRIBUTE, AttributeValue.fromN(Long.toString(lease.fencingToken())));
        item.put(FENCE_LOCK_ATTRIBUTE, AttributeValue.fromS(lease.lockName()));
        Map<String, String> names = fenceNames();
        Map<String, AttributeValue> values = fenceValues();
        String condition = FENCED;
        if (target.versioned()) {
            condition += " AND (attribute_not_exists(#pk) OR #version = :expected)";
            names.put("#pk", ItemKey.PARTITION_ATTRIBUTE);
            names.put("#version", target.versionAttribute().orElseThrow());
            values.put(":expected", AttributeValue.fromN(Long.toString(target.versionOf(record))));
        }
        ItemKey<T> key = target.schema().keyOf(record);
        try {
            client.putItem(PutItemRequest.builder().tableName(target.tableName()).item(item)
                    .conditionExpression(condition).expressionAttributeNames(names).expressionAttributeValues(values).build());
        } catch (ConditionalCheckFailedException e) {
            throw refusal("put", key, target.versioned() ? target.versionOf(record) : null);
        }
        return stored;
    }

    /**
     * Deletes the item with this key, whatever it holds, if no later lease wrote it.
     *
     * @throws LeaseLostException when a later lease of the lock wrote the item
     */
    public void delete(ItemKey<T> key) {
        Objects.requireNonNull(key, "key");
        try {
            client.deleteItem(DeleteItemRequest.builder().tableName(target.tableName()).key(key.toAttributeMap())
                    .conditionExpression(FENCED).expressionAttributeNames(fenceNames()).expressionAttributeValues(fenceValues())
                    .build());
        } catch (ConditionalCheckFailedException e) {
            throw refusal("delete", key, null);
        }
    }

    /** Tells a later lease's token from a stale version by the stored item (read once, on the failure path). */
    private RuntimeException refusal(String operation, ItemKey<T> key, Long expectedVersion) {
        Map<String, AttributeValue> stored = client.getItem(GetItemRequest.builder().tableName(target.tableName())
                .key(key.toAttributeMap()).consistentRead(true).build()).item();
        AttributeValue fence = stored == null ? null : stored.get(FENCE_ATTRIBUTE);
        AttributeValue lock = stored == null ? null : stored.get(FENCE_LOCK_ATTRIBUTE);
        String entity = target.schema().entityType();
        if (fence != null && (lock == null || !lease.lockName().equals(lock.s()))) {
            return new LeaseLostException(entity, key.toString(), "fenced " + operation + " refused: the item is fenced by lock "
                    + (lock == null ? "?" : lock.s()) + ", not " + lease.lockName() + "; nothing was written");
        }
        if (fence != null && Long.parseLong(fence.n()) > lease.fencingToken()) {
            return new LeaseLostException(entity, key.toString(), "fenced " + operation + " refused: lock " + lease.lockName()
                    + " token " + fence.n() + " wrote the item after this lease's token " + lease.fencingToken()
                    + "; the lease was lost, so stop working; nothing was written");
        }
        AttributeValue version = stored == null ? null : target.versionAttribute().map(stored::get).orElse(null);
        return new OptimisticLockException(entity, key.toString(), operation + " refused: expected stored version "
                + expectedVersion + " but found " + (version == null ? "none" : version.n())
                + "; another writer changed the item, so read it again and retry");
    }

    private static Map<String, String> fenceNames() {
        Map<String, String> names = new HashMap<>();
        names.put("#fence", FENCE_ATTRIBUTE);
        names.put("#fenceLock", FENCE_LOCK_ATTRIBUTE);
        return names;
    }

    private Map<String, AttributeValue> fenceValues() {
        Map<String, AttributeValue> values = new HashMap<>();
        values.put(":lock", AttributeValue.fromS(lease.lockName()));
        values.put(":token", AttributeValue.fromN(Long.toString(lease.fencingToken())));
        return values;
    }
}
