package io.tablesmith.local.internal.streams;

import io.tablesmith.local.internal.validation.MemberPath;
import io.tablesmith.local.internal.validation.ValidationErrors;
import java.util.UUID;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;

/** The exceptions of the DynamoDB Streams API, shaped as the SDK unmarshals them from DynamoDB's answers. */
final class StreamErrors {
    private static final String SERVICE = "DynamoDbStreams";

    private StreamErrors() {
    }

    private static DynamoDbException build(AwsServiceException.Builder builder, String code, String message) {
        builder.message(message).statusCode(400).requestId(UUID.randomUUID().toString())
                .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage(message).serviceName(SERVICE)
                        .build());
        return (DynamoDbException) builder.build();
    }

    static DynamoDbException validation(String message) {
        return build(DynamoDbException.builder(), "ValidationException", message);
    }

    /** DynamoDB's request validator's message for one member that breaks a constraint. */
    static DynamoDbException constraint(Object value, String member, String constraint) {
        return validation(new ValidationErrors().add(ValidationErrors.Wording.QUOTED, MemberPath.of(member), value,
                constraint).message());
    }

    static DynamoDbException streamNotFound(String arn) {
        return notFound("Requested resource not found: Stream: " + arn + " not found");
    }

    static DynamoDbException notFound(String message) {
        return build(ResourceNotFoundException.builder(), "ResourceNotFoundException", message);
    }

    static DynamoDbException trimmed() {
        return build(TrimmedDataAccessException.builder(), "TrimmedDataAccessException",
                "The data you are trying to access has been trimmed");
    }

    static DynamoDbException expired() {
        return build(ExpiredIteratorException.builder(), "ExpiredIteratorException", "Iterator expired");
    }
}
