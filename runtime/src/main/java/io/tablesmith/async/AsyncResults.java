package io.tablesmith.async;

import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;

/**
 * The failures of async repositories, as the blocking repositories throw them.
 *
 * <p>A future of an async repository fails with exactly the exception the blocking method throws (a
 * {@link io.tablesmith.TablesmithException} such as {@link io.tablesmith.OptimisticLockException}, or the
 * SDK's exception for what is not Tablesmith's to judge, such as throttling after the SDK's retries).
 * Java wraps it on the way: {@code join()} and the stages that depend on the future see a
 * {@link CompletionException}, {@code get()} an {@link ExecutionException}; {@link #cause} unwraps both.
 *
 * <pre>{@code
 * jobs.put(job).exceptionally(failure -> {
 *     if (AsyncResults.cause(failure) instanceof OptimisticLockException) { ... }
 * });
 * }</pre>
 */
public final class AsyncResults {

    private AsyncResults() {
    }

    /**
     * What failed, without the wrappers Java put around it: the cause of every {@link CompletionException}
     * and {@link ExecutionException} around it, or {@code failure} itself.
     */
    public static Throwable cause(Throwable failure) {
        Objects.requireNonNull(failure, "failure");
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    /**
     * Waits for {@code stage} and returns its result, or throws its failure as the blocking repositories
     * would: the {@link RuntimeException} or {@link Error} itself, not wrapped (a checked cause, which
     * Tablesmith never raises, arrives wrapped in a {@link CompletionException}). For tests, scripts and
     * code that bridges to blocking callers; an event loop should not call it.
     *
     * @throws CancellationException when the future was cancelled
     */
    public static <T> T join(CompletionStage<T> stage) {
        Objects.requireNonNull(stage, "stage");
        try {
            return stage.toCompletableFuture().join();
        } catch (CompletionException wrapped) {
            Throwable cause = cause(wrapped);
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw wrapped;
        }
    }
}
