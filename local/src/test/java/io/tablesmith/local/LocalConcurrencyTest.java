package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.scenarios.Fixtures;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Writes to different partitions run in parallel: every operation must still be atomic and isolated, and
 * a transaction all-or-nothing, whatever runs beside it. Threads coordinate through futures and flags only.
 */
class LocalConcurrencyTest {
    private static final String TABLE = "accounts";
    private static final int ACCOUNTS = 16;
    private static final int START_BALANCE = 100;

    private final LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.singleTable(TABLE));
    private final ExecutorService pool = Executors.newFixedThreadPool(8);

    @AfterEach
    void stopThreads() throws InterruptedException {
        pool.shutdownNow();
        assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    private static Map<String, AttributeValue> accountKey(int account) {
        return item("pk", s("acct-" + account), "sk", s("balance"));
    }

    private void openAccounts() {
        for (int a = 0; a < ACCOUNTS; a++) {
            Map<String, AttributeValue> account = new java.util.LinkedHashMap<>(accountKey(a));
            account.put("balance", n(START_BALANCE));
            account.put("gsi1pk", s("all"));
            account.put("gsi1sk", s(String.format("acct-%02d", a)));
            db.putItem(b -> b.tableName(TABLE).item(account));
        }
    }

    private void transfer(int from, int to, int amount) {
        db.transactWriteItems(b -> b.transactItems(
                t -> t.update(u -> u.tableName(TABLE).key(accountKey(from))
                        .updateExpression("ADD balance :minus").conditionExpression("balance >= :amount")
                        .expressionAttributeValues(values(":minus", n(-amount), ":amount", n(amount)))),
                t -> t.update(u -> u.tableName(TABLE).key(accountKey(to))
                        .updateExpression("ADD balance :plus").expressionAttributeValues(values(":plus", n(amount))))));
    }

    /**
     * Every balance, read in one transaction. A transfer in progress on an account cancels the read with
     * reason TransactionConflict, as in DynamoDB; like a DynamoDB client, this reads again.
     */
    private List<Integer> balances() {
        while (true) {
            try {
                return readBalances();
            } catch (TransactionCanceledException e) {
                assertThat(e.cancellationReasons()).anyMatch(r -> r.code().equals("TransactionConflict"));
            }
        }
    }

    private List<Integer> readBalances() {
        List<TransactGetItem> gets = new ArrayList<>();
        for (int a = 0; a < ACCOUNTS; a++) {
            int account = a;
            gets.add(TransactGetItem.builder().get(g -> g.tableName(TABLE).key(accountKey(account))).build());
        }
        List<Integer> out = new ArrayList<>();
        db.transactGetItems(b -> b.transactItems(gets)).responses()
                .forEach(r -> out.add(Integer.parseInt(r.item().get("balance").n())));
        return out;
    }

    private static <T> List<T> all(List<Future<T>> futures) throws Exception {
        List<T> out = new ArrayList<>();
        for (Future<T> f : futures) {
            out.add(f.get(60, TimeUnit.SECONDS));
        }
        return out;
    }

    @Test
    void concurrentTransfersNeverCreateOrLoseMoneyAndReadersNeverSeeHalfATransfer() throws Exception {
        openAccounts();
        AtomicBoolean writing = new AtomicBoolean(true);
        List<Future<Integer>> readers = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            readers.add(pool.submit(() -> {
                int snapshots = 0;
                do {
                    List<Integer> balances = balances();
                    assertThat(balances.stream().mapToInt(Integer::intValue).sum()).isEqualTo(ACCOUNTS * START_BALANCE);
                    assertThat(balances).allMatch(balance -> balance >= 0);
                    snapshots++;
                } while (writing.get());
                return snapshots;
            }));
        }
        List<Future<Integer>> writers = new ArrayList<>();
        for (int w = 0; w < 6; w++) {
            long seed = w;
            writers.add(pool.submit(() -> {
                Random random = new Random(seed);
                int cancelled = 0;
                for (int i = 0; i < 300; i++) {
                    int from = random.nextInt(ACCOUNTS);
                    int to = (from + 1 + random.nextInt(ACCOUNTS - 1)) % ACCOUNTS;
                    try {
                        transfer(from, to, 1 + random.nextInt(60));
                    } catch (TransactionCanceledException insufficientFundsOrConflict) {
                        cancelled++;
                    }
                }
                return cancelled;
            }));
        }
        all(writers);
        writing.set(false);
        assertThat(all(readers)).allMatch(snapshots -> snapshots > 0);
        assertThat(balances().stream().mapToInt(Integer::intValue).sum()).isEqualTo(ACCOUNTS * START_BALANCE);
        List<Map<String, AttributeValue>> indexed = db.query(b -> b.tableName(TABLE).indexName("gsi1")
                .keyConditionExpression("gsi1pk = :all").expressionAttributeValues(values(":all", s("all")))).items();
        assertThat(indexed).hasSize(ACCOUNTS);
        assertThat(indexed.stream().map(i -> new BigDecimal(i.get("balance").n())).reduce(BigDecimal.ZERO,
                BigDecimal::add)).isEqualByComparingTo(BigDecimal.valueOf(ACCOUNTS * START_BALANCE));
    }

    @Test
    void writesToManyPartitionsAtOnceKeepTheTableAndItsIndexesInStep() throws Exception {
        List<Future<Integer>> writers = new ArrayList<>();
        for (int w = 0; w < 8; w++) {
            int writer = w;
            writers.add(pool.submit(() -> {
                for (int i = 0; i < 400; i++) {
                    String pk = "w" + writer + "-" + i;
                    int sortValue = i;
                    db.putItem(b -> b.tableName(TABLE).item(item("pk", s(pk), "sk", s("x"), "gsi1pk", s("shared"),
                            "gsi1sk", s(pk), "lsisk", n(sortValue))));
                    if (i % 2 == 1) {
                        db.deleteItem(b -> b.tableName(TABLE).key(item("pk", s(pk), "sk", s("x"))));
                    }
                }
                return 200;
            }));
        }
        int kept = all(writers).stream().mapToInt(Integer::intValue).sum();
        var table = db.describeTable(b -> b.tableName(TABLE)).table();
        assertThat(table.itemCount()).isEqualTo(kept);
        assertThat(table.globalSecondaryIndexes().stream().filter(i -> i.indexName().equals("gsi1")).findFirst()
                .orElseThrow().itemCount()).isEqualTo(kept);
        QueryRequest shared = QueryRequest.builder().tableName(TABLE).indexName("gsi1")
                .keyConditionExpression("gsi1pk = :p").expressionAttributeValues(values(":p", s("shared"))).build();
        Set<String> seen = new HashSet<>();
        db.queryPaginator(shared).items().forEach(i -> assertThat(seen.add(i.get("pk").s())).isTrue());
        assertThat(seen).hasSize(kept);
    }

    @Test
    void aQueryOfAPartitionSeesATransactionWholeOrNotAtAll() throws Exception {
        AtomicBoolean writing = new AtomicBoolean(true);
        Callable<Integer> reader = () -> {
            int checked = 0;
            do {
                List<Map<String, AttributeValue>> items = db.query(b -> b.tableName(TABLE)
                        .keyConditionExpression("pk = :p").expressionAttributeValues(values(":p", s("pair")))).items();
                if (!items.isEmpty()) {
                    assertThat(items).hasSize(2);
                    assertThat(items.get(0).get("version")).isEqualTo(items.get(1).get("version"));
                    checked++;
                }
            } while (writing.get());
            return checked;
        };
        List<Future<Integer>> readers = List.of(pool.submit(reader), pool.submit(reader));
        for (int v = 0; v < 500; v++) {
            int version = v;
            db.transactWriteItems(b -> b.transactItems(
                    t -> t.put(p -> p.tableName(TABLE).item(item("pk", s("pair"), "sk", s("a"), "version", n(version)))),
                    t -> t.put(p -> p.tableName(TABLE).item(item("pk", s("pair"), "sk", s("b"), "version", n(version))))));
        }
        writing.set(false);
        assertThat(all(readers)).allMatch(checked -> checked > 0);
    }
}
