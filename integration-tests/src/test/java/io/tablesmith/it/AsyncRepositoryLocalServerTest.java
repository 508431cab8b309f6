package io.tablesmith.it;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import java.net.URI;
import org.junit.jupiter.api.AfterEach;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The async repositories against LocalDynamoDb's HTTP server, through the SDK's Netty client. */
class AsyncRepositoryLocalServerTest extends AsyncRepositoryContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private final LocalDynamoDbServer server = dynamo.serve(0);

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    URI endpoint() {
        return server.endpoint();
    }

    @AfterEach
    void stop() {
        server.close();
        dynamo.close();
    }
}
