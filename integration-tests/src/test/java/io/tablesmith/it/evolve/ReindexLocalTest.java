package io.tablesmith.it.evolve;

import io.tablesmith.it.evolve.after.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The re-index scenarios on LocalDynamoDb, with 10,000 articles. */
class ReindexLocalTest extends ReindexScenarios {

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

    @Override
    int articles() {
        return 10_000;
    }
}
