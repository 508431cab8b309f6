package io.tablesmith.internal;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.ItemKey;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.condition.Condition;
import io.tablesmith.transaction.TransactionTarget;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Typed updates, state transitions and writes guarded by a {@link Condition}, described as
 * {@link Write}s and sent through the {@link WritePath}: a failed condition is told apart by the
 * stored item there, for these writes as for every other ({@link WriteRefusal}).
 *
 * @param <T> the record type
 */
public final class UpdateCore<T> {

    /** How often a conditional create re-reads a version that other writers keep moving before it gives up. */
    static final int CREATE_ATTEMPTS = 8;

    private final WritePath path;
    private final TransactionTarget<T> target;
    private final Calls calls;

    UpdateCore(WritePath path, TransactionTarget<T> target) {
        this(path, target, Calls.of(target.schema().entityType(), path.client()));
    }

    UpdateCore(WritePath path, TransactionTarget<T> target, Calls calls) {
        this.path = Objects.requireNonNull(path, "path");
        this.target = Objects.requireNonNull(target, "target");
        this.calls = Objects.requireNonNull(calls, "calls");
    }

    private UpdateCore(TransactionTarget<T> target, Calls calls) {
        this.path = null;
        this.target = target;
        this.calls = calls;
    }

    /**
     * The core of the update builders an async repository hands to its {@code update(key, changes)}:
     * they describe the update (and can become a transaction's operation), and the async repository
     * sends it when {@code changes} returns; this core sends nothing.
     */
    static <T> UpdateCore<T> describingOnly(TransactionTarget<T> target, Calls calls) {
        return new UpdateCore<>(Objects.requireNonNull(target, "target"), Objects.requireNonNull(calls, "calls"));
    }

    private WritePath path(String operation) {
        if (path == null) {
            throw new IllegalStateException(operation + " of a " + target.schema().entityType() + " update given to an"
                    + " async repository's update(key, changes): the async repository sends it, as one request, when"
                    + " changes returns; do not execute it there");
        }
        return path;
    }

    /**
     * Applies the update to the existing item (an update never creates one) and returns the
     * item as it is afterwards. With a {@code @Version}, the version is incremented. When the
     * stored result does not decode (the record's constructor refuses it), the update has still
     * happened, and the {@link io.tablesmith.ItemDecodeException} says so.
     */
    public T update(ItemUpdate update) {
        Call call = calls.open("update");
        try {
            Map<String, AttributeValue> stored = path("execute()").write(Write.update(target, update));
            return StoredItems.decodeWritten(target.schema(), update.key(), stored, StoredItems.UPDATE_STORED);
        } finally {
            call.close();
        }
    }

    /**
     * The update as one operation of a write transaction: the same expressions and conditions as
     * {@link #update}, judged by the same rules when the transaction is cancelled.
     */
    public TransactItem transactItem(ItemUpdate update) {
        return TransactItem.update(target, update);
    }

    /**
     * Writes the record if no item has its key, or if the stored item (of this entity type)
     * satisfies {@code condition} (it is then overwritten). A versioned entity is stored at
     * version 1 on a free key and otherwise at the replaced item's version + 1, so versions only
     * go forward and holders of the replaced item fail their next checked write.
     *
     * @param entity the record, whatever version it carries
     * @return the record as stored
     * @throws ConditionFailedException when an item exists and the condition does not hold for it
     */
    public T create(T entity, Condition<T> condition) {
        Call call = calls.open("create");
        try {
            if (!target.versioned()) {
                Write write = Write.createOrOverwrite(target, entity).when(condition);
                path.write(write);
                return write.stored();
            }
            Write write = Write.create(target, entity);
            for (int attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
                WritePath.Outcome outcome = path.attempt(write);
                if (outcome.written()) {
                    return write.stored();
                }
                write = retryOfCreate(target, entity, condition, outcome.refusal());
            }
            throw createGaveUp(target, entity);
        } finally {
            call.close();
        }
    }

    /** The first write of a conditional create: on a free key (versioned), or over an item the condition allows. */
    static <T> Write firstCreate(TransactionTarget<T> target, T entity, Condition<T> condition) {
        return target.versioned() ? Write.create(target, entity) : Write.createOrOverwrite(target, entity).when(condition);
    }

    /**
     * What a refused conditional create of a versioned entity sends next: the item came, went or moved on
     * since the last try, so write over it at the version read now; any other refusal is thrown.
     */
    static <T> Write retryOfCreate(TransactionTarget<T> target, T entity, Condition<T> condition, WriteRefusal refusal) {
        return switch (refusal.reason()) {
            case DUPLICATE, STALE_VERSION, NOT_FOUND, CHANGED -> {
                Map<String, AttributeValue> stored = refusal.storedItem().orElse(null);
                yield stored == null ? Write.create(target, entity)
                        : Write.createOver(target, entity, versionOf(target, stored)).when(condition);
            }
            default -> throw refusal.exception();
        };
    }

    static <T> OptimisticLockException createGaveUp(TransactionTarget<T> target, T entity) {
        ItemKey<T> key = target.schema().keyOf(entity);
        return new OptimisticLockException(target.schema().entityType(), key.toString(),
                "create refused: other writers changed the item " + CREATE_ATTEMPTS + " times while it was being written; try again");
    }

    private static long versionOf(TransactionTarget<?> target, Map<String, AttributeValue> stored) {
        AttributeValue version = stored.get(target.versionAttribute().orElseThrow());
        return version == null || version.n() == null ? 0 : new BigDecimal(version.n()).longValueExact();
    }

    /**
     * Overwrites the existing item with the record's key if the stored item satisfies
     * {@code condition} (and is at the record's version, if versioned; stored at the next).
     *
     * @return the record as stored
     */
    public T replace(T entity, Condition<T> condition) {
        Call call = calls.open("replace");
        try {
            Write write = Write.replace(target, entity).when(condition);
            path.write(write);
            return write.stored();
        } finally {
            call.close();
        }
    }

    /**
     * Deletes the existing item with this key if it satisfies {@code condition}.
     *
     * @return the deleted item
     */
    public T delete(ItemKey<T> key, Condition<T> condition) {
        Call call = calls.open("delete");
        try {
            Map<String, AttributeValue> deleted = path.write(Write.deleteExisting(target, key).when(condition));
            return StoredItems.decodeWritten(target.schema(), key, deleted, StoredItems.DELETED);
        } finally {
            call.close();
        }
    }
}
