package io.tablesmith.internal;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.TableMismatchException;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.telemetry.Outcome;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkServiceException;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** A failed request's {@link Outcome}: a small fixed set, whatever the SDK or the engine threw. */
final class Outcomes {

    private Outcomes() {
    }

    static Outcome of(Throwable failure) {
        if (failure instanceof ConditionalCheckFailedException || failure instanceof ConditionFailedException) {
            return Outcome.CONDITION_FAILED;
        }
        if (failure instanceof TransactionCanceledException) {
            return Outcome.TRANSACTION_CANCELED;
        }
        if (failure instanceof TableNotFoundException || failure instanceof ResourceNotFoundException) {
            return Outcome.TABLE_NOT_FOUND;
        }
        if (failure instanceof TableMismatchException) {
            return Outcome.REFUSED;
        }
        if (failure instanceof ApiCallTimeoutException || failure instanceof ApiCallAttemptTimeoutException) {
            return Outcome.TIMEOUT;
        }
        if (failure instanceof ProvisionedThroughputExceededException || failure instanceof RequestLimitExceededException) {
            return Outcome.THROTTLED;
        }
        if (failure instanceof SdkServiceException service) {
            if (service.isThrottlingException()) {
                return Outcome.THROTTLED;
            }
            return service.statusCode() >= 400 && service.statusCode() < 500 ? Outcome.REFUSED : Outcome.ERROR;
        }
        return Outcome.ERROR;
    }
}
