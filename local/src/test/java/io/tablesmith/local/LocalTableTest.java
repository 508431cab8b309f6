package io.tablesmith.local;

import io.tablesmith.local.scenarios.TableScenarios;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalTableTest extends TableScenarios {
    @Override
    protected DynamoDbClient client() {
        return LocalDynamoDb.create();
    }
}
