package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.ResponseShapeScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteResponseShapeTest extends ResponseShapeScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
