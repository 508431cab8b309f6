package io.tablesmith.telemetry;

import io.tablesmith.Capacity;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * How one request ended.
 *
 * @param outcome success, a refusal or a failure, as a small fixed set
 * @param capacity what DynamoDB reported as consumed; {@link Capacity#NONE} when none was asked for
 *     or reported (a failed request reports none)
 * @param response DynamoDB's answer, or {@code null} when the request failed
 * @param failure why the request failed, or {@code null}
 */
public record RequestResult(Outcome outcome, Capacity capacity, DynamoDbResponse response, Throwable failure) {

    public RequestResult {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(capacity, "capacity");
    }

    /** DynamoDB's answer, when the request succeeded. */
    public Optional<DynamoDbResponse> answer() {
        return Optional.ofNullable(response);
    }

    /** Why the request failed. */
    public Optional<Throwable> error() {
        return Optional.ofNullable(failure);
    }
}
