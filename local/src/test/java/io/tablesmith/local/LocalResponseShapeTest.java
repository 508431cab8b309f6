package io.tablesmith.local;

import io.tablesmith.local.scenarios.ResponseShapeScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalResponseShapeTest extends ResponseShapeScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
