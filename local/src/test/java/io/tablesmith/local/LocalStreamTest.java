package io.tablesmith.local;

import io.tablesmith.local.scenarios.StreamScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

class LocalStreamTest extends StreamScenarios {
    private LocalDynamoDb database;

    @Override
    protected DynamoDbClient client() {
        database = LocalDynamoDb.create();
        return database;
    }

    @Override
    protected DynamoDbStreamsClient streams() {
        return database.streamsClient();
    }
}
