package io.tablesmith.spring;

import io.tablesmith.local.LocalDynamoDb;

/** LocalDynamoDbs as an application's own client would find its tables. */
final class Tables {

    private Tables() {
    }

    /** Both tables of the tests, under these names, each as its definition says. */
    static LocalDynamoDb withBoth(String shop, String audit) {
        LocalDynamoDb dynamo = LocalDynamoDb.create();
        dynamo.createTables(io.tablesmith.spring.shop.TablesmithTable.createTableRequest(shop),
                io.tablesmith.spring.audit.TablesmithTable.createTableRequest(audit));
        dynamo.updateTimeToLive(io.tablesmith.spring.audit.TablesmithTable.timeToLiveRequest(audit));
        return dynamo;
    }
}
