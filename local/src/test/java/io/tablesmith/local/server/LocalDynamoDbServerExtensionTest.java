package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

@ExtendWith(LocalDynamoDbServerExtension.class)
class LocalDynamoDbServerExtensionTest {
    private final LocalDynamoDbServer constructed;

    LocalDynamoDbServerExtensionTest(LocalDynamoDbServer constructed) {
        this.constructed = constructed;
    }

    @Test
    void injectsTheEndpointOfTheRunsServer(URI endpoint, LocalDynamoDbServer server) {
        assertThat(endpoint).isEqualTo(server.endpoint());
        try (DynamoDbClient client = OnServer.httpClient(endpoint)) {
            client.createTable(ServerProtocolTest.table("extension-injected"));
            client.putItem(b -> b.tableName("extension-injected").item(Map.of("pk", AttributeValue.fromS("a"))));
        }
        assertThat(server.database().scan(b -> b.tableName("extension-injected")).count()).isEqualTo(1);
    }

    @Test
    void oneServerServesTheWholeRun(LocalDynamoDbServer server) {
        assertThat(server).isSameAs(constructed);
        try (DynamoDbClient client = OnServer.httpClient(server.endpoint())) {
            assertThat(client.listTables().tableNames()).isNotNull();
        }
    }
}
