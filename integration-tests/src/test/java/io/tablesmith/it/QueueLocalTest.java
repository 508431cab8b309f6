package io.tablesmith.it;

import io.tablesmith.QueueIndex;
import io.tablesmith.local.LocalDynamoDb;
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
        String table = "queue" + (++tables);
        dynamo.createTables(QueueIndex.addTo(TablesmithTable.createTableRequest(table)));
        return table;
    }

    @Override
    int raceMessages() {
        return 2_000;
    }
}
