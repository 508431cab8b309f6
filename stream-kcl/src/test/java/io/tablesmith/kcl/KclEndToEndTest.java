package io.tablesmith.kcl;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.kcl.Deliveries.Delivery;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.kinesis.coordinator.WorkerStateChangeListener.WorkerState;

/**
 * KCL 3 with the DynamoDB Streams Kinesis Adapter, end to end against LocalDynamoDb's server: a worker reads a table's
 * stream, whose shards roll over every five records, from its first change to its last, checkpoints in KCL's lease
 * table and shuts down; the table is written while no worker runs; a second worker of the same application then
 * takes over the leases and reads only what came after the checkpoints.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KclEndToEndTest {
    private static final String TABLE = "jobs";
    private static final String APPLICATION = "job-projection";
    private static final Duration CONSUME_TIMEOUT = Duration.ofSeconds(90);

    private LocalDynamoDb database;
    private LocalDynamoDbServer server;
    private DynamoDbClient client;
    private String streamArn;

    private final Deliveries deliveries = new Deliveries();
    private final List<Write> firstWrites = new ArrayList<>();
    private final List<Write> laterWrites = new ArrayList<>();
    private KclWorker first;
    private KclWorker second;
    private boolean firstShutDownGracefully;
    private boolean secondShutDownGracefully;
    private Map<String, String> checkpointsAfterFirst;
    private Map<String, String> expectedAfterFirst;
    private Map<String, String> checkpointsAfterSecond;
    private Map<String, String> expectedAfterSecond;
    private List<Shard> shardsAfterFirst;
    private List<Shard> shardsAfterSecond;

    /** A write to the table and the change a consumer must see for it: the item's version before and after. */
    record Write(String key, String eventName, Integer oldVersion, Integer newVersion) {
    }

    @BeforeAll
    void consumeTheStreamWithTwoWorkersOneAfterTheOther() throws Exception {
        database = LocalDynamoDb.builder().streamShardRollover(5, null).build();
        server = database.serve(0);
        client = DynamoDbClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "any")))
                .build();
        client.createTable(b -> b.tableName(TABLE)
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH))
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .billingMode("PAY_PER_REQUEST")
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
        streamArn = client.describeTable(b -> b.tableName(TABLE)).table().latestStreamArn();

        // 16 changes: three closed shards of five and an open one
        for (String key : List.of("job-1", "job-2", "job-3", "job-4")) {
            put(firstWrites, key, null, 1);
        }
        for (int version = 2; version <= 3; version++) {
            for (String key : List.of("job-1", "job-2", "job-3", "job-4")) {
                update(firstWrites, key, version - 1, version);
            }
        }
        delete(firstWrites, "job-1", 3);
        delete(firstWrites, "job-3", 3);
        put(firstWrites, "job-5", null, 1);
        put(firstWrites, "job-6", null, 1);

        first = KclWorker.start(server.endpoint(), streamArn, APPLICATION, "worker-1", deliveries);
        Await.until(CONSUME_TIMEOUT, "every change read by worker-1",
                () -> deliveries.of("worker-1").size() >= firstWrites.size(), () -> summary(first));
        firstShutDownGracefully = first.shutDown();
        checkpointsAfterFirst = checkpoints();
        shardsAfterFirst = shards();
        expectedAfterFirst = expectedCheckpoints(shardsAfterFirst);

        // 8 changes while no worker runs: the open shard closes, another opens
        update(laterWrites, "job-2", 3, 4);
        update(laterWrites, "job-4", 3, 4);
        put(laterWrites, "job-1", null, 1);
        delete(laterWrites, "job-5", 1);
        update(laterWrites, "job-6", 1, 2);
        put(laterWrites, "job-7", null, 1);
        update(laterWrites, "job-7", 1, 2);
        delete(laterWrites, "job-2", 4);

        second = KclWorker.start(server.endpoint(), streamArn, APPLICATION, "worker-2", deliveries);
        Await.until(CONSUME_TIMEOUT, "every later change read by worker-2",
                () -> deliveries.of("worker-2").size() >= laterWrites.size(), () -> summary(second));
        secondShutDownGracefully = second.shutDown();
        checkpointsAfterSecond = checkpoints();
        shardsAfterSecond = shards();
        expectedAfterSecond = expectedCheckpoints(shardsAfterSecond);
    }

    @AfterAll
    void stopTheServer() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void theStreamHasParentAndChildShards() {
        assertThat(shardsAfterFirst).hasSize(4);
        assertThat(shardsAfterSecond).hasSize(5);
        for (int i = 1; i < shardsAfterSecond.size(); i++) {
            assertThat(shardsAfterSecond.get(i).parentShardId()).isEqualTo(shardsAfterSecond.get(i - 1).shardId());
        }
    }

    @Test
    void theFirstWorkerReadsEveryChangeOnceWithItsImages() {
        assertThat(deliveries.of("worker-1").stream().map(KclEndToEndTest::asWrite))
                .containsExactlyInAnyOrderElementsOf(firstWrites);
    }

    @Test
    void eachItemsChangesArriveInTheOrderTheyWereWritten() {
        assertThat(perItem(deliveries.all().stream().map(KclEndToEndTest::asWrite).toList()))
                .isEqualTo(perItem(concat(firstWrites, laterWrites)));
    }

    @Test
    void aParentShardIsReadToItsEndBeforeAnyRecordOfItsChild() {
        List<Delivery> all = deliveries.all();
        for (Shard shard : shardsAfterSecond) {
            if (shard.parentShardId() == null) {
                continue;
            }
            int firstOfChild = indexOfFirst(all, shard.shardId());
            int lastOfParent = indexOfLast(all, shard.parentShardId());
            assertThat(lastOfParent).as("last record of %s before the first of its child %s",
                    shard.parentShardId(), shard.shardId()).isLessThan(firstOfChild);
        }
    }

    @Test
    void checkpointsAreStoredInTheLeaseTable() {
        assertThat(checkpointsAfterFirst).isEqualTo(expectedAfterFirst);
        assertThat(checkpointsAfterSecond).isEqualTo(expectedAfterSecond);
    }

    @Test
    void aSecondWorkerResumesAfterTheCheckpointsOfTheFirst() {
        assertThat(deliveries.of("worker-2").stream().map(KclEndToEndTest::asWrite).toList())
                .containsExactlyInAnyOrderElementsOf(laterWrites);
    }

    @Test
    void bothWorkersShutDownCleanlyAfterTheOpenShardsProcessorCheckpoints() {
        assertThat(firstShutDownGracefully).isTrue();
        assertThat(secondShutDownGracefully).isTrue();
        Map<KclWorker, List<Shard>> shardsAtShutdown = Map.of(first, shardsAfterFirst, second, shardsAfterSecond);
        shardsAtShutdown.forEach((worker, shards) -> {
            assertThat(worker.running()).as(worker.workerId() + " running").isFalse();
            assertThat(worker.states()).as(worker.workerId()).endsWith(WorkerState.SHUT_DOWN);
            assertThat(deliveries.events(worker.workerId(), "shutdownRequested"))
                    .extracting(Deliveries.Event::shardId)
                    .containsExactly(shards.get(shards.size() - 1).shardId());
            assertThat(deliveries.events(worker.workerId(), "checkpointFailed")).isEmpty();
            // KCL tells a processor that asked to shut down that its lease is gone once it has dropped it; a lease
            // lost before that would be one that a renewal failed to keep
            List<String> kinds = deliveries.eventKinds(worker.workerId());
            assertThat(kinds.subList(0, kinds.indexOf("shutdownRequested"))).as(worker.workerId())
                    .doesNotContain("leaseLost");
        });
    }

    @Test
    void localDynamoDbAnswersEveryRequestOfKclAndTheAdapterAndNothingGoesToCloudWatch() {
        for (KclWorker worker : List.of(first, second)) {
            // KCL asks for each of its tables before it creates it
            assertThat(worker.requests().failures()).as(worker.workerId())
                    .allMatch(r -> r.operation().equals("DescribeTable")
                            && r.errorCode().equals("ResourceNotFoundException"));
            assertThat(worker.requests().requests()).as(worker.workerId())
                    .extracting(RequestLog.Request::service)
                    .contains("DynamoDb", "DynamoDbStreams")
                    .doesNotContain("CloudWatch");
        }
    }

    private Map<String, String> expectedCheckpoints(List<Shard> shards) {
        Map<String, String> expected = new LinkedHashMap<>();
        for (Shard shard : shards) {
            expected.put(shard.shardId(), shard.sequenceNumberRange().endingSequenceNumber() != null
                    ? "SHARD_END"
                    : lastSequenceNumber(shard.shardId()));
        }
        return expected;
    }

    private String lastSequenceNumber(String shardId) {
        String iterator = database.streamsClient().getShardIterator(b -> b.streamArn(streamArn).shardId(shardId)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        List<Record> records = database.streamsClient().getRecords(b -> b.shardIterator(iterator)).records();
        return records.get(records.size() - 1).dynamodb().sequenceNumber();
    }

    private Map<String, String> checkpoints() {
        return client.scan(b -> b.tableName(APPLICATION).consistentRead(true)).items().stream()
                .collect(Collectors.toMap(i -> i.get("leaseKey").s(), i -> i.get("checkpoint").s(), (a, b) -> a,
                        TreeMap::new));
    }

    private List<Shard> shards() {
        return database.streamsClient().describeStream(b -> b.streamArn(streamArn)).streamDescription().shards();
    }

    private String summary(KclWorker worker) {
        return worker.workerId() + " states " + worker.states() + ", " + deliveries.of(worker.workerId()).size()
                + " changes read, failed requests " + worker.requests().failures();
    }

    private void put(List<Write> log, String key, Integer old, int version) {
        client.putItem(b -> b.tableName(TABLE).item(Map.of("pk", AttributeValue.fromS(key),
                "version", AttributeValue.fromN(Integer.toString(version)))));
        log.add(new Write(key, "INSERT", old, version));
    }

    private void update(List<Write> log, String key, int old, int version) {
        client.updateItem(b -> b.tableName(TABLE).key(Map.of("pk", AttributeValue.fromS(key)))
                .updateExpression("SET version = :v")
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromN(Integer.toString(version)))));
        log.add(new Write(key, "MODIFY", old, version));
    }

    private void delete(List<Write> log, String key, int old) {
        client.deleteItem(b -> b.tableName(TABLE).key(Map.of("pk", AttributeValue.fromS(key))));
        log.add(new Write(key, "REMOVE", old, null));
    }

    private static Write asWrite(Delivery delivery) {
        Record record = delivery.record();
        return new Write(delivery.key(), record.eventNameAsString(), version(record.dynamodb().oldImage()),
                version(record.dynamodb().newImage()));
    }

    private static Integer version(Map<String, AttributeValue> image) {
        return image == null || image.isEmpty() ? null : Integer.valueOf(image.get("version").n());
    }

    private static Map<String, List<Write>> perItem(List<Write> writes) {
        return writes.stream().collect(Collectors.groupingBy(Write::key, TreeMap::new, Collectors.toList()));
    }

    private static List<Write> concat(List<Write> a, List<Write> b) {
        List<Write> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static int indexOfFirst(List<Delivery> all, String shardId) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).shardId().equals(shardId)) {
                return i;
            }
        }
        throw new AssertionError("no record read from " + shardId);
    }

    private static int indexOfLast(List<Delivery> all, String shardId) {
        for (int i = all.size() - 1; i >= 0; i--) {
            if (all.get(i).shardId().equals(shardId)) {
                return i;
            }
        }
        throw new AssertionError("no record read from " + shardId);
    }
}
