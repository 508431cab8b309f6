package io.tablesmith.local.internal;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkRequest;

/**
 * All tables of one LocalDynamoDb, and the locks that make each operation atomic and isolated.
 *
 * <p>Two levels of locks. The catalog lock ({@link CatalogLock}): table operations (CreateTable,
 * DeleteTable, UpdateTimeToLive) and TTL reaping hold it exclusively, every item operation shares it.
 * Partition locks: one read-write lock per table partition (table and partition key), kept in the
 * partition's own rows ({@link PartitionRows}), so two different partitions never share a lock. A write
 * holds the locks of every partition it writes (a batch or a transaction all of them, taken in
 * {@link Partition#ORDER} so that two never deadlock) while it reads the current items, checks
 * conditions and commits, so writes to different partitions run in parallel and a transaction is
 * all-or-nothing to every reader that locks. TransactGetItems and a Query of a table partition (or of a
 * local index) hold the read locks of what they read, so they never see part of a write; GetItem reads
 * one item, always whole. A Scan, BatchGetItem and a Query of a global index read each item whole and
 * committed but may see writes that commit while they run, as DynamoDB's read-committed reads and
 * eventually consistent global indexes may. Item operations on different partitions and threads write
 * no common memory to lock, so they do not slow each other down on several cores.
 */
public final class Database {

    /** One table partition, to lock. Equal when of the same table object and the same partition key. */
    public record Partition(Table table, PartitionKey key) {
        /** The order in which several partitions are locked: by table name, then by partition key. */
        static final Comparator<Partition> ORDER = Comparator.<Partition, String>comparing(p -> p.table.schema().name())
                .thenComparing(Partition::key);
    }

    private final Map<String, Table> tables = new TreeMap<>();
    private final CatalogLock catalog = new CatalogLock();
    private final Clock clock;
    private final Resources resources;
    private final Map<String, IdempotencyRecord> transactionTokens = new ConcurrentHashMap<>();

    /** A completed TransactWriteItems request, remembered by its ClientRequestToken. */
    public record IdempotencyRecord(Object request, long atMillis) {
    }

    public Database(Clock clock, Resources resources) {
        this.clock = clock;
        this.resources = resources;
    }

    /** The account and regions of this database's resources. */
    public Resources resources() {
        return resources;
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

    /**
     * The table named (by name or ARN) in {@code request}, or ResourceNotFoundException. Call with the catalog
     * lock held.
     */
    public Table table(String nameOrArn, SdkRequest request) {
        Table table = find(nameOrArn, request);
        if (table == null) {
            throw Errors.resourceNotFound();
        }
        return table;
    }

    /**
     * The table a name or ARN names, or null. An ARN names a table of this database when its account is the
     * database's (any other is AccessDeniedException, as DynamoDB answers a caller for another account's
     * resource) and it is the table's ARN, region included. Call with the catalog lock held.
     */
    public Table find(String nameOrArn, SdkRequest request) {
        if (!TableNames.isArn(nameOrArn)) {
            return tables.get(nameOrArn);
        }
        TableNames.Arn arn = TableNames.arn(nameOrArn);
        String action = request.getClass().getSimpleName().replaceFirst("Request$", "");
        resources.checkAccount(arn.account(), nameOrArn, action);
        Table table = tables.get(arn.tableName());
        return table != null && table.schema().arn().equals(nameOrArn) ? table : null;
    }

    /** Runs an item operation: the catalog lock shared (tables neither appear nor disappear meanwhile). */
    public <T> T read(Supplier<T> action) {
        int slot = catalog.lockShared();
        try {
            return action.get();
        } finally {
            catalog.unlockShared(slot);
        }
    }

    /** Runs a table operation or TTL reaping: the catalog lock exclusive, so no item operation runs. */
    public <T> T write(Supplier<T> action) {
        catalog.lockExclusive();
        try {
            return action.get();
        } finally {
            catalog.unlockExclusive();
        }
    }

    /**
     * Runs {@code action} holding the locks of these partitions, exclusive to write or shared to read,
     * taken in {@link Partition#ORDER}. Call inside {@link #read}.
     */
    public <T> T locking(Collection<Partition> partitions, boolean exclusive, Supplier<T> action) {
        if (partitions.isEmpty()) {
            return action.get();
        }
        if (partitions.size() == 1) {
            Partition partition = partitions.iterator().next();
            ItemIndex items = partition.table().items();
            PartitionRows rows = items.lock(partition.key(), exclusive);
            try {
                return action.get();
            } finally {
                items.unlock(partition.key(), rows, exclusive);
            }
        }
        TreeSet<Partition> ordered = new TreeSet<>(Partition.ORDER);
        ordered.addAll(partitions);
        List<Partition> lockedPartitions = new ArrayList<>(ordered.size());
        List<PartitionRows> held = new ArrayList<>(ordered.size());
        try {
            for (Partition partition : ordered) {
                held.add(partition.table().items().lock(partition.key(), exclusive));
                lockedPartitions.add(partition);
            }
            return action.get();
        } finally {
            for (int i = held.size() - 1; i >= 0; i--) {
                Partition partition = lockedPartitions.get(i);
                partition.table().items().unlock(partition.key(), held.get(i), exclusive);
            }
        }
    }
}
