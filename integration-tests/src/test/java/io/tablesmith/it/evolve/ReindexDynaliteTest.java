package io.tablesmith.it.evolve;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.it.evolve.after.TablesmithTable;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The re-index scenarios on dynalite over HTTP, with 500 articles rather than LocalDynamoDb's
 * 10,000: dynalite answers a few hundred single-item requests a second, and every scenario sends
 * an update per article (2,000 took two and a half minutes for the six).
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
        return 500;
    }
}
