package io.tablesmith.kcl;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * What the record processors of every worker saw, in the order they saw it: each change with its worker and shard,
 * and each call KCL made on a processor's lifecycle.
 */
final class Deliveries {
    /** A change handed to {@code processRecords}. */
    record Delivery(String worker, String shardId, Record record) {
        String key() {
            return record.dynamodb().keys().get("pk").s();
        }

        String sequenceNumber() {
            return record.dynamodb().sequenceNumber();
        }
    }

    /** A lifecycle call: initialize, shardEnded, shutdownRequested, leaseLost, or a checkpoint that failed. */
    record Event(String worker, String shardId, String kind, String detail) {
    }

    private final List<Delivery> deliveries = new CopyOnWriteArrayList<>();
    private final List<Event> events = new CopyOnWriteArrayList<>();

    void delivered(String worker, String shardId, Record record) {
        deliveries.add(new Delivery(worker, shardId, record));
    }

    void event(String worker, String shardId, String kind, String detail) {
        events.add(new Event(worker, shardId, kind, detail));
    }

    List<Delivery> all() {
        return List.copyOf(deliveries);
    }

    List<Delivery> of(String worker) {
        return deliveries.stream().filter(d -> d.worker().equals(worker)).toList();
    }

    List<Event> events(String worker, String kind) {
        return events.stream().filter(e -> e.worker().equals(worker) && e.kind().equals(kind)).toList();
    }

    /** The kinds of a worker's lifecycle calls, in the order they came. */
    List<String> eventKinds(String worker) {
        return events.stream().filter(e -> e.worker().equals(worker)).map(Event::kind).toList();
    }
}
