package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.Delivery;
import io.tablesmith.QueueIndex;
import io.tablesmith.QueueOptions;
import io.tablesmith.QueueStats;
import io.tablesmith.local.LocalDynamoDb;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The queue on LocalDynamoDb, races at full size: 8 consumers, 2,000 messages. */
class QueueLocalTest extends QueueContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private int tables;
    private String table;

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        table = "queue" + (++tables);
        dynamo.createTables(TablesmithTable.createTableRequest(table));
        return table;
    }

    @Override
    int raceMessages() {
        return 2_000;
    }

    /** The step queue on a client that stops at the first update of the group's item whose expression contains {@code part}. */
    private StepQueue stoppingAt(String group, String part) {
        StoppingClient client = new StoppingClient(dynamo, request -> request.key().get("pk").s().endsWith("#G#" + group)
                && request.updateExpression().contains(part));
        return new StepQueue(client, table).withOptions(QueueOptions.defaults().withClock(clock));
    }

    @Test
    void theGeneratedTableDefinitionDeclaresTheQueueIndexOfThePackagesQueues() {
        assertThat(TablesmithTable.createTableRequest("any").globalSecondaryIndexes())
                .filteredOn(index -> index.indexName().equals(QueueIndex.INDEX_NAME))
                .singleElement()
                .satisfies(index -> assertThat(index.keySchema()).extracting(key -> key.attributeName())
                        .containsExactly(QueueIndex.PARTITION_ATTRIBUTE, QueueIndex.SORT_ATTRIBUTE));
    }

    @Test
    void aGroupedPushThatStoppedBeforeLinkingItsGroupIsFinishedByPushingItAgain() {
        StepQueue stopping = stoppingAt("job-a", "list_append");
        assertThatThrownBy(() -> stopping.push(new Step("job-a", 1))).isInstanceOf(StoppingClient.Stopped.class);
        assertThat(steps.pull(TIMEOUT)).as("stored, but in no group yet").isEmpty();

        assertThat(steps.push(new Step("job-a", 1)).enqueued()).isFalse();

        Delivery<Step> delivered = steps.pull(TIMEOUT).orElseThrow();
        assertThat(delivered.message()).isEqualTo(new Step("job-a", 1));
        delivered.ack();
        assertThat(steps.pull(TIMEOUT)).isEmpty();
    }

    @Test
    void anAckThatStoppedBeforeUpdatingItsGroupIsFinishedByTheGroupsNextPull() {
        steps.push(new Step("job-a", 1));
        steps.push(new Step("job-a", 2));
        StepQueue stopping = stoppingAt("job-a", "REMOVE pending[0], tok");
        Delivery<Step> first = stopping.pull(TIMEOUT).orElseThrow();
        assertThatThrownBy(first::ack).isInstanceOf(StoppingClient.Stopped.class);
        assertThat(steps.pull(TIMEOUT)).as("the group is still held by the stopped consumer").isEmpty();

        clock.advance(TIMEOUT.plusMillis(1));
        Delivery<Step> second = steps.pull(TIMEOUT).orElseThrow();

        assertThat(second.message()).as("the acknowledged head is not delivered again").isEqualTo(new Step("job-a", 2));
        second.ack();
        assertThat(steps.pull(TIMEOUT)).isEmpty();
        assertThat(steps.stats()).as("the stopped ack never updated the counts").isEqualTo(new QueueStats(1, 1, 0));
    }
}
