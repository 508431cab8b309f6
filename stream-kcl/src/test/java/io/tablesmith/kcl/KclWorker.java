package io.tablesmith.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.AmazonDynamoDBStreamsAdapterClient;
import com.amazonaws.services.dynamodbv2.streamsadapter.StreamsSchedulerFactory;
import com.amazonaws.services.dynamodbv2.streamsadapter.polling.DynamoDBStreamsPollingConfig;
import io.tablesmith.kcl.jobs.TablesmithChange;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.cloudwatch.CloudWatchAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.kinesis.common.ConfigsBuilder;
import software.amazon.kinesis.common.InitialPositionInStream;
import software.amazon.kinesis.common.InitialPositionInStreamExtended;
import software.amazon.kinesis.coordinator.CoordinatorConfig;
import software.amazon.kinesis.coordinator.CoordinatorConfig.ClientVersionConfig;
import software.amazon.kinesis.coordinator.Scheduler;
import software.amazon.kinesis.coordinator.WorkerStateChangeListener.WorkerState;
import software.amazon.kinesis.leases.LeaseManagementConfig;
import software.amazon.kinesis.lifecycle.LifecycleConfig;
import software.amazon.kinesis.metrics.MetricsConfig;
import software.amazon.kinesis.metrics.MetricsLevel;
import software.amazon.kinesis.metrics.NullMetricsFactory;
import software.amazon.kinesis.retrieval.RetrievalConfig;

/**
 * One KCL worker consuming a table's stream through the DynamoDB Streams Kinesis Adapter with Tablesmith's typed
 * processors ({@link ChangeProcessorFactory}), each shard's changes handed to a {@link RecordingHandler}; every client
 * pointed at a LocalDynamoDb server: KCL's DynamoDB client (its lease, coordinator state and worker metrics tables),
 * the adapter's streams client, and the CloudWatch client KCL's configuration asks for, which metrics off leave unused.
 *
 * <p>KCL's intervals are shortened from their production defaults (seconds to minutes, sized for DynamoDB's
 * shards that live for hours) so that a test sees leases assigned and child shards started in well under a second.
 */
final class KclWorker {
    private static final Region REGION = Region.US_EAST_1;
    private static final Duration SHUTDOWN_TIMEOUT = Duration.ofSeconds(60);

    private final String workerId;
    private final Scheduler scheduler;
    private final Thread thread;
    private final List<WorkerState> states = new CopyOnWriteArrayList<>();
    private final RequestLog requests = new RequestLog();
    private final DynamoDbAsyncClient dynamoDb;
    private final DynamoDbStreamsClient streams;
    private final CloudWatchAsyncClient cloudWatch;

    private KclWorker(URI endpoint, String streamArn, String application, String workerId,
            Supplier<ChangeHandler<TablesmithChange>> handlers, ClientVersionConfig leaseAssignment) {
        this.workerId = workerId;
        this.dynamoDb = configure(DynamoDbAsyncClient.builder(), endpoint).build();
        this.streams = configure(DynamoDbStreamsClient.builder(), endpoint).build();
        this.cloudWatch = configure(CloudWatchAsyncClient.builder(), endpoint).build();
        AmazonDynamoDBStreamsAdapterClient adapter = new AmazonDynamoDBStreamsAdapterClient(streams, REGION);

        ConfigsBuilder configs = new ConfigsBuilder(
                StreamsSchedulerFactory.createSingleStreamTracker(streamArn,
                        InitialPositionInStreamExtended.newInitialPosition(InitialPositionInStream.TRIM_HORIZON)),
                application, adapter, dynamoDb, cloudWatch, workerId,
                ChangeProcessorFactory.of(TablesmithChange.DECODER, handlers));

        LeaseManagementConfig leases = configs.leaseManagementConfig()
                // a lease not renewed for 3 s is another worker's to take; renewals run every second
                .failoverTimeMillis(3_000)
                .leaseAssignmentIntervalMillis(1_000L)
                // StreamsSchedulerFactory sets 0 too, but only after its lease management factory has read the
                // 60 s default, which then delays the first shard sync of every worker by a minute
                .shardSyncIntervalMillis(0)
                // what StreamsSchedulerFactory sets anyway (it warns when it has to): DynamoDB's shards have no holes
                // in their hash ranges for KCL's auditor to find
                .leasesRecoveryAuditorInconsistencyConfidenceThreshold(0);
        leases.workerUtilizationAwareAssignmentConfig()
                .inMemoryWorkerMetricsCaptureFrequencyMillis(500)
                .workerMetricsReporterFreqInMillis(1_000);
        CoordinatorConfig coordinator = configs.coordinatorConfig()
                // also set by StreamsSchedulerFactory: a worker that finds leases starts on them without a shard sync
                .skipShardSyncAtWorkerInitializationIfLeasesExist(true)
                .clientVersionConfig(leaseAssignment)
                .parentShardPollIntervalMillis(100)
                .shardConsumerDispatchPollIntervalMillis(100)
                .workerStateChangeListener(states::add);
        LifecycleConfig lifecycle = configs.lifecycleConfig().taskBackoffTimeMillis(100);
        MetricsConfig metrics = configs.metricsConfig()
                .metricsLevel(MetricsLevel.NONE)
                .metricsFactory(new NullMetricsFactory());
        RetrievalConfig retrieval = configs.retrievalConfig()
                .retrievalSpecificConfig(new DynamoDBStreamsPollingConfig(streamArn, adapter)
                        .idleTimeBetweenReadsInMillis(100));

        this.scheduler = StreamsSchedulerFactory.createScheduler(configs.checkpointConfig(), coordinator, leases,
                lifecycle, metrics, configs.processorConfig(), retrieval, adapter);
        this.thread = new Thread(scheduler, "kcl-" + workerId);
    }

    /** Starts a worker of {@code application} on its own thread, its handlers recording into {@code deliveries}. */
    static KclWorker start(URI endpoint, String streamArn, String application, String workerId,
            Deliveries deliveries) {
        return start(endpoint, streamArn, application, workerId, () -> new RecordingHandler(workerId, deliveries),
                ClientVersionConfig.CLIENT_VERSION_CONFIG_3X);
    }

    /**
     * Starts a worker of {@code application} on its own thread with these handlers and way of assigning leases: KCL 3's
     * (a leader assigns them) or KCL 2's (each worker takes leases that expired).
     */
    static KclWorker start(URI endpoint, String streamArn, String application, String workerId,
            Supplier<ChangeHandler<TablesmithChange>> handlers, ClientVersionConfig leaseAssignment) {
        KclWorker worker = new KclWorker(endpoint, streamArn, application, workerId, handlers, leaseAssignment);
        worker.thread.start();
        return worker;
    }

    String workerId() {
        return workerId;
    }

    /**
     * Shuts the worker down gracefully (each processor is asked to checkpoint, then the worker stops) and waits for
     * its thread to end.
     *
     * @return what KCL answered: true when every processor finished its shutdown
     */
    boolean shutDown() throws InterruptedException, ExecutionException, TimeoutException {
        try {
            boolean graceful = scheduler.startGracefulShutdown().get(SHUTDOWN_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            thread.join(SHUTDOWN_TIMEOUT.toMillis());
            return graceful;
        } finally {
            // KCL's record fetchers may still be in a GetRecords when its shutdown reports done; closing the
            // clients fails that request on the client's side (a closed connection pool), which says nothing of
            // what LocalDynamoDb answered, so the log ends here
            requests.stopRecording();
            dynamoDb.close();
            streams.close();
            cloudWatch.close();
        }
    }

    boolean running() {
        return thread.isAlive();
    }

    /** The states the worker went through, in order. */
    List<WorkerState> states() {
        return List.copyOf(states);
    }

    /** Every request the worker's clients sent. */
    RequestLog requests() {
        return requests;
    }

    private <B extends AwsClientBuilder<B, ?>> B configure(B builder, URI endpoint) {
        return builder.endpointOverride(endpoint)
                .region(REGION)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "any")))
                .overrideConfiguration(o -> o.addExecutionInterceptor(requests));
    }
}
