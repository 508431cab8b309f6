package io.tablesmith.it.walk;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The walk over every write method on dynalite over HTTP. dynalite has no transactions: those
 * steps are skipped here (with that reason) and run in {@link WriteWalkLocalTest}.
 */
@ExtendWith(DynaliteExtension.class)
class WriteWalkDynaliteTest extends WriteWalkContract {

    private final DynamoDbClient client;

    WriteWalkDynaliteTest(DynamoDbClient client) {
        this.client = client;
    }

    @Override
    DynamoDbClient dynamo() {
        return client;
    }

    @Override
    String newTable() {
        String name = DynaliteServer.uniqueTableName("walk");
        DynaliteServer.createTable(client, TablesmithTable.createTableRequest(name));
        return name;
    }

    @Override
    boolean transactions() {
        return false;
    }
}
