package io.tablesmith.kcl;

import io.tablesmith.stream.ChangeDecoder;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;
import software.amazon.kinesis.processor.ShardRecordProcessorFactory;

/**
 * Plugs a table's typed changes into the Kinesis Client Library: give it to KCL's
 * {@code ConfigsBuilder} as the shard record processor factory, and KCL (through Amazon's DynamoDB
 * Streams Kinesis Adapter) brings the leases, the load balancing across workers and the checkpoints;
 * each shard's records arrive decoded into the table's change type.
 *
 * <pre>{@code
 * ChangeProcessorFactory<TablesmithChange> processors =
 *         ChangeProcessorFactory.of(TablesmithChange.DECODER, () -> batch -> batch.changes().forEach(projection::apply));
 * ConfigsBuilder configs = new ConfigsBuilder(streamTracker, "finding-counts", adapterClient, dynamoDb, cloudWatch,
 *         workerId, processors);
 * }</pre>
 *
 * <p>Immutable: each {@code with} method returns a new factory.
 *
 * @param <C> the table's change type
 */
public final class ChangeProcessorFactory<C> implements ShardRecordProcessorFactory {

    private static final Duration FIRST_BACKOFF = Duration.ofMillis(100);
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(10);

    private final ChangeDecoder<C> decoder;
    private final Supplier<? extends ChangeHandler<C>> handlers;
    private final ChangeRecordProcessor.Backoff backoff;
    private final boolean checkpointAfterEachBatch;

    private ChangeProcessorFactory(ChangeDecoder<C> decoder, Supplier<? extends ChangeHandler<C>> handlers,
                                   ChangeRecordProcessor.Backoff backoff, boolean checkpointAfterEachBatch) {
        this.decoder = decoder;
        this.handlers = handlers;
        this.backoff = backoff;
        this.checkpointAfterEachBatch = checkpointAfterEachBatch;
    }

    /**
     * Processors that decode each record with {@code decoder} and hand the changes to a handler made by
     * {@code handlers}, one handler per shard lease, checkpointing after each batch the handler returned
     * from.
     *
     * @param decoder the table's generated {@code TablesmithChange.DECODER}
     * @param handlers makes the handler of each shard a worker takes
     */
    public static <C> ChangeProcessorFactory<C> of(ChangeDecoder<C> decoder, Supplier<? extends ChangeHandler<C>> handlers) {
        return new ChangeProcessorFactory<>(Objects.requireNonNull(decoder, "decoder"),
                Objects.requireNonNull(handlers, "handlers"),
                new ChangeRecordProcessor.Backoff(FIRST_BACKOFF, MAX_BACKOFF, ChangeRecordProcessor::sleep), true);
    }

    /**
     * How long a processor waits before it hands a batch its handler failed on to it again (and before
     * it retries a throttled checkpoint): {@code first}, doubled after each failure up to {@code max}
     * (defaults 100 ms and 10 s).
     *
     * @throws IllegalArgumentException unless {@code 0 < first <= max}
     */
    public ChangeProcessorFactory<C> withRetryBackoff(Duration first, Duration max) {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(max, "max");
        if (first.isNegative() || first.isZero() || max.compareTo(first) < 0) {
            throw new IllegalArgumentException("a retry backoff needs 0 < first <= max, not first " + first + ", max " + max);
        }
        return new ChangeProcessorFactory<>(decoder, handlers, new ChangeRecordProcessor.Backoff(first, max, backoff.pause()),
                checkpointAfterEachBatch);
    }

    /**
     * Whether a processor checkpoints after each batch its handler returned from (default true). With
     * false the handler checkpoints itself through {@link ChangeBatch#checkpointer()}, for example after
     * a group of batches is stored; the processor still checkpoints the end of a shard, without which KCL
     * never starts its children.
     */
    public ChangeProcessorFactory<C> withCheckpointAfterEachBatch(boolean checkpoint) {
        return new ChangeProcessorFactory<>(decoder, handlers, backoff, checkpoint);
    }

    /** A processor for one shard lease, with a new handler: KCL calls this for each shard a worker takes. */
    @Override
    public ChangeRecordProcessor<C> shardRecordProcessor() {
        ChangeHandler<C> handler = Objects.requireNonNull(handlers.get(), "the handler supplier returned null");
        return new ChangeRecordProcessor<>(decoder, handler, backoff, checkpointAfterEachBatch);
    }
}
