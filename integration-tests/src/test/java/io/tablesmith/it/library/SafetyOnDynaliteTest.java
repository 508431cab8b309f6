package io.tablesmith.it.library;

import io.tablesmith.dynalite.DynaliteExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The data-safety guarantees on dynalite, over HTTP. */
@ExtendWith(DynaliteExtension.class)
class SafetyOnDynaliteTest extends SafetyContract {

    SafetyOnDynaliteTest(DynamoDbClient dynamo) {
        super(dynamo);
    }
}
