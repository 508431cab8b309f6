package io.tablesmith.it;

import io.tablesmith.dynalite.DynaliteExtension;
import java.net.URI;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The async repositories against dynalite over HTTP, through the SDK's Netty client. */
@ExtendWith(DynaliteExtension.class)
class AsyncRepositoryDynaliteTest extends AsyncRepositoryContract {

    private final DynamoDbClient dynamo;

    AsyncRepositoryDynaliteTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
    }

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    URI endpoint() {
        return dynamo.serviceClientConfiguration().endpointOverride().orElseThrow();
    }
}
