package io.tablesmith.kcl;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.kcl.jobs.Finding;
import io.tablesmith.kcl.jobs.FindingRepository;
import io.tablesmith.kcl.jobs.Job;
import io.tablesmith.kcl.jobs.JobRepository;
import io.tablesmith.kcl.jobs.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.kinesis.coordinator.CoordinatorConfig.ClientVersionConfig;

/**
 * A KCL worker killed without a graceful shutdown, against LocalDynamoDb's server: a worker in a JVM of its own
 * ({@link KilledWorker}) applies the table's changes to an idempotent projection ({@link FindingCounts}) and is killed
 * ({@code Process.destroyForcibly}) right after applying one change and before its batch was checkpointed; more is
 * written; a second worker of the application takes over the dead worker's leases once they expired (3 s here) and
 * resumes from its checkpoints. Every change is handled at least once, the one the dead worker applied last twice, and
 * the projection is exact.
 *
 * <p>Both workers take leases as KCL 2 did ({@code CLIENT_VERSION_CONFIG_COMPATIBLE_WITH_2X}): each worker takes leases
 * that expired. In KCL 3's own mode an elected leader assigns them, and the leader's lock lasts KCL's fixed two
 * minutes, so leases of a killed worker that was the leader move only after up to two minutes: the same takeover, too
 * slow for this build's tests.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KclKilledWorkerTest {
    private static final String TABLE = "jobs";
    private static final String APPLICATION = "finding-counts-app";
    private static final Duration TIMEOUT = Duration.ofSeconds(90);
    /** The finding whose insertion the first worker applies last before it is killed: the last record of the second shard. */
    private static final String STALL_AT = "JOB#job-2|FINDING#f-3";

    private LocalDynamoDb database;
    private LocalDynamoDbServer server;
    private DynamoDbClient client;
    private String streamArn;
    private String stalledEventId;
    private int killedExitValue;
    private final Object progress = new Object();

    @BeforeAll
    void killOneWorkerAndLetAnotherTakeOver() throws Exception {
        database = LocalDynamoDb.builder().streamShardRollover(5, null).build();
        server = database.serve(0);
        client = DynamoDbClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "any"))).build();
        client.createTable(TablesmithTable.createTableRequest(TABLE).toBuilder()
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)).build());
        client.createTable(b -> b.tableName(FindingCounts.TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build()));
        streamArn = client.describeTable(b -> b.tableName(TABLE)).table().latestStreamArn();
        JobRepository jobs = new JobRepository(client, TABLE);
        FindingRepository findings = new FindingRepository(client, TABLE);

        // 18 changes, shards of five: three jobs, four findings each, two removed and one rescored
        for (String job : List.of("job-1", "job-2", "job-3")) {
            jobs.create(Job.named(job, "new"));
        }
        for (String job : List.of("job-1", "job-2", "job-3")) {
            for (int f = 1; f <= 4; f++) {
                findings.put(new Finding(job, "f-" + f, f / 10.0));
            }
        }
        findings.delete("job-1", "f-2");
        findings.delete("job-3", "f-4");
        findings.put(new Finding("job-2", "f-1", 0.9));

        Path log = Files.createTempFile("killed-worker", ".log");
        Process killed = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), KilledWorker.class.getName(),
                server.endpoint().toString(), streamArn, APPLICATION, "worker-1", STALL_AT)
                .redirectError(log.toFile()).start();
        try {
            stalledEventId = stalled(killed).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the first worker did not reach " + STALL_AT + " within " + TIMEOUT + ": "
                    + Files.readString(log), e);
        } finally {
            killed.destroyForcibly();
            assertThat(killed.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        }
        killedExitValue = killed.exitValue();

        // written while no worker runs, one of them the removal of the finding the dead worker counted last
        findings.put(new Finding("job-3", "f-5", 0.5));
        findings.delete("job-2", "f-3");

        KclWorker second = KclWorker.start(server.endpoint(), streamArn, APPLICATION, "worker-2",
                () -> new FindingCounts(client, change -> {
                    synchronized (progress) {
                        progress.notifyAll();
                    }
                }), ClientVersionConfig.CLIENT_VERSION_CONFIG_COMPATIBLE_WITH_2X);
        try {
            awaitEveryChangeSeen();
        } finally {
            assertThat(second.shutDown()).isTrue();
        }
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
    void theFirstWorkerWasKilledNotShutDown() {
        assertThat(stalledEventId).isNotBlank();
        assertThat(killedExitValue).as("killed by a signal").isNotZero();
    }

    @Test
    void everyChangeIsHandledAtLeastOnceAndTheOneAppliedBeforeTheKillTwice() {
        Map<String, Long> seen = seen();
        assertThat(seen.keySet()).containsExactlyInAnyOrderElementsOf(eventIds());
        assertThat(seen).allSatisfy((eventId, times) -> assertThat(times).as(eventId).isPositive());
        assertThat(seen.get(stalledEventId)).as("handed to the second worker again: never checkpointed").isEqualTo(2L);
    }

    @Test
    void theIdempotentProjectionCountsEveryStoredFindingOnce() {
        Map<String, Long> stored = client.scan(b -> b.tableName(TABLE)).items().stream()
                .filter(item -> item.get("_et").s().equals("FINDING"))
                .collect(Collectors.groupingBy(item -> item.get("pk").s(), TreeMap::new, Collectors.counting()));
        assertThat(stored).isEqualTo(Map.of("JOB#job-1", 3L, "JOB#job-2", 3L, "JOB#job-3", 4L));
        assertThat(counts()).isEqualTo(stored);
    }

    /** Returns once every change of the stream was handed to a handler; worker 2's handlers call after each change. */
    private void awaitEveryChangeSeen() throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        List<String> all = eventIds();
        synchronized (progress) {
            while (!seen().keySet().containsAll(all)) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("not every change handed on within " + TIMEOUT + ": seen " + seen().keySet()
                            + " of " + all);
                }
                TimeUnit.NANOSECONDS.timedWait(progress, Math.min(left, TimeUnit.SECONDS.toNanos(1)));
            }
        }
    }

    /** The event id of the first worker's last change, once it printed it. */
    private static CompletableFuture<String> stalled(Process process) {
        return CompletableFuture.supplyAsync(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    if (line.startsWith(KilledWorker.STALLED)) {
                        return line.substring(KilledWorker.STALLED.length());
                    }
                }
                throw new IllegalStateException("the first worker ended without reaching " + STALL_AT);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private List<String> eventIds() {
        List<String> ids = new ArrayList<>();
        for (Shard shard : database.streamsClient().describeStream(b -> b.streamArn(streamArn)).streamDescription().shards()) {
            String iterator = database.streamsClient().getShardIterator(b -> b.streamArn(streamArn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            database.streamsClient().getRecords(b -> b.shardIterator(iterator)).records().stream().map(Record::eventID)
                    .forEach(ids::add);
        }
        return ids;
    }

    private Map<String, Long> seen() {
        return projection("SEEN#", "times");
    }

    private Map<String, Long> counts() {
        return projection("COUNT#", "count");
    }

    private Map<String, Long> projection(String prefix, String attribute) {
        Map<String, Long> values = new TreeMap<>();
        for (Map<String, AttributeValue> item : database.scan(b -> b.tableName(FindingCounts.TABLE).consistentRead(true)).items()) {
            String pk = item.get("pk").s();
            if (pk.startsWith(prefix)) {
                values.put(pk.substring(prefix.length()), Long.parseLong(item.get(attribute).n()));
            }
        }
        return values;
    }
}
