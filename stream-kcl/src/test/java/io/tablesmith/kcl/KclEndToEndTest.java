package io.tablesmith.kcl;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.kcl.Deliveries.Delivery;
import io.tablesmith.kcl.jobs.Finding;
import io.tablesmith.kcl.jobs.FindingRepository;
import io.tablesmith.kcl.jobs.Job;
import io.tablesmith.kcl.jobs.JobRepository;
import io.tablesmith.kcl.jobs.TablesmithChange;
import io.tablesmith.kcl.jobs.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeOperation;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.UndecodableChange;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.kinesis.coordinator.WorkerStateChangeListener.WorkerState;

/**
 * Tablesmith's typed record processor in KCL 3 with the DynamoDB Streams Kinesis Adapter, end to end against
 * LocalDynamoDb's server: jobs and findings are written through the generated repositories; a worker reads the table's
 * stream, whose shards roll over every five records, from its first change to its last as {@code TablesmithChange}s,
 * checkpoints in KCL's lease table and shuts down; the table is written while no worker runs; a second worker of the
 * same application then takes over the leases and is handed only what came after the checkpoints.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KclEndToEndTest {
    private static final String TABLE = "jobs";
    private static final String APPLICATION = "job-projection";
    private static final Duration CONSUME_TIMEOUT = Duration.ofSeconds(90);

    private LocalDynamoDb database;
    private LocalDynamoDbServer server;
    private DynamoDbClient client;
    private JobRepository jobs;
    private FindingRepository findings;
    private String streamArn;
    private final Map<String, Job> stored = new HashMap<>();

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

    /**
     * A write through a repository and the typed change a handler must be handed for it: the item, the operation,
     * and the item's state (a job's version, a finding's score) before and after.
     */
    record Write(String item, ChangeOperation operation, String before, String after) {
    }

    @BeforeAll
    void consumeTheStreamWithTwoWorkersOneAfterTheOther() throws Exception {
        database = LocalDynamoDb.builder().streamShardRollover(5, null).build();
        server = database.serve(0);
        client = DynamoDbClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "any")))
                .build();
        client.createTable(TablesmithTable.createTableRequest(TABLE).toBuilder()
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        streamArn = client.describeTable(b -> b.tableName(TABLE)).table().latestStreamArn();
        jobs = new JobRepository(client, TABLE);
        findings = new FindingRepository(client, TABLE);

        // 16 changes: three closed shards of five and an open one
        for (String id : List.of("job-1", "job-2", "job-3", "job-4")) {
            create(firstWrites, id);
        }
        for (int round = 1; round <= 2; round++) {
            for (String id : List.of("job-1", "job-2", "job-3", "job-4")) {
                replace(firstWrites, id, "round " + round);
            }
        }
        delete(firstWrites, "job-1");
        delete(firstWrites, "job-3");
        create(firstWrites, "job-5");
        putFinding(firstWrites, "job-2", "f-1", null, 0.5);

        // the batch with job-5's creation fails once in its handler, as with a store briefly unavailable
        deliveries.failOnceOn("JOB#job-5");
        first = KclWorker.start(server.endpoint(), streamArn, APPLICATION, "worker-1", deliveries);
        deliveries.awaitChanges("worker-1", firstWrites.size(), CONSUME_TIMEOUT, () -> summary(first));
        firstShutDownGracefully = first.shutDown();
        checkpointsAfterFirst = checkpoints();
        shardsAfterFirst = shards();
        expectedAfterFirst = expectedCheckpoints(shardsAfterFirst);

        // 8 changes while no worker runs: the open shard closes, another opens
        replace(laterWrites, "job-2", "later");
        replace(laterWrites, "job-4", "later");
        create(laterWrites, "job-1");
        delete(laterWrites, "job-5");
        putFinding(laterWrites, "job-2", "f-1", 0.5, 0.75);
        create(laterWrites, "job-7");
        replace(laterWrites, "job-7", "later");
        delete(laterWrites, "job-2");

        second = KclWorker.start(server.endpoint(), streamArn, APPLICATION, "worker-2", deliveries);
        deliveries.awaitChanges("worker-2", laterWrites.size(), CONSUME_TIMEOUT, () -> summary(second));
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
    void theFirstWorkersHandlersAreHandedEveryChangeOnceTypedWithItsImages() {
        assertThat(deliveries.of("worker-1").stream().map(KclEndToEndTest::asWrite))
                .containsExactlyInAnyOrderElementsOf(firstWrites);
    }

    @Test
    void aBatchTheHandlerFailedOnIsHandedToItAgainNotSkipped() {
        assertThat(deliveries.failures()).isEqualTo(1);
        assertThat(deliveries.of("worker-1").stream().map(KclEndToEndTest::asWrite))
                .containsOnlyOnce(new Write(jobItem("job-5"), ChangeOperation.INSERT, null, "v1"));
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
    void bothWorkersShutDownCleanlyAndEachHandlerIsToldWhyItStopped() {
        assertThat(firstShutDownGracefully).isTrue();
        assertThat(secondShutDownGracefully).isTrue();
        Map<KclWorker, List<Shard>> shardsAtShutdown = Map.of(first, shardsAfterFirst, second, shardsAfterSecond);
        shardsAtShutdown.forEach((worker, shards) -> {
            String id = worker.workerId();
            String openShard = shards.get(shards.size() - 1).shardId();
            assertThat(worker.running()).as(id + " running").isFalse();
            assertThat(worker.states()).as(id).endsWith(WorkerState.SHUT_DOWN);
            List<Deliveries.Stop> stops = deliveries.stops(id);
            // the handler of the open shard checkpointed at shutdown
            assertThat(stops).as(id).filteredOn(stop -> stop.reason() == ChangeHandler.StopReason.SHUTDOWN_REQUESTED)
                    .extracting(Deliveries.Stop::shardId).containsExactly(openShard);
            // KCL drops every lease once its processors have shut down, and its scheduler may have started another
            // processor on the open shard by then, which is told of a lost lease; a lease lost before the shutdown
            // would be one that a renewal failed to keep
            List<Deliveries.Stop> beforeShutdown = stops.subList(0,
                    stops.indexOf(new Deliveries.Stop(id, openShard, ChangeHandler.StopReason.SHUTDOWN_REQUESTED)));
            assertThat(beforeShutdown).as(id).noneMatch(stop -> stop.reason() == ChangeHandler.StopReason.LEASE_LOST);
            List<String> closedShardsRead = deliveries.of(id).stream().map(Delivery::shardId).distinct()
                    .filter(shard -> !shard.equals(openShard)).toList();
            assertThat(stops).as(id).filteredOn(stop -> stop.reason() == ChangeHandler.StopReason.SHARD_ENDED)
                    .extracting(Deliveries.Stop::shardId).containsAll(closedShardsRead);
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

    /** KCL's checkpoint of each shard, from its lease table (named after the application). */
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
                + " changes handed, failed requests " + worker.requests().failures();
    }

    private void create(List<Write> log, String id) {
        Job job = jobs.create(Job.named(id, "new"));
        stored.put(id, job);
        log.add(new Write(jobItem(id), ChangeOperation.INSERT, null, "v" + job.version()));
    }

    private void replace(List<Write> log, String id, String title) {
        Job before = stored.get(id);
        Job after = jobs.replace(before.retitled(title));
        stored.put(id, after);
        log.add(new Write(jobItem(id), ChangeOperation.MODIFY, "v" + before.version(), "v" + after.version()));
    }

    private void delete(List<Write> log, String id) {
        Job before = stored.remove(id);
        jobs.delete(before);
        log.add(new Write(jobItem(id), ChangeOperation.REMOVE, "v" + before.version(), null));
    }

    private void putFinding(List<Write> log, String jobId, String findingId, Double before, double score) {
        findings.put(new Finding(jobId, findingId, score));
        log.add(new Write("JOB#" + jobId + " FINDING#" + findingId,
                before == null ? ChangeOperation.INSERT : ChangeOperation.MODIFY,
                before == null ? null : "score " + before, "score " + score));
    }

    private static String jobItem(String id) {
        return "JOB#" + id + " METADATA";
    }

    /** The write a handed change reports, read through the change type's visitor as a Java 17 user does. */
    private static Write asWrite(Delivery delivery) {
        return delivery.change().accept(new TablesmithChange.Visitor<Write>() {
            @Override
            public Write onFinding(Change<Finding> change) {
                return write(change, finding -> "score " + finding.score());
            }

            @Override
            public Write onJob(Change<Job> change) {
                return write(change, job -> "v" + job.version());
            }

            @Override
            public Write onInternal(InternalChange change) {
                return new Write("internal " + change.kind(), change.operation(), null, null);
            }

            @Override
            public Write onUndecodable(UndecodableChange change) {
                return new Write("undecodable: " + change.reason().getMessage(), change.operation(), null, null);
            }
        });
    }

    private static <T> Write write(Change<T> change, Function<T, String> state) {
        return new Write(change.key().partition() + " " + change.key().sort(), change.operation(),
                change.oldImage().map(state).orElse(null), change.newImage().map(state).orElse(null));
    }

    private static Map<String, List<Write>> perItem(List<Write> writes) {
        return writes.stream().collect(Collectors.groupingBy(Write::item, TreeMap::new, Collectors.toList()));
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
