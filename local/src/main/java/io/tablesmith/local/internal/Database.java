package io.tablesmith.local.internal;

import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * All tables of one LocalDynamoDb. One read-write lock guards everything: reads share it, every write
 * (single item, batch or transaction) holds it exclusively, so each operation is atomic and isolated.
 */
public final class Database {
    private final Map<String, Table> tables = new TreeMap<>();
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final Clock clock;
    private final Map<String, IdempotencyRecord> transactionTokens = new HashMap<>();

    /** A completed TransactWriteItems request, remembered by its ClientRequestToken. */
    public record IdempotencyRecord(Object request, long atMillis) {
    }

    public Database(Clock clock) {
        this.clock = clock;
    }

    public Clock clock() {
        return clock;
    }

    public Map<String, Table> tables() {
        return tables;
    }

    public Map<String, IdempotencyRecord> transactionTokens() {
        return transactionTokens;
    }

    /** The table, or ResourceNotFoundException. Call with a lock held. */
    public Table table(String name) {
        Table table = tables.get(name);
        if (table == null) {
            throw Errors.resourceNotFound();
        }
        return table;
    }

    public <T> T read(Supplier<T> action) {
        lock.readLock().lock();
        try {
            return action.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    public <T> T write(Supplier<T> action) {
        lock.writeLock().lock();
        try {
            return action.get();
        } finally {
            lock.writeLock().unlock();
        }
    }
}
