package io.tablesmith.stream;

import java.time.Instant;
import java.util.Objects;

/**
 * What a stream record says about a change besides the item: where it is in the stream and what
 * the stream records.
 *
 * @param eventId the record's unique id ({@code eventID})
 * @param sequenceNumber the record's sequence number, digits as DynamoDB gives them (21 to 40): the
 *     order of the item's changes within its shard and across the shard's lineage
 * @param approximateCreationTime when the change was written, as DynamoDB rounds it (to the second,
 *     or the millisecond on newer streams)
 * @param view what the stream records of each change
 */
public record ChangeInfo(String eventId, String sequenceNumber, Instant approximateCreationTime, StreamView view) {

    /** The widest sequence number DynamoDB hands out. */
    private static final int SEQUENCE_DIGITS = 40;

    public ChangeInfo {
        Objects.requireNonNull(sequenceNumber, "sequenceNumber");
        Objects.requireNonNull(view, "view");
    }

    /**
     * The sequence number zero-padded to 40 digits, so that text order is stream order: what a
     * projection stores beside the state it derives, to apply each change once (a write conditional on
     * the stored one being lower; see docs/change-streams.md).
     */
    public String sortableSequenceNumber() {
        return sortable(sequenceNumber);
    }

    /** {@code sequenceNumber} zero-padded to 40 digits (a longer one is returned as it is). */
    public static String sortable(String sequenceNumber) {
        int missing = SEQUENCE_DIGITS - sequenceNumber.length();
        return missing <= 0 ? sequenceNumber : "0".repeat(missing) + sequenceNumber;
    }
}
