package io.tablesmith.local.server;

/**
 * The headers of one request that the server acts on, each its first value (a repeated header keeps its
 * first, as only one is read): the others are checked for form by {@link HttpConnection} and counted, never
 * kept, so a request costs no map of every header.
 */
final class RequestHeaders {
    String contentLength;
    String transferEncoding;
    String connection;
    String expect;
    String target;
    String host;
    /** Read only for the region the request was signed for ({@link DynamoDbHttpHandler#signedRegion}). */
    String authorization;

    /**
     * Takes one header line, its name ending at {@code colon}, if it is one of these.
     *
     * @throws HttpConnection.BadRequest when it repeats Content-Length with another value
     */
    void add(String line, int colon) throws HttpConnection.BadRequest {
        if (named(line, colon, "content-length")) {
            String value = value(line, colon);
            if (contentLength != null && !contentLength.equals(value)) {
                throw new HttpConnection.BadRequest(400, "Conflicting Content-Length headers");
            }
            contentLength = value;
        } else if (named(line, colon, "transfer-encoding")) {
            transferEncoding = first(transferEncoding, line, colon);
        } else if (named(line, colon, "connection")) {
            connection = first(connection, line, colon);
        } else if (named(line, colon, "expect")) {
            expect = first(expect, line, colon);
        } else if (named(line, colon, "x-amz-target")) {
            target = first(target, line, colon);
        } else if (named(line, colon, "host")) {
            host = first(host, line, colon);
        } else if (named(line, colon, "authorization")) {
            authorization = first(authorization, line, colon);
        }
    }

    /** Whether the header in {@code line} (its name ending at {@code colon}) is {@code name}, in any case. */
    private static boolean named(String line, int colon, String name) {
        return colon == name.length() && line.regionMatches(true, 0, name, 0, colon);
    }

    private static String value(String line, int colon) {
        return line.substring(colon + 1).strip();
    }

    private static String first(String earlier, String line, int colon) {
        return earlier != null ? earlier : value(line, colon);
    }
}
