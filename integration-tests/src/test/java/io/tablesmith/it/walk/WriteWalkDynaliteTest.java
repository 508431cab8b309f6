package io.tablesmith.it.walk;

import io.tablesmith.dynalite.DynaliteExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The walk over every write method on dynalite over HTTP. dynalite has no transactions: those
 * steps are skipped here (with that reason) and run in {@link WriteWalkLocalTest}.
 */
@ExtendWith(DynaliteExtension.class)
class WriteWalkDynaliteTest extends WriteWalkContract {

    private final Engine engine;

    WriteWalkDynaliteTest(DynamoDbClient client) {
        this.engine = Engine.dynalite(client);
    }

    @Override
    Engine engine() {
        return engine;
    }
}
