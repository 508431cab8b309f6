package io.tablesmith.it;

import io.tablesmith.local.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Writes return what reads return, on LocalDynamoDb: transactions included. */
class WritesReturnWhatReadsReturnLocalTest extends WritesReturnWhatReadsReturnContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private int tables;

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        String name = "stored" + (++tables);
        dynamo.createTables(TablesmithTable.createTableRequest(name));
        return name;
    }

    @Override
    int seedCount() {
        return 40;
    }

    @Override
    boolean transactions() {
        return true;
    }
}
