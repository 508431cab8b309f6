package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Several clients at once, each through the SDK's real HTTP client: every answer is whole and right. */
class ServerConcurrencyTest {
    private static final int CLIENTS = 8;
    private static final int ITEMS_PER_CLIENT = 40;

    @Test
    void concurrentClientsGetTheirOwnAnswersAndNoUpdateIsLost() throws Exception {
        LocalDynamoDb database = LocalDynamoDb.create().createTables(software.amazon.awssdk.services.dynamodb.model
                .CreateTableRequest.builder().tableName("concurrent")
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH),
                        k -> k.attributeName("sk").keyType(KeyType.RANGE))
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S),
                        a -> a.attributeName("sk").attributeType(ScalarAttributeType.N))
                .billingMode("PAY_PER_REQUEST").build());
        ExecutorService threads = Executors.newFixedThreadPool(CLIENTS);
        try (LocalDynamoDbServer server = database.serve(0)) {
            List<Future<?>> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                String owner = "client-" + c;
                clients.add(threads.submit(() -> {
                    try (DynamoDbClient sdk = OnServer.httpClient(server.endpoint())) {
                        runClient(sdk, owner);
                    }
                    return null;
                }));
            }
            for (Future<?> client : clients) {
                client.get(60, TimeUnit.SECONDS);
            }
        } finally {
            threads.shutdownNow();
        }

        Map<String, AttributeValue> counter = database.getItem(b -> b.tableName("concurrent")
                .key(Map.of("pk", AttributeValue.fromS("counter"), "sk", AttributeValue.fromN("0")))).item();
        assertThat(counter.get("hits").n()).isEqualTo(Integer.toString(CLIENTS * ITEMS_PER_CLIENT));
        assertThat(database.scan(b -> b.tableName("concurrent")).count()).isEqualTo(CLIENTS * ITEMS_PER_CLIENT + 1);
    }

    /** One client's work: its own items written, read back and queried, and one shared counter bumped. */
    private static void runClient(DynamoDbClient sdk, String owner) {
        for (int i = 0; i < ITEMS_PER_CLIENT; i++) {
            int n = i;
            Map<String, AttributeValue> item = Map.of("pk", AttributeValue.fromS(owner),
                    "sk", AttributeValue.fromN(Integer.toString(n)),
                    "payload", AttributeValue.fromS(owner + "/" + n + "/" + "x".repeat(n * 11)));
            sdk.putItem(b -> b.tableName("concurrent").item(item));
            assertThat(sdk.getItem(b -> b.tableName("concurrent").key(Map.of("pk", item.get("pk"),
                    "sk", item.get("sk"))).consistentRead(true)).item()).isEqualTo(item);
            sdk.updateItem(b -> b.tableName("concurrent")
                    .key(Map.of("pk", AttributeValue.fromS("counter"), "sk", AttributeValue.fromN("0")))
                    .updateExpression("ADD hits :one").expressionAttributeValues(Map.of(":one",
                            AttributeValue.fromN("1"))));
            QueryResponse mine = sdk.query(b -> b.tableName("concurrent").keyConditionExpression("pk = :p")
                    .expressionAttributeValues(Map.of(":p", AttributeValue.fromS(owner))).consistentRead(true));
            assertThat(mine.count()).isEqualTo(n + 1);
            assertThat(mine.items()).allSatisfy(it -> assertThat(it.get("payload").s()).startsWith(owner + "/"));
        }
    }
}
