package io.tablesmith.local.internal.streams;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * One change of one item, as a stream keeps it: only the images its view type asks for (null otherwise),
 * shared with the table rather than copied, since stored items are never changed in place.
 */
record StreamEvent(long sequence, String eventId, OperationType operation, Map<String, AttributeValue> keys,
                   Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage, Instant at,
                   boolean expired, long sizeBytes, String region) {

    /** The event as GetRecords returns it. */
    Record toRecord(StreamViewType viewType) {
        StreamRecord.Builder d = StreamRecord.builder()
                .approximateCreationDateTime(at.truncatedTo(ChronoUnit.SECONDS))
                .keys(keys)
                .sequenceNumber(SequenceNumbers.format(sequence))
                .sizeBytes(sizeBytes)
                .streamViewType(viewType);
        if (newImage != null) {
            d.newImage(newImage);
        }
        if (oldImage != null) {
            d.oldImage(oldImage);
        }
        Record.Builder r = Record.builder().eventID(eventId).eventName(operation).eventVersion("1.1")
                .eventSource("aws:dynamodb").awsRegion(region).dynamodb(d.build());
        if (expired) {
            // what DynamoDB's TTL process writes, so consumers can tell expiry from a user's delete
            r.userIdentity(Identity.builder().type("Service").principalId("dynamodb.amazonaws.com").build());
        }
        return r.build();
    }
}
