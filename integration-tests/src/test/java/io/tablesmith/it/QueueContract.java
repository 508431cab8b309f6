package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.queue.DeadLetter;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.QueueStats;
import io.tablesmith.queue.StaleDeliveryException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The queue's promises, run on each engine by a subclass: FIFO order, deduplication, visibility
 * timeouts with token-checked acks, dead letters, groups, counts, values as given, argument errors,
 * and races of 8 consumers. Time passes only when a test moves the {@link ManualClock}.
 */
abstract class QueueContract {

    static final Duration TIMEOUT = Duration.ofSeconds(30);
    static final int CONSUMERS = 8;

    final ManualClock clock = new ManualClock(Instant.parse("2026-06-01T12:00:00Z"));
    String table;
    ChoreQueue chores;
    TickQueue ticks;
    StepQueue steps;

    /** The engine's client. */
    abstract DynamoDbClient dynamo();

    /** A fresh table with the queue index. */
    abstract String newTable();

    /** How many messages the races push: as many as the engine handles in seconds. */
    abstract int raceMessages();

    @BeforeEach
    void queues() {
        table = newTable();
        QueueOptions options = QueueOptions.defaults().withClock(clock).withMaxReceives(3);
        chores = new ChoreQueue(dynamo(), table).withOptions(options);
        ticks = new TickQueue(dynamo(), table).withOptions(options);
        steps = new StepQueue(dynamo(), table).withOptions(options);
    }

    @Test
    void messagesArePulledInPushOrderAndAnAckRemovesThem() {
        for (int i = 0; i < 5; i++) {
            chores.push(new Chore("c" + i, i));
        }

        List<String> pulled = new ArrayList<>();
        for (Optional<Delivery<Chore>> d = chores.pull(TIMEOUT); d.isPresent(); d = chores.pull(TIMEOUT)) {
            pulled.add(d.get().message().id());
            assertThat(d.get().receiveCount()).isEqualTo(1);
            assertThat(d.get().visibleUntil()).isEqualTo(clock.instant().plus(TIMEOUT));
            d.get().ack();
        }

        assertThat(pulled).containsExactly("c0", "c1", "c2", "c3", "c4");
        assertThat(chores.stats()).isEqualTo(new QueueStats(0, 0, 0));
        clock.advance(TIMEOUT.multipliedBy(2));
        assertThat(chores.pull(TIMEOUT)).as("acknowledged messages never come back").isEmpty();
    }

    @Test
    void aDuplicatePushEnqueuesNothingWhileWaitingInFlightOrWithinTheWindowAfterItsAck() {
        PushResult first = chores.push(new Chore("same", 1));
        PushResult waiting = chores.push(new Chore("same", 2));
        Delivery<Chore> delivery = chores.pull(TIMEOUT).orElseThrow();
        PushResult inFlight = chores.push(new Chore("same", 3));
        delivery.ack();
        PushResult acknowledged = chores.push(new Chore("same", 4));
        clock.advance(QueueOptions.defaults().deduplicationWindow().plusSeconds(1));
        PushResult afterWindow = chores.push(new Chore("same", 5));

        assertThat(first.enqueued()).isTrue();
        assertThat(List.of(waiting, inFlight, acknowledged)).allSatisfy(result -> {
            assertThat(result.enqueued()).isFalse();
            assertThat(result.messageId()).isEqualTo(first.messageId());
        });
        assertThat(delivery.message().size()).as("the first push's message").isEqualTo(1);
        assertThat(afterWindow.enqueued()).isTrue();
        assertThat(chores.pull(TIMEOUT).orElseThrow().message().size()).isEqualTo(5);
        assertThat(chores.stats().messages()).isEqualTo(1);
    }

    @Test
    void aMessageWhoseTimeoutPassedIsDeliveredAgainAndTheLateAckDeletesNothing() {
        chores.push(new Chore("slow", 1));
        Delivery<Chore> late = chores.pull(TIMEOUT).orElseThrow();
        assertThat(chores.pull(TIMEOUT)).as("invisible while in flight").isEmpty();

        clock.advance(TIMEOUT.plusMillis(1));
        Delivery<Chore> current = chores.pull(TIMEOUT).orElseThrow();

        assertThat(current.messageId()).isEqualTo(late.messageId());
        assertThat(current.receiveCount()).isEqualTo(2);
        assertThatThrownBy(late::ack).isInstanceOf(StaleDeliveryException.class)
                .hasMessageContaining("QUEUE chores [message=" + late.messageId() + "]: ack refused: delivery 1 is no longer")
                .hasMessageContaining("nothing was changed");
        assertThatThrownBy(late::release).isInstanceOf(StaleDeliveryException.class);
        assertThatThrownBy(() -> late.extendVisibility(TIMEOUT)).isInstanceOf(StaleDeliveryException.class);
        assertThat(chores.stats()).as("the late ack deleted nothing").isEqualTo(new QueueStats(1, 1, 0));
        current.ack();
        assertThatThrownBy(current::ack).as("a second ack").isInstanceOf(StaleDeliveryException.class);
        assertThat(chores.stats()).isEqualTo(new QueueStats(0, 0, 0));
    }

    @Test
    void aMessageWhoseTimeoutPassedComesBackAtTheTimeItBecameVisibleAgain() {
        chores.push(new Chore("first", 1));
        chores.pull(TIMEOUT).orElseThrow(); // and the consumer crashes
        clock.advance(Duration.ofSeconds(10));
        chores.push(new Chore("pushed-while-in-flight", 2));
        clock.advance(TIMEOUT);
        chores.push(new Chore("pushed-after-the-timeout", 3));

        List<String> order = new ArrayList<>();
        for (Optional<Delivery<Chore>> d = chores.pull(TIMEOUT); d.isPresent(); d = chores.pull(TIMEOUT)) {
            order.add(d.get().message().id());
            d.get().ack();
        }

        assertThat(order).containsExactly("pushed-while-in-flight", "first", "pushed-after-the-timeout");
    }

    @Test
    void aDeliveryWhoseTimeoutPassedCanStillAckUntilAnotherConsumerPullsTheMessage() {
        chores.push(new Chore("late-but-alone", 1));
        Delivery<Chore> delivery = chores.pull(TIMEOUT).orElseThrow();
        clock.advance(TIMEOUT.multipliedBy(2));

        delivery.ack();

        assertThat(chores.pull(TIMEOUT)).isEmpty();
        assertThat(chores.stats()).isEqualTo(new QueueStats(0, 0, 0));
    }

    @Test
    void withShardsOrderHoldsWithinEachShard() {
        ticks.pushAll(IntStream.range(0, 20).mapToObj(Tick::new).toList());

        List<Long> pulled = new ArrayList<>();
        for (Optional<Delivery<Tick>> d = ticks.pull(TIMEOUT); d.isPresent(); d = ticks.pull(TIMEOUT)) {
            pulled.add(d.get().message().n());
            d.get().ack();
        }

        // One producer spreads round-robin over TickQueue.SHARDS = 2 shards: even numbers in one, odd in the other.
        assertThat(pulled).containsExactlyInAnyOrderElementsOf(IntStream.range(0, 20).mapToObj(i -> (long) i).toList());
        assertThat(pulled.stream().filter(n -> n % 2 == 0).toList()).isSorted();
        assertThat(pulled.stream().filter(n -> n % 2 == 1).toList()).isSorted();
    }

    @Test
    void releaseGivesTheMessageBackAtItsPlaceAndExtendKeepsItHidden() {
        chores.push(new Chore("a", 1));
        chores.push(new Chore("b", 2));
        Delivery<Chore> a = chores.pull(TIMEOUT).orElseThrow();
        a.release();
        Delivery<Chore> again = chores.pull(TIMEOUT).orElseThrow();
        assertThat(again.message().id()).as("released to its place, before b").isEqualTo("a");
        assertThat(again.receiveCount()).isEqualTo(2);

        Delivery<Chore> extended = again.extendVisibility(TIMEOUT.multipliedBy(3));
        clock.advance(TIMEOUT.multipliedBy(2));
        Delivery<Chore> b = chores.pull(TIMEOUT).orElseThrow();
        assertThat(b.message().id()).as("a is still hidden").isEqualTo("b");
        assertThat(chores.pull(TIMEOUT)).isEmpty();
        extended.ack();
        b.release(Duration.ofMinutes(1));
        assertThat(chores.pull(TIMEOUT)).as("released with a delay").isEmpty();
        clock.advance(Duration.ofMinutes(1));
        assertThat(chores.pull(TIMEOUT).orElseThrow().message().id()).isEqualTo("b");
    }

    @Test
    void afterMaxReceivesAMessageIsADeadLetterThatCanBeListedAndRedriven() {
        chores.push(new Chore("poison", 7));
        for (int receive = 1; receive <= 3; receive++) {
            Delivery<Chore> delivery = chores.pull(TIMEOUT).orElseThrow();
            assertThat(delivery.message().id()).isEqualTo("poison");
            assertThat(delivery.receiveCount()).isEqualTo(receive);
            clock.advance(TIMEOUT.plusMillis(1)); // the consumer crashed
        }
        chores.push(new Chore("fine", 1));

        Delivery<Chore> next = chores.pull(TIMEOUT).orElseThrow();

        assertThat(next.message().id()).as("the poison message is skipped").isEqualTo("fine");
        List<DeadLetter<Chore>> dead = chores.deadLetters(10);
        assertThat(dead).singleElement().satisfies(letter -> {
            assertThat(letter.message()).isEqualTo(new Chore("poison", 7));
            assertThat(letter.receiveCount()).isEqualTo(3);
        });
        assertThat(chores.stats()).isEqualTo(new QueueStats(1, 1, 1));
        next.ack();
        assertThat(chores.redrive(dead.get(0))).isTrue();
        assertThat(chores.redrive(dead.get(0))).as("no longer a dead letter").isFalse();
        Delivery<Chore> redriven = chores.pull(TIMEOUT).orElseThrow();
        assertThat(redriven.message().id()).isEqualTo("poison");
        assertThat(redriven.receiveCount()).isEqualTo(1);
        assertThat(chores.deadLetters(10)).isEmpty();
        assertThat(chores.stats()).isEqualTo(new QueueStats(1, 1, 0));
    }

    @Test
    void aGroupDeliversOneMessageAtATimeInPushOrderWhileOtherGroupsRun() {
        steps.push(new Step("job-a", 1));
        steps.push(new Step("job-a", 2));
        steps.push(new Step("job-b", 1));
        assertThat(steps.push(new Step("job-a", 1)).enqueued()).isFalse();

        Delivery<Step> a1 = steps.pull(TIMEOUT).orElseThrow();
        Delivery<Step> b1 = steps.pull(TIMEOUT).orElseThrow();
        assertThat(steps.pull(TIMEOUT)).as("job-a's second step waits for its first").isEmpty();

        assertThat(a1.message()).isEqualTo(new Step("job-a", 1));
        assertThat(a1.group()).contains("job-a");
        assertThat(b1.message()).isEqualTo(new Step("job-b", 1));
        a1.ack();
        Delivery<Step> a2 = steps.pull(TIMEOUT).orElseThrow();
        assertThat(a2.message()).isEqualTo(new Step("job-a", 2));

        clock.advance(TIMEOUT.plusMillis(1)); // both consumers crash
        List<Step> redelivered = List.of(steps.pull(TIMEOUT).orElseThrow().message(), steps.pull(TIMEOUT).orElseThrow().message());
        assertThat(redelivered).containsExactlyInAnyOrder(new Step("job-a", 2), new Step("job-b", 1));
        assertThatThrownBy(a2::ack).isInstanceOf(StaleDeliveryException.class);
        assertThat(steps.stats()).isEqualTo(new QueueStats(2, 2, 0));
    }

    @Test
    void eightConsumersProcessEveryMessageExactlyOnceWhenTheyAckInTime() throws Exception {
        int messages = raceMessages();
        ticks.pushAll(IntStream.range(0, messages).mapToObj(Tick::new).toList());
        Map<Long, Integer> processed = new ConcurrentHashMap<>();

        race(() -> {
            for (Optional<Delivery<Tick>> d = ticks.pull(TIMEOUT); d.isPresent(); d = ticks.pull(TIMEOUT)) {
                processed.merge(d.get().message().n(), 1, Integer::sum);
                d.get().ack();
            }
            return null;
        });

        assertThat(processed).hasSize(messages);
        assertThat(processed.values()).containsOnly(1);
        assertThat(ticks.stats()).isEqualTo(new QueueStats(0, 0, 0));
    }

    @Test
    void consumersThatCrashWithoutAckingLoseNothing() throws Exception {
        int messages = raceMessages() / 2;
        ticks.pushAll(IntStream.range(0, messages).mapToObj(Tick::new).toList());
        Set<Long> acked = ConcurrentHashMap.newKeySet();
        AtomicInteger crashes = new AtomicInteger();
        AtomicInteger deliveries = new AtomicInteger();

        for (int round = 0; round < 4 && acked.size() < messages; round++) {
            race(() -> {
                for (Optional<Delivery<Tick>> d = ticks.pull(TIMEOUT); d.isPresent(); d = ticks.pull(TIMEOUT)) {
                    // Every 7th delivery of a first receive "crashes": no ack, no release.
                    if (deliveries.incrementAndGet() % 7 == 0 && d.get().receiveCount() == 1) {
                        crashes.incrementAndGet();
                        continue;
                    }
                    d.get().ack();
                    assertThat(acked.add(d.get().message().n())).as("acked once").isTrue();
                }
                return null;
            });
            clock.advance(TIMEOUT.plusMillis(1));
        }

        assertThat(crashes.get()).isPositive();
        assertThat(acked).hasSize(messages);
        assertThat(ticks.stats()).isEqualTo(new QueueStats(0, 0, 0));
    }

    @Test
    void eightConsumersKeepEachGroupsOrderAndNeverHoldTwoOfOneGroup() throws Exception {
        int groups = 8;
        int perGroup = Math.max(5, raceMessages() / 40);
        for (int seq = 0; seq < perGroup; seq++) {
            for (int g = 0; g < groups; g++) {
                steps.push(new Step("job-" + g, seq));
            }
        }
        Map<String, List<Integer>> order = new ConcurrentHashMap<>();
        Set<String> inFlight = ConcurrentHashMap.newKeySet();

        race(() -> {
            int idle = 0;
            while (idle < 3) {
                Optional<Delivery<Step>> d = steps.pull(TIMEOUT);
                if (d.isEmpty()) {
                    idle++; // another consumer may be about to ack a group's head
                    continue;
                }
                idle = 0;
                Step step = d.get().message();
                assertThat(inFlight.add(step.jobId())).as("one message of " + step.jobId() + " at a time").isTrue();
                order.computeIfAbsent(step.jobId(), g -> java.util.Collections.synchronizedList(new ArrayList<>())).add(step.seq());
                inFlight.remove(step.jobId());
                d.get().ack();
            }
            return null;
        });
        // Whatever the idle consumers left (heads acked after everyone stopped looking), one consumer drains.
        for (Optional<Delivery<Step>> d = steps.pull(TIMEOUT); d.isPresent(); d = steps.pull(TIMEOUT)) {
            order.get(d.get().message().jobId()).add(d.get().message().seq());
            d.get().ack();
        }

        assertThat(order).hasSize(groups);
        List<Integer> expected = IntStream.range(0, perGroup).boxed().toList();
        order.forEach((group, seqs) -> assertThat(seqs).as(group).containsExactlyElementsOf(expected));
        assertThat(steps.stats()).isEqualTo(new QueueStats(0, 0, 0));
    }

    @Test
    void aMessageCostsAtMostFourRequestsOnAnUncontendedQueue() {
        FaultyClient counting = new FaultyClient(dynamo());
        ChoreQueue queue = new ChoreQueue(counting, table).withOptions(QueueOptions.defaults().withClock(clock));
        int messages = 25;
        for (int i = 0; i < messages; i++) {
            queue.push(new Chore("counted-" + i, i));
        }
        assertThat(counting.counts()).as("a push is one conditional PutItem").isEqualTo(Map.of("PutItem", messages));

        int delivered = 0;
        for (Optional<Delivery<Chore>> d = queue.pull(TIMEOUT); d.isPresent(); d = queue.pull(TIMEOUT)) {
            d.get().ack();
            delivered++;
        }

        assertThat(delivered).isEqualTo(messages);
        assertThat(counting.counts()).as("per message a claiming and an acknowledging UpdateItem; a Query serves up to 10 pulls")
                .isEqualTo(Map.of("PutItem", messages, "UpdateItem", 2 * messages, "Query", 4));
        assertThat(counting.total()).isLessThanOrEqualTo(4 * messages);
    }

    @Test
    void aGroupAndADeduplicationIdAreTheValuesAsGivenNotTheirKeyText() {
        Step step = new Step("order #1", 1);
        steps.push(step);
        StepQueue once = steps.withOptions(QueueOptions.defaults().withClock(clock).withMaxReceives(1));

        Delivery<Step> delivery = once.pull(TIMEOUT).orElseThrow();
        clock.advance(TIMEOUT.plusMillis(1)); // the consumer crashed: the next pull dead-letters the message
        assertThat(once.pull(TIMEOUT)).isEmpty();

        assertThat(StepQueue.groupOf(step)).isEqualTo("order #1");
        assertThat(StepQueue.dedupIdOf(step)).isEqualTo("order #1#1");
        assertThat(delivery.group()).contains("order #1");
        assertThat(once.deadLetters(10)).singleElement().satisfies(letter -> assertThat(letter.group()).contains("order #1"));
        assertThat(once.redrive(once.deadLetters(10).get(0))).isTrue();
        assertThat(once.pull(TIMEOUT).orElseThrow().group()).contains("order #1");
    }

    @Test
    void everyDeliveryCountsTowardsMaxReceivesHoweverItIsReleased() {
        chores.push(new Chore("c", 1));

        for (int receive = 1; receive <= 3; receive++) {
            Delivery<Chore> delivery = chores.pull(TIMEOUT).orElseThrow();
            assertThat(delivery.receiveCount()).isEqualTo(receive);
            if (receive % 2 == 1) {
                delivery.release(Duration.ofSeconds(10));
                assertThat(chores.pull(TIMEOUT)).as("hidden for the delay").isEmpty();
                clock.advance(Duration.ofSeconds(10));
            } else {
                delivery.release();
            }
        }

        assertThat(chores.pull(TIMEOUT)).as("delivered maxReceives (3) times: dead-lettered by this pull").isEmpty();
        assertThat(chores.deadLetters(10)).singleElement().satisfies(letter -> assertThat(letter.receiveCount()).isEqualTo(3));
    }

    @Test
    void aDelayedPushIsDeliveredOnlyOnceItsDelayHasPassed() {
        chores.push(new Chore("first", 1));
        chores.push(new Chore("later", 2), Duration.ofMinutes(1));
        chores.push(new Chore("second", 3));

        for (String id : List.of("first", "second")) {
            Delivery<Chore> delivery = chores.pull(TIMEOUT).orElseThrow();
            assertThat(delivery.message().id()).isEqualTo(id);
            delivery.ack();
        }
        assertThat(chores.pull(TIMEOUT)).isEmpty();
        clock.advance(Duration.ofMinutes(1));
        Delivery<Chore> later = chores.pull(TIMEOUT).orElseThrow();
        assertThat(later.message().id()).isEqualTo("later");
        assertThat(later.receiveCount()).isEqualTo(1);
        assertThat(chores.push(new Chore("later", 2), Duration.ofMinutes(1)).enqueued()).as("its deduplication id holds").isFalse();
    }

    @Test
    void argumentErrorsAreIllegalArgumentExceptionsBeforeAnyRequest() {
        chores.push(new Chore("c", 1));
        Delivery<Chore> delivery = chores.pull(TIMEOUT).orElseThrow();
        FaultyClient counting = new FaultyClient(dynamo());
        ChoreQueue queue = new ChoreQueue(counting, table).withOptions(QueueOptions.defaults().withClock(clock));

        List<org.assertj.core.api.ThrowableAssert.ThrowingCallable> calls = List.of(
                () -> queue.deadLetters(0), () -> queue.deadLetters(-1),
                () -> queue.pull(null), () -> queue.pull(Duration.ZERO), () -> queue.pull(Duration.ofSeconds(-1)),
                () -> queue.push(null), () -> queue.pushAll(null), () -> queue.pushAll(java.util.Arrays.asList(new Chore("x", 1), null)),
                () -> queue.redrive(null), () -> queue.withOptions(null),
                () -> delivery.release(null), () -> delivery.release(Duration.ofMillis(-1)),
                () -> delivery.extendVisibility(null), () -> delivery.extendVisibility(Duration.ZERO),
                () -> delivery.extendVisibility(Duration.ofSeconds(-5)),
                () -> QueueOptions.defaults().withMaxReceives(0), () -> QueueOptions.defaults().withDeduplicationWindow(null),
                () -> QueueOptions.defaults().withDeduplicationWindow(Duration.ofSeconds(-1)),
                () -> QueueOptions.defaults().withClock(null));
        for (org.assertj.core.api.ThrowableAssert.ThrowingCallable call : calls) {
            assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class);
        }

        assertThatThrownBy(() -> queue.deadLetters(0)).hasMessage("limit must be at least 1, was 0");
        assertThatThrownBy(() -> queue.pull(Duration.ZERO)).hasMessage("visibilityTimeout must be positive, was PT0S");
        assertThat(counting.counts()).as("requests sent").isEmpty();
        delivery.ack();
    }

    /** Runs {@code work} on {@value #CONSUMERS} threads at once and rethrows the first failure. */
    static void race(Callable<Void> work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CONSUMERS);
        try {
            List<Future<Void>> futures = new ArrayList<>();
            for (int i = 0; i < CONSUMERS; i++) {
                futures.add(pool.submit(work));
            }
            for (Future<Void> future : futures) {
                future.get(120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
