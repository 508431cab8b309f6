package io.tablesmith.it;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lease locks and fenced writes on dynalite over HTTP: single-item conditional writes only. */
@ExtendWith(DynaliteExtension.class)
class LeaseLocksDynaliteTest extends LeaseLocksContract {

    private final DynamoDbClient dynamo;

    LeaseLocksDynaliteTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
    }

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        return Tables.create(dynamo);
    }

    @Override
    int acquisitionsPerThread() {
        return 10;
    }
}
