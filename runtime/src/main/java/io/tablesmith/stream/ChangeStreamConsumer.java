package io.tablesmith.stream;

import io.tablesmith.BatchOptions;
import io.tablesmith.internal.RuntimeItems;
import io.tablesmith.internal.StreamReader;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads a table's stream in this process: every shard, parents before children, each change decoded
 * into the table's change type and handed to a handler, with checkpoints kept in the table itself.
 *
 * <pre>{@code
 * ChangeStreamConsumer<TablesmithChange> consumer = ChangeStreamConsumer
 *         .builder(dynamo, streams, "research", TablesmithChange.DECODER, change -> project(change))
 *         .group("finding-counts")
 *         .build();
 * consumer.start();          // on a thread of its own, until close()
 * ...
 * consumer.close();          // the last checkpoint written, the leases given up, the thread ended
 * }</pre>
 *
 * <ul>
 *   <li><b>Checkpoints</b>: one item per shard and group in the table ({@code pk = STREAM#<group>},
 *       {@code sk = SHARD#<shard id>}, {@code _et} {@code _STREAM_CHECKPOINT}), written through the
 *       runtime's one guarded write path after the handler returned for a page of changes. A consumer
 *       that starts again (a new instance, another process) goes on after the last checkpoint.</li>
 *   <li><b>Leases</b>: a shard is read only under a lease on its checkpoint item, taken and renewed by
 *       conditional writes, so two consumers of one group never read one shard at once. A lease lasts
 *       {@link Builder#withLeaseDuration} after its last renewal: each checkpoint renews it, and before
 *       handing on a change the consumer renews it once half of it has passed, so handling one change (and
 *       any pause of the process) must take less than half the lease. A consumer whose renewal is refused
 *       (another consumer of the group took the shard over after its lease ran out) hands on no further
 *       change of the shard and says so: {@link #drain()} throws {@link ShardLeaseLostException}, a started
 *       consumer stops with it in {@link #failure()}. A consumer that finds a shard leased by another
 *       reads the shards it can lease and leaves that one; {@code drain()} does not wait for it.</li>
 *   <li><b>At least once</b>: a change handled after the last checkpoint is handed on again after a
 *       crash. Make the handler idempotent: store the change's
 *       {@link ChangeInfo#sortableSequenceNumber()} with what it derives, and write only if the stored one
 *       is lower (see docs/change-streams.md).</li>
 *   <li><b>Trimmed records</b>: changes the group had not handled that the stream no longer has (it
 *       keeps 24 hours) are a {@link ChangesTrimmedException} naming the shard and the checkpoint, or, with
 *       {@link Builder#onTrimmed}, reported to a callback and passed over from the oldest record left. An
 *       expired shard iterator (15 minutes) is replaced by one after the last change handed on.</li>
 *   <li><b>One process</b>: it reads every shard from one thread. Many processes sharing a stream's
 *       shards, with load balancing, are what the Kinesis Client Library does (module
 *       {@code tablesmith-kcl}).</li>
 * </ul>
 *
 * <p>Records of the group's own checkpoint items are not handed to the handler (they are the
 * consumer's bookkeeping); other groups' checkpoints, queue and lock items are, as internal changes.
 *
 * @param <C> the table's change type
 */
public final class ChangeStreamConsumer<C> implements AutoCloseable {

    private final StreamReader<C> reader;
    private final String group;
    private final Duration pollInterval;
    private final Object wake = new Object();
    private volatile Thread thread;
    private volatile boolean closing;
    private volatile Throwable failure;

    private ChangeStreamConsumer(Builder<C> builder) {
        this.group = builder.group;
        this.pollInterval = builder.pollInterval;
        this.reader = new StreamReader<>(builder.dynamo, builder.streams, builder.tableName, builder.group, builder.decoder,
                builder.handler, () -> closing || builder.stop.getAsBoolean(), builder.clock, builder.leaseDuration,
                builder.pageSize, builder.retries, builder.onTrimmed);
    }

    /**
     * A consumer of {@code tableName}'s stream.
     *
     * @param dynamo the client checkpoints are read and written with
     * @param streams the client the stream is read with
     * @param decoder the table's generated {@code TablesmithChange.DECODER}
     * @param handler what to do with each change, in stream order per item
     */
    public static <C> Builder<C> builder(DynamoDbClient dynamo, DynamoDbStreamsClient streams, String tableName,
                                         ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        return new Builder<>(dynamo, streams, tableName, decoder, handler);
    }

    /** The consumer's options; each has a default but the group. */
    public static final class Builder<C> {

        private final DynamoDbClient dynamo;
        private final DynamoDbStreamsClient streams;
        private final String tableName;
        private final ChangeDecoder<C> decoder;
        private final Consumer<? super C> handler;
        private String group = "default";
        private Duration leaseDuration = Duration.ofSeconds(30);
        private Duration pollInterval = Duration.ofSeconds(1);
        private int pageSize = 1000;
        private BatchOptions retries = BatchOptions.defaults();
        private Clock clock = Clock.systemUTC();
        private BooleanSupplier stop = () -> false;
        private Consumer<? super ChangesTrimmedException> onTrimmed;

        private Builder(DynamoDbClient dynamo, DynamoDbStreamsClient streams, String tableName, ChangeDecoder<C> decoder,
                        Consumer<? super C> handler) {
            this.dynamo = Objects.requireNonNull(dynamo, "dynamo");
            this.streams = Objects.requireNonNull(streams, "streams");
            this.tableName = Objects.requireNonNull(tableName, "tableName");
            this.decoder = Objects.requireNonNull(decoder, "decoder");
            this.handler = Objects.requireNonNull(handler, "handler");
        }

        /**
         * The consumer group (default {@code default}): consumers of one group share the work and its
         * checkpoints; each group reads every change.
         *
         * @throws IllegalArgumentException unless 1 to 64 letters, digits, {@code _} or {@code -}
         */
        public Builder<C> group(String newGroup) {
            if (newGroup == null || !RuntimeItems.Text.NAME.accepts(newGroup)) {
                throw new IllegalArgumentException("a consumer group is 1 to 64 letters, digits, '_' or '-', not " + newGroup);
            }
            this.group = newGroup;
            return this;
        }

        /**
         * How long a lease on a shard lasts after its last renewal (default 30 seconds): how long another
         * consumer waits to take over the shards of one that stopped without closing.
         */
        public Builder<C> withLeaseDuration(Duration newLeaseDuration) {
            this.leaseDuration = positive(newLeaseDuration, "leaseDuration");
            return this;
        }

        /** How long a started consumer waits after a round that found nothing new (default 1 second). */
        public Builder<C> withPollInterval(Duration newPollInterval) {
            this.pollInterval = positive(newPollInterval, "pollInterval");
            return this;
        }

        /**
         * How many records one {@code GetRecords} reads (its {@code Limit}, default 1000): the changes
         * handed on between two checkpoints, at most.
         *
         * @throws IllegalArgumentException unless 1 to 1000
         */
        public Builder<C> withPageSize(int newPageSize) {
            if (newPageSize < 1 || newPageSize > 1000) {
                throw new IllegalArgumentException("a page holds 1 to 1000 records (DynamoDB's limit), not " + newPageSize);
            }
            this.pageSize = newPageSize;
            return this;
        }

        /** How throttled requests are retried: attempts and backoff (default {@link BatchOptions#defaults()}). */
        public Builder<C> withRetries(BatchOptions newRetries) {
            this.retries = Objects.requireNonNull(newRetries, "retries");
            return this;
        }

        /** The clock leases are timed by (default the system clock; tests pass one they move by hand). */
        public Builder<C> withClock(Clock newClock) {
            this.clock = Objects.requireNonNull(newClock, "clock");
            return this;
        }

        /**
         * A stop signal, asked before each change: once it is true the consumer checkpoints what it handled,
         * gives up its leases and stops, as after {@link #close()}.
         */
        public Builder<C> stopWhen(BooleanSupplier condition) {
            this.stop = Objects.requireNonNull(condition, "condition");
            return this;
        }

        /**
         * What to do when changes the group had not handled were trimmed from the stream (it keeps records 24
         * hours) or their shard is gone: by default the consumer throws {@link ChangesTrimmedException} (from
         * {@link #drain()}, or as {@link #failure()} of a started consumer) and goes no further: each later {@code drain()} throws it again. With
         * a callback it hands the exception, which names the shard and the group's checkpoint, to
         * {@code report} and goes on from the oldest record the shard still has ({@code TRIM_HORIZON}),
         * accepting the gap. A consumer that threw can be built again with a callback to go on the same way.
         */
        public Builder<C> onTrimmed(Consumer<? super ChangesTrimmedException> report) {
            this.onTrimmed = Objects.requireNonNull(report, "report");
            return this;
        }

        public ChangeStreamConsumer<C> build() {
            return new ChangeStreamConsumer<>(this);
        }

        private static Duration positive(Duration duration, String name) {
            if (duration == null || duration.isNegative() || duration.isZero()) {
                throw new IllegalArgumentException(name + " must be positive, not " + duration);
            }
            return duration;
        }
    }

    /** The consumer group. */
    public String group() {
        return group;
    }

    /**
     * This consumer's id, random, as its leases store it (the holder a {@link ShardLeaseLostException}
     * names), so that logs can tell the consumers of a group apart.
     */
    public String consumerId() {
        return reader.owner();
    }

    /**
     * Handles every change available now, in the calling thread, and returns: each shard this consumer
     * can lease, parents before children, an open shard until a page comes back empty, a closed one to
     * its end, with a checkpoint after each page. A shard another consumer of the group holds is left to
     * it: this call does not wait for its lease (it returns 0 at once when the other holds every shard),
     * and a later call takes the shard once that lease ran out or was given up. The leases stay held (and
     * are renewed by the next call) until {@link #close()}.
     *
     * @return how many changes the handler was given; 0 once the consumer stopped (its stop signal held, or
     *     it was closed), which reads nothing more
     * @throws RuntimeException what the handler threw, after the changes before it were checkpointed; the
     *     change it failed on comes again on the next call
     * @throws ChangesTrimmedException when changes the group had not handled were trimmed from the stream,
     *     unless the consumer was built with {@link Builder#onTrimmed}
     * @throws ShardLeaseLostException when another consumer of the group took over a shard this one was
     *     reading (its lease ran out before it was renewed): none of that shard's changes is handed on after
     *     the refused renewal; the consumer keeps its other shards, and the next call goes on with those
     * @throws IllegalStateException when the consumer was started: its own thread reads the stream
     */
    public int drain() {
        synchronized (reader) {
            if (thread != null) {
                throw new IllegalStateException("the consumer of group " + group + " runs on its own thread; drain is for one not started");
            }
            return reader.drain();
        }
    }

    /**
     * Runs the consumer on a thread of its own ({@code tablesmith-stream-<group>}, a daemon): rounds over
     * the shards, waiting the poll interval after a round that found nothing, until {@link #close()} or
     * the stop signal. If the handler throws, the thread checkpoints what was handled, gives up the
     * leases and ends; {@link #failure()} holds the exception.
     *
     * @throws IllegalStateException when it was started before
     */
    public synchronized void start() {
        if (thread != null) {
            throw new IllegalStateException("the consumer of group " + group + " was started before");
        }
        thread = new Thread(this::run, "tablesmith-stream-" + group);
        thread.setDaemon(true);
        thread.start();
    }

    /** Whether the started consumer's thread is still running. */
    public synchronized boolean running() {
        return thread != null && thread.isAlive();
    }

    /**
     * What ended the started consumer's thread, if it failed: what the handler threw, a
     * {@link ChangesTrimmedException}, a {@link ShardLeaseLostException}, or a request that kept failing.
     */
    public Optional<Throwable> failure() {
        return Optional.ofNullable(failure);
    }

    /**
     * Stops the consumer: a started one finishes the change in hand, and its thread ends before this
     * returns; then the last checkpoint of every shard it holds is written and its leases are given up,
     * so another consumer of the group goes on at once. Calling it again does nothing.
     */
    @Override
    public void close() {
        Thread running;
        synchronized (this) {
            closing = true;
            running = thread;
        }
        synchronized (wake) {
            wake.notifyAll();
        }
        if (running != null && running != Thread.currentThread()) {
            boolean interrupted = false;
            while (running.isAlive()) {
                try {
                    running.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (reader) {
            if (!reader.stopped()) {
                reader.stop();
            }
        }
    }

    private void run() {
        try {
            while (!closing && !reader.stopped()) {
                StreamReader.Round round;
                synchronized (reader) {
                    round = reader.round();
                }
                if (!round.progressed() && !closing && !reader.stopped()) {
                    synchronized (wake) {
                        if (!closing) {
                            wake.wait(pollInterval.toMillis());
                        }
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            failure = e;
        } finally {
            synchronized (reader) {
                if (!reader.stopped()) {
                    try {
                        reader.stop();
                    } catch (RuntimeException e) {
                        if (failure == null) {
                            failure = e;
                        }
                    }
                }
            }
        }
    }
}
