package io.tablesmith.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.examples.spring.research.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The same service against a DynamoDB over HTTP (LocalDynamoDb's server in this JVM, as another engine
 * would be): the client from {@code tablesmith.client.*}, the table created at start-up because
 * {@code tablesmith.create-missing-tables=true}, and the API's refusals as on LocalDynamoDb in process.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class JobApiOnLocalServerTest {

    private static final LocalDynamoDb ENGINE = LocalDynamoDb.create();
    private static final LocalDynamoDbServer SERVER = ENGINE.serve(0);

    @DynamicPropertySource
    static void engine(DynamicPropertyRegistry properties) {
        properties.add("tablesmith.local.enabled", () -> "false");
        properties.add("tablesmith.client.endpoint", SERVER::endpoint);
        properties.add("tablesmith.client.region", () -> "us-east-1");
        properties.add("tablesmith.create-missing-tables", () -> "true");
        properties.add("tablesmith.table-prefix", () -> "it-");
    }

    @AfterAll
    static void stop() {
        SERVER.close();
        ENGINE.close();
    }

    @Value("${local.server.port}")
    int port;

    @Test
    void theTableIsCreatedOnTheEngineAndTheApiRefusesAsItDoesInProcess() {
        assertThat(TablesmithTable.check(ENGINE, "it-research-jobs").matches()).isTrue();
        JobApi api = new JobApi(port);
        String id = UUID.randomUUID().toString();

        JobApi.Answer created = api.post("/jobs", "{\"id\":\"" + id + "\",\"title\":\"over http\"}");
        assertThat(created.status()).isEqualTo(201);
        assertThat(api.post("/jobs/" + id + "/status", "{\"from\":\"RUNNING\",\"to\":\"SUCCEEDED\"}").status()).isEqualTo(409);
        assertThat(api.put("/jobs/" + id, created.eTag(), "{\"title\":\"renamed\"}").status()).isEqualTo(200);
        assertThat(api.put("/jobs/" + id, created.eTag(), "{\"title\":\"late\"}").status()).isEqualTo(412);
        assertThat(api.get("/jobs?status=QUEUED&limit=10").body().get("items").get(0).get("title").asString()).isEqualTo("renamed");
    }
}
