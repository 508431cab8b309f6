package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.local.LocalDynamoDb;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** The wire protocol as clients see it: raw HTTP for headers and error bodies, the SDK for every operation. */
class ServerProtocolTest {
    private static LocalDynamoDbServer server;
    private static DynamoDbClient sdk;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() {
        server = LocalDynamoDb.create().serve(0);
        sdk = OnServer.httpClient(server.endpoint());
        sdk.createTable(table("protocol"));
    }

    @AfterAll
    static void stop() {
        sdk.close();
        server.close();
    }

    static CreateTableRequest table(String name) {
        return CreateTableRequest.builder().tableName(name)
                .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH))
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .billingMode("PAY_PER_REQUEST").build();
    }

    private static HttpResponse<String> post(String target, String body) throws IOException, InterruptedException {
        return post(target, body, null);
    }

    private static HttpResponse<String> post(String target, String body, String authorization)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.endpoint())
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (target != null) {
            request.header("X-Amz-Target", target);
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static long crc32(String body) {
        CRC32 crc = new CRC32();
        crc.update(body.getBytes(StandardCharsets.UTF_8));
        return crc.getValue();
    }

    @Test
    void answersUnsignedRequestsWithJsonAndItsCrc32() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.ListTables", "{}");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).isEqualTo("{\"TableNames\":[\"protocol\"]}");
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/x-amz-json-1.0");
        assertThat(response.headers().firstValue("x-amz-crc32")).hasValue(Long.toString(crc32(response.body())));
        assertThat(response.headers().firstValue("x-amzn-RequestId")).isPresent();
    }

    @Test
    void validationErrorsAre400WithTypeAndMessage() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.GetItem", "{\"TableName\":\"protocol\",\"Key\":{}}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).isEqualTo("{\"__type\":\"com.amazon.coral.validate#ValidationException\","
                + "\"message\":\"The provided key element does not match the schema\"}");
        assertThat(response.headers().firstValue("x-amz-crc32")).hasValue(Long.toString(crc32(response.body())));
    }

    @Test
    void aFailedConditionWithTheOldItemNamesItsMessageWithACapitalM() throws Exception {
        post("DynamoDB_20120810.PutItem", "{\"TableName\":\"protocol\",\"Item\":{\"pk\":{\"S\":\"m\"}}}");

        HttpResponse<String> response = post("DynamoDB_20120810.PutItem", "{\"TableName\":\"protocol\","
                + "\"Item\":{\"pk\":{\"S\":\"m\"}},\"ConditionExpression\":\"attribute_not_exists(pk)\","
                + "\"ReturnValuesOnConditionCheckFailure\":\"ALL_OLD\"}");
        HttpResponse<String> withoutItem = post("DynamoDB_20120810.PutItem", "{\"TableName\":\"protocol\","
                + "\"Item\":{\"pk\":{\"S\":\"m\"}},\"ConditionExpression\":\"attribute_not_exists(pk)\"}");

        // DynamoDB's body, as the SDKs read it: the old item beside "Message"; without one, "message"
        assertThat(response.body()).isEqualTo("{\"__type\":\"com.amazonaws.dynamodb.v20120810#"
                + "ConditionalCheckFailedException\",\"Message\":\"The conditional request failed\","
                + "\"Item\":{\"pk\":{\"S\":\"m\"}}}");
        assertThat(withoutItem.body()).isEqualTo("{\"__type\":\"com.amazonaws.dynamodb.v20120810#"
                + "ConditionalCheckFailedException\",\"message\":\"The conditional request failed\"}");
    }

    @Test
    void tableArnsNameTheRegionTheRequestWasSignedFor() throws Exception {
        String signedForTokyo = "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20260101/ap-northeast-1/dynamodb/aws4_request, "
                + "SignedHeaders=host;x-amz-date, Signature=0123";
        HttpResponse<String> created = post("DynamoDB_20120810.CreateTable", "{\"TableName\":\"in-tokyo\","
                + "\"KeySchema\":[{\"AttributeName\":\"pk\",\"KeyType\":\"HASH\"}],\"AttributeDefinitions\":"
                + "[{\"AttributeName\":\"pk\",\"AttributeType\":\"S\"}],\"BillingMode\":\"PAY_PER_REQUEST\"}",
                signedForTokyo);
        String arn = "arn:aws:dynamodb:ap-northeast-1:424242424242:table/in-tokyo";
        HttpResponse<String> byArn = post("DynamoDB_20120810.DescribeTable", "{\"TableName\":\"" + arn + "\"}",
                signedForTokyo);

        assertThat(created.body()).contains("\"TableArn\":\"" + arn + "\"");
        assertThat(byArn.statusCode()).isEqualTo(200);
        assertThat(byArn.body()).contains("\"TableName\":\"in-tokyo\"");
    }

    @Test
    void missingTablesAreResourceNotFoundInDynamoDbsNamespace() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.DescribeTable", "{\"TableName\":\"nowhere\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).startsWith(
                "{\"__type\":\"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException\",\"message\":");
        assertThatThrownBy(() -> sdk.describeTable(b -> b.tableName("nowhere")))
                .isInstanceOf(ResourceNotFoundException.class);
    }

    @Test
    void malformedJsonIsASerializationException() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.PutItem", "{\"TableName\":\"protocol\",");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).startsWith("{\"__type\":\"com.amazon.coral.service#SerializationException\","
                + "\"message\":\"Malformed JSON at offset ");
    }

    @Test
    void aMemberOfTheWrongTypeIsASerializationException() throws Exception {
        HttpResponse<String> response = post("DynamoDB_20120810.Scan", "{\"TableName\":\"protocol\",\"Limit\":\"x\"}");

        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(response.body()).contains("#SerializationException");
    }

    @Test
    void unknownAndMissingTargetsAreUnknownOperations() throws Exception {
        HttpResponse<String> unsupported = post("DynamoDB_20120810.CreateGlobalTable", "{}");
        HttpResponse<String> missing = post(null, "{}");

        assertThat(unsupported.statusCode()).isEqualTo(400);
        assertThat(unsupported.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\","
                + "\"message\":\"LocalDynamoDb does not support the CreateGlobalTable operation\"}");
        assertThat(missing.statusCode()).isEqualTo(400);
        assertThat(missing.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
        assertThatThrownBy(() -> sdk.describeGlobalTable(b -> b.globalTableName("protocol")))
                .isInstanceOfSatisfying(DynamoDbException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(400);
                    assertThat(e.awsErrorDetails().errorCode()).isEqualTo("UnknownOperationException");
                    assertThat(e.awsErrorDetails().errorMessage())
                            .isEqualTo("LocalDynamoDb does not support the DescribeGlobalTable operation");
                });
    }

    @Test
    void engineFailuresAre500() {
        DynamoDbClient broken = new UnimplementedClient();
        DynamoDbHttpHandler handler = new DynamoDbHttpHandler(new Operations(broken));

        DynamoDbHttpHandler.Reply reply = handler.answer("DynamoDB_20120810.ListTables", null, "{}");

        assertThat(reply.status()).isEqualTo(500);
        assertThat(reply.body()).startsWith("{\"__type\":\"com.amazonaws.dynamodb.v20120810#InternalServerError\","
                + "\"message\":\"The server failed to answer: java.lang.UnsupportedOperationException");
    }

    @Test
    void aFailedConditionCarriesTheOldItemToTheSdk() {
        sdk.putItem(b -> b.tableName("protocol").item(Map.of("pk", AttributeValue.fromS("c"),
                "v", AttributeValue.fromN("1"))));

        assertThatThrownBy(() -> sdk.putItem(b -> b.tableName("protocol")
                .item(Map.of("pk", AttributeValue.fromS("c")))
                .conditionExpression("attribute_not_exists(pk)")
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)))
                .isInstanceOfSatisfying(ConditionalCheckFailedException.class, e -> {
                    assertThat(e.statusCode()).isEqualTo(400);
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("The conditional request failed");
                    assertThat(e.item()).containsEntry("v", AttributeValue.fromN("1"));
                });
    }

    @Test
    void aCancelledTransactionCarriesItsReasonsToTheSdk() {
        sdk.putItem(b -> b.tableName("protocol").item(Map.of("pk", AttributeValue.fromS("t"))));

        assertThatThrownBy(() -> sdk.transactWriteItems(b -> b.transactItems(
                t -> t.put(p -> p.tableName("protocol").item(Map.of("pk", AttributeValue.fromS("u")))),
                t -> t.conditionCheck(c -> c.tableName("protocol").key(Map.of("pk", AttributeValue.fromS("t")))
                        .conditionExpression("attribute_not_exists(pk)")))))
                .isInstanceOfSatisfying(TransactionCanceledException.class, e -> {
                    assertThat(e.cancellationReasons()).extracting(r -> r.code())
                            .containsExactly("None", "ConditionalCheckFailed");
                    assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Transaction cancelled, please refer "
                            + "cancellation reasons for specific reasons [None, ConditionalCheckFailed]");
                });
    }

    @Test
    void everyOperationOfTheEngineAnswersThroughTheSdk() {
        String name = "every-operation";
        assertThat(sdk.createTable(table(name)).tableDescription().tableName()).isEqualTo(name);
        assertThat(sdk.describeTable(b -> b.tableName(name)).table().keySchema().get(0).attributeName())
                .isEqualTo("pk");
        assertThat(sdk.listTables().tableNames()).contains(name);
        sdk.updateTimeToLive(b -> b.tableName(name).timeToLiveSpecification(t -> t.attributeName("ttl").enabled(true)));
        assertThat(sdk.describeTimeToLive(b -> b.tableName(name)).timeToLiveDescription().timeToLiveStatus())
                .isEqualTo(TimeToLiveStatus.ENABLED);

        Map<String, AttributeValue> item = Map.of("pk", AttributeValue.fromS("é😀\u0000\"\\"),
                "b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, -1, 7})),
                "sets", AttributeValue.fromL(List.of(AttributeValue.fromSs(List.of("x", "y")),
                        AttributeValue.fromNs(List.of("1", "2.5")),
                        AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {9}))))),
                "doc", AttributeValue.fromM(Map.of("null", AttributeValue.fromNul(true),
                        "bool", AttributeValue.fromBool(false), "empty", AttributeValue.fromL(List.of()))));
        sdk.putItem(b -> b.tableName(name).item(item));
        Map<String, AttributeValue> key = Map.of("pk", item.get("pk"));
        assertThat(sdk.getItem(b -> b.tableName(name).key(key)).item()).isEqualTo(item);

        assertThat(sdk.updateItem(b -> b.tableName(name).key(key).updateExpression("SET n = :n")
                .expressionAttributeValues(Map.of(":n", AttributeValue.fromN("0.50")))
                .returnValues(ReturnValue.UPDATED_NEW)).attributes()).isEqualTo(Map.of("n", AttributeValue.fromN("0.5")));
        assertThat(sdk.query(b -> b.tableName(name).keyConditionExpression("pk = :k")
                .expressionAttributeValues(Map.of(":k", item.get("pk")))).count()).isEqualTo(1);
        assertThat(sdk.scan(b -> b.tableName(name)).items()).hasSize(1);

        sdk.batchWriteItem(b -> b.requestItems(Map.of(name, List.of(
                WriteRequest.builder().putRequest(p -> p.item(Map.of("pk", AttributeValue.fromS("second")))).build(),
                WriteRequest.builder().deleteRequest(d -> d.key(key)).build()))));
        BatchGetItemResponse batch = sdk.batchGetItem(b -> b.requestItems(Map.of(name, software.amazon.awssdk
                .services.dynamodb.model.KeysAndAttributes.builder().keys(key,
                        Map.of("pk", AttributeValue.fromS("second"))).build())));
        assertThat(batch.responses().get(name)).containsExactly(Map.of("pk", AttributeValue.fromS("second")));
        assertThat(batch.unprocessedKeys()).isEmpty();

        sdk.transactWriteItems(b -> b.transactItems(
                t -> t.update(u -> u.tableName(name).key(Map.of("pk", AttributeValue.fromS("second")))
                        .updateExpression("ADD c :one").expressionAttributeValues(Map.of(":one",
                                AttributeValue.fromN("1"))))));
        assertThat(sdk.transactGetItems(b -> b.transactItems(t -> t.get(g -> g.tableName(name)
                .key(Map.of("pk", AttributeValue.fromS("second")))))).responses().get(0).item())
                .containsEntry("c", AttributeValue.fromN("1"));

        assertThat(sdk.deleteItem(b -> b.tableName(name).key(Map.of("pk", AttributeValue.fromS("second")))
                .returnValues(ReturnValue.ALL_OLD)).attributes()).containsKey("c");
        assertThat(sdk.deleteTable(b -> b.tableName(name)).tableDescription().tableName()).isEqualTo(name);
    }

    @Test
    void theDatabaseIsSharedWithTheProcessAndOutlivesTheServer() {
        LocalDynamoDb database = LocalDynamoDb.create().createTables(table("shared"));
        try (LocalDynamoDbServer own = database.serve(0); DynamoDbClient client = OnServer.httpClient(own.endpoint())) {
            client.putItem(b -> b.tableName("shared").item(Map.of("pk", AttributeValue.fromS("over-http"))));
            assertThat(own.database()).isSameAs(database);
            assertThat(own.endpoint()).isEqualTo(URI.create("http://127.0.0.1:" + own.port()));
        }
        assertThat(database.getItem(b -> b.tableName("shared").key(Map.of("pk", AttributeValue.fromS("over-http"))))
                .hasItem()).isTrue();
    }

    @Test
    void aPortInUseIsReportedWithTheFix() {
        assertThatThrownBy(() -> LocalDynamoDb.create().serve(server.port()))
                .hasMessageStartingWith("Cannot serve LocalDynamoDb on 127.0.0.1:" + server.port())
                .hasMessageEndingWith("choose another port, or 0 for any free one");
    }

    /** An engine that implements nothing: every call fails as a bug in an engine would. */
    private static final class UnimplementedClient implements DynamoDbClient {
        @Override
        public String serviceName() {
            return SERVICE_NAME;
        }

        @Override
        public void close() {
        }
    }
}
