package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.tablesmith.queue.DeadLetter;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.QueueStats;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Every write of push, pull, ack, release and redrive goes wrong in each way {@link FaultyClient}
 * knows (throttled before it is applied, failed or throttled after it was applied, the process
 * stopped right before it), on every kind of queue (deduplicated, plain with two shards, grouped
 * with and without deduplication); then the retry a user would write (the same call again; after a
 * stopped process, the same push or redrive from another process, or nothing but waiting for the
 * visibility timeout), then other consumers drain the queue. Every message pushed is delivered and
 * acknowledged exactly once, none is delivered after its ack, a group keeps its order, and the
 * counts are exact. Faults other than a stopped process hide nothing and burn no receive: the
 * queue is drained without waiting for any timeout.
 */
abstract class QueueFaultContract {

    static final Duration TIMEOUT = Duration.ofSeconds(30);
    /** Past a visibility timeout and past the wait of a group for a push that stopped. */
    static final Duration LATER = Duration.ofSeconds(31);

    final ManualClock clock = new ManualClock(Instant.parse("2026-06-01T12:00:00Z"));
    String table;
    private int scenario;

    abstract DynamoDbClient dynamo();

    abstract String newTable();

    @BeforeEach
    void table() {
        table = newTable();
    }

    /** What a test does to a queue, whatever its message type. */
    record Ops<M>(Function<M, PushResult> push, Function<Duration, Optional<Delivery<M>>> pull,
                  IntFunction<List<DeadLetter<M>>> deadLetters, Function<DeadLetter<M>, Boolean> redrive,
                  Supplier<QueueStats> stats) {
    }

    /**
     * A kind of queue: how to open it on a client, and its {@code i}-th message of scenario {@code s}
     * (all in one group where the queue has groups).
     */
    record Subject<M>(String name, BiFunction<DynamoDbClient, QueueOptions, Ops<M>> open, BiFunction<Integer, Integer, M> message,
                      boolean grouped) {
    }

    enum Operation { PUSH, PULL, ACK, RELEASE, REDRIVE }

    Subject<Chore> chores() {
        return new Subject<>("chores", (client, options) -> {
            ChoreQueue queue = new ChoreQueue(client, table).withOptions(options);
            return new Ops<>(queue::push, queue::pull, queue::deadLetters, queue::redrive, queue::stats);
        }, (s, i) -> new Chore("chore " + s + "#" + i, i), false);
    }

    Subject<Tick> ticks() {
        return new Subject<>("ticks", (client, options) -> {
            TickQueue queue = new TickQueue(client, table).withOptions(options);
            return new Ops<>(queue::push, queue::pull, queue::deadLetters, queue::redrive, queue::stats);
        }, (s, i) -> new Tick(s * 100L + i), false);
    }

    Subject<Step> steps() {
        return new Subject<>("steps", (client, options) -> {
            StepQueue queue = new StepQueue(client, table).withOptions(options);
            return new Ops<>(queue::push, queue::pull, queue::deadLetters, queue::redrive, queue::stats);
        }, (s, i) -> new Step("order #" + s, i), true);
    }

    Subject<Beat> beats() {
        return new Subject<>("beats", (client, options) -> {
            BeatQueue queue = new BeatQueue(client, table).withOptions(options);
            return new Ops<>(queue::push, queue::pull, queue::deadLetters, queue::redrive, queue::stats);
        }, (s, i) -> new Beat("stream " + s, i), true);
    }

    @Test
    void aDeduplicatedQueueLosesAndDuplicatesNothingWhateverWriteGoesWrong() {
        everyFault(chores());
    }

    @Test
    void aPlainQueueWithTwoShardsLosesAndDuplicatesNothingWhateverWriteGoesWrong() {
        everyFault(ticks());
    }

    @Test
    void aGroupedDeduplicatedQueueLosesNothingAndKeepsOrderWhateverWriteGoesWrong() {
        everyFault(steps());
    }

    @Test
    void aGroupedQueueWithoutDeduplicationLosesNothingAndKeepsOrderWhateverWriteGoesWrong() {
        everyFault(beats());
    }

    private <M> void everyFault(Subject<M> subject) {
        for (Operation operation : Operation.values()) {
            for (FaultyClient.Fault fault : FaultyClient.Fault.values()) {
                boolean fired = true;
                for (int write = 1; fired; write++) {
                    fired = scenario(subject, operation, write, fault);
                }
            }
        }
    }

    /** One scenario; whether the fault fired (else the operation has fewer writes than {@code write}). */
    private <M> boolean scenario(Subject<M> subject, Operation operation, int write, FaultyClient.Fault fault) {
        int s = ++scenario;
        String what = subject.name() + ": " + operation + ", write " + write + " " + fault;
        QueueOptions options = QueueOptions.defaults().withClock(clock).withMaxReceives(operation == Operation.REDRIVE ? 1 : 5);
        Ops<M> clean = subject.open().apply(dynamo(), options);
        FaultyClient faulty = new FaultyClient(dynamo());
        Ops<M> failing = subject.open().apply(faulty, options);
        List<M> pushed = new ArrayList<>();
        Map<String, Integer> acks = new HashMap<>();
        List<M> ackOrder = new ArrayList<>();
        M first = subject.message().apply(s, 1);
        pushed.add(first);
        clean.push().apply(first);
        if (operation != Operation.REDRIVE) {
            M second = subject.message().apply(s, 2);
            pushed.add(second);
            clean.push().apply(second);
        }
        boolean stopped = fault == FaultyClient.Fault.STOPPED;
        boolean mayComeBack = stopped;
        boolean fired;
        switch (operation) {
            case PUSH -> {
                M third = subject.message().apply(s, 3);
                pushed.add(third);
                faulty.arm(write, fault);
                boolean failed = attempt(() -> failing.push().apply(third));
                fired = faulty.writes() >= write;
                faulty.disarm(); // the process goes on (or another one does) without faults
                if (failed) {
                    clean.push().apply(third); // the producer's retry (after a stop: another process's)
                }
            }
            case PULL -> {
                faulty.arm(write, fault);
                List<Delivery<M>> delivered = new ArrayList<>();
                boolean failed = attempt(() -> delivered.add(failing.pull().apply(TIMEOUT).orElseThrow()));
                fired = faulty.writes() >= write;
                faulty.disarm(); // the process goes on (or another one does) without faults
                if (failed && !stopped) {
                    delivered.add(clean.pull().apply(TIMEOUT).orElseThrow()); // the consumer's retry
                }
                for (Delivery<M> delivery : delivered) {
                    assertThat(delivery.receiveCount()).as(what + ": no receive burnt").isEqualTo(1);
                    ack(delivery, acks, ackOrder);
                }
            }
            case ACK, RELEASE -> {
                Delivery<M> delivery = failing.pull().apply(TIMEOUT).orElseThrow();
                faulty.arm(write, fault);
                boolean failed = attempt(() -> {
                    if (operation == Operation.ACK) {
                        delivery.ack();
                        ack(delivery.message(), acks, ackOrder);
                    } else {
                        delivery.release();
                    }
                });
                fired = faulty.writes() >= write;
                faulty.disarm(); // the process goes on (or another one does) without faults
                if (failed && !stopped) {
                    // The consumer's retry, with the same delivery: a reported failure changed nothing.
                    if (operation == Operation.ACK) {
                        ack(delivery, acks, ackOrder);
                    } else {
                        delivery.release();
                    }
                }
                if (operation == Operation.ACK && stopped && fired && write > 1) {
                    // The process stopped after the ack's first write, which is the ack: it never learnt so.
                    ack(delivery.message(), acks, ackOrder);
                }
            }
            case REDRIVE -> {
                clean.pull().apply(TIMEOUT).orElseThrow();
                clock.advance(LATER);
                assertThat(clean.pull().apply(TIMEOUT)).as(what + ": dead-lettered on this pull").isEmpty();
                DeadLetter<M> letter = clean.deadLetters().apply(10).get(0);
                faulty.arm(write, fault);
                boolean failed = attempt(() -> assertThat(failing.redrive().apply(letter)).isTrue());
                fired = faulty.writes() >= write;
                faulty.disarm(); // the process goes on (or another one does) without faults
                if (failed) {
                    // The operator's retry: the letters still listed are redriven again.
                    clean.deadLetters().apply(10).forEach(listed -> clean.redrive().apply(listed));
                }
            }
            default -> throw new IllegalStateException();
        }
        drain(clean, what, mayComeBack, acks, ackOrder);

        Map<String, Integer> once = new HashMap<>();
        pushed.forEach(message -> once.put(message.toString(), 1));
        assertThat(acks).as(what + ": every message acknowledged exactly once").isEqualTo(once);
        if (subject.grouped()) {
            assertThat(ackOrder).as(what + ": in push order").isEqualTo(pushed);
        }
        assertThat(clean.stats().get()).as(what + ": exact counts").isEqualTo(new QueueStats(0, 0, 0));
        return fired;
    }

    /** Runs a call that may fail; whether it did (a stopped process counts as a failure its caller never sees). */
    private static boolean attempt(Runnable call) {
        try {
            call.run();
            return false;
        } catch (RuntimeException failed) {
            return true;
        }
    }

    private static <M> void ack(Delivery<M> delivery, Map<String, Integer> acks, List<M> ackOrder) {
        delivery.ack();
        ack(delivery.message(), acks, ackOrder);
    }

    private static <M> void ack(M message, Map<String, Integer> acks, List<M> ackOrder) {
        acks.merge(message.toString(), 1, Integer::sum);
        ackOrder.add(message);
    }

    /**
     * Other consumers pull and ack until the queue is empty: at once, and (only where a process
     * stopped) again after the visibility timeout has passed, until nothing comes back.
     */
    private <M> void drain(Ops<M> queue, String what, boolean mayComeBack, Map<String, Integer> acks, List<M> ackOrder) {
        for (int round = 0; round < 4; round++) {
            boolean any = false;
            for (Optional<Delivery<M>> d = queue.pull().apply(TIMEOUT); d.isPresent(); d = queue.pull().apply(TIMEOUT)) {
                String message = d.get().message().toString();
                if (acks.containsKey(message)) {
                    fail(what + ": " + message + " delivered again after its ack (" + d.get() + ")");
                }
                if (round > 0 && !mayComeBack) {
                    fail(what + ": " + message + " was hidden until its visibility timeout passed (" + d.get() + ")");
                }
                ack(d.get(), acks, ackOrder);
                any = true;
            }
            if (!any && round > 0) {
                return;
            }
            clock.advance(LATER);
        }
    }
}
