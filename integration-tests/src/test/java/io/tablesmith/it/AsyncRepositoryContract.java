package io.tablesmith.it;

import static io.tablesmith.async.AsyncResults.join;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.DuplicateItemException;
import io.tablesmith.InvalidKeyException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.async.AsyncResults;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Flow;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The async repositories against an engine over HTTP, sent by the SDK's Netty client: each behaviour
 * the blocking repositories' tests check, seen through futures and publishers, and checked against
 * what the blocking repository on the same table reads.
 */
abstract class AsyncRepositoryContract {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    /** The engine's blocking client, for setting up tables and reading back. */
    abstract DynamoDbClient dynamo();

    /** Where the engine answers HTTP. */
    abstract URI endpoint();

    private DynamoDbAsyncClient async;
    private String table;
    private JobAsyncRepository jobs;
    private JobRepository blockingJobs;

    private JobAsyncRepository jobs() {
        if (jobs == null) {
            async = DynamoDbAsyncClient.builder()
                    .endpointOverride(endpoint())
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                    .httpClientBuilder(NettyNioAsyncHttpClient.builder().connectionTimeout(Duration.ofSeconds(5)))
                    .build();
            table = Tables.create(dynamo());
            jobs = new JobAsyncRepository(async, table);
            blockingJobs = new JobRepository(dynamo(), table);
        }
        return jobs;
    }

    @AfterEach
    void closeClient() {
        if (async != null) {
            async.close();
        }
    }

    @Test
    void createStoresVersionOneThatTheBlockingRepositoryReads() {
        Job created = join(jobs().create(Job.queued("1", T0)));

        assertThat(created.version()).isEqualTo(1);
        assertThat(blockingJobs.get("1")).contains(created);
        assertThat(join(jobs.get("1"))).contains(created);
        assertThat(join(jobs.getConsistent("2"))).isEmpty();
    }

    @Test
    void refusalsFailTheFutureWithTheBlockingRepositorysTypedExceptions() {
        Job stored = join(jobs().create(Job.queued("1", T0)));
        CompletableFuture<Job> duplicate = jobs.create(Job.queued("1", T0));

        assertThatThrownBy(duplicate::join).isInstanceOf(CompletionException.class)
                .cause().isInstanceOf(DuplicateItemException.class).hasMessageContaining("pk=JOB#1, sk=METADATA");
        assertThatThrownBy(() -> join(jobs.put(new Job("1", JobStatus.QUEUED, T0, "stale", 0))))
                .isInstanceOf(OptimisticLockException.class);
        assertThatThrownBy(() -> join(jobs.replace(new Job("9", JobStatus.QUEUED, T0, "absent", 1))))
                .isInstanceOf(ItemNotFoundException.class);
        assertThat(blockingJobs.get("1")).contains(stored);
    }

    @Test
    void aBadKeyFailsTheFutureAndSendsNothing() {
        CompletableFuture<?> refused = jobs().get("");

        assertThat(refused).isCompletedExceptionally();
        assertThat(AsyncResults.cause(catchFailure(refused))).isInstanceOf(InvalidKeyException.class);
    }

    @Test
    void putsMoveTheVersionForwardAndVersionedDeleteChecksIt() {
        Job first = join(jobs().put(Job.queued("1", T0)));
        Job second = join(jobs.put(first.withTitle("renamed")));

        assertThat(second.version()).isEqualTo(2);
        assertThatThrownBy(() -> join(jobs.delete(first))).isInstanceOf(OptimisticLockException.class);
        assertThat(join(jobs.delete(second))).isEqualTo(second);
        assertThat(join(jobs.delete("1"))).isEmpty();
    }

    @Test
    void updatesAndTransitionsAreOneConditionalWrite() {
        join(jobs().create(Job.queued("1", T0)));

        Job renamed = join(jobs.update("1", update -> update.setTitle("renamed")));
        Job running = join(jobs.transitionStatus("1", JobStatus.QUEUED, JobStatus.RUNNING));

        assertThat(renamed.title()).isEqualTo("renamed");
        assertThat(renamed.version()).isEqualTo(2);
        assertThat(running.status()).isEqualTo(JobStatus.RUNNING);
        assertThatThrownBy(() -> join(jobs.transitionStatus("1", JobStatus.QUEUED, JobStatus.RUNNING)))
                .isInstanceOf(StaleTransitionException.class);
        assertThatThrownBy(() -> join(jobs.update(renamed, update -> update.setTitle("stale"))))
                .isInstanceOf(OptimisticLockException.class);
        assertThatThrownBy(() -> join(jobs.update("1", update -> update.setTitle("x").execute())))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("async repository");
        assertThat(blockingJobs.get("1")).contains(running);
    }

    @Test
    void pagesAndTokensAreTheBlockingQuerysPages() {
        jobs();
        for (int i = 0; i < 7; i++) {
            blockingJobs.create(Job.queued("j" + i, T0.plusSeconds(i)));
        }
        Page<Job> first = join(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(3)));
        Page<Job> second = join(jobs.byStatus(JobStatus.QUEUED, PageRequest.of(3).after(first.nextToken().orElseThrow())));

        Page<Job> blockingFirst = blockingJobs.byStatus(JobStatus.QUEUED, PageRequest.of(3));
        assertThat(first.items()).isEqualTo(blockingFirst.items());
        assertThat(first.nextToken()).isEqualTo(blockingFirst.nextToken());
        assertThat(second.items()).isEqualTo(blockingJobs.byStatus(JobStatus.QUEUED,
                PageRequest.of(3).after(blockingFirst.nextToken().orElseThrow())).items());
    }

    @Test
    void publishersFetchAsTheSubscriberAsks() {
        jobs();
        List<Job> stored = IntStream.range(0, 5).mapToObj(i -> blockingJobs.create(Job.queued("j" + i, T0.plusSeconds(i))))
                .toList();

        Collected<Page<Job>> pages = Collected.all(jobs.byStatus(JobStatus.QUEUED).pages(PageRequest.of(2)));
        Collected<Job> items = Collected.all(jobs.byStatus(JobStatus.QUEUED).items(PageRequest.of(2).descending()));
        Collected<Job> firstOnly = Collected.first(jobs.byStatus(JobStatus.QUEUED).items());

        assertThat(join(pages.done).stream().map(Page::items).toList())
                .containsExactly(stored.subList(0, 2), stored.subList(2, 4), stored.subList(4, 5));
        List<Job> newestFirst = new ArrayList<>(stored);
        java.util.Collections.reverse(newestFirst);
        assertThat(join(items.done)).containsExactlyElementsOf(newestFirst);
        assertThat(join(firstOnly.done)).containsExactly(stored.get(0));
    }

    @Test
    void batchesWriteReadAndDeleteEveryRecord() {
        List<Job> records = IntStream.range(0, 30).mapToObj(i -> Job.queued("b" + i, T0)).toList();

        List<Job> stored = join(jobs().withBatchOptions(io.tablesmith.BatchOptions.defaults().withParallelism(4))
                .putAll(records));
        List<Job> read = join(jobs.getAll(stored.stream().map(JobKeys::keyOf).toList()));
        join(jobs.deleteAll(stored.stream().map(JobKeys::keyOf).toList()));

        assertThat(stored).allSatisfy(job -> assertThat(job.version()).isEqualTo(1)).hasSize(30);
        assertThat(read).containsExactlyElementsOf(stored);
        assertThat(blockingJobs.getAll(stored.stream().map(JobKeys::keyOf).toList())).isEmpty();
    }

    @Test
    void aMissingTableIsNamedAsTheBlockingRepositoryNamesIt() {
        jobs();
        JobAsyncRepository missing = new JobAsyncRepository(async, "no-such-table");

        assertThatThrownBy(() -> join(missing.get("1"))).isInstanceOf(TableNotFoundException.class)
                .hasMessageContaining("no-such-table");
    }

    private static Throwable catchFailure(CompletableFuture<?> future) {
        try {
            future.join();
        } catch (CompletionException failure) {
            return failure;
        }
        throw new AssertionError("the future did not fail");
    }

    /** A subscriber that asks for everything, or for one element and then cancels. */
    private static final class Collected<E> implements Flow.Subscriber<E> {
        private final List<E> received = new ArrayList<>();
        private final CompletableFuture<List<E>> done = new CompletableFuture<>();
        private final boolean firstOnly;
        private Flow.Subscription subscription;

        private Collected(boolean firstOnly) {
            this.firstOnly = firstOnly;
        }

        static <E> Collected<E> all(Flow.Publisher<E> publisher) {
            Collected<E> subscriber = new Collected<>(false);
            publisher.subscribe(subscriber);
            return subscriber;
        }

        static <E> Collected<E> first(Flow.Publisher<E> publisher) {
            Collected<E> subscriber = new Collected<>(true);
            publisher.subscribe(subscriber);
            return subscriber;
        }

        @Override
        public void onSubscribe(Flow.Subscription given) {
            subscription = given;
            given.request(firstOnly ? 1 : Long.MAX_VALUE);
        }

        @Override
        public void onNext(E element) {
            received.add(element);
            if (firstOnly) {
                subscription.cancel();
                done.complete(List.copyOf(received));
            }
        }

        @Override
        public void onError(Throwable failure) {
            done.completeExceptionally(failure);
        }

        @Override
        public void onComplete() {
            done.complete(List.copyOf(received));
        }
    }
}
