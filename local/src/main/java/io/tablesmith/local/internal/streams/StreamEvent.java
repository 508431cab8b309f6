package io.tablesmith.local.internal.streams;

import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;

/**
 * One change of one item, as a stream keeps it: only the images its view type asks for (null otherwise),
 * shared with the table rather than copied, since stored items are never changed in place.
 */
record StreamEvent(long sequence, String eventId, OperationType operation, Map<String, AttributeValue> keys,
                   Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage, Instant at,
                   boolean expired, long sizeBytes) {
}
