package io.tablesmith.examples.spring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The service's HTTP API as a client calls it: the JDK's HTTP client, JSON in and out. */
final class JobApi {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http = HttpClient.newHttpClient();
    private final URI base;

    JobApi(int port) {
        this.base = URI.create("http://localhost:" + port);
    }

    /** One answer: its status, ETag and JSON body. */
    record Answer(int status, String eTag, JsonNode body) {
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET());
    }

    Answer post(String path, String json) {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    Answer put(String path, String ifMatch, String json) {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .header("If-Match", ifMatch).PUT(HttpRequest.BodyPublishers.ofString(json)));
    }

    private Answer send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = http.send(request.header("Accept", "application/json, application/problem+json")
                    .build(), HttpResponse.BodyHandlers.ofString());
            JsonNode body = response.body().isEmpty() ? null : JSON.readTree(response.body());
            return new Answer(response.statusCode(), response.headers().firstValue("ETag").orElse(null), body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
