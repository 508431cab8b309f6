package io.tablesmith.it;

import io.tablesmith.dynalite.DynaliteExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Writes return what reads return, on dynalite over HTTP; it has no transactions, whose steps run on LocalDynamoDb. */
@ExtendWith(DynaliteExtension.class)
class WritesReturnWhatReadsReturnDynaliteTest extends WritesReturnWhatReadsReturnContract {

    private final DynamoDbClient dynamo;

    WritesReturnWhatReadsReturnDynaliteTest(DynamoDbClient dynamo) {
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
    int seedCount() {
        return 10;
    }

    @Override
    boolean transactions() {
        return false;
    }
}
