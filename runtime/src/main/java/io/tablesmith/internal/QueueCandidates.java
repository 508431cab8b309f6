package io.tablesmith.internal;

import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedDeque;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Visible candidates a pull read from the queue index and did not need, per shard, for the next
 * pulls of the same queue object: one {@code Query} serves several pulls, and threads of one process
 * take different candidates instead of racing for the same one. A candidate is only a hint: its
 * claim is conditional on the index entry it was read as, so a stale one costs one refused write,
 * after which the cache of its shard is dropped and the next pull queries again.
 */
final class QueueCandidates {

    private final ConcurrentLinkedDeque<Map<String, AttributeValue>>[] shards;

    @SuppressWarnings("unchecked") // an array of a generic type, filled right here
    QueueCandidates(int shardCount) {
        this.shards = (ConcurrentLinkedDeque<Map<String, AttributeValue>>[]) new ConcurrentLinkedDeque<?>[shardCount];
        for (int shard = 0; shard < shardCount; shard++) {
            shards[shard] = new ConcurrentLinkedDeque<>();
        }
    }

    /** The oldest cached candidate of {@code shard}, removed from the cache; {@code null} when none is cached. */
    Map<String, AttributeValue> take(int shard) {
        return shards[shard].pollFirst();
    }

    /** Caches candidates read but not used, in index order after those cached already. */
    void keep(int shard, Collection<Map<String, AttributeValue>> candidates) {
        shards[shard].addAll(candidates);
    }

    /** Forgets the cached candidates of {@code shard}: one went stale, or this process moved an item before them. */
    void drop(int shard) {
        shards[shard].clear();
    }
}
