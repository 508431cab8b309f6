package io.tablesmith.internal;

import io.tablesmith.async.AsyncResults;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A {@link Flow.Publisher} of what a source fetches a chunk at a time (the pages of a query, or their
 * items): nothing is fetched before it is asked for, at most one fetch is in flight, and a fetch starts
 * only while the subscriber has demand that the chunks fetched so far do not meet. Each subscription
 * starts at the beginning with a source of its own. Signals are serialised (one drain loop at a time),
 * as the Reactive Streams rules require, and stop after cancellation or a terminal signal.
 *
 * @param <E> what is published
 */
final class ChunkedPublisher<E> implements Flow.Publisher<E> {

    /** One subscription's fetches, one after the other. */
    interface Source<E> {
        /** The next chunk; called again only after the previous one completed and was not the last. */
        CompletableFuture<Chunk<E>> next();
    }

    /** What one fetch returned, and whether it was the last. */
    record Chunk<E>(List<E> elements, boolean last) {
    }

    private final Supplier<Source<E>> sources;

    ChunkedPublisher(Supplier<Source<E>> sources) {
        this.sources = Objects.requireNonNull(sources, "sources");
    }

    @Override
    public void subscribe(Flow.Subscriber<? super E> subscriber) {
        Objects.requireNonNull(subscriber, "subscriber");
        Subscription<E> subscription = new Subscription<>(subscriber, sources.get());
        subscriber.onSubscribe(subscription);
        subscription.drain();
    }

    private static final class Subscription<E> implements Flow.Subscription {
        private final Flow.Subscriber<? super E> subscriber;
        private final Source<E> source;
        private final AtomicLong requested = new AtomicLong();
        private final AtomicInteger wip = new AtomicInteger();
        /** Only the drain loop reads and writes these. */
        private final ArrayDeque<E> buffer = new ArrayDeque<>();
        private boolean exhausted;
        private boolean fetching;
        private boolean terminated;
        /** Handed from a fetch's completion, or a bad request, to the drain loop. */
        private volatile Chunk<E> arrived;
        private volatile Throwable failure;
        private volatile Throwable badRequest;
        private volatile boolean cancelled;

        Subscription(Flow.Subscriber<? super E> subscriber, Source<E> source) {
            this.subscriber = subscriber;
            this.source = source;
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                badRequest = new IllegalArgumentException("a subscriber requests a positive number of elements, not " + n
                        + " (Reactive Streams rule 3.9)");
            } else {
                requested.getAndUpdate(current -> current + n < 0 ? Long.MAX_VALUE : current + n);
            }
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
            drain();
        }

        void drain() {
            if (wip.getAndIncrement() != 0) {
                return;
            }
            int missed = 1;
            do {
                if (!terminated) {
                    step();
                }
                missed = wip.addAndGet(-missed);
            } while (missed != 0);
        }

        private void step() {
            if (cancelled) {
                terminated = true;
                buffer.clear();
                return;
            }
            Chunk<E> chunk = badRequest == null ? arrived : null;
            if (chunk != null) {
                arrived = null;
                fetching = false;
                buffer.addAll(chunk.elements());
                exhausted = chunk.last();
            }
            while (!buffer.isEmpty() && requested.get() > 0 && !cancelled) {
                requested.decrementAndGet();
                subscriber.onNext(buffer.poll());
            }
            if (cancelled) {
                terminated = true;
                buffer.clear();
                return;
            }
            Throwable failed = badRequest != null ? badRequest : buffer.isEmpty() ? failure : null;
            if (failed != null) {
                terminated = true;
                buffer.clear();
                subscriber.onError(failed);
                return;
            }
            if (buffer.isEmpty() && exhausted) {
                terminated = true;
                subscriber.onComplete();
                return;
            }
            if (buffer.isEmpty() && !fetching && requested.get() > 0) {
                fetching = true;
                CompletableFuture<Chunk<E>> next;
                try {
                    next = source.next();
                } catch (RuntimeException refused) {
                    next = CompletableFuture.failedFuture(refused);
                }
                next.whenComplete((fetched, thrown) -> {
                    if (thrown != null) {
                        failure = AsyncResults.cause(thrown);
                    } else {
                        arrived = fetched;
                    }
                    drain();
                });
            }
        }
    }
}
