package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tablesmith.local.LocalDynamoDb;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The AWS CLI pointed at the server, as local/README.md tells users to: a table created, an item written
 * and read back. Runs where an {@code aws} command is on the PATH (this project's machines have one).
 */
class AwsCliTest {

    @Test
    void theAwsCliWorksAgainstTheServer() throws Exception {
        assumeTrue(run(List.of("aws", "--version")).exitCode == 0, "no aws command on the PATH");
        LocalDynamoDb database = LocalDynamoDb.create();
        try (LocalDynamoDbServer server = database.serve(0)) {
            String endpoint = server.endpoint().toString();
            Result created = aws(endpoint, "dynamodb", "create-table", "--table-name", "cli",
                    "--attribute-definitions", "AttributeName=pk,AttributeType=S",
                    "--key-schema", "AttributeName=pk,KeyType=HASH", "--billing-mode", "PAY_PER_REQUEST");
            assertThat(created.exitCode).as(created.output).isZero();
            assertThat(created.output).contains("\"TableName\": \"cli\"", "\"TableStatus\": \"ACTIVE\"");

            Result listed = run(List.of("aws", "dynamodb", "list-tables", "--endpoint-url", endpoint,
                    "--region", "us-east-1"));
            assertThat(listed.exitCode).as(listed.output).isZero();
            assertThat(listed.output).contains("\"cli\"");

            Result put = aws(endpoint, "dynamodb", "put-item", "--table-name", "cli",
                    "--item", "{\"pk\":{\"S\":\"from-cli\"},\"n\":{\"N\":\"42\"}}");
            assertThat(put.exitCode).as(put.output).isZero();
            assertThat(database.getItem(b -> b.tableName("cli").key(Map.of("pk", AttributeValue.fromS("from-cli"))))
                    .item()).containsEntry("n", AttributeValue.fromN("42"));

            Result got = aws(endpoint, "dynamodb", "get-item", "--table-name", "cli",
                    "--key", "{\"pk\":{\"S\":\"from-cli\"}}", "--output", "json");
            assertThat(got.exitCode).as(got.output).isZero();
            assertThat(got.output).contains("\"N\": \"42\"");

            Result missing = aws(endpoint, "dynamodb", "describe-table", "--table-name", "nowhere");
            assertThat(missing.exitCode).isNotZero();
            assertThat(missing.output).contains("ResourceNotFoundException");
        }
    }

    /** The CLI with made-up credentials and region, as a user without an AWS account would run it. */
    private static Result aws(String endpoint, String... args) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of("aws", "--endpoint-url", endpoint));
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
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Result(-1, output + "\n(timed out)");
            }
            return new Result(process.exitValue(), output);
        } catch (IOException e) {
            return new Result(-1, e.toString());
        }
    }
}
