package io.tablesmith.local.server;

import io.tablesmith.local.scenarios.StreamScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

@ExtendWith(OnServer.class)
class ServerStreamTest extends StreamScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }

    @Override
    protected DynamoDbStreamsClient streams() {
        return OnServer.streamsClient();
    }
}
