package io.tablesmith.telemetry;

import java.util.Locale;

/** How a request ended, as a small fixed set (a meter's tag, a span's status). */
public enum Outcome {
    /** DynamoDB did what was asked. */
    SUCCESS,
    /** A batch request of which DynamoDB left some items or keys unprocessed (they are retried). */
    PARTIAL,
    /** A conditional write's condition did not hold: nothing was written. */
    CONDITION_FAILED,
    /** DynamoDB cancelled a transaction: nothing was written. */
    TRANSACTION_CANCELED,
    /** DynamoDB throttled the request (throughput, request rate or account limits). */
    THROTTLED,
    /** The table does not exist. */
    TABLE_NOT_FOUND,
    /** DynamoDB refused the request as invalid. */
    REFUSED,
    /** The request did not finish within its API call or attempt timeout. */
    TIMEOUT,
    /** Any other failure: a server error, a broken connection, a client-side error. */
    ERROR;

    /** The outcome in lower case, as a tag value: {@code condition_failed}. */
    public String tag() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the request did what was asked (in full or, of a batch, in part). */
    public boolean succeeded() {
        return this == SUCCESS || this == PARTIAL;
    }
}
