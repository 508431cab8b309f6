package io.tablesmith.it.evolve;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.it.evolve.after.TablesmithTable;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Conditions on instants stored in the former text and the new one, on dynalite over HTTP. */
@ExtendWith(DynaliteExtension.class)
class TimeConditionsDynaliteTest extends TimeConditionsContract {

    private final DynamoDbClient dynamo;

    TimeConditionsDynaliteTest(DynaliteServer server) {
        this.dynamo = server.client();
    }

    @Override
    DynamoDbClient engine() {
        return dynamo;
    }

    @Override
    String createTable() {
        String table = DynaliteServer.uniqueTableName("times");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        return table;
    }
}
