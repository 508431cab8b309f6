package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.ItemKey;
import io.tablesmith.stream.InternalChange;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The catalogue of the runtime's items: the keys its writers render are the ones it recognises, and each kind is in it. */
class RuntimeItemsTest {

    @Test
    void theKeysTheWritersRenderAreRecognisedAsTheirItems() {
        QueueTable queue = new QueueTable(new FakeBatchDynamo(), "t", "returns");
        String id = "001764583200000-000001-0a1b2c3d";

        assertThat(RuntimeItems.byKey(queue.dedupKey("r-1#x"))).contains(RuntimeItems.DEDUPLICATED_MESSAGE);
        assertThat(RuntimeItems.byKey(queue.messageKey(id))).contains(RuntimeItems.MESSAGE);
        assertThat(RuntimeItems.byKey(queue.groupKey("central#2"))).contains(RuntimeItems.QUEUE_GROUP);
        assertThat(RuntimeItems.byKey(queue.memberKey("central#2", id))).contains(RuntimeItems.GROUPED_MESSAGE);
        assertThat(RuntimeItems.byKey(LockCore.key("job#1"))).contains(RuntimeItems.LEASE_LOCK);
        assertThat(RuntimeItems.byKey(new io.tablesmith.lock.Lease("job#1", 1, "h", java.time.Instant.EPOCH, "t").lockKey()))
                .contains(RuntimeItems.LEASE_LOCK);
        assertThat(RuntimeItems.byKey(new ItemKey<>(StreamCheckpoints.partition("billing"), "SHARD#shardId-1")))
                .contains(RuntimeItems.STREAM_CHECKPOINT);
    }

    @Test
    void keysNoRuntimeItemHasAreNone() {
        assertThat(RuntimeItems.byKey(new ItemKey<>("QUEUE#tasks", "STATS#0"))).isEmpty();
        assertThat(RuntimeItems.byKey(new ItemKey<>("QUEUE#a b#M#001764583200000-000001-0a1b2c3d", "MESSAGE")))
                .as("not a queue name").isEmpty();
        assertThat(RuntimeItems.byKey(new ItemKey<>("QUEUE#q#G#g", "M#1"))).as("not a position").isEmpty();
        assertThat(RuntimeItems.byKey(new ItemKey<>("LOCK#x", "LOCKED"))).isEmpty();
        assertThat(RuntimeItems.byKey(new ItemKey<>("STREAM#g#h", "SHARD#1"))).as("not a group name").isEmpty();
    }

    @Test
    void everyKindOfInternalChangeHasItemsInTheCatalogueAndItsOwnEntityType() {
        Set<InternalChange.Kind> kinds = new HashSet<>();
        RuntimeItems.ALL.forEach(item -> kinds.add(item.kind()));
        Set<String> types = new HashSet<>();
        Arrays.stream(InternalChange.Kind.values()).forEach(kind -> types.add(kind.entityType()));

        assertThat(kinds).containsExactlyInAnyOrder(InternalChange.Kind.values());
        assertThat(types).as("one _et per kind").hasSize(InternalChange.Kind.values().length)
                .allMatch(type -> type.startsWith("_"));
    }
}
