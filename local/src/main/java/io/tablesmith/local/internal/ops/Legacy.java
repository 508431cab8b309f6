package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;

/** The legacy (pre-expression) parameters, which this engine does not implement. */
final class Legacy {
    private Legacy() {
    }

    static void reject(boolean present, String parameter, Object conditionalOperator) {
        if (present || conditionalOperator != null) {
            throw Errors.validation("LocalDynamoDb does not support the legacy parameter "
                    + (present ? parameter : "ConditionalOperator") + "; use expressions instead");
        }
    }
}
