package io.tablesmith.it;

import io.tablesmith.dynalite.DynaliteServer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A fresh table per test, created from the generated definition, on the shared engine. */
final class Tables {

    private Tables() {
    }

    static String create(DynamoDbClient dynamo) {
        String table = DynaliteServer.uniqueTableName("it");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        return table;
    }
}
