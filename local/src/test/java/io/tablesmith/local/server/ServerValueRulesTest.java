package io.tablesmith.local.server;

import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * value-rules/ through the SDK's HTTP client against LocalDynamoDb's server: the values as the SDK marshals them
 * (a lone surrogate as a JSON escape) and the server reads them.
 */
@ExtendWith(OnServer.class)
class ServerValueRulesTest extends ValueRulesOnAClient {
    @Override
    protected DynamoDbClient client() {
        return OnServer.client();
    }
}
