package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.queue.QueueIndex;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The queue on LocalDynamoDb, races at full size: 8 consumers, 2,000 messages. */
class QueueLocalTest extends QueueContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private int tables;

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        String name = "queue" + (++tables);
        dynamo.createTables(TablesmithTable.createTableRequest(name));
        return name;
    }

    @Override
    int raceMessages() {
        return 2_000;
    }

    @Test
    void theGeneratedTableDefinitionDeclaresTheQueueIndexOfThePackagesQueues() {
        assertThat(TablesmithTable.createTableRequest("any").globalSecondaryIndexes())
                .filteredOn(index -> index.indexName().equals(QueueIndex.INDEX_NAME))
                .singleElement()
                .satisfies(index -> assertThat(index.keySchema()).extracting(key -> key.attributeName())
                        .containsExactly(QueueIndex.PARTITION_ATTRIBUTE, QueueIndex.SORT_ATTRIBUTE));
    }
}
