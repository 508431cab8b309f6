package io.tablesmith.it.keycheck;

import io.tablesmith.dynalite.DynaliteExtension;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Reads never invent a key, on dynalite over HTTP. */
@ExtendWith(DynaliteExtension.class)
class KeyCheckOnDynaliteTest extends KeyCheckContract {

    KeyCheckOnDynaliteTest(DynamoDbClient dynamo) {
        super(dynamo);
    }
}
