package io.tablesmith.local.server;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;
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
final class DynamoDbHttpHandler implements HttpTransport.Handler {
    static final String CONTENT_TYPE = "application/x-amz-json-1.0";
    private static final String TARGET_PREFIX = "DynamoDB_20120810.";
    /** The DynamoDB Streams API, which the same endpoint answers. */
    private static final String STREAMS_TARGET_PREFIX = "DynamoDBStreams_20120810.";

    private final Operations operations;
    /** Request ids: unique per server, without a SecureRandom call (and its lock) per answer. */
    private final String requestIdPrefix = requestIdPrefix();
    private final AtomicLong requestCount = new AtomicLong();

    DynamoDbHttpHandler(Operations operations) {
        this.operations = operations;
    }

    /** A status and a JSON body. */
    record Reply(int status, String body) {
    }

    @Override
    public HttpTransport.Response handle(HttpTransport.Request request) {
        Reply reply = "POST".equals(request.method())
                ? operations.inRegion(signedRegion(request.authorization()), () -> answer(request.target(),
                        request.host(), new String(request.body(), StandardCharsets.UTF_8)))
                : error(400, "com.amazon.coral.service#UnknownOperationException", null);
        byte[] body = reply.body().getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(body);
        return new HttpTransport.Response(reply.status(), new String[] {
            "Content-Type", CONTENT_TYPE,
            "x-amz-crc32", Long.toString(crc.getValue()),
            "x-amzn-RequestId", requestId()}, body);
    }

    /**
     * The region a request was signed for: the third part of the credential scope in its Signature Version 4
     * {@code Authorization} header ({@code Credential=AKID/20260101/eu-west-1/dynamodb/aws4_request}), or null.
     */
    static String signedRegion(String authorization) {
        if (authorization == null) {
            return null;
        }
        int credential = authorization.indexOf("Credential=");
        if (credential < 0) {
            return null;
        }
        String[] scope = authorization.substring(credential + "Credential=".length()).split("[,\\s]", 2)[0].split("/");
        return scope.length >= 5 && scope[2].matches("[a-z]{2}(-[a-z]+)+-\\d+") ? scope[2] : null;
    }

    /**
     * The first 24 characters of a UUID-shaped id (the request count is the last 12), random per server. Not {@code UUID.randomUUID()}: its
     * SecureRandom costs about 40 ms of start-up, and a request id needs no secrecy.
     */
    private static String requestIdPrefix() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        String hex = Long.toHexString(random.nextLong() | Long.MIN_VALUE)
                + Integer.toHexString(random.nextInt() | Integer.MIN_VALUE);
        return hex.substring(0, 8) + '-' + hex.substring(8, 12) + '-' + hex.substring(12, 16) + '-'
                + hex.substring(16, 20) + '-';
    }

    private String requestId() {
        String count = Long.toHexString(requestCount.incrementAndGet());
        return requestIdPrefix + "000000000000".substring(Math.min(count.length(), 12)) + count;
    }

    /**
     * The reply to one request: the operation named by {@code target} on the request in {@code body}; {@code host}
     * is the address the client reached (its {@code Host} header), which DescribeEndpoints answers.
     */
    Reply answer(String target, String host, String body) {
        boolean streams = target != null && target.startsWith(STREAMS_TARGET_PREFIX);
        if (target == null || !(streams || target.startsWith(TARGET_PREFIX))) {
            return error(400, "com.amazon.coral.service#UnknownOperationException", null);
        }
        String operation = target.substring((streams ? STREAMS_TARGET_PREFIX : TARGET_PREFIX).length());
        try {
            SdkPojo response = streams ? operations.answerStreams(operation, body)
                    : operations.answer(operation, body, host);
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

    /**
     * An engine exception as DynamoDB writes it, with its modelled members (e.g. CancellationReasons, Item).
     * DynamoDB names the message {@code message}, but {@code Message} in an error that carries such members.
     */
    private static Reply serviceError(AwsServiceException e) {
        String code = e.awsErrorDetails() == null ? "InternalServerError" : e.awsErrorDetails().errorCode();
        int status = e.statusCode() >= 400 ? e.statusCode() : 400;
        String message = e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
        StringBuilder prefix = new StringBuilder();
        prefix.append("\"__type\":");
        WireCodec.writeString(prefix, namespace(code) + code);
        if (message != null) {
            prefix.append(WireCodec.hasMembersBesidesMessage(e) ? ",\"Message\":" : ",\"message\":");
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
