package io.tablesmith.internal;

import io.tablesmith.BatchOptions;
import io.tablesmith.TablesmithException;
import io.tablesmith.stream.ChangeDecoder;
import io.tablesmith.stream.ChangesTrimmedException;
import io.tablesmith.stream.ShardLeaseLostException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The engine of {@code ChangeStreamConsumer}: reads a table's stream shard by shard, parents before
 * children, hands each change to the handler, and checkpoints in the table ({@link StreamCheckpoints}).
 * A shard is read only under this consumer's lease on it, so two consumers of one group never read a
 * shard at once; a change is checkpointed only after the handler returned, so every change is handled
 * at least once, across restarts too. Throttling ({@code LimitExceededException},
 * {@code ProvisionedThroughputExceededException}, ...) is retried with {@link Backoff}. An expired shard
 * iterator (they last 15 minutes) is replaced by one after the last change handed on, so nothing is lost or
 * handed on twice; records trimmed before the group handled them are a {@link ChangesTrimmedException}.
 *
 * <p>Records of the group's own checkpoint items (the consumer's bookkeeping, written in the table it
 * reads) are skipped: handing them on and checkpointing after them would make every checkpoint a new
 * record to read.
 *
 * <p>Not thread-safe on its own: the consumer calls it from one thread at a time.
 */
public final class StreamReader<C> {

    /** How often a consumer that holds shards looks for new ones (children of shards that split, shards freed by others). */
    private static final long REFRESH_MILLIS = 10_000;

    private final DynamoDbClient dynamo;
    private final DynamoDbStreamsClient streams;
    private final String tableName;
    private final String group;
    private final ChangeDecoder<C> decoder;
    private final Consumer<? super C> handler;
    private final BooleanSupplier stop;
    /** Where a gap goes when the consumer goes on past it; null: the gap is thrown. */
    private final Consumer<? super ChangesTrimmedException> onTrimmed;
    private final StreamCheckpoints checkpoints;
    private final Backoff backoff;
    private final Clock clock;
    private final int pageSize;
    private final long leaseMillis;
    private final String ownPartition;
    /** This consumer's id, which its leases store. */
    private final String owner;
    /** The shards this consumer holds a lease on, in lineage order. */
    private final Map<String, Held> held = new LinkedHashMap<>();
    /** The table's stream, as its last {@code DescribeTable} named it. */
    private String latestArn;
    private boolean refreshDue = true;
    private long refreshedAt;
    private boolean stopped;

    /** One shard this consumer reads: where it is (an iterator, or none: get one after {@code last}) and its lease's end. */
    private static final class Held {
        final String streamArn;
        final String shardId;
        String iterator;
        String last;
        long leaseEnd;

        Held(String streamArn, String shardId, String last, long leaseEnd) {
            this.streamArn = streamArn;
            this.shardId = shardId;
            this.last = last;
            this.leaseEnd = leaseEnd;
        }
    }

    /** A shard of one of the streams the group reads. */
    private record Listed(String streamArn, Shard shard) {}

    /** What one round over the held shards did. */
    public record Round(int handled, boolean progressed) {}

    private final Calls calls;

    public StreamReader(DynamoDbClient dynamo, DynamoDbStreamsClient streams, String tableName, String group,
                        ChangeDecoder<C> decoder, Consumer<? super C> handler, BooleanSupplier stop, Clock clock,
                        Duration lease, int pageSize, BatchOptions retries, Consumer<? super ChangesTrimmedException> onTrimmed) {
        this(dynamo, streams, tableName, group, decoder, handler, stop, clock, lease, pageSize, Backoff.standard(retries), onTrimmed);
    }

    StreamReader(DynamoDbClient dynamo, DynamoDbStreamsClient streams, String tableName, String group,
                 ChangeDecoder<C> decoder, Consumer<? super C> handler, BooleanSupplier stop, Clock clock,
                 Duration lease, int pageSize, Backoff backoff, Consumer<? super ChangesTrimmedException> onTrimmed) {
        this.dynamo = TranslatingClient.of(dynamo, null);
        this.streams = Objects.requireNonNull(streams, "streams");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.group = Objects.requireNonNull(group, "group");
        this.decoder = Objects.requireNonNull(decoder, "decoder");
        this.handler = Objects.requireNonNull(handler, "handler");
        this.stop = Objects.requireNonNull(stop, "stop");
        this.onTrimmed = onTrimmed;
        this.clock = Objects.requireNonNull(clock, "clock");
        this.leaseMillis = lease.toMillis();
        this.pageSize = pageSize;
        this.backoff = backoff;
        this.owner = UUID.randomUUID().toString();
        this.checkpoints = new StreamCheckpoints(dynamo, tableName, group, owner, clock, leaseMillis);
        this.ownPartition = StreamCheckpoints.partition(group);
        this.calls = Calls.of(RuntimeItems.STREAM_CHECKPOINT_TYPE, this.dynamo);
    }

    /** This consumer's id, which its leases store. */
    public String owner() {
        return owner;
    }

    /** Whether the consumer stopped: its stop condition held, or it was closed. */
    public boolean stopped() {
        return stopped;
    }

    /**
     * Handles every change available now, shard after shard in lineage order, until a round finds
     * nothing more: each open shard read until a page comes back empty, each closed one to its end.
     *
     * @return how many changes the handler was given
     */
    public int drain() {
        refreshDue = true;
        int handled = 0;
        while (!stopped) {
            Round round = round();
            handled += round.handled();
            if (!round.progressed()) {
                break;
            }
        }
        return handled;
    }

    /**
     * Reads one page of each shard it holds (first taking the leases of shards that are ready: not
     * done, and whose parent is done or gone), hands its changes on and checkpoints after them.
     */
    public Round round() {
        // the round's own requests (leases, checkpoints) are its call; a handler's repositories make calls of their own
        Call call = calls.open("round");
        try {
            return readRound();
        } finally {
            call.close();
        }
    }

    private Round readRound() {
        if (stopped) {
            return new Round(0, false);
        }
        if (refreshDue || clock.millis() - refreshedAt >= REFRESH_MILLIS) {
            refresh();
        }
        int handled = 0;
        boolean progressed = false;
        for (Held shard : new ArrayList<>(held.values())) {
            if (stopRequested()) {
                return new Round(handled, false);
            }
            int before = handled;
            GetRecordsResponse page = page(shard);
            String last = shard.last;
            for (software.amazon.awssdk.services.dynamodb.model.Record record : page.records()) {
                if (isOwnCheckpoint(record)) {
                    continue;
                }
                if (stop.getAsBoolean()) {
                    shard.last = last;
                    stop();
                    return new Round(handled, false);
                }
                shard.last = last;
                renewIfDue(shard); // a change is handed on only under the lease
                try {
                    handler.accept(decoder.decode(record));
                } catch (RuntimeException | Error failure) {
                    shard.last = last;
                    shard.iterator = null; // the failed change comes again
                    try {
                        checkpoint(shard);
                    } catch (ShardLeaseLostException lost) {
                        failure.addSuppressed(lost); // the handler's failure is the one to see; the shard is given up
                    }
                    throw failure;
                }
                last = record.dynamodb().sequenceNumber();
                handled++;
            }
            boolean handledAny = handled > before;
            shard.last = page.hasRecords() && !page.records().isEmpty()
                    ? page.records().get(page.records().size() - 1).dynamodb().sequenceNumber() : shard.last;
            if (handledAny) {
                progressed = true;
            }
            if (page.nextShardIterator() == null) {
                underLease(shard, () -> checkpoints.finish(shard.shardId, shard.last));
                held.remove(shard.shardId);
                refreshDue = true;
                progressed = true;
            } else {
                shard.iterator = page.nextShardIterator();
                if (handledAny) {
                    checkpoint(shard);
                } else {
                    renewIfDue(shard);
                }
            }
        }
        return new Round(handled, progressed);
    }

    /** Stores where every held shard got to and gives up the leases, so that another consumer can take over at once. */
    public void stop() {
        Call call = calls.open("stop");
        try {
            for (Held shard : held.values()) {
                retrying(() -> checkpoints.release(shard.shardId, shard.last));
            }
        } finally {
            call.close();
        }
        held.clear();
        stopped = true;
    }

    private boolean stopRequested() {
        if (stop.getAsBoolean()) {
            stop();
            return true;
        }
        return false;
    }

    /**
     * Renews the shard's lease once half of it has passed (storing where the shard got to): a change is handed
     * on only while the lease holds, by this consumer's clock, for at least half its duration.
     *
     * @throws ShardLeaseLostException when another consumer took the shard over
     */
    private void renewIfDue(Held shard) {
        if (clock.millis() >= shard.leaseEnd - leaseMillis / 2) {
            checkpoint(shard);
        }
    }

    /**
     * Stores where the shard got to and renews its lease.
     *
     * @throws ShardLeaseLostException when another consumer took the shard over: it is no longer read here
     */
    private void checkpoint(Held shard) {
        long leaseEnd = checkpoints.leaseEnd();
        underLease(shard, () -> checkpoints.checkpoint(shard.shardId, shard.last));
        shard.leaseEnd = leaseEnd;
    }

    /** A write that needs the shard's lease; when it is refused the shard is given up here and the loss thrown. */
    private void underLease(Held shard, Runnable write) {
        try {
            retrying(() -> {
                write.run();
                return null;
            });
        } catch (ShardLeaseLostException lost) {
            held.remove(shard.shardId); // the holder goes on from the group's last checkpoint
            throw lost;
        }
    }

    private boolean isOwnCheckpoint(software.amazon.awssdk.services.dynamodb.model.Record record) {
        var keys = record.dynamodb() == null || !record.dynamodb().hasKeys() ? null : record.dynamodb().keys();
        var pk = keys == null ? null : keys.get("pk");
        var sk = keys == null ? null : keys.get("sk");
        return pk != null && sk != null && ownPartition.equals(pk.s()) && sk.s() != null
                && RuntimeItems.STREAM_CHECKPOINT.sort().matches(sk.s());
    }

    // ---------------------------------------------------------------- shards and leases

    /**
     * Takes the leases of the shards that are ready. The streams read are the table's latest and, before it,
     * any older one the group has not finished: disabling a table's stream and enabling it again starts a new
     * stream, and the old one stays readable for 24 hours; its changes come before the new one's, so the new
     * stream's shards wait until the old one's are done.
     */
    private void refresh() {
        String latest = latestArn();
        Map<String, StreamCheckpoints.State> states = retrying(checkpoints::all);
        List<Listed> shards = new ArrayList<>();
        for (String arn : streamsToRead(states, latest)) {
            ShardLineage.order(describe(arn)).forEach(shard -> shards.add(new Listed(arn, shard)));
        }
        Set<String> listed = new HashSet<>();
        shards.forEach(shard -> listed.add(shard.shard().shardId()));
        for (StreamCheckpoints.State state : states.values()) {
            if (!state.done() && !listed.contains(state.shardId())) {
                gone(state);
            }
        }
        String reading = null; // the oldest stream with a shard the group has not finished: only its shards are taken
        for (Listed listedShard : shards) {
            StreamCheckpoints.State state = states.get(listedShard.shard().shardId());
            if (state == null || !state.done()) {
                reading = listedShard.streamArn();
                break;
            }
        }
        for (Listed listedShard : shards) {
            Shard shard = listedShard.shard();
            String id = shard.shardId();
            StreamCheckpoints.State state = states.get(id);
            if (held.containsKey(id) || state != null && state.done() || !listedShard.streamArn().equals(reading)) {
                continue;
            }
            String parent = shard.parentShardId();
            StreamCheckpoints.State parentState = parent == null ? null : states.get(parent);
            if (parent != null && listed.contains(parent) && (parentState == null || !parentState.done())) {
                continue; // its parent's changes come first
            }
            long leaseEnd = checkpoints.leaseEnd();
            String arn = listedShard.streamArn();
            Optional<StreamCheckpoints.State> lease = retrying(() -> checkpoints.acquire(arn, id, parent));
            if (lease.isPresent() && !lease.get().done()) {
                held.put(id, new Held(arn, id, lease.get().sequence(), leaseEnd));
            }
        }
        refreshDue = false;
        refreshedAt = clock.millis();
    }

    /**
     * The older streams of unfinished shards, oldest first (a stream's label, the end of its ARN, is the time
     * it was enabled), then the latest. A shard checkpointed before checkpoints named their stream counts as
     * the latest stream's.
     */
    static List<String> streamsToRead(Map<String, StreamCheckpoints.State> states, String latest) {
        Set<String> older = new HashSet<>();
        for (StreamCheckpoints.State state : states.values()) {
            if (!state.done() && state.stream() != null && !state.stream().equals(latest)) {
                older.add(state.stream());
            }
        }
        List<String> streams = new ArrayList<>(older);
        streams.sort(Comparator.comparing(StreamReader::label));
        streams.add(latest);
        return streams;
    }

    private static String label(String streamArn) {
        return streamArn.substring(streamArn.lastIndexOf('/') + 1);
    }

    /**
     * A shard the group did not finish that is no longer in the stream: its records passed the stream's
     * retention. Thrown, or reported and marked done (under its lease, so that one consumer reports it).
     */
    private void gone(StreamCheckpoints.State state) {
        ChangesTrimmedException gap = new ChangesTrimmedException(tableName, group, state.shardId(), state.sequence(), null);
        if (onTrimmed == null) {
            throw gap;
        }
        if (retrying(() -> checkpoints.acquire(state.stream(), state.shardId(), null)).isPresent()) {
            onTrimmed.accept(gap);
            retrying(() -> {
                checkpoints.finish(state.shardId(), state.sequence());
                return null;
            });
        }
    }

    private String latestArn() {
        String latest = retrying(() -> dynamo.describeTable(b -> b.tableName(tableName)).table().latestStreamArn());
        if (latest == null) {
            throw new TablesmithException(null, null, "table " + tableName + " has no stream: create it with a"
                    + " StreamSpecification (StreamEnabled true and a StreamViewType), or enable one with UpdateTable");
        }
        latestArn = latest;
        return latest;
    }

    /** The stream's shards; none for an older stream that is gone (disabled more than 24 hours ago). */
    private List<Shard> describe(String arn) {
        List<Shard> shards = new ArrayList<>();
        String after = null;
        do {
            String start = after;
            DescribeStreamResponse page;
            try {
                page = retrying(() -> streams.describeStream(b -> b.streamArn(arn).exclusiveStartShardId(start)));
            } catch (ResourceNotFoundException gone) {
                if (arn.equals(latestArn)) {
                    throw gone;
                }
                return List.of();
            }
            shards.addAll(page.streamDescription().shards());
            after = page.streamDescription().lastEvaluatedShardId();
        } while (after != null);
        return shards;
    }

    // ---------------------------------------------------------------- records

    private GetRecordsResponse page(Held shard) {
        for (int renewed = 0; ; renewed++) {
            try {
                if (shard.iterator == null) {
                    shard.iterator = iterator(shard);
                }
                String iterator = shard.iterator;
                return retrying(() -> streams.getRecords(b -> b.shardIterator(iterator).limit(pageSize)));
            } catch (ExpiredIteratorException e) {
                if (renewed > 1) {
                    throw e;
                }
                // Iterators last 15 minutes: a new one after the last change handed on loses and repeats nothing.
                shard.iterator = null;
            } catch (TrimmedDataAccessException e) {
                ChangesTrimmedException gap = new ChangesTrimmedException(tableName, group, shard.shardId, shard.last, e);
                if (onTrimmed == null || renewed > 1) {
                    throw gap;
                }
                onTrimmed.accept(gap);
                shard.last = null; // from the oldest record the shard still has
                shard.iterator = null;
                // Stored at once, so that a restart before the next record does not report the gap again.
                underLease(shard, () -> checkpoints.restart(shard.shardId));
            }
        }
    }

    private String iterator(Held shard) {
        String arn = shard.streamArn;
        return retrying(() -> streams.getShardIterator(b -> {
            b.streamArn(arn).shardId(shard.shardId);
            if (shard.last == null) {
                b.shardIteratorType(ShardIteratorType.TRIM_HORIZON);
            } else {
                b.shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(shard.last);
            }
        }).shardIterator());
    }

    /** Calls {@code call}, retrying throttling with backoff within the retry budget. */
    private <R> R retrying(Supplier<R> call) {
        int maxAttempts = backoff.options().maxAttempts();
        for (int attempt = 1; ; attempt++) {
            try {
                return call.get();
            } catch (AwsServiceException e) {
                if (!(e instanceof LimitExceededException || BatchSender.isThrottling(e)) || attempt >= maxAttempts) {
                    throw e;
                }
                try {
                    backoff.pause(attempt);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
            }
        }
    }

    /** For messages: the stream and group. */
    @Override
    public String toString() {
        return "group " + group + " of table " + tableName + "'s stream" + (latestArn == null ? "" : " " + latestArn);
    }
}
