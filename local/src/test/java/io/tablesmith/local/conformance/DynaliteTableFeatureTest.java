package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.TableFeatureScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(OnDynalite.class)
class DynaliteTableFeatureTest extends TableFeatureScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
