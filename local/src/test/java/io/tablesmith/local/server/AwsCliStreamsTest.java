package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tablesmith.local.LocalDynamoDb;
import org.junit.jupiter.api.Test;

/**
 * The AWS CLI's {@code aws dynamodbstreams} commands pointed at the server, as a user would read a stream:
 * a table created with a stream, an item written, its record read back. Runs where an {@code aws} command is
 * on the PATH (this project's machines have one).
 */
class AwsCliStreamsTest {

    @Test
    void theAwsCliReadsAStreamFromTheServer() throws Exception {
        assumeTrue(AwsCli.installed(), "no aws command on the PATH");
        try (LocalDynamoDbServer server = LocalDynamoDb.create().serve(0)) {
            String endpoint = server.endpoint().toString();
            AwsCli.Result created = aws(endpoint, "dynamodb", "create-table", "--table-name", "feed",
                    "--attribute-definitions", "AttributeName=pk,AttributeType=S",
                    "--key-schema", "AttributeName=pk,KeyType=HASH", "--billing-mode", "PAY_PER_REQUEST",
                    "--stream-specification", "StreamEnabled=true,StreamViewType=NEW_IMAGE",
                    "--query", "TableDescription.LatestStreamArn");
            assertThat(created.exitCode()).as(created.output()).isZero();
            String arn = created.output().strip();
            assertThat(arn).contains(":table/feed/stream/");
            assertThat(aws(endpoint, "dynamodb", "put-item", "--table-name", "feed",
                    "--item", "{\"pk\":{\"S\":\"from-cli\"}}").exitCode()).isZero();

            AwsCli.Result shard = aws(endpoint, "dynamodbstreams", "describe-stream", "--stream-arn", arn,
                    "--query", "StreamDescription.Shards[0].ShardId");
            assertThat(shard.exitCode()).as(shard.output()).isZero();
            AwsCli.Result iterator = aws(endpoint, "dynamodbstreams", "get-shard-iterator", "--stream-arn", arn,
                    "--shard-id", shard.output().strip(), "--shard-iterator-type", "TRIM_HORIZON",
                    "--query", "ShardIterator");
            assertThat(iterator.exitCode()).as(iterator.output()).isZero();
            AwsCli.Result records = aws(endpoint, "dynamodbstreams", "get-records", "--shard-iterator",
                    iterator.output().strip(), "--query", "Records[].[eventName,dynamodb.NewImage.pk.S]");
            assertThat(records.exitCode()).as(records.output()).isZero();
            assertThat(records.output().strip()).isEqualTo("INSERT\tfrom-cli");
        }
    }

    /** The CLI answering in text, for {@code --query} results without JSON quoting. */
    private static AwsCli.Result aws(String endpoint, String... args) throws InterruptedException {
        String[] text = new String[args.length + 2];
        text[0] = "--output";
        text[1] = "text";
        System.arraycopy(args, 0, text, 2, args.length);
        return AwsCli.against(endpoint, text);
    }
}
