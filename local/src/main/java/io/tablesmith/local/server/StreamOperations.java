package io.tablesmith.local.server;

import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The DynamoDB Streams operations the server answers ({@code X-Amz-Target: DynamoDBStreams_20120810.<name>}),
 * each bound to the database's streams. The streams API's requests and answers are model classes of the same
 * SDK package as DynamoDB's, so {@link WireCodec} reads and writes them alike.
 */
final class StreamOperations {
    private final DynamoDbStreamsClient streams;

    StreamOperations(DynamoDbStreamsClient streams) {
        this.streams = streams;
    }

    /**
     * Answers operation {@code name} with the request in {@code json}, or returns null for an operation the
     * streams API does not have.
     *
     * @throws MalformedRequestException when {@code json} does not fit the operation's request
     */
    SdkPojo answer(String name, String json) {
        switch (name) {
            case "ListStreams":
                return streams.listStreams((ListStreamsRequest) WireCodec.read(json, ListStreamsRequest.builder()));
            case "DescribeStream":
                return streams.describeStream((DescribeStreamRequest) WireCodec.read(json,
                        DescribeStreamRequest.builder()));
            case "GetShardIterator":
                return streams.getShardIterator((GetShardIteratorRequest) WireCodec.read(json,
                        GetShardIteratorRequest.builder()));
            case "GetRecords":
                return streams.getRecords((GetRecordsRequest) WireCodec.read(json, GetRecordsRequest.builder()));
            default:
                return null;
        }
    }
}
