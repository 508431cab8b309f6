package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** The DynamoDB Streams API on the server's endpoint, as raw HTTP: targets, the records' JSON, error bodies. */
class ServerStreamProtocolTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static LocalDynamoDbServer server;
    private static String streamArn;

    @BeforeAll
    static void start() {
        LocalDynamoDb db = LocalDynamoDb.create();
        db.createTable(ServerProtocolTest.table("feed").toBuilder()
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE)).build());
        db.putItem(b -> b.tableName("feed").item(java.util.Map.of("pk", AttributeValue.fromS("a"))));
        streamArn = db.describeTable(b -> b.tableName("feed")).table().latestStreamArn();
        server = db.serve(0);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static HttpResponse<String> post(String target, String body) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(server.endpoint())
                .header("Content-Type", "application/x-amz-json-1.0").header("X-Amz-Target", target)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String member(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
        assertThat(m.find()).as("%s in %s", name, json).isTrue();
        return m.group(1);
    }

    @Test
    void aConsumerReadsRecordsWithDynamoDbsMemberNames() throws Exception {
        HttpResponse<String> listed = post("DynamoDBStreams_20120810.ListStreams", "{\"TableName\":\"feed\"}");
        assertThat(listed.statusCode()).isEqualTo(200);
        assertThat(member(listed.body(), "StreamArn")).isEqualTo(streamArn);

        String described = post("DynamoDBStreams_20120810.DescribeStream", "{\"StreamArn\":\"" + streamArn + "\"}")
                .body();
        assertThat(member(described, "StreamStatus")).isEqualTo("ENABLED");
        String shard = member(described, "ShardId");
        String iterator = member(post("DynamoDBStreams_20120810.GetShardIterator", "{\"StreamArn\":\"" + streamArn
                + "\",\"ShardId\":\"" + shard + "\",\"ShardIteratorType\":\"TRIM_HORIZON\"}").body(), "ShardIterator");
        HttpResponse<String> records = post("DynamoDBStreams_20120810.GetRecords",
                "{\"ShardIterator\":\"" + iterator + "\"}");

        assertThat(records.statusCode()).isEqualTo(200);
        assertThat(records.body())
                .startsWith("{\"Records\":[{\"eventID\":\"")
                .contains("\"eventName\":\"INSERT\",\"eventVersion\":\"1.1\",\"eventSource\":\"aws:dynamodb\","
                        + "\"awsRegion\":\"us-east-1\",\"dynamodb\":{\"ApproximateCreationDateTime\":")
                .contains("\"Keys\":{\"pk\":{\"S\":\"a\"}},\"NewImage\":{\"pk\":{\"S\":\"a\"}},\"SequenceNumber\":\"")
                .contains("\"StreamViewType\":\"NEW_IMAGE\"}}],\"NextShardIterator\":\"");
    }

    @Test
    void errorsAreDynamoDbsBodies() throws Exception {
        String missing = streamArn.substring(0, streamArn.lastIndexOf('/') + 1) + "2000-01-01T00:00:00.000";
        HttpResponse<String> notFound = post("DynamoDBStreams_20120810.DescribeStream",
                "{\"StreamArn\":\"" + missing + "\"}");
        assertThat(notFound.statusCode()).isEqualTo(400);
        assertThat(notFound.body()).isEqualTo("{\"__type\":\"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException\","
                + "\"message\":\"Requested resource not found: Stream: " + missing + " not found\"}");

        HttpResponse<String> badIterator = post("DynamoDBStreams_20120810.GetRecords", "{\"ShardIterator\":\"x\"}");
        assertThat(badIterator.body()).isEqualTo("{\"__type\":\"com.amazon.coral.validate#ValidationException\","
                + "\"message\":\"Invalid ShardIterator\"}");
    }

    @Test
    void eachApiAnswersOnlyItsOwnOperations() throws Exception {
        HttpResponse<String> streamsPut = post("DynamoDBStreams_20120810.PutItem", "{}");
        HttpResponse<String> dynamoGetRecords = post("DynamoDB_20120810.GetRecords", "{}");

        assertThat(streamsPut.statusCode()).isEqualTo(400);
        assertThat(streamsPut.body()).isEqualTo("{\"__type\":\"com.amazon.coral.service#UnknownOperationException\","
                + "\"message\":\"LocalDynamoDb does not support the PutItem operation\"}");
        assertThat(dynamoGetRecords.body()).contains("UnknownOperationException");
    }
}
