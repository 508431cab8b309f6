package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Errors;
import java.util.UUID;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.DuplicateItemException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** The errors only PartiQL statements raise, with DynamoDB's wording. */
final class PartiqlErrors {
    private static final String MALFORMED = "Statement wasn't well formed, can't be processed: ";

    private PartiqlErrors() {
    }

    /** A statement that does not parse. */
    static DynamoDbException malformed(String detail) {
        return Errors.validation(MALFORMED + detail);
    }

    /** An INSERT of an item whose key is already in the table. */
    static DynamoDbException duplicateItem() {
        String message = "Duplicate primary key exists in table";
        return (DynamoDbException) DuplicateItemException.builder().message(message).statusCode(400)
                .requestId(UUID.randomUUID().toString())
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("DuplicateItemException").errorMessage(message)
                        .serviceName("DynamoDb").build())
                .build();
    }

    /** The message of an engine error without the expression kind the engine names ("Invalid FilterExpression: "). */
    static DynamoDbException withoutExpressionKind(DynamoDbException e) {
        String message = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorMessage();
        if (message == null || !message.startsWith("Invalid ") || !"ValidationException".equals(code(e))) {
            return e;
        }
        int colon = message.indexOf("Expression: ");
        if (colon < 0) {
            return e;
        }
        return Errors.validation(message.substring(colon + "Expression: ".length()));
    }

    static String code(DynamoDbException e) {
        return e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
    }
}
