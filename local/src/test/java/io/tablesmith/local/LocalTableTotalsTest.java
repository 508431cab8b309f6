package io.tablesmith.local;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.internal.ItemSize;
import io.tablesmith.local.scenarios.Fixtures;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BackupDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * DescribeTable's {@code ItemCount} and {@code TableSizeBytes}, and each index's {@code ItemCount} and
 * {@code IndexSizeBytes}, are running totals that every write keeps: after any sequence of writes of every
 * kind they equal a recount of what a Scan of the table and of each index returns, measured item by item.
 */
class LocalTableTotalsTest {
    private static final String TABLE = "totals";
    private static final long SEED = 20261202L;
    private static final int STEPS = 600;

    private final SteppingClock clock = new SteppingClock(Instant.parse("2026-12-02T08:00:00Z"));
    private final LocalDynamoDb db = LocalDynamoDb.create(clock);

    @Test
    void totalsEqualARecountAfterEveryStepOfRandomWrites() {
        createTable();
        Random random = new Random(SEED);
        RandomItemWrites writes = new RandomItemWrites(db, random, () -> clock.instant().getEpochSecond());
        boolean sparseLeftOut = false;
        int restores = 0;
        int expired = 0;
        for (int step = 0; step < STEPS; step++) {
            int choice = random.nextInt(100);
            String kind;
            if (choice < 84) {
                kind = RandomItemWrites.KINDS[choice % RandomItemWrites.KINDS.length];
                writes.write(TABLE, kind);
            } else if (choice < 90) {
                kind = "ttl expiry";
                clock.advance(Duration.ofSeconds(random.nextInt(120)));
                expired += db.reapExpired();
            } else if (choice < 95) {
                kind = "index created or deleted";
                createOrDeleteLateIndex();
            } else if (choice < 99) {
                kind = "backup and restore";
                restores++;
                checkBackupAndRestore("restored-" + restores);
            } else {
                kind = "table deleted and created again";
                db.deleteTable(b -> b.tableName(TABLE));
                createTable();
            }
            Map<String, List<Long>> described = described(TABLE);
            assertThat(described).as("step %d (%s)", step, kind).isEqualTo(recounted(TABLE));
            sparseLeftOut |= described.get("sparse").get(0) < described.get(TABLE).get(0)
                    && described.get("sparse").get(0) > 0;
        }
        assertThat(sparseLeftOut).as("some item was outside the sparse index while others were in it").isTrue();
        assertThat(restores).as("backups restored").isPositive();
        assertThat(expired).as("items deleted by TTL").isPositive();
    }

    @Test
    void totalsStayExactWhenManyThreadsWriteTheSameItemsAtOnce() throws Exception {
        createTable();
        int threads = 6;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Random random = new Random(SEED + t);
                RandomItemWrites writes = new RandomItemWrites(db, random, () -> clock.instant().getEpochSecond());
                running.add(pool.submit(() -> {
                    for (int i = 0; i < 300; i++) {
                        writes.write(TABLE, RandomItemWrites.KINDS[random.nextInt(RandomItemWrites.KINDS.length)]);
                    }
                }));
            }
            for (Future<?> writer : running) {
                writer.get();
            }
        } finally {
            pool.shutdownNow();
            assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
        }
        Map<String, List<Long>> described = described(TABLE);
        assertThat(described.get(TABLE).get(0)).as("items left by the writers").isPositive();
        assertThat(described).isEqualTo(recounted(TABLE));
    }

    private void createTable() {
        db.createTable(RandomItemWrites.table(TABLE));
        db.updateTimeToLive(b -> b.tableName(TABLE).timeToLiveSpecification(t -> t.attributeName("expires").enabled(true)));
    }

    /** UpdateTable adds the index {@code late} (filled from the items at once) or, when it is there, deletes it. */
    private void createOrDeleteLateIndex() {
        boolean present = db.describeTable(b -> b.tableName(TABLE)).table().globalSecondaryIndexes().stream()
                .anyMatch(index -> index.indexName().equals("late"));
        GlobalSecondaryIndexUpdate update = present
                ? GlobalSecondaryIndexUpdate.builder().delete(d -> d.indexName("late")).build()
                : GlobalSecondaryIndexUpdate.builder().create(c -> c.indexName("late")
                        .keySchema(Fixtures.hash("gpk"), Fixtures.range("rank"))
                        .projection(p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes("payload"))).build();
        db.updateTable(b -> b.tableName(TABLE).globalSecondaryIndexUpdates(List.of(update))
                .attributeDefinitions(present ? null : List.of(Fixtures.attr("gpk", ScalarAttributeType.S),
                        Fixtures.attr("rank", ScalarAttributeType.N))));
    }

    /** A backup's size and count are the table's then; the table restored from it has the same totals. */
    private void checkBackupAndRestore(String target) {
        Map<String, List<Long>> before = described(TABLE);
        String arn = db.createBackup(b -> b.tableName(TABLE).backupName(target)).backupDetails().backupArn();
        BackupDescription backup = db.describeBackup(b -> b.backupArn(arn)).backupDescription();
        assertThat(List.of(backup.sourceTableDetails().itemCount(), backup.backupDetails().backupSizeBytes()))
                .isEqualTo(before.get(TABLE));
        db.restoreTableFromBackup(b -> b.backupArn(arn).targetTableName(target));
        Map<String, List<Long>> restored = described(target);
        assertThat(restored).isEqualTo(recounted(target));
        assertThat(restored.get(target)).isEqualTo(before.get(TABLE));
        db.deleteTable(b -> b.tableName(target));
        db.deleteBackup(b -> b.backupArn(arn));
    }

    /** Item count and size bytes of the table (under its name) and of each index, as DescribeTable gives them. */
    private Map<String, List<Long>> described(String table) {
        TableDescription description = db.describeTable(b -> b.tableName(table)).table();
        Map<String, List<Long>> out = new LinkedHashMap<>();
        out.put(table, List.of(description.itemCount(), description.tableSizeBytes()));
        for (GlobalSecondaryIndexDescription index : description.globalSecondaryIndexes()) {
            out.put(index.indexName(), List.of(index.itemCount(), index.indexSizeBytes()));
        }
        for (LocalSecondaryIndexDescription index : description.localSecondaryIndexes()) {
            out.put(index.indexName(), List.of(index.itemCount(), index.indexSizeBytes()));
        }
        return out;
    }

    /** The same figures counted again: every item a Scan of the table, then of each index, returns, measured. */
    private Map<String, List<Long>> recounted(String table) {
        TableDescription description = db.describeTable(b -> b.tableName(table)).table();
        Map<String, List<Long>> out = new LinkedHashMap<>();
        out.put(table, scanned(table, null));
        description.globalSecondaryIndexes().forEach(index -> out.put(index.indexName(), scanned(table, index.indexName())));
        description.localSecondaryIndexes().forEach(index -> out.put(index.indexName(), scanned(table, index.indexName())));
        return out;
    }

    private List<Long> scanned(String table, String index) {
        long count = 0;
        long bytes = 0;
        for (Map<String, AttributeValue> item : db.scanPaginator(b -> b.tableName(table).indexName(index)).items()) {
            count++;
            // a copy, so that the size is counted attribute by attribute, whatever map the response holds
            bytes += ItemSize.of(new LinkedHashMap<>(item));
        }
        return List.of(count, bytes);
    }
}
