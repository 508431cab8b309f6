package io.tablesmith.local.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tablesmith.local.LocalDynamoDb;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The AWS CLI pointed at the server, as local/README.md tells users to: a table created, an item written
 * and read back. Runs where an {@code aws} command is on the PATH (this project's machines have one).
 */
class AwsCliTest {

    @Test
    void theAwsCliWorksAgainstTheServer() throws Exception {
        assumeTrue(AwsCli.installed(), "no aws command on the PATH");
        LocalDynamoDb database = LocalDynamoDb.create();
        try (LocalDynamoDbServer server = database.serve(0)) {
            String endpoint = server.endpoint().toString();
            AwsCli.Result created = aws(endpoint, "dynamodb", "create-table", "--table-name", "cli",
                    "--attribute-definitions", "AttributeName=pk,AttributeType=S",
                    "--key-schema", "AttributeName=pk,KeyType=HASH", "--billing-mode", "PAY_PER_REQUEST");
            assertThat(created.exitCode()).as(created.output()).isZero();
            assertThat(created.output()).contains("\"TableName\": \"cli\"", "\"TableStatus\": \"ACTIVE\"");

            AwsCli.Result listed = AwsCli.run(List.of("aws", "dynamodb", "list-tables", "--endpoint-url", endpoint,
                    "--region", "us-east-1"));
            assertThat(listed.exitCode()).as(listed.output()).isZero();
            assertThat(listed.output()).contains("\"cli\"");

            AwsCli.Result put = aws(endpoint, "dynamodb", "put-item", "--table-name", "cli",
                    "--item", "{\"pk\":{\"S\":\"from-cli\"},\"n\":{\"N\":\"42\"}}");
            assertThat(put.exitCode()).as(put.output()).isZero();
            assertThat(database.getItem(b -> b.tableName("cli").key(Map.of("pk", AttributeValue.fromS("from-cli"))))
                    .item()).containsEntry("n", AttributeValue.fromN("42"));

            AwsCli.Result got = aws(endpoint, "dynamodb", "get-item", "--table-name", "cli",
                    "--key", "{\"pk\":{\"S\":\"from-cli\"}}", "--output", "json");
            assertThat(got.exitCode()).as(got.output()).isZero();
            assertThat(got.output()).contains("\"N\": \"42\"");

            AwsCli.Result missing = aws(endpoint, "dynamodb", "describe-table", "--table-name", "nowhere");
            assertThat(missing.exitCode()).isNotZero();
            assertThat(missing.output()).contains("ResourceNotFoundException");
        }
    }

    private static AwsCli.Result aws(String endpoint, String... args) throws InterruptedException {
        return AwsCli.against(endpoint, args);
    }
}
