package io.tablesmith.local;

import io.tablesmith.local.scenarios.VectorValidationScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class VectorValidationInProcessTest extends VectorValidationScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
