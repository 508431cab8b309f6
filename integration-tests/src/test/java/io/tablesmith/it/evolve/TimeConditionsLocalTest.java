package io.tablesmith.it.evolve;

import io.tablesmith.it.evolve.after.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Conditions on instants stored in the former text and the new one, on LocalDynamoDb. */
class TimeConditionsLocalTest extends TimeConditionsContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();

    @Override
    DynamoDbClient engine() {
        return dynamo;
    }

    @Override
    String createTable() {
        dynamo.createTables(TablesmithTable.createTableRequest("articles"));
        return "articles";
    }
}
