package io.tablesmith.it.walk;

import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.local.LocalDynamoDb;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Where the walk and the found cases run: a client, a fresh table of the walk's package, and whether it has transactions. */
interface Engine {

    DynamoDbClient dynamo();

    /** A new table from the walk package's generated definition. */
    String newTable();

    /** Whether the engine has transactions (dynalite has none). */
    boolean transactions();

    /** LocalDynamoDb, in process, a database of its own. */
    static Engine local() {
        LocalDynamoDb local = LocalDynamoDb.create();
        AtomicInteger tables = new AtomicInteger();
        return new Engine() {
            @Override
            public DynamoDbClient dynamo() {
                return local;
            }

            @Override
            public String newTable() {
                String name = "walk" + tables.incrementAndGet();
                local.createTables(TablesmithTable.createTableRequest(name));
                return name;
            }

            @Override
            public boolean transactions() {
                return true;
            }
        };
    }

    /** dynalite over HTTP, through {@code client}. */
    static Engine dynalite(DynamoDbClient client) {
        return new Engine() {
            @Override
            public DynamoDbClient dynamo() {
                return client;
            }

            @Override
            public String newTable() {
                String name = DynaliteServer.uniqueTableName("walk");
                DynaliteServer.createTable(client, TablesmithTable.createTableRequest(name));
                return name;
            }

            @Override
            public boolean transactions() {
                return false;
            }
        };
    }
}
