package io.tablesmith.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import io.tablesmith.stream.ChangeDecoder;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * A table's changes from an AWS Lambda function subscribed to its stream: each record of Lambda's
 * {@link DynamodbEvent} decoded into the table's generated {@code TablesmithChange}, exactly as the same
 * record read with {@code DynamoDbStreamsClient} would be.
 *
 * <pre>{@code
 * public final class FindingCounts implements RequestHandler<DynamodbEvent, StreamsEventResponse> {
 *     public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
 *         return LambdaChanges.handle(event, TablesmithChange.DECODER, change -> project(change));
 *     }
 * }
 * }</pre>
 *
 * <p>The events library's records carry their own attribute values; they are turned into the SDK's
 * without loss (an empty list or map stays an empty list or map, a {@code NULL} stays {@code NULL}),
 * so the generated decoder reads them as it reads every other record.
 */
public final class LambdaChanges {

    private LambdaChanges() {
    }

    /**
     * Every record of the event as the table's change type, in the event's order (stream order per item).
     * Records the table's entities cannot read arrive as the change type's undecodable case: none is dropped.
     *
     * @param decoder the table's generated {@code TablesmithChange.DECODER}
     */
    public static <C> List<C> decode(DynamodbEvent event, ChangeDecoder<C> decoder) {
        Objects.requireNonNull(decoder, "decoder");
        List<C> changes = new ArrayList<>();
        for (DynamodbEvent.DynamodbStreamRecord record : records(event)) {
            changes.add(decoder.decode(toRecord(record)));
        }
        return changes;
    }

    /**
     * Hands each change of the event to {@code handler}, in order, and stops at the first it throws for,
     * answering Lambda with that record's sequence number as the batch's first failure: Lambda then retries
     * the batch from that record on, so the changes before it are not handed on again and none after it is
     * skipped. The exception is not rethrown (Lambda would retry the whole batch); it is written with its stack
     * trace to standard error, which Lambda sends to the function's log. {@link #handle(DynamodbEvent,
     * ChangeDecoder, Consumer, BiConsumer)} hands it to code of yours instead.
     *
     * <p>This needs {@code ReportBatchItemFailures} in the event source mapping's
     * {@code FunctionResponseTypes}: without it Lambda takes any response as success and would not retry
     * the failed record. Without that setting, call {@link #decode} and let the handler's exception escape.
     *
     * @param decoder the table's generated {@code TablesmithChange.DECODER}
     * @return the response for Lambda: its {@code getBatchItemFailures()} is an empty list (never {@code null})
     *     when the handler took every change, or a list of one failure, the record the handler failed on
     */
    public static <C> StreamsEventResponse handle(DynamodbEvent event, ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        return handle(event, decoder, handler, (change, failure) -> {
            System.err.println("tablesmith-lambda: the handler failed on " + change + "; Lambda retries the batch from it");
            failure.printStackTrace();
        });
    }

    /**
     * As {@link #handle(DynamodbEvent, ChangeDecoder, Consumer)}, handing the change the handler failed on and
     * its exception to {@code failed} (to log it, say with the Lambda context's logger) before answering Lambda.
     *
     * @return as the other {@code handle}: an empty list of failures (never {@code null}), or the one record the
     *     handler failed on
     */
    public static <C> StreamsEventResponse handle(DynamodbEvent event, ChangeDecoder<C> decoder, Consumer<? super C> handler,
                                                  BiConsumer<? super C, ? super RuntimeException> failed) {
        Objects.requireNonNull(decoder, "decoder");
        Objects.requireNonNull(handler, "handler");
        Objects.requireNonNull(failed, "failed");
        for (DynamodbEvent.DynamodbStreamRecord record : records(event)) {
            C change = decoder.decode(toRecord(record));
            try {
                handler.accept(change);
            } catch (RuntimeException failure) {
                failed.accept(change, failure);
                String sequenceNumber = record.getDynamodb() == null ? record.getEventID() : record.getDynamodb().getSequenceNumber();
                return new StreamsEventResponse(List.of(new StreamsEventResponse.BatchItemFailure(sequenceNumber)));
            }
        }
        return new StreamsEventResponse(List.of());
    }

    /**
     * The SDK's stream record for one of the event's records: what {@code DynamoDbStreamsClient.getRecords}
     * returns for the same change, to pass to {@code TablesmithChange.of} or to code written for the SDK.
     */
    public static Record toRecord(DynamodbEvent.DynamodbStreamRecord record) {
        Objects.requireNonNull(record, "record");
        Record.Builder sdk = Record.builder()
                .eventID(record.getEventID())
                .eventName(record.getEventName())
                .eventVersion(record.getEventVersion())
                .eventSource(record.getEventSource())
                .awsRegion(record.getAwsRegion());
        Identity identity = record.getUserIdentity();
        if (identity != null) {
            sdk.userIdentity(user -> user.type(identity.getType()).principalId(identity.getPrincipalId()));
        }
        StreamRecord data = record.getDynamodb();
        if (data != null) {
            sdk.dynamodb(stream -> stream
                    .approximateCreationDateTime(data.getApproximateCreationDateTime() == null ? null
                            : data.getApproximateCreationDateTime().toInstant())
                    .keys(item(data.getKeys()))
                    .newImage(item(data.getNewImage()))
                    .oldImage(item(data.getOldImage()))
                    .sequenceNumber(data.getSequenceNumber())
                    .sizeBytes(data.getSizeBytes())
                    .streamViewType(data.getStreamViewType()));
        }
        return sdk.build();
    }

    private static List<DynamodbEvent.DynamodbStreamRecord> records(DynamodbEvent event) {
        Objects.requireNonNull(event, "event");
        return event.getRecords() == null ? List.of() : event.getRecords();
    }

    /** An image or the keys; {@code null} (the record has none) stays {@code null}, so the SDK says it has none. */
    private static Map<String, AttributeValue> item(
            Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> attributes) {
        if (attributes == null) {
            return null;
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>(attributes.size() * 2);
        attributes.forEach((name, value) -> item.put(name, value(value)));
        return item;
    }

    /**
     * One attribute value. The events library's transformer to the SDK turns an empty list into no value
     * at all, which no record could decode; here an empty list or map is kept. A value with nothing set
     * (DynamoDB sends none) becomes an empty SDK value, which the decoder reports as undecodable.
     */
    private static AttributeValue value(com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue value) {
        if (value == null) {
            return AttributeValue.builder().build();
        }
        if (value.getS() != null) {
            return AttributeValue.fromS(value.getS());
        }
        if (value.getN() != null) {
            return AttributeValue.fromN(value.getN());
        }
        if (value.getB() != null) {
            return AttributeValue.fromB(bytes(value.getB()));
        }
        if (value.getBOOL() != null) {
            return AttributeValue.fromBool(value.getBOOL());
        }
        if (value.getNULL() != null) {
            return AttributeValue.fromNul(value.getNULL());
        }
        if (value.getM() != null) {
            return AttributeValue.fromM(item(value.getM()));
        }
        if (value.getL() != null) {
            List<AttributeValue> list = new ArrayList<>(value.getL().size());
            value.getL().forEach(element -> list.add(value(element)));
            return AttributeValue.fromL(list);
        }
        if (value.getSS() != null) {
            return AttributeValue.fromSs(value.getSS());
        }
        if (value.getNS() != null) {
            return AttributeValue.fromNs(value.getNS());
        }
        if (value.getBS() != null) {
            List<SdkBytes> set = new ArrayList<>(value.getBS().size());
            value.getBS().forEach(element -> set.add(bytes(element)));
            return AttributeValue.fromBs(set);
        }
        return AttributeValue.builder().build();
    }

    /** A copy: the event's buffer may be read again by the function, and its position must not move. */
    private static SdkBytes bytes(ByteBuffer buffer) {
        return SdkBytes.fromByteBuffer(buffer.asReadOnlyBuffer());
    }
}
