package io.tablesmith.it.evolve;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.it.evolve.after.TablesmithTable;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Conditions on renamed and defaulted components, on dynalite over HTTP. */
@ExtendWith(DynaliteExtension.class)
class EvolvedConditionsDynaliteTest extends EvolvedConditionsContract {

    private final DynamoDbClient dynamo;

    EvolvedConditionsDynaliteTest(DynaliteServer server) {
        this.dynamo = server.client();
    }

    @Override
    DynamoDbClient engine() {
        return dynamo;
    }

    @Override
    String createTable() {
        String table = DynaliteServer.uniqueTableName("conditions");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        return table;
    }
}
