package io.tablesmith.it.walk;

import io.tablesmith.local.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The walk over every write method on LocalDynamoDb, transactions included. */
class WriteWalkLocalTest extends WriteWalkContract {

    private final LocalDynamoDb local = LocalDynamoDb.create();
    private int tables;

    @Override
    DynamoDbClient dynamo() {
        return local;
    }

    @Override
    String newTable() {
        String name = "walk" + (++tables);
        local.createTables(TablesmithTable.createTableRequest(name));
        return name;
    }

    @Override
    boolean transactions() {
        return true;
    }
}
