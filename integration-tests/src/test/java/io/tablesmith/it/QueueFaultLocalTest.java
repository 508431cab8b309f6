package io.tablesmith.it;

import io.tablesmith.local.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The queue under injected faults on LocalDynamoDb, in process. */
class QueueFaultLocalTest extends QueueFaultContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private int tables;

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        String name = "faults" + (++tables);
        dynamo.createTables(TablesmithTable.createTableRequest(name));
        return name;
    }
}
