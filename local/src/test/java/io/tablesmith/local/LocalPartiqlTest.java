package io.tablesmith.local;

import io.tablesmith.local.scenarios.PartiqlScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalPartiqlTest extends PartiqlScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
