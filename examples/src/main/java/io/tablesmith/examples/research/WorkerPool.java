package io.tablesmith.examples.research;

import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.lock.LeaseLostException;
import io.tablesmith.queue.Delivery;
import io.tablesmith.queue.PushResult;
import io.tablesmith.queue.QueueOptions;
import io.tablesmith.queue.QueueStats;
import io.tablesmith.queue.StaleDeliveryException;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The demo's worker pool: three workers take research tasks from the {@code research-tasks}
 * queue, each works on a task under a lease of lock {@code task-<id>} and writes its finding
 * fenced by that lease. Worker w2 "crashes" holding a task; after the visibility timeout the task
 * is delivered again to w3, which takes the expired lease over. When w2 wakes up, its fenced
 * write and its ack are refused and write nothing. The workers take turns on one thread, so the
 * run (and its request counts) is the same every time; the queue's clock is moved forward
 * instead of waiting for the timeout.
 */
final class WorkerPool {

    static final Duration VISIBILITY = Duration.ofSeconds(30);
    static final Duration LEASE = Duration.ofSeconds(30);
    static final List<String> QUESTIONS = List.of(
            "Which open-source vector databases support hybrid search?",
            "How do they shard an index?",
            "What do published benchmarks measure?",
            "Which ones run embedded, in process?",
            "How is recall traded against latency?");

    /**
     * What the pool did.
     *
     * @param duplicate the second push of task t-1: not enqueued
     * @param processed task id by the worker that finished it, in the order they finished
     * @param redelivered the crashed task's second delivery
     * @param staleWrite the refusal of w2's fenced write after it woke up
     * @param staleAck the refusal of w2's late ack
     * @param after the queue's counts at the end
     * @param requests the step's requests by operation, counted
     */
    record Outcome(PushResult duplicate, Map<String, String> processed, Delivery<ResearchTask> redelivered,
                   LeaseLostException staleWrite, StaleDeliveryException staleAck, QueueStats after,
                   Map<String, Integer> requests) {
    }

    private final CountingDynamoDbClient dynamo;
    private final PrintStream out;
    private final StepLines lines;
    private final MovableClock clock = new MovableClock(Instant.parse("2025-03-03T10:00:00Z"));
    private final ResearchTaskQueue tasks;
    private final LeaseLocks locks;
    private final FindingRepository findings;

    WorkerPool(DynamoDbClient client, String table, PrintStream out) {
        this.dynamo = new CountingDynamoDbClient(client);
        this.out = out;
        this.lines = new StepLines(out);
        this.tasks = new ResearchTaskQueue(dynamo, table).withOptions(QueueOptions.defaults().withClock(clock));
        this.locks = new LeaseLocks(dynamo, table).withClock(clock);
        this.findings = new FindingRepository(dynamo, table);
    }

    Outcome run(String jobId) {
        lines.call("tasks.push(new ResearchTask(\"t-<n>\", \"" + jobId + "\", question))   -- " + QUESTIONS.size()
                + " tasks, then t-1 again");
        lines.request("PutItem with condition attribute_not_exists(pk): the message is keyed by its deduplication id");
        for (int i = 0; i < QUESTIONS.size(); i++) {
            tasks.push(new ResearchTask("t-" + (i + 1), jobId, QUESTIONS.get(i)));
        }
        PushResult duplicate = tasks.push(new ResearchTask("t-1", jobId, QUESTIONS.get(0)));
        lines.result("enqueued t-1 to t-" + QUESTIONS.size() + "; t-1 again: enqueued=" + duplicate.enqueued()
                + ", it is message " + duplicate.messageId());

        out.println();
        lines.call("tasks.pull(Duration.ofSeconds(30)), then locks.acquire(\"task-\" + id, 30 s, 5 s), "
                + "locks.fence(lease, findings).put(finding), delivery.ack(), locks.release(lease)");
        lines.request("Query index queue where queuepk = research-tasks#0 AND queuesk < <now>: in-flight tasks sort after now");
        Map<String, String> processed = new LinkedHashMap<>();
        Delivery<ResearchTask> crashed = null;
        Lease crashedLease = null;
        List<String> workers = List.of("w1", "w2", "w3");
        for (int turn = 0; ; turn++) {
            String worker = workers.get(turn % workers.size());
            if (worker.equals("w2") && crashed != null) {
                continue; // w2 is down
            }
            Optional<Delivery<ResearchTask>> delivery = tasks.pull(VISIBILITY);
            if (delivery.isEmpty()) {
                break;
            }
            if (worker.equals("w2")) {
                crashed = delivery.get();
                crashedLease = locks.acquire(lockOf(crashed), LEASE, Duration.ofSeconds(5));
                lines.result("w2 took " + crashed.message().taskId() + " (lease token " + crashedLease.fencingToken()
                        + ") and crashed: no ack, no release");
                continue;
            }
            work(worker, delivery.get(), processed);
        }
        if (crashed == null) {
            throw new IllegalStateException("w2 got no task to crash with");
        }
        lines.detail("nothing more is visible: " + crashed.message().taskId() + " is in flight until "
                + crashed.visibleUntil() + "; counts " + describe(tasks.stats()));

        out.println();
        lines.call("(31 seconds later) tasks.pull(Duration.ofSeconds(30))   -- the queue's clock is moved, the demo does not wait");
        clock.advance(VISIBILITY.plusSeconds(1));
        Delivery<ResearchTask> redelivered = tasks.pull(VISIBILITY).orElseThrow();
        lines.result("w3 got " + redelivered.message().taskId() + " again, receive " + redelivered.receiveCount());
        work("w3", redelivered, processed);

        out.println();
        lines.call("w2 wakes up: locks.fence(lease, findings).put(finding), then delivery.ack()");
        Finding late = finding(crashed.message(), "w2");
        Lease lostLease = crashedLease;
        LeaseLostException staleWrite = expect(LeaseLostException.class, () -> locks.fence(lostLease, findings).put(late));
        lines.result("refused: " + staleWrite.getMessage());
        StaleDeliveryException staleAck = expect(StaleDeliveryException.class, crashed::ack);
        lines.result("refused: " + staleAck.getMessage());
        QueueStats after = tasks.stats();
        lines.detail("finding " + late.findingId() + " is w3's: \"" + findings.getConsistent(late.jobId(), late.findingId())
                .orElseThrow().summary() + "\"; counts " + describe(after));
        Map<String, Integer> requests = dynamo.counts();
        lines.detail("this step sent, counted: " + requests.entrySet().stream()
                .map(entry -> entry.getKey() + " " + entry.getValue()).collect(Collectors.joining(", "))
                + "; no Scan, and no request read an in-flight task");
        return new Outcome(duplicate, processed, redelivered, staleWrite, staleAck, after, requests);
    }

    private void work(String worker, Delivery<ResearchTask> delivery, Map<String, String> processed) {
        ResearchTask task = delivery.message();
        Lease lease = locks.acquire(lockOf(delivery), LEASE, Duration.ofSeconds(5));
        locks.fence(lease, findings).put(finding(task, worker));
        delivery.ack();
        locks.release(lease);
        processed.put(task.taskId(), worker);
        lines.result(worker + " did " + task.taskId() + " (receive " + delivery.receiveCount() + ", lease token "
                + lease.fencingToken() + "): \"" + task.question() + "\"");
    }

    private static String lockOf(Delivery<ResearchTask> delivery) {
        return "task-" + delivery.message().taskId();
    }

    private static Finding finding(ResearchTask task, String worker) {
        return Finding.scored(task.jobId(), "task-" + task.taskId(), "answered by " + worker + ": " + task.question(), 0.5);
    }

    private static String describe(QueueStats stats) {
        return stats.messages() + " messages, " + stats.inFlight() + " in flight, " + stats.deadLetters() + " dead letters";
    }

    private static <E extends RuntimeException> E expect(Class<E> type, Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            if (type.isInstance(e)) {
                return type.cast(e);
            }
            throw e;
        }
        throw new IllegalStateException("expected " + type.getSimpleName() + ", but the call succeeded");
    }

    /** The queue's and the locks' clock: it stands still, and the demo moves it past a timeout. */
    private static final class MovableClock extends Clock {

        private Instant now;

        MovableClock(Instant start) {
            this.now = start;
        }

        synchronized void advance(Duration duration) {
            now = now.plus(duration);
        }

        @Override
        public synchronized Instant instant() {
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }
}
