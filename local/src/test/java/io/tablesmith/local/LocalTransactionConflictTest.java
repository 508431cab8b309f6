package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.local.internal.LockIntent;
import io.tablesmith.local.scenarios.Fixtures;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Transaction conflicts as DynamoDB documents them ("Transaction conflict handling"), met when operations
 * really run at once on the same item, and forced by {@link TransactionConflicts}. A write is held in
 * progress by a latch in the engine's hook (the point where it holds its item's lock), so every case is
 * deterministic: no sleeps, no timing.
 */
class LocalTransactionConflictTest {
    private static final String TABLE = "accounts";

    private final LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.singleTable(TABLE));
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final CountDownLatch held = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);

    @BeforeEach
    void openAccounts() {
        for (String account : List.of("a", "b", "c")) {
            db.putItem(b -> b.tableName(TABLE).item(item("pk", s("acct"), "sk", s(account), "balance", n(100))));
        }
    }

    @AfterEach
    void stop() throws InterruptedException {
        release.countDown();
        pool.shutdownNow();
        assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    private static Map<String, AttributeValue> account(String name) {
        return item("pk", s("acct"), "sk", s(name));
    }

    /** Holds the first write of {@code kind} in progress, holding its locks, until {@link #release}. */
    private void holdFirst(LockIntent.Kind kind) {
        AtomicBoolean first = new AtomicBoolean(true);
        db.database().onItemsLocked(locked -> {
            if (locked == kind && first.compareAndSet(true, false)) {
                held.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        });
    }

    private void transfer(String from, String to) {
        db.transactWriteItems(b -> b.transactItems(
                t -> t.update(u -> u.tableName(TABLE).key(account(from)).updateExpression("ADD balance :m")
                        .expressionAttributeValues(values(":m", n(-10)))),
                t -> t.update(u -> u.tableName(TABLE).key(account(to)).updateExpression("ADD balance :p")
                        .expressionAttributeValues(values(":p", n(10))))));
    }

    private String balance(String name) {
        return db.getItem(b -> b.tableName(TABLE).key(account(name)).consistentRead(true)).item().get("balance").n();
    }

    private static List<String> codes(TransactionCanceledException e) {
        return e.cancellationReasons().stream().map(CancellationReason::code).toList();
    }

    @Test
    void whileATransactionIsInProgressItsItemsRefuseWritesAndTransactionsButNotReadsOrOtherItems() throws Exception {
        holdFirst(LockIntent.Kind.TRANSACTION_WRITE);
        Future<?> inProgress = pool.submit(() -> transfer("a", "b"));
        assertThat(held.await(30, TimeUnit.SECONDS)).isTrue();

        TransactionConflictException put = catchThrowableOfType(TransactionConflictException.class,
                () -> db.putItem(b -> b.tableName(TABLE).item(item("pk", s("acct"), "sk", s("a"), "balance", n(0)))));
        TransactionCanceledException transaction = catchThrowableOfType(TransactionCanceledException.class,
                () -> transfer("c", "b"));
        TransactionCanceledException read = catchThrowableOfType(TransactionCanceledException.class,
                () -> db.transactGetItems(b -> b.transactItems(
                        TransactGetItem.builder().get(g -> g.tableName(TABLE).key(account("c"))).build(),
                        TransactGetItem.builder().get(g -> g.tableName(TABLE).key(account("a"))).build())));
        String readDuringTransaction = db.getItem(b -> b.tableName(TABLE).key(account("a"))).item().get("balance").n();
        // another item of the same partition waits for the partition's lock instead of conflicting
        Future<?> otherItem = pool.submit(() -> db.updateItem(b -> b.tableName(TABLE).key(account("c"))
                .updateExpression("ADD balance :one").expressionAttributeValues(values(":one", n(1)))));
        release.countDown();
        inProgress.get(30, TimeUnit.SECONDS);
        otherItem.get(30, TimeUnit.SECONDS);

        assertThat(put.awsErrorDetails().errorCode()).isEqualTo("TransactionConflictException");
        assertThat(put.awsErrorDetails().errorMessage()).isEqualTo("Transaction is ongoing for the item");
        assertThat(put.statusCode()).isEqualTo(400);
        assertThat(codes(transaction)).containsExactly("None", "TransactionConflict");
        assertThat(transaction.cancellationReasons().get(1).message()).isEqualTo("Transaction is ongoing for the item");
        assertThat(transaction.awsErrorDetails().errorMessage()).isEqualTo("Transaction cancelled, please refer "
                + "cancellation reasons for specific reasons [None, TransactionConflict]");
        assertThat(codes(read)).containsExactly("None", "TransactionConflict");
        assertThat(readDuringTransaction).isEqualTo("100");
        assertThat(List.of(balance("a"), balance("b"), balance("c"))).containsExactly("90", "110", "101");
        assertThat(db.transactionConflicts().raised()).isEqualTo(3);
    }

    @Test
    void aTransactionMeetingASingleWriteOrABatchInProgressIsCancelled() throws Exception {
        holdFirst(LockIntent.Kind.WRITE);
        Future<?> put = pool.submit(() -> db.putItem(b -> b.tableName(TABLE)
                .item(item("pk", s("acct"), "sk", s("b"), "balance", n(500)))));
        assertThat(held.await(30, TimeUnit.SECONDS)).isTrue();

        TransactionCanceledException transaction = catchThrowableOfType(TransactionCanceledException.class,
                () -> transfer("a", "b"));
        release.countDown();
        put.get(30, TimeUnit.SECONDS);

        assertThat(codes(transaction)).containsExactly("None", "TransactionConflict");
        assertThat(List.of(balance("a"), balance("b"))).as("the transaction wrote nothing").containsExactly("100", "500");
    }

    @Test
    void aTransactionalReadMeetingABatchWriteInProgressIsCancelled() throws Exception {
        holdFirst(LockIntent.Kind.BATCH_WRITE);
        Future<?> batch = pool.submit(() -> db.batchWriteItem(b -> b.requestItems(Map.of(TABLE, List.of(
                WriteRequest.builder().putRequest(p -> p.item(item("pk", s("acct"), "sk", s("c"), "balance", n(7))))
                        .build())))));
        assertThat(held.await(30, TimeUnit.SECONDS)).isTrue();

        TransactionCanceledException read = catchThrowableOfType(TransactionCanceledException.class,
                () -> db.transactGetItems(b -> b.transactItems(
                        TransactGetItem.builder().get(g -> g.tableName(TABLE).key(account("c"))).build())));
        release.countDown();
        batch.get(30, TimeUnit.SECONDS);

        assertThat(codes(read)).containsExactly("TransactionConflict");
        assertThat(balance("c")).isEqualTo("7");
    }

    @Test
    void conflictsCanBeForcedOnTheNextTransactionsOrOnChosenItems() {
        db.transactionConflicts().failNextTransactions(2);
        TransactionCanceledException first = catchThrowableOfType(TransactionCanceledException.class,
                () -> transfer("a", "b"));
        TransactionCanceledException second = catchThrowableOfType(TransactionCanceledException.class,
                () -> transfer("a", "b"));
        transfer("a", "b");

        db.transactionConflicts().failItems(TABLE, key -> key.get("sk").s().equals("c"));
        TransactionCanceledException onItem = catchThrowableOfType(TransactionCanceledException.class,
                () -> transfer("b", "c"));
        TransactionConflictException write = catchThrowableOfType(TransactionConflictException.class,
                () -> db.deleteItem(b -> b.tableName(TABLE).key(account("c"))));
        db.putItem(b -> b.tableName(TABLE).item(item("pk", s("acct"), "sk", s("d"))));
        db.transactionConflicts().clear();
        transfer("b", "c");

        assertThat(codes(first)).containsExactly("TransactionConflict", "None");
        assertThat(codes(second)).containsExactly("TransactionConflict", "None");
        assertThat(codes(onItem)).containsExactly("None", "TransactionConflict");
        assertThat(write).isNotNull();
        assertThat(List.of(balance("a"), balance("b"), balance("c"))).containsExactly("90", "100", "110");
        assertThat(db.transactionConflicts().raised()).isEqualTo(4);
    }
}
