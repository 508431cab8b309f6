package io.tablesmith.local.scenarios;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** Assertions on the errors DynamoDB returns. */
public final class Expect {
    private Expect() {
    }

    /** The call fails with HTTP 400, the given error code and exactly this message. */
    public static DynamoDbException error(ThrowingCallable call, String errorCode, String message) {
        DynamoDbException e = catchThrowableOfType(DynamoDbException.class, call);
        assertThat(e).as("expected %s: %s", errorCode, message).isNotNull();
        assertThat(e.statusCode()).isEqualTo(400);
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo(errorCode);
        if (message != null) {
            assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
        }
        return e;
    }

    public static DynamoDbException validation(ThrowingCallable call, String message) {
        return error(call, "ValidationException", message);
    }

    /** A ValidationException whose message starts with {@code prefix}. */
    public static DynamoDbException validationStartingWith(ThrowingCallable call, String prefix) {
        DynamoDbException e = error(call, "ValidationException", null);
        assertThat(e.awsErrorDetails().errorMessage()).startsWith(prefix);
        return e;
    }
}
