package io.tablesmith.transaction;

import io.tablesmith.Capacity;
import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Call;
import io.tablesmith.internal.Calls;
import io.tablesmith.internal.LockCore;
import io.tablesmith.internal.TransactItem;
import io.tablesmith.internal.TransactItems;
import io.tablesmith.internal.WritePath;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A write transaction across repositories: every operation succeeds or none does, with one
 * {@code TransactWriteItems} request. Start one with {@link Transaction#write(DynamoDbClient)}.
 *
 * <p>The writes keep the repositories' rules, {@code @Version} included: {@link #create} stores
 * version 1, {@link #put} and {@link #replace} require the record's version to be the stored one
 * (for {@code put}, a record at version 0 requires that no item has its key: it is new) and store
 * the next, {@link #delete(TransactionalRepository, Object)} requires the record's version. The condition checks ({@code require...}) write nothing; they make the whole
 * transaction depend on an item.
 *
 * <p>Operations are checked as they are added: a transaction holds at most
 * {@value Transaction#MAX_ITEMS} operations and one operation per item; either mistake is a
 * {@link TablesmithException} thrown by the method that adds it, before anything is sent. Records
 * are encoded (and their keys built) when added, so encoding errors surface there too.
 *
 * <p>Not thread-safe; one writer is one transaction. {@link #execute()} may be called again
 * (with a {@link #clientRequestToken(String)}, a repeat within ten minutes writes nothing twice).
 */
public final class TransactionWriter {

    private final WritePath path;
    private final TransactItems items = new TransactItems();
    /** The leases the transaction requires, checked again just before it is sent. */
    private final List<Lease> leases = new ArrayList<>();
    private String clientRequestToken;

    TransactionWriter(DynamoDbClient client) {
        this.path = new WritePath(client);
    }

    /** Stores a new record, if no item has its key; a versioned record is stored at version 1. */
    public <T> TransactionWriter create(TransactionalRepository<T> repository, T record) {
        return add(TransactItem.create(target(repository), Objects.requireNonNull(record, "record")));
    }

    /**
     * Stores a new record of an unversioned entity if no item has its key, or over the stored item when
     * {@code condition} holds for it, as the repository's {@code create(record, condition)} does: the conditional
     * put of an idempotent projection ("write this marker unless a later one is stored").
     *
     * @param condition built from the entity's {@code <Name>Conditions}, on the stored item
     * @throws TablesmithException (now) for a {@code @Version} entity: over a stored item the put would have to
     *     store its version + 1, which a transaction cannot read first
     */
    public <T> TransactionWriter create(TransactionalRepository<T> repository, T record, Condition<T> condition) {
        return add(TransactItem.create(target(repository), Objects.requireNonNull(record, "record"),
                Objects.requireNonNull(condition, "condition")));
    }

    /**
     * Stores a record whether or not an item has its key. A versioned record at version 0 is new:
     * it is stored (at version 1) only where no item has its key; a record at version v ≥ 1 only
     * over the stored item at version v, never where the item was deleted, and at version v + 1.
     */
    public <T> TransactionWriter put(TransactionalRepository<T> repository, T record) {
        return add(TransactItem.put(target(repository), Objects.requireNonNull(record, "record")));
    }

    /** Overwrites the record's item, which must exist (a versioned one at the record's version; stored at the next). */
    public <T> TransactionWriter replace(TransactionalRepository<T> repository, T record) {
        return add(TransactItem.replace(target(repository), Objects.requireNonNull(record, "record")));
    }

    /**
     * Deletes the record's item. For a versioned entity the item must exist at the record's
     * version; an unversioned item is deleted by its key, whatever it holds.
     */
    public <T> TransactionWriter delete(TransactionalRepository<T> repository, T record) {
        TransactionTarget<T> target = target(repository);
        Objects.requireNonNull(record, "record");
        return add(target.versioned()
                ? TransactItem.deleteVersioned(target, record)
                : TransactItem.delete(target, target.schema().keyOf(record)));
    }

    /** Deletes the item with this key, if there is one, whatever its version (build it with {@code <Name>Keys.key}). */
    public <T> TransactionWriter delete(TransactionalRepository<T> repository, ItemKey<T> key) {
        return add(TransactItem.delete(target(repository), Objects.requireNonNull(key, "key")));
    }

    /**
     * A typed update, built with the repository's {@code update(...)} but not executed: it changes the
     * existing item with the same conditions ({@code ifVersion}, {@code when}, transitions) as
     * {@code execute()} would, and increments a {@code @Version}. The builder is used up.
     */
    public TransactionWriter update(TransactionalUpdate<?> update) {
        if (!(Objects.requireNonNull(update, "update").toTransactionOperation() instanceof TransactItem item)) {
            throw new IllegalArgumentException("a transaction takes the updates of generated <Name>Update builders only, not a "
                    + update.getClass().getName());
        }
        return add(item);
    }

    /**
     * A check that {@code lease} is still its lock's current lease and alive (not released, not
     * taken over, and before its {@code expiresAt()} by its clock): the transaction writes nothing
     * unless the lease holds, so a holder that lost its lease cannot write. A lease that has ended is
     * refused here and again by {@link #execute()} before sending, and the lock item's condition
     * checks it too. The lock's table must be reachable with this transaction's client.
     *
     * @throws LeaseLostException when the lease is at or past its {@code expiresAt()}
     */
    public TransactionWriter requireLease(Lease lease) {
        requireLive(Objects.requireNonNull(lease, "lease"));
        leases.add(lease);
        return add(TransactItem.requireLease(lease));
    }

    private static void requireLive(Lease lease) {
        LockCore.requireLive(lease, lease.clock().instant(), "require lease");
    }

    /** A condition check: the transaction fails unless an item has this key. */
    public <T> TransactionWriter requireExists(TransactionalRepository<T> repository, ItemKey<T> key) {
        return add(TransactItem.requireExists(target(repository), Objects.requireNonNull(key, "key")));
    }

    /** A condition check: the transaction fails if an item has this key. */
    public <T> TransactionWriter requireNotExists(TransactionalRepository<T> repository, ItemKey<T> key) {
        return add(TransactItem.requireNotExists(target(repository), Objects.requireNonNull(key, "key")));
    }

    /**
     * A condition check: the transaction fails unless the record's item is stored at the record's
     * version, so the write depends on something read before without changing it.
     *
     * @throws TablesmithException when the entity has no {@code @Version}
     */
    public <T> TransactionWriter requireVersion(TransactionalRepository<T> repository, T record) {
        TransactionTarget<T> target = target(repository);
        Objects.requireNonNull(record, "record");
        ItemKey<?> key = target.schema().keyOf(record);
        return add(TransactItem.requireVersion(target, key, target.versioned() ? target.versionOf(record) : 0L));
    }

    /** A condition check: the transaction fails unless the item with this key is stored at {@code version}. */
    public <T> TransactionWriter requireVersion(TransactionalRepository<T> repository, ItemKey<T> key, long version) {
        return add(TransactItem.requireVersion(target(repository), Objects.requireNonNull(key, "key"), version));
    }

    /**
     * Makes the transaction idempotent: DynamoDB applies a transaction with this token once, and
     * answers a repeat within ten minutes with success without writing again (the SDK already
     * sets a token of its own for its automatic retries; this one survives a restart).
     *
     * @param token 1 to 36 characters, e.g. a UUID or the id of the command being carried out
     */
    public TransactionWriter clientRequestToken(String token) {
        Objects.requireNonNull(token, "token");
        if (token.isEmpty() || token.length() > 36) {
            throw new IllegalArgumentException("a client request token has 1 to 36 characters, not " + token.length());
        }
        this.clientRequestToken = token;
        return this;
    }

    /** The number of operations so far. */
    public int size() {
        return items.size();
    }

    /**
     * Sends the transaction; an empty one sends nothing.
     *
     * @return the records as stored, with their new versions
     * @throws TransactionFailedException when DynamoDB cancelled it: nothing was written; it says which operation failed and why
     * @throws LeaseLostException when a lease it requires ended before it was sent: nothing was sent
     * @throws TablesmithException when the client request token was used for a different transaction
     */
    public Result execute() {
        Call call = Calls.of(items.entityTypes(), path.client()).open("write");
        try {
            leases.forEach(TransactionWriter::requireLive);
            List<TransactItem> operations = items.items();
            if (!operations.isEmpty()) {
                try {
                    path.transact(operations.stream().map(TransactItem::write).toList(), clientRequestToken);
                } catch (TransactionCanceledException e) {
                    throw items.failure(e);
                } catch (IdempotentParameterMismatchException e) {
                    throw new TablesmithException(null, null, "transaction refused: the client request token \""
                            + clientRequestToken + "\" was used in the last ten minutes for a different transaction;"
                            + " use a new token for new work", e);
                }
            }
            List<Object> stored = new ArrayList<>();
            for (TransactItem operation : operations) {
                stored.add(operation.stored());
            }
            return new Result(items, stored, Call.consumedSoFar().orElse(null));
        } finally {
            call.close();
        }
    }

    private TransactionWriter add(TransactItem item) {
        items.add(item);
        return this;
    }

    static <T> TransactionTarget<T> target(TransactionalRepository<T> repository) {
        return Objects.requireNonNull(Objects.requireNonNull(repository, "repository").transactionTarget(),
                "transactionTarget");
    }

    /** What a write transaction stored. */
    public static final class Result {

        private final TransactItems items;
        private final List<Object> stored;
        private final Capacity consumedCapacity;

        Result(TransactItems items, List<Object> stored, Capacity consumedCapacity) {
            this.items = items;
            this.stored = stored;
            this.consumedCapacity = consumedCapacity;
        }

        /** What the transaction consumed (twice the units of its writes), when capacity was asked for. */
        public Optional<Capacity> consumedCapacity() {
            return Optional.ofNullable(consumedCapacity);
        }

        /**
         * The record as this transaction stored it: for a versioned entity with its new version.
         *
         * @param record the record as given to {@link #create}, {@link #put} or {@link #replace} (only its key counts)
         * @throws IllegalArgumentException when the transaction stored no record with this key in this repository
         */
        public <T> T stored(TransactionalRepository<T> repository, T record) {
            TransactionTarget<T> target = target(repository);
            ItemKey<?> key = target.schema().keyOf(record);
            int index = items.indexOf(TransactItem.get(target, key).identity());
            if (index < 0 || stored.get(index) == null) {
                throw new IllegalArgumentException(target.schema().entityType() + " [" + key
                        + "]: this transaction stored no such item in table " + target.tableName());
            }
            @SuppressWarnings("unchecked") // the operation on this table and key encoded a T of this schema
            T result = (T) stored.get(index);
            return result;
        }

        /** The number of operations sent. */
        public int size() {
            return stored.size();
        }
    }
}
