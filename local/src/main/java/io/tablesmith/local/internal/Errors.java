package io.tablesmith.local.internal;

import io.tablesmith.local.internal.validation.MemberPath;
import io.tablesmith.local.internal.validation.ValidationErrors;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;

/** Builds exceptions that look like the ones the SDK unmarshals from DynamoDB's error responses. */
public final class Errors {
    private static final String SERVICE = "DynamoDb";

    private Errors() {
    }

    private static AwsErrorDetails details(String code, String message) {
        return AwsErrorDetails.builder().errorCode(code).errorMessage(message).serviceName(SERVICE).build();
    }

    private static <B extends AwsServiceException.Builder> B fill(B builder, String code, String message) {
        builder.message(message).statusCode(400).requestId(UUID.randomUUID().toString())
                .awsErrorDetails(details(code, message));
        return builder;
    }

    /** A {@code ValidationException} (HTTP 400) with DynamoDB's message. */
    public static DynamoDbException validation(String message) {
        return (DynamoDbException) fill(DynamoDbException.builder(), "ValidationException", message).build();
    }

    /** A {@code ValidationException} for an invalid expression, e.g. "Invalid ConditionExpression: ...". */
    public static DynamoDbException invalidExpression(String kind, String message) {
        return validation("Invalid " + kind + ": " + message);
    }

    public static DynamoDbException resourceNotFound() {
        return resourceNotFound("Requested resource not found");
    }

    public static DynamoDbException resourceNotFound(String message) {
        return (DynamoDbException) fill(ResourceNotFoundException.builder(), "ResourceNotFoundException", message)
                .build();
    }

    public static DynamoDbException resourceInUse(String message) {
        return (DynamoDbException) fill(ResourceInUseException.builder(), "ResourceInUseException", message).build();
    }

    public static ConditionalCheckFailedException conditionalCheckFailed(Map<String, AttributeValue> item) {
        String message = "The conditional request failed";
        ConditionalCheckFailedException.Builder builder = ConditionalCheckFailedException.builder();
        if (item != null) {
            builder.item(item);
        }
        fill(builder, "ConditionalCheckFailedException", message);
        return builder.build();
    }

    public static TransactionCanceledException transactionCanceled(List<CancellationReason> reasons) {
        StringBuilder codes = new StringBuilder();
        for (CancellationReason reason : reasons) {
            if (codes.length() > 0) {
                codes.append(", ");
            }
            codes.append(reason.code());
        }
        String message = "Transaction cancelled, please refer cancellation reasons for specific reasons ["
                + codes + "]";
        TransactionCanceledException.Builder builder = TransactionCanceledException.builder()
                .cancellationReasons(reasons);
        fill(builder, "TransactionCanceledException", message);
        return builder.build();
    }

    public static DynamoDbException idempotentParameterMismatch() {
        String message = "Request with same ClientRequestToken as a previous request, but with different parameters";
        return (DynamoDbException) fill(IdempotentParameterMismatchException.builder(),
                "IdempotentParameterMismatchException", message).build();
    }

    /**
     * One of DynamoDB's modelled errors with status 400, built by the SDK's own exception class for that
     * code (so the SDK client in process and over HTTP throws the same type).
     */
    public static DynamoDbException of(AwsServiceException.Builder builder, String code, String message) {
        return (DynamoDbException) fill(builder, code, message).build();
    }

    /** A single-item write refused because a transaction is in progress on its item. */
    public static DynamoDbException transactionConflict() {
        return of(TransactionConflictException.builder(), "TransactionConflictException", TRANSACTION_ONGOING);
    }

    /** What a TransactionConflict cancellation reason and TransactionConflictException say. */
    public static final String TRANSACTION_ONGOING = "Transaction is ongoing for the item";

    /** AccessDeniedException (HTTP 400), DynamoDB's answer for a resource of an account not the caller's. */
    public static DynamoDbException accessDenied(String message) {
        return of(DynamoDbException.builder(), "AccessDeniedException", message);
    }

    /** Thrown for every operation of the DynamoDB API that this engine does not implement. */
    public static DynamoDbException unsupported(String operation) {
        String message = "LocalDynamoDb does not support the " + operation + " operation";
        return (DynamoDbException) fill(DynamoDbException.builder(), "UnknownOperationException", message).build();
    }

    /**
     * The constraint message DynamoDB's request validator writes for one member, e.g. a KeyType outside its
     * enum: the value quoted as DynamoDB renders it, at {@code member} (its path in lower camel case).
     */
    public static DynamoDbException constraint(Object value, String member, String constraint) {
        return ValidationErrors.one(MemberPath.of(member), value, constraint);
    }
}
