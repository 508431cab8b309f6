package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.TableNotFoundException;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.transaction.Transaction;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/** Table errors and checks on LocalDynamoDb, which also has transactions and time to live. */
class TableErrorsLocalTest extends TableErrorsContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private int tables;

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        String name = "table" + (++tables);
        dynamo.createTables(TablesmithTable.createTableRequest(name));
        return name;
    }

    @Override
    String create(CreateTableRequest.Builder request) {
        String name = "other" + (++tables);
        dynamo.createTables(request.tableName(name).build());
        return name;
    }

    @Override
    String missingTable() {
        return "missing";
    }

    @Test
    void aTransactionNamesTheTablesItWrites() {
        JobRepository jobs = new JobRepository(dynamo, "missing");

        assertThatThrownBy(() -> Transaction.write(dynamo).create(jobs, Job.queued("1", T0)).execute())
                .isInstanceOfSatisfying(TableNotFoundException.class, e -> assertThat(e.tableName()).isEqualTo("missing"))
                .hasMessageContaining("TransactWriteItems refused: table \"missing\" does not exist");
    }

    @Test
    void withTimeToLiveOnTheGeneratedTableMatchesItsDefinition() {
        String table = newTable();
        dynamo.updateTimeToLive(TablesmithTable.timeToLiveRequest(table));

        assertThat(TablesmithTable.check(dynamo, table).requireMatch().matches()).isTrue();
    }
}
