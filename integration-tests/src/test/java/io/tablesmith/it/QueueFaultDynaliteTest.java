package io.tablesmith.it;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The queue under injected faults on dynalite over HTTP: the faults sit between the SDK client and the server. */
@ExtendWith(DynaliteExtension.class)
class QueueFaultDynaliteTest extends QueueFaultContract {

    private final DynamoDbClient dynamo;

    QueueFaultDynaliteTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
    }

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        String table = DynaliteServer.uniqueTableName("faults");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        return table;
    }
}
