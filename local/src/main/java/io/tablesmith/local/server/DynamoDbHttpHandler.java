package io.tablesmith.local.server;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.CRC32;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.SdkPojo;

/**
 * Answers DynamoDB's JSON 1.0 protocol: a POST whose {@code X-Amz-Target} header names the operation
 * ({@code DynamoDB_20120810.PutItem}) and whose body is the request as JSON. Every answer carries the
 * {@code x-amz-crc32} header that DynamoDB's clients check. The DynamoDB Streams API
 * ({@code DynamoDBStreams_20120810.GetRecords}, ...) is answered on the same endpoint. Signatures are not checked, so any
 * credentials and region work.
 */
final class DynamoDbHttpHandler implements HttpHandler {
    static final String CONTENT_TYPE = "application/x-amz-json-1.0";
    private static final String TARGET_PREFIX = "DynamoDB_20120810.";
    /** The DynamoDB Streams API, which the same endpoint answers. */
    private static final String STREAMS_TARGET_PREFIX = "DynamoDBStreams_20120810.";

    private final Operations operations;
    /** Request ids: unique per server, without a SecureRandom call (and its lock) per answer. */
    private final String requestIdPrefix = UUID.randomUUID().toString().substring(0, 24);
    private final AtomicLong requestCount = new AtomicLong();

    DynamoDbHttpHandler(Operations operations) {
        this.operations = operations;
    }

    /** A status and a JSON body. */
    record Reply(int status, String body) {
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try {
            Reply reply = answer(exchange);
            byte[] body = reply.body().getBytes(StandardCharsets.UTF_8);
            CRC32 crc = new CRC32();
            crc.update(body);
            exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
            exchange.getResponseHeaders().set("x-amz-crc32", Long.toString(crc.getValue()));
            exchange.getResponseHeaders().set("x-amzn-RequestId",
                    requestIdPrefix + String.format("%012x", requestCount.incrementAndGet()));
            exchange.sendResponseHeaders(reply.status(), body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        } finally {
            exchange.close();
        }
    }

    private Reply answer(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        if (!"POST".equals(exchange.getRequestMethod())) {
            return error(400, "com.amazon.coral.service#UnknownOperationException", null);
        }
        return answer(exchange.getRequestHeaders().getFirst("X-Amz-Target"), body);
    }

    /** The reply to one request: the operation named by {@code target} on the request in {@code body}. */
    Reply answer(String target, String body) {
        boolean streams = target != null && target.startsWith(STREAMS_TARGET_PREFIX);
        if (target == null || !(streams || target.startsWith(TARGET_PREFIX))) {
            return error(400, "com.amazon.coral.service#UnknownOperationException", null);
        }
        String operation = target.substring((streams ? STREAMS_TARGET_PREFIX : TARGET_PREFIX).length());
        try {
            SdkPojo response = streams ? operations.answerStreams(operation, body) : operations.answer(operation, body);
            if (response == null) {
                return error(400, "com.amazon.coral.service#UnknownOperationException",
                        "LocalDynamoDb does not support the " + operation + " operation");
            }
            return new Reply(200, WireCodec.write(response));
        } catch (MalformedRequestException e) {
            return error(400, "com.amazon.coral.service#SerializationException", e.getMessage());
        } catch (AwsServiceException e) {
            return serviceError(e);
        } catch (RuntimeException e) {
            return error(500, "com.amazonaws.dynamodb.v20120810#InternalServerError",
                    "The server failed to answer: " + e);
        }
    }

    /** An engine exception as DynamoDB writes it, with its modelled members (e.g. CancellationReasons, Item). */
    private static Reply serviceError(AwsServiceException e) {
        String code = e.awsErrorDetails() == null ? "InternalServerError" : e.awsErrorDetails().errorCode();
        int status = e.statusCode() >= 400 ? e.statusCode() : 400;
        String message = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
        StringBuilder prefix = new StringBuilder();
        prefix.append("\"__type\":");
        WireCodec.writeString(prefix, namespace(code) + code);
        if (message != null) {
            prefix.append(",\"message\":");
            WireCodec.writeString(prefix, message);
        }
        StringBuilder out = new StringBuilder();
        WireCodec.writeStructure(out, e, prefix.toString());
        return new Reply(status, out.toString());
    }

    /** DynamoDB answers validation and protocol errors from its framework's namespaces, the rest from its own. */
    private static String namespace(String code) {
        return switch (code) {
            case "ValidationException" -> "com.amazon.coral.validate#";
            case "SerializationException", "UnknownOperationException" -> "com.amazon.coral.service#";
            default -> "com.amazonaws.dynamodb.v20120810#";
        };
    }

    private static Reply error(int status, String type, String message) {
        StringBuilder out = new StringBuilder("{\"__type\":");
        WireCodec.writeString(out, type);
        if (message != null) {
            out.append(",\"message\":");
            WireCodec.writeString(out, message);
        }
        return new Reply(status, out.append('}').toString());
    }
}
