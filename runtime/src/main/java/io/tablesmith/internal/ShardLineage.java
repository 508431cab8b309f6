package io.tablesmith.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.Shard;

/** The order a stream's shards are read in: a shard's changes come after its parent's. */
final class ShardLineage {

    private ShardLineage() {
    }

    /** Parents before children; otherwise in the order DynamoDB lists them. */
    static List<Shard> order(List<Shard> shards) {
        Map<String, Shard> byId = new LinkedHashMap<>();
        shards.forEach(shard -> byId.put(shard.shardId(), shard));
        List<Shard> ordered = new ArrayList<>(shards.size());
        Set<String> placed = new HashSet<>();
        for (Shard shard : shards) {
            place(shard, byId, placed, ordered, new HashSet<>());
        }
        return ordered;
    }

    private static void place(Shard shard, Map<String, Shard> byId, Set<String> placed, List<Shard> ordered, Set<String> path) {
        if (placed.contains(shard.shardId()) || !path.add(shard.shardId())) {
            return;
        }
        Shard parent = shard.parentShardId() == null ? null : byId.get(shard.parentShardId());
        if (parent != null) {
            place(parent, byId, placed, ordered, path);
        }
        placed.add(shard.shardId());
        ordered.add(shard);
    }
}
