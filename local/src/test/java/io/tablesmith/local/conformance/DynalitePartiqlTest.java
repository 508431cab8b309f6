package io.tablesmith.local.conformance;

import io.tablesmith.local.scenarios.PartiqlScenarios;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Skipped as a whole: dynalite has no PartiQL (tag {@code partiql}). */
@ExtendWith(OnDynalite.class)
class DynalitePartiqlTest extends PartiqlScenarios {
    @Override
    protected DynamoDbClient client() {
        return OnDynalite.client();
    }
}
