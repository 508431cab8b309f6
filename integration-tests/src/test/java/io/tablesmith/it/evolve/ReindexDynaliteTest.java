package io.tablesmith.it.evolve;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.it.evolve.after.TablesmithTable;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The re-index scenarios on dynalite over HTTP. Fewer articles than on LocalDynamoDb: dynalite
 * answers a few hundred single-item requests a second, and each scenario sends one update per article.
 */
@ExtendWith(DynaliteExtension.class)
class ReindexDynaliteTest extends ReindexScenarios {

    private final DynamoDbClient dynamo;

    ReindexDynaliteTest(DynaliteServer server) {
        this.dynamo = server.client();
    }

    @Override
    DynamoDbClient engine() {
        return dynamo;
    }

    @Override
    String createTable() {
        String table = DynaliteServer.uniqueTableName("evolve");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        return table;
    }

    @Override
    int articles() {
        return 2_000;
    }
}
