package io.tablesmith.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;

/**
 * The research-job service through real HTTP on a random port, on LocalDynamoDb in process
 * ({@code application.properties}): listing by status with page tokens handed out and back, a
 * transition refused with 409, a versioned update refused with 412, the table's health.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class JobApiTest {

    @Value("${local.server.port}")
    int port;

    private JobApi api() {
        return new JobApi(port);
    }

    private static String newId() {
        return UUID.randomUUID().toString();
    }

    @Test
    void jobsOfAStatusComeNewestFirstAPageAtATimeThroughTheTokensTheServiceHandsOut() {
        JobApi api = api();
        List<String> submitted = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            String id = newId();
            assertThat(api.post("/jobs", "{\"id\":\"" + id + "\",\"title\":\"topic " + i + "\"}").status()).isEqualTo(201);
            api.post("/jobs/" + id + "/status", "{\"from\":\"QUEUED\",\"to\":\"RUNNING\"}");
            submitted.add(id);
        }

        List<JsonNode> listed = new ArrayList<>();
        List<Integer> pageSizes = new ArrayList<>();
        String token = null;
        do {
            JobApi.Answer page = api.get("/jobs?status=RUNNING&limit=2"
                    + (token == null ? "" : "&pageToken=" + URLEncoder.encode(token, StandardCharsets.UTF_8)));
            assertThat(page.status()).isEqualTo(200);
            page.body().get("items").forEach(listed::add);
            pageSizes.add(page.body().get("items").size());
            token = page.body().get("nextPageToken").isNull() ? null : page.body().get("nextPageToken").asString();
        } while (token != null);

        List<String> ids = listed.stream().map(job -> job.get("id").asString()).toList();
        assertThat(ids).containsAll(submitted).doesNotHaveDuplicates();
        assertThat(pageSizes.subList(0, pageSizes.size() - 1)).allMatch(size -> size == 2);
        assertThat(listed.stream().map(job -> Instant.parse(job.get("createdAt").asString())).toList())
                .isSortedAccordingTo(Comparator.reverseOrder());
        assertThat(listed).allMatch(job -> job.get("status").asString().equals("RUNNING"));
    }

    @Test
    void aPageTokenOfAnotherListingIsRefused() {
        JobApi api = api();
        api.post("/jobs", "{\"id\":\"" + newId() + "\",\"title\":\"a\"}");
        api.post("/jobs", "{\"id\":\"" + newId() + "\",\"title\":\"b\"}");
        String token = api.get("/jobs?status=QUEUED&limit=1").body().get("nextPageToken").asString();

        JobApi.Answer refused = api.get("/jobs?status=FAILED&limit=1&pageToken=" + URLEncoder.encode(token, StandardCharsets.UTF_8));

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body().get("title").asString()).isEqualTo("Bad request");
    }

    @Test
    void aTransitionTheStateMachineDoesNotHaveOrFromAStaleStatusIsRefusedWith409() {
        JobApi api = api();
        String id = newId();
        api.post("/jobs", "{\"id\":\"" + id + "\",\"title\":\"crawl\"}");

        JobApi.Answer started = api.post("/jobs/" + id + "/status", "{\"from\":\"QUEUED\",\"to\":\"RUNNING\"}");
        assertThat(started.status()).isEqualTo(200);
        assertThat(started.body().get("status").asString()).isEqualTo("RUNNING");

        JobApi.Answer stale = api.post("/jobs/" + id + "/status", "{\"from\":\"QUEUED\",\"to\":\"RUNNING\"}");
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.body().get("title").asString()).isEqualTo("Transition refused");

        JobApi.Answer backwards = api.post("/jobs/" + id + "/status", "{\"from\":\"RUNNING\",\"to\":\"QUEUED\"}");
        assertThat(backwards.status()).isEqualTo(409);
        assertThat(backwards.body().get("detail").asString()).contains("RUNNING", "QUEUED");

        assertThat(api.get("/jobs/" + id).body().get("status").asString()).isEqualTo("RUNNING");
    }

    @Test
    void anUpdateNamingAVersionThatIsNoLongerStoredIsRefusedWith412() {
        JobApi api = api();
        String id = newId();
        JobApi.Answer created = api.post("/jobs", "{\"id\":\"" + id + "\",\"title\":\"first\"}");
        assertThat(created.eTag()).isEqualTo("\"1\"");

        JobApi.Answer first = api.put("/jobs/" + id, created.eTag(), "{\"title\":\"second\"}");
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.eTag()).isEqualTo("\"2\"");

        JobApi.Answer late = api.put("/jobs/" + id, created.eTag(), "{\"title\":\"third\"}");
        assertThat(late.status()).isEqualTo(412);

        JobApi.Answer stored = api.get("/jobs/" + id);
        assertThat(stored.body().get("title").asString()).isEqualTo("second");
        assertThat(stored.eTag()).isEqualTo("\"2\"");
    }

    @Test
    void aJobSubmittedTwiceIsRefusedWith409AndAnUnknownOneIs404() {
        JobApi api = api();
        String id = newId();
        assertThat(api.post("/jobs", "{\"id\":\"" + id + "\",\"title\":\"once\"}").status()).isEqualTo(201);
        assertThat(api.post("/jobs", "{\"id\":\"" + id + "\",\"title\":\"twice\"}").status()).isEqualTo(409);
        assertThat(api.get("/jobs/" + newId()).status()).isEqualTo(404);
    }

    @Test
    void theTableIsHealthyUnderItsConfiguredName() {
        JobApi.Answer health = api().get("/actuator/health/tablesmith");

        assertThat(health.status()).isEqualTo(200);
        JsonNode research = health.body().get("components").get("research");
        assertThat(research.get("status").asString()).isEqualTo("UP");
        assertThat(research.get("details").get("table").asString()).isEqualTo("research-jobs");
    }

    @Test
    void everyRequestOfTheServiceIsTimedByItsAccessPattern() {
        JobApi api = api();
        api.post("/jobs", "{\"id\":\"" + newId() + "\",\"title\":\"measured\"}");

        JobApi.Answer creates = api.get("/actuator/metrics/tablesmith.requests?tag=access.pattern:create&tag=entity:JOB");

        assertThat(creates.status()).isEqualTo(200);
        JsonNode count = creates.body().get("measurements").get(0);
        assertThat(count.get("statistic").asString()).isEqualTo("COUNT");
        assertThat(count.get("value").asDouble()).isGreaterThanOrEqualTo(1);
    }
}
