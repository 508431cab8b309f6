package io.tablesmith.opentelemetry;

import static io.opentelemetry.api.common.AttributeKey.booleanKey;
import static io.opentelemetry.api.common.AttributeKey.doubleKey;
import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringArrayKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.StatusCode;
import io.tablesmith.telemetry.ObservedRequest;
import io.tablesmith.telemetry.Outcome;
import io.tablesmith.telemetry.RequestResult;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The span of one request: its name and attributes, as the database semantic conventions
 * (stable {@code db.*}, {@code error.type}) and DynamoDB's ({@code aws.dynamodb.*}) name them, and
 * Tablesmith's own ({@code tablesmith.*}). Request and response parameters are read by their wire
 * names ({@code getValueForField}), so one method serves every operation that has them. Nothing read
 * here is a key or an item value.
 */
final class SpanAttributes {

    static final AttributeKey<String> DB_SYSTEM_NAME = stringKey("db.system.name");
    static final AttributeKey<String> DB_OPERATION_NAME = stringKey("db.operation.name");
    static final AttributeKey<String> DB_COLLECTION_NAME = stringKey("db.collection.name");
    static final AttributeKey<Long> DB_OPERATION_BATCH_SIZE = longKey("db.operation.batch.size");
    static final AttributeKey<String> ERROR_TYPE = stringKey("error.type");

    static final AttributeKey<List<String>> TABLE_NAMES = stringArrayKey("aws.dynamodb.table_names");
    static final AttributeKey<String> INDEX_NAME = stringKey("aws.dynamodb.index_name");
    static final AttributeKey<Boolean> CONSISTENT_READ = booleanKey("aws.dynamodb.consistent_read");
    static final AttributeKey<Long> LIMIT = longKey("aws.dynamodb.limit");
    static final AttributeKey<String> PROJECTION = stringKey("aws.dynamodb.projection");
    static final AttributeKey<Boolean> SCAN_FORWARD = booleanKey("aws.dynamodb.scan_forward");
    static final AttributeKey<String> SELECT = stringKey("aws.dynamodb.select");
    static final AttributeKey<Long> SEGMENT = longKey("aws.dynamodb.segment");
    static final AttributeKey<Long> TOTAL_SEGMENTS = longKey("aws.dynamodb.total_segments");
    static final AttributeKey<Long> COUNT = longKey("aws.dynamodb.count");
    static final AttributeKey<Long> SCANNED_COUNT = longKey("aws.dynamodb.scanned_count");
    static final AttributeKey<List<String>> CONSUMED_CAPACITY = stringArrayKey("aws.dynamodb.consumed_capacity");

    static final AttributeKey<String> ENTITY_TYPE = stringKey("tablesmith.entity_type");
    static final AttributeKey<String> ACCESS_PATTERN = stringKey("tablesmith.access_pattern");
    static final AttributeKey<String> OUTCOME = stringKey("tablesmith.outcome");
    static final AttributeKey<Double> CAPACITY_READ = doubleKey("tablesmith.capacity.read");
    static final AttributeKey<Double> CAPACITY_WRITE = doubleKey("tablesmith.capacity.write");

    /** {@code db.system.name} of DynamoDB. */
    static final String AWS_DYNAMODB = "aws.dynamodb";

    private SpanAttributes() {
    }

    /** {@code {db.operation.name} {table}}, or the operation alone for a request over several tables. */
    static String spanName(ObservedRequest request) {
        return request.tableNames().size() == 1 ? request.operation() + " " + request.tableNames().get(0)
                : request.operation();
    }

    /** What is known before the request is sent, on the builder so that samplers see it. */
    static void ofRequest(ObservedRequest request, SpanBuilder span) {
        span.setAttribute(DB_SYSTEM_NAME, AWS_DYNAMODB);
        span.setAttribute(DB_OPERATION_NAME, request.operation());
        if (request.tableNames().size() == 1) {
            span.setAttribute(DB_COLLECTION_NAME, request.tableNames().get(0));
        }
        span.setAttribute(TABLE_NAMES, request.tableNames());
        if (request.indexName() != null) {
            span.setAttribute(INDEX_NAME, request.indexName());
        }
        if (!request.entityType().isEmpty()) {
            span.setAttribute(ENTITY_TYPE, request.entityType());
        }
        span.setAttribute(ACCESS_PATTERN, request.accessPattern());
        DynamoDbRequest sent = request.request();
        sent.getValueForField("ConsistentRead", Boolean.class).ifPresent(value -> span.setAttribute(CONSISTENT_READ, value));
        sent.getValueForField("Limit", Integer.class).ifPresent(value -> span.setAttribute(LIMIT, value.longValue()));
        sent.getValueForField("ProjectionExpression", String.class).ifPresent(value -> span.setAttribute(PROJECTION, value));
        sent.getValueForField("ScanIndexForward", Boolean.class).ifPresent(value -> span.setAttribute(SCAN_FORWARD, value));
        sent.getValueForField("Select", String.class).ifPresent(value -> span.setAttribute(SELECT, value));
        sent.getValueForField("Segment", Integer.class).ifPresent(value -> span.setAttribute(SEGMENT, value.longValue()));
        sent.getValueForField("TotalSegments", Integer.class)
                .ifPresent(value -> span.setAttribute(TOTAL_SEGMENTS, value.longValue()));
        long batchSize = batchSize(sent);
        if (batchSize >= 2) {
            // the conventions: "SHOULD never be 1", a request of one operation is no batch
            span.setAttribute(DB_OPERATION_BATCH_SIZE, batchSize);
        }
    }

    /** How the request ended: the outcome, what DynamoDB reported, and for a failure the error. */
    static void ofResult(RequestResult result, Span span) {
        span.setAttribute(OUTCOME, result.outcome().tag());
        if (result.response() != null) {
            ofResponse(result, span);
        }
        Throwable failure = result.failure();
        if (failure != null && !isRefusal(result)) {
            span.setAttribute(ERROR_TYPE, errorType(failure));
            span.recordException(failure);
            span.setStatus(StatusCode.ERROR);
        }
    }

    private static void ofResponse(RequestResult result, Span span) {
        DynamoDbResponse response = result.response();
        response.getValueForField("Count", Integer.class).ifPresent(value -> span.setAttribute(COUNT, value.longValue()));
        response.getValueForField("ScannedCount", Integer.class)
                .ifPresent(value -> span.setAttribute(SCANNED_COUNT, value.longValue()));
        List<String> consumed = consumedCapacity(response);
        if (!consumed.isEmpty()) {
            span.setAttribute(CONSUMED_CAPACITY, consumed);
            span.setAttribute(CAPACITY_READ, result.capacity().readUnits());
            span.setAttribute(CAPACITY_WRITE, result.capacity().writeUnits());
        }
    }

    /** Each {@code ConsumedCapacity} of the response as DynamoDB's JSON: one for most operations, one per table for batches. */
    static List<String> consumedCapacity(DynamoDbResponse response) {
        Optional<Object> reported = response.getValueForField("ConsumedCapacity", Object.class);
        if (reported.isEmpty()) {
            return List.of();
        }
        Object value = reported.get();
        if (value instanceof SdkPojo one) {
            return List.of(PojoJson.of(one));
        }
        if (value instanceof List<?> each && !PojoJson.isAbsent(each)) {
            return each.stream().filter(SdkPojo.class::isInstance).map(item -> PojoJson.of((SdkPojo) item)).toList();
        }
        return List.of();
    }

    /**
     * Whether the request was refused as the application may expect: a conditional write whose
     * condition did not hold, or a transaction cancelled only by its conditions. The application
     * reads such an answer (a duplicate, a stale version, a queue's claim of a message another
     * consumer took first); it is no failure of the request.
     */
    static boolean isRefusal(RequestResult result) {
        if (result.outcome() == Outcome.CONDITION_FAILED) {
            return true;
        }
        if (result.outcome() != Outcome.TRANSACTION_CANCELED
                || !(result.failure() instanceof TransactionCanceledException cancelled)
                || !cancelled.hasCancellationReasons()) {
            return false;
        }
        boolean conditionFailed = false;
        for (CancellationReason reason : cancelled.cancellationReasons()) {
            String code = reason.code();
            if ("ConditionalCheckFailed".equals(code)) {
                conditionFailed = true;
            } else if (code != null && !"None".equals(code)) {
                return false;
            }
        }
        return conditionFailed;
    }

    /** DynamoDB's error code ({@code ProvisionedThroughputExceededException}), or the exception's class name. */
    static String errorType(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof AwsServiceException service && service.awsErrorDetails() != null) {
                String code = service.awsErrorDetails().errorCode();
                if (code != null && !code.isBlank()) {
                    return code;
                }
            }
        }
        return failure.getClass().getName();
    }

    private static long batchSize(DynamoDbRequest request) {
        if (request instanceof BatchWriteItemRequest batch) {
            return batch.requestItems().values().stream().mapToLong(List::size).sum();
        }
        if (request instanceof BatchGetItemRequest batch) {
            return batch.requestItems().values().stream().map(KeysAndAttributes::keys).mapToLong(List::size).sum();
        }
        if (request instanceof TransactWriteItemsRequest transaction) {
            return transaction.transactItems().size();
        }
        if (request instanceof TransactGetItemsRequest transaction) {
            return transaction.transactItems().size();
        }
        return 0;
    }
}
