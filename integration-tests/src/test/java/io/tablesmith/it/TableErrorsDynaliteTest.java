package io.tablesmith.it;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * Table errors and checks on dynalite over HTTP. dynalite answers DescribeTimeToLive with DISABLED
 * whatever was asked (it has no time to live), so a check that includes TTL reports it there.
 */
@ExtendWith(DynaliteExtension.class)
class TableErrorsDynaliteTest extends TableErrorsContract {

    private final DynamoDbClient dynamo;

    TableErrorsDynaliteTest(DynamoDbClient dynamo) {
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
    String create(CreateTableRequest.Builder request) {
        String name = DynaliteServer.uniqueTableName("other");
        DynaliteServer.createTable(dynamo, request.tableName(name).build());
        return name;
    }

    @Override
    String missingTable() {
        return DynaliteServer.uniqueTableName("missing");
    }
}
