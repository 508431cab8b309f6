package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tablesmith.local.LocalDynamoDb;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The AWS CLI's {@code aws dynamodbstreams} commands pointed at the server, as a user would read a stream:
 * a table created with a stream, an item written, its record read back. Runs where an {@code aws} command is
 * on the PATH (this project's machines have one).
 */
class AwsCliStreamsTest {

    @Test
    void theAwsCliReadsAStreamFromTheServer() throws Exception {
        assumeTrue(run(List.of("aws", "--version")).exitCode == 0, "no aws command on the PATH");
        try (LocalDynamoDbServer server = LocalDynamoDb.create().serve(0)) {
            String endpoint = server.endpoint().toString();
            Result created = aws(endpoint, "dynamodb", "create-table", "--table-name", "feed",
                    "--attribute-definitions", "AttributeName=pk,AttributeType=S",
                    "--key-schema", "AttributeName=pk,KeyType=HASH", "--billing-mode", "PAY_PER_REQUEST",
                    "--stream-specification", "StreamEnabled=true,StreamViewType=NEW_IMAGE",
                    "--query", "TableDescription.LatestStreamArn");
            assertThat(created.exitCode).as(created.output).isZero();
            String arn = created.output.strip();
            assertThat(arn).contains(":table/feed/stream/");
            assertThat(aws(endpoint, "dynamodb", "put-item", "--table-name", "feed",
                    "--item", "{\"pk\":{\"S\":\"from-cli\"}}").exitCode).isZero();

            Result shard = aws(endpoint, "dynamodbstreams", "describe-stream", "--stream-arn", arn,
                    "--query", "StreamDescription.Shards[0].ShardId");
            assertThat(shard.exitCode).as(shard.output).isZero();
            Result iterator = aws(endpoint, "dynamodbstreams", "get-shard-iterator", "--stream-arn", arn,
                    "--shard-id", shard.output.strip(), "--shard-iterator-type", "TRIM_HORIZON",
                    "--query", "ShardIterator");
            assertThat(iterator.exitCode).as(iterator.output).isZero();
            Result records = aws(endpoint, "dynamodbstreams", "get-records", "--shard-iterator",
                    iterator.output.strip(), "--query", "Records[].[eventName,dynamodb.NewImage.pk.S]");
            assertThat(records.exitCode).as(records.output).isZero();
            assertThat(records.output.strip()).isEqualTo("INSERT\tfrom-cli");
        }
    }

    /** The CLI with made-up credentials and region, answering in text. */
    private static Result aws(String endpoint, String... args) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of("aws", "--endpoint-url", endpoint, "--output", "text"));
        command.addAll(List.of(args));
        return run(command);
    }

    private record Result(int exitCode, String output) {
    }

    private static Result run(List<String> command) throws InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("AWS_ACCESS_KEY_ID", "any");
        builder.environment().put("AWS_SECRET_ACCESS_KEY", "thing");
        builder.environment().put("AWS_DEFAULT_REGION", "eu-west-1");
        builder.environment().put("AWS_PAGER", "");
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            return new Result(-1, e.toString());
        }
        String output;
        try {
            output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return new Result(-1, e.toString());
        }
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Result(-1, "timed out: " + output);
        }
        return new Result(process.exitValue(), output);
    }
}
