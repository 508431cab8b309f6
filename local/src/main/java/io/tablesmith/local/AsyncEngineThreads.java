package io.tablesmith.local;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkClientException;

/**
 * Where one {@link LocalDynamoDb}'s async clients ({@link InProcessAsyncClient}) run the engine and complete their
 * futures: on threads every LocalDynamoDb of the JVM shares, as many as the SDK's own async clients complete
 * theirs on (at least 8, or one per processor), so that callbacks which block a while do not starve the rest.
 *
 * <p>Shared rather than a pool per database because tests create a LocalDynamoDb per test and seldom close it:
 * pools of their own would each start threads and leave them idling, hundreds of databases' worth; one pool
 * keeps at most its size, reused by the next test. The threads are daemons, started by the first async call and
 * stopped after {@value #IDLE_SECONDS} seconds idle, so they never hold the JVM open. {@link #shutDown()} (on
 * {@link LocalDynamoDb#close()}) makes this database's async calls fail from then on; those already made finish.
 */
final class AsyncEngineThreads {
    static final long IDLE_SECONDS = 10;
    private static final int THREADS = Math.max(8, Runtime.getRuntime().availableProcessors());
    private static final ThreadPoolExecutor ENGINE = idleStopping(new ThreadPoolExecutor(THREADS, THREADS,
            IDLE_SECONDS, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), daemons("local-dynamodb-async-")));
    /** For the SDK's waiters, which schedule their attempts; tables are ACTIVE at once, so they seldom do. */
    private static final ScheduledThreadPoolExecutor WAITERS = idleStopping(new ScheduledThreadPoolExecutor(1,
            daemons("local-dynamodb-async-waiter-")));

    private volatile boolean shutDown;

    /**
     * Runs {@code work} on one of the threads. The future completes there with its answer, or fails with a
     * {@link CompletionException} whose cause is what it threw; once {@link #shutDown()}, with one whose cause is
     * an {@link SdkClientException} naming {@code operation}.
     */
    <T> CompletableFuture<T> run(String operation, Supplier<T> work) {
        if (shutDown) {
            return CompletableFuture.failedFuture(new CompletionException(SdkClientException.create(operation
                    + " was not run: its LocalDynamoDb was closed, which stops every async client of it (the database"
                    + " still answers in process, through the LocalDynamoDb itself)")));
        }
        CompletableFuture<T> future = new CompletableFuture<>();
        ENGINE.execute(() -> {
            T answer;
            try {
                answer = work.get();
            } catch (Throwable e) {
                future.completeExceptionally(e instanceof CompletionException ? e : new CompletionException(e));
                return;
            }
            future.complete(answer);
        });
        return future;
    }

    ScheduledExecutorService waiterScheduler() {
        return WAITERS;
    }

    void shutDown() {
        shutDown = true;
    }

    private static <E extends ThreadPoolExecutor> E idleStopping(E executor) {
        executor.setKeepAliveTime(IDLE_SECONDS, TimeUnit.SECONDS);
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    private static ThreadFactory daemons(String namePrefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, namePrefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
