package io.tablesmith.it;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The queue on dynalite over HTTP: every request the queue sends exists there (it needs no
 * transactions). Races are smaller, as dynalite serves a few hundred writes per second.
 */
@ExtendWith(DynaliteExtension.class)
class QueueDynaliteTest extends QueueContract {

    private final DynamoDbClient dynamo;

    QueueDynaliteTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
    }

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        String table = DynaliteServer.uniqueTableName("queue");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        return table;
    }

    @Override
    int raceMessages() {
        return 96;
    }
}
