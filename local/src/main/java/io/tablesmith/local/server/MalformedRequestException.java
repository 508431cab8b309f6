package io.tablesmith.local.server;

/** A request body that is not JSON or does not fit the operation's model: DynamoDB's SerializationException. */
final class MalformedRequestException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    MalformedRequestException(String message) {
        super(message, null, false, false);
    }
}
