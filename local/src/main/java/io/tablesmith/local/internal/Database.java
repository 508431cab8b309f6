package io.tablesmith.local.internal;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.function.Consumer;
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
    private final ConflictRules conflicts = new ConflictRules();
    /** How far behind the latest writes eventually consistent reads are; 0 while they see the latest. */
    private volatile long eventualLagMillis;
    private volatile Consumer<LockIntent.Kind> lockedHook;

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

    /** The conflicts forced on transactions and writes for tests of retry paths. */
    public ConflictRules conflicts() {
        return conflicts;
    }

    /**
     * Makes eventually consistent reads answer from the database as it was {@code lag} ago on its clock
     * (zero: as it is). Every table keeps the versions of its items that such reads need, from now on.
     */
    public void eventualLag(Duration lag) {
        write(() -> {
            eventualLagMillis = lag.toMillis();
            tables.values().forEach(this::keepHistory);
            return null;
        });
    }

    /**
     * The instant (epoch milliseconds on the database's clock) whose state eventually consistent reads see
     * now, or -1 when they see the latest state.
     */
    public long eventualReadTime() {
        long lag = eventualLagMillis;
        return lag == 0 ? -1 : clock.millis() - lag;
    }

    /**
     * Gives {@code table} the history of its items that point-in-time recovery and lagging eventually
     * consistent reads need, for the longer of their windows, or drops it when neither is on. Call with the
     * catalog lock held exclusively.
     */
    public void keepHistory(Table table) {
        TableSettings settings = table.settings();
        long retention = Math.max(eventualLagMillis,
                settings.pitrSince() == null ? 0 : Duration.ofDays(settings.recoveryPeriodDays()).toMillis());
        ItemHistory history = table.history();
        if (retention == 0) {
            table.history(null);
        } else if (history == null) {
            table.history(new ItemHistory(clock, retention));
        } else {
            history.retention(retention);
        }
    }

    /**
     * For tests of concurrent access: runs {@code hook} in every write (PutItem, UpdateItem, DeleteItem,
     * BatchWriteItem, TransactWriteItems) while it holds the locks of its items, before it reads, checks and
     * commits them, with the kind of write it is (null: nothing).
     */
    public void onItemsLocked(Consumer<LockIntent.Kind> hook) {
        lockedHook = hook;
    }

    /** Called by a write holding its locks; runs the hook of {@link #onItemsLocked}. */
    public void itemsLocked(LockIntent.Kind kind) {
        Consumer<LockIntent.Kind> hook = lockedHook;
        if (hook != null) {
            hook.accept(kind);
        }
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
        checkAccount(arn, nameOrArn, request);
        Table table = tables.get(arn.tableName());
        return table != null && table.schema().arn().equals(nameOrArn) ? table : null;
    }

    /**
     * AccessDeniedException, for the action {@code request} asks and the {@code resource} it names (a table's
     * ARN, {@code arn}, or one that begins with it, such as its stream's), unless {@code arn} is of this
     * database's account.
     */
    public void checkAccount(TableNames.Arn arn, String resource, SdkRequest request) {
        String action = request.getClass().getSimpleName().replaceFirst("Request$", "");
        resources.checkAccount(arn.account(), resource, action);
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
     * taken in {@link Partition#ORDER}; never conflicts with a writer, it waits. Call inside {@link #read}.
     */
    public <T> T locking(Collection<Partition> partitions, boolean exclusive, Supplier<T> action) {
        if (partitions.isEmpty()) {
            return action.get();
        }
        if (partitions.size() == 1) {
            return lockingOne(partitions.iterator().next(), exclusive, null, action);
        }
        TreeMap<Partition, LockIntent> ordered = new TreeMap<>(Partition.ORDER);
        partitions.forEach(p -> ordered.put(p, null));
        return locking(ordered, exclusive, action);
    }

    /**
     * Runs {@code action} holding the locks of the partitions of these items ({@code rows.get(i)} in
     * {@code partitions.get(i)}), exclusive when {@code kind} writes, taken in {@link Partition#ORDER}. Call
     * inside {@link #read}.
     *
     * @throws ItemConflict without any lock held, when an item is written meanwhile by an operation that
     *     DynamoDB's conflict rules set against {@code kind} ({@link LockIntent})
     */
    public <T> T locking(List<Partition> partitions, List<RowKey> rows, LockIntent.Kind kind, Supplier<T> action) {
        if (partitions.size() == 1) {
            Partition partition = partitions.get(0);
            return lockingOne(partition, kind.writes(), LockIntent.of(kind, rows.get(0)), action);
        }
        TreeMap<Partition, LockIntent> ordered = new TreeMap<>(Partition.ORDER);
        for (int i = 0; i < partitions.size(); i++) {
            ordered.merge(partitions.get(i), LockIntent.of(kind, rows.get(i)), LockIntent::plus);
        }
        return locking(ordered, kind.writes(), action);
    }

    private <T> T locking(TreeMap<Partition, LockIntent> ordered, boolean exclusive, Supplier<T> action) {
        if (ordered.size() == 1) {
            Map.Entry<Partition, LockIntent> only = ordered.firstEntry();
            return lockingOne(only.getKey(), exclusive, only.getValue(), action);
        }
        List<Partition> lockedPartitions = new ArrayList<>(ordered.size());
        List<PartitionRows> held = new ArrayList<>(ordered.size());
        try {
            for (Map.Entry<Partition, LockIntent> entry : ordered.entrySet()) {
                Partition partition = entry.getKey();
                try {
                    held.add(partition.table().items().lock(partition.key(), exclusive, entry.getValue()));
                } catch (ItemConflict conflict) {
                    throw conflict.in(partition);
                }
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

    private static <T> T lockingOne(Partition partition, boolean exclusive, LockIntent intent, Supplier<T> action) {
        ItemIndex items = partition.table().items();
        PartitionRows rows;
        try {
            rows = items.lock(partition.key(), exclusive, intent);
        } catch (ItemConflict conflict) {
            throw conflict.in(partition);
        }
        try {
            return action.get();
        } finally {
            items.unlock(partition.key(), rows, exclusive);
        }
    }
}
