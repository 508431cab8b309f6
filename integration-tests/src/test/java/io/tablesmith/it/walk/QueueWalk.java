package io.tablesmith.it.walk;

import static io.tablesmith.it.walk.Walk.QUEUE;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import io.tablesmith.queue.DeadLetter;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.StaleDeliveryException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The walk over the generated queues (a grouped, deduplicated one and a plain one) and the
 * {@link Delivery} they hand out. Their items carry the queue's own entity types, and every write
 * of theirs is guarded by them: another entity's item under a message's key (or a group's) is
 * refused, never changed.
 */
final class QueueWalk {

    static final Duration VISIBILITY = Duration.ofSeconds(30);

    private QueueWalk() {
    }

    /** A grouped task's message key, as docs/queue.md documents it. */
    static ItemKey<?> taskKey(String taskId) {
        return new ItemKey<>("QUEUE#ledger-tasks#D#" + taskId, "MESSAGE");
    }

    static ItemKey<?> eventKey(PushResult pushed) {
        return new ItemKey<>("QUEUE#ledger-events#M#" + pushed.messageId(), "MESSAGE");
    }

    static List<WalkStep> steps() {
        return List.of(
                WalkStep.of("LedgerTaskQueue.push(LedgerTask)", w -> {
                    w.refusedOverForeign(taskKey("t1"), EntityTypeMismatchException.class, () -> w.tasks.push(task("t1")));
                    w.refusedOverForeign(new ItemKey<>("QUEUE#ledger-tasks#G#1", "GROUP"), EntityTypeMismatchException.class,
                            () -> w.tasks.push(task("t1")));
                    w.surround("1");
                    assertThat(w.succeeds(QUEUE, () -> w.tasks.push(task("t1"))).enqueued()).isTrue();
                    assertThat(w.succeeds(QUEUE, () -> w.tasks.push(task("t1"))).enqueued()).as("a duplicate").isFalse();
                }),
                WalkStep.of("LedgerTaskQueue.pushAll(Iterable)", w -> {
                    w.refusedOverForeign(taskKey("t2"), EntityTypeMismatchException.class,
                            () -> w.tasks.pushAll(List.of(task("t2"))));
                    w.surround("1");
                    assertThat(w.succeeds(QUEUE, () -> w.tasks.pushAll(List.of(task("t1"), task("t2")))))
                            .extracting(PushResult::enqueued).containsExactly(true, true);
                }),
                WalkStep.of("LedgerTaskQueue.pull(Duration)", w -> pull(w, () -> w.tasks.push(task("t1")), "ledger-tasks",
                        w.tasks::pull)),
                WalkStep.of("LedgerTaskQueue.redrive(DeadLetter)", w -> {
                    LedgerTaskQueue once = w.tasks.withOptions(QueueOptions.defaults().withClock(w.clock).withMaxReceives(1));
                    w.surround("1");
                    w.succeeds(QUEUE, () -> once.push(task("t1")));
                    redrive(w, () -> once.pull(VISIBILITY), () -> once.deadLetters(10), once::redrive, taskKey("t1"));
                }),
                WalkStep.of("LedgerEventQueue.push(LedgerEvent)", w -> {
                    w.surround("1");
                    PushResult pushed = w.succeeds(QUEUE, () -> w.events.push(new LedgerEvent("1", "opened")));
                    assertThat(w.stored(eventKey(pushed))).isNotNull();
                }),
                WalkStep.of("LedgerEventQueue.push(LedgerEvent, Duration)", w -> {
                    w.surround("1");
                    w.succeeds(QUEUE, () -> w.events.push(new LedgerEvent("1", "first")));
                    PushResult later = w.succeeds(QUEUE, () -> w.events.push(new LedgerEvent("1", "later"), Duration.ofMinutes(5)));
                    w.succeeds(QUEUE, () -> w.events.push(new LedgerEvent("1", "second")));
                    assertThat(w.stored(eventKey(later))).isNotNull();
                    for (String what : new String[] {"first", "second"}) {
                        Delivery<LedgerEvent> delivery = w.succeeds(QUEUE, () -> w.events.pull(VISIBILITY)).orElseThrow();
                        assertThat(delivery.message()).isEqualTo(new LedgerEvent("1", what));
                        w.succeeds(QUEUE, delivery::ack);
                    }
                    assertThat(w.succeeds(QUEUE, () -> w.events.pull(VISIBILITY))).as("not before its delay").isEmpty();
                    w.clock.advance(Duration.ofMinutes(5));
                    assertThat(w.succeeds(QUEUE, () -> w.events.pull(VISIBILITY)).map(Delivery::message)).contains(new LedgerEvent("1", "later"));
                }),
                WalkStep.of("LedgerEventQueue.pushAll(Iterable)", w -> {
                    w.surround("1");
                    assertThat(w.succeeds(QUEUE, () -> w.events.pushAll(List.of(new LedgerEvent("1", "a"), new LedgerEvent("1", "b")))))
                            .hasSize(2);
                }),
                WalkStep.of("LedgerEventQueue.pull(Duration)", w -> pull(w, () -> w.events.push(new LedgerEvent("1", "opened")),
                        "ledger-events", w.events::pull)),
                WalkStep.of("LedgerEventQueue.redrive(DeadLetter)", w -> {
                    LedgerEventQueue once = w.events.withOptions(QueueOptions.defaults().withClock(w.clock).withMaxReceives(1));
                    w.surround("1");
                    PushResult pushed = w.succeeds(QUEUE, () -> once.push(new LedgerEvent("1", "opened")));
                    redrive(w, () -> once.pull(VISIBILITY), () -> once.deadLetters(10), once::redrive, eventKey(pushed));
                }),
                delivery("Delivery.ack()", Delivery::ack),
                delivery("Delivery.release()", Delivery::release),
                delivery("Delivery.release(Duration)", d -> d.release(Duration.ofSeconds(5))),
                delivery("Delivery.extendVisibility(Duration)", d -> d.extendVisibility(Duration.ofMinutes(1))));
    }

    static LedgerTask task(String taskId) {
        return new LedgerTask(taskId, "1", "reconcile");
    }

    /**
     * A pull claims the oldest message; another entity's item that stands in the queue index as a
     * candidate (with the index's attributes, under a message's key) is refused, not claimed.
     */
    private static <T> void pull(Walk w, Runnable push, String queue, Function<Duration, Optional<Delivery<T>>> pull) {
        w.surround("1");
        ItemKey<?> candidate = new ItemKey<>("QUEUE#" + queue + "#M#foreign", "MESSAGE");
        for (String other : new String[] {Walk.FOREIGN, null}) {
            Map<String, AttributeValue> foreign = new HashMap<>(w.putForeign(candidate, other));
            foreign.put("queuepk", AttributeValue.fromS(queue + "#0"));
            foreign.put("queuesk", AttributeValue.fromS("000000000000000#M#foreign"));
            w.dynamo.putItem(request -> request.tableName(w.table).item(foreign));
            w.refused(EntityTypeMismatchException.class, () -> pull.apply(VISIBILITY));
            w.deleteRaw(candidate);
        }
        w.succeeds(QUEUE, push::run);
        assertThat(w.succeeds(QUEUE, () -> pull.apply(VISIBILITY))).isPresent();
        assertThat(w.succeeds(QUEUE, () -> pull.apply(VISIBILITY))).as("in flight").isEmpty();
    }

    /** A message delivered once too often becomes a dead letter; redrive sends it back, once, and never another's item. */
    private static <T> void redrive(Walk w, Supplier<Optional<Delivery<T>>> pull, Supplier<List<DeadLetter<T>>> deadLetters,
                                    Function<DeadLetter<T>, Boolean> redrive, ItemKey<?> messageKey) {
        w.succeeds(QUEUE, () -> pull.get().orElseThrow());
        w.clock.advance(VISIBILITY.plusSeconds(1));
        assertThat(w.succeeds(QUEUE, pull::get)).as("dead-lettered instead of delivered").isEmpty();
        DeadLetter<T> letter = deadLetters.get().get(0);
        Map<String, AttributeValue> dead = w.stored(messageKey);
        for (String other : new String[] {Walk.FOREIGN, null}) {
            w.putForeign(messageKey, other);
            assertThat(unchanged(w, () -> redrive.apply(letter))).as("another entity's item is no dead letter").isFalse();
        }
        w.dynamo.putItem(request -> request.tableName(w.table).item(dead));
        assertThat(w.succeeds(QUEUE, () -> redrive.apply(letter))).isTrue();
        assertThat(unchanged(w, () -> redrive.apply(letter))).as("no longer a dead letter").isFalse();
    }

    /** A call that reports it did nothing: (c) the table is as it was. */
    private static <R> R unchanged(Walk w, java.util.concurrent.Callable<R> call) {
        Map<ItemKey<?>, Map<String, AttributeValue>> before = w.snapshot();
        R result;
        try {
            result = call.call();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        assertThat(w.snapshot()).isEqualTo(before);
        return result;
    }

    /**
     * A delivery's write, for a grouped and a plain message: with another entity's item under the
     * message's key refused; done once beside other entities' items; refused as stale once the
     * message's visibility passed and it was pulled again (or it is gone).
     */
    private static WalkStep delivery(String method, Consumer<Delivery<?>> act) {
        return WalkStep.of(method, w -> {
            w.surround("1");
            w.succeeds(QUEUE, () -> w.tasks.push(task("t1")));
            PushResult event = w.succeeds(QUEUE, () -> w.events.push(new LedgerEvent("1", "opened")));
            Delivery<?> grouped = w.succeeds(QUEUE, () -> w.tasks.pull(VISIBILITY).orElseThrow());
            Delivery<?> plain = w.succeeds(QUEUE, () -> w.events.pull(VISIBILITY).orElseThrow());
            for (Delivery<?> delivery : List.of(grouped, plain)) {
                // A grouped delivery is held by its group's item: every delivery write of a group writes it first.
                ItemKey<?> key = delivery == grouped ? new ItemKey<>("QUEUE#ledger-tasks#G#1", "GROUP") : eventKey(event);
                Map<String, AttributeValue> message = w.stored(key);
                w.refusedOverForeign(key, EntityTypeMismatchException.class, () -> act.accept(delivery));
                w.dynamo.putItem(request -> request.tableName(w.table).item(message));
                w.succeeds(QUEUE, () -> act.accept(delivery));
            }
            w.clock.advance(Duration.ofMinutes(5));
            w.succeeds(QUEUE, () -> w.tasks.pull(VISIBILITY));
            w.succeeds(QUEUE, () -> w.events.pull(VISIBILITY));
            w.refused(StaleDeliveryException.class, () -> act.accept(grouped));
            w.refused(StaleDeliveryException.class, () -> act.accept(plain));
        });
    }
}
