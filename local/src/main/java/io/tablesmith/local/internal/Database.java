package io.tablesmith.local.internal;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * All tables of one LocalDynamoDb, and the locks that make each operation atomic and isolated.
 *
 * <p>Two levels of locks. The catalog lock: table operations (CreateTable, DeleteTable, UpdateTimeToLive)
 * and TTL reaping hold it exclusively, every item operation shares it. Partition locks: a fixed set of
 * read-write locks, each guarding the table partitions whose (table, partition key) hash to it. A write
 * holds the locks of every partition it writes (a batch or a transaction all of them, taken in
 * ascending order so that two never deadlock) while it reads the current items, checks conditions and
 * commits, so writes to different partitions run in parallel and a transaction is all-or-nothing to
 * every reader that locks. TransactGetItems and a Query of a table partition (or of a local index) hold
 * the read locks of what they read, so they never see part of a write; GetItem reads one item, always
 * whole. A Scan, BatchGetItem and a Query of a global index read each item whole and committed but may
 * see writes that commit while they run, as DynamoDB's read-committed reads and eventually consistent
 * global indexes may.
 */
public final class Database {
    private static final int PARTITION_LOCKS = 64;

    /** One table partition, to lock. */
    public record Partition(Table table, PartitionKey key) {
        int lockIndex() {
            int h = table.schema().name().hashCode() * 31 + key.hashCode();
            h ^= h >>> 16;
            return h & (PARTITION_LOCKS - 1);
        }
    }

    private final Map<String, Table> tables = new TreeMap<>();
    private final ReadWriteLock catalog = new ReentrantReadWriteLock();
    private final ReadWriteLock[] partitionLocks = new ReadWriteLock[PARTITION_LOCKS];
    private final Clock clock;
    private final Map<String, IdempotencyRecord> transactionTokens = new ConcurrentHashMap<>();

    /** A completed TransactWriteItems request, remembered by its ClientRequestToken. */
    public record IdempotencyRecord(Object request, long atMillis) {
    }

    public Database(Clock clock) {
        this.clock = clock;
        for (int i = 0; i < PARTITION_LOCKS; i++) {
            partitionLocks[i] = new ReentrantReadWriteLock();
        }
    }

    public Clock clock() {
        return clock;
    }

    /** The tables by name; call with the catalog lock held (shared to read, exclusive to change). */
    public Map<String, Table> tables() {
        return tables;
    }

    /**
     * ClientRequestTokens of recent transactions. Check and record a token while holding its monitor, so
     * that two transactions with the same token never both run.
     */
    public Map<String, IdempotencyRecord> transactionTokens() {
        return transactionTokens;
    }

    /** The table, or ResourceNotFoundException. Call with the catalog lock held. */
    public Table table(String name) {
        Table table = tables.get(name);
        if (table == null) {
            throw Errors.resourceNotFound();
        }
        return table;
    }

    /** Runs an item operation: the catalog lock shared (tables neither appear nor disappear meanwhile). */
    public <T> T read(Supplier<T> action) {
        catalog.readLock().lock();
        try {
            return action.get();
        } finally {
            catalog.readLock().unlock();
        }
    }

    /** Runs a table operation or TTL reaping: the catalog lock exclusive, so no item operation runs. */
    public <T> T write(Supplier<T> action) {
        catalog.writeLock().lock();
        try {
            return action.get();
        } finally {
            catalog.writeLock().unlock();
        }
    }

    /**
     * Runs {@code action} holding the locks of these partitions, exclusive to write or shared to read,
     * taken in ascending order. Call inside {@link #read}.
     */
    public <T> T locking(Collection<Partition> partitions, boolean exclusive, Supplier<T> action) {
        if (partitions.isEmpty()) {
            return action.get();
        }
        if (partitions.size() == 1) {
            ReadWriteLock locks = partitionLocks[partitions.iterator().next().lockIndex()];
            Lock lock = exclusive ? locks.writeLock() : locks.readLock();
            lock.lock();
            try {
                return action.get();
            } finally {
                lock.unlock();
            }
        }
        TreeSet<Integer> indexes = new TreeSet<>();
        for (Partition p : partitions) {
            indexes.add(p.lockIndex());
        }
        List<Lock> held = new ArrayList<>(indexes.size());
        try {
            for (int i : indexes) {
                Lock lock = exclusive ? partitionLocks[i].writeLock() : partitionLocks[i].readLock();
                lock.lock();
                held.add(lock);
            }
            return action.get();
        } finally {
            for (int i = held.size() - 1; i >= 0; i--) {
                held.get(i).unlock();
            }
        }
    }
}
