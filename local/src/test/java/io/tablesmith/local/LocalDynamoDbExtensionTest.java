package io.tablesmith.local;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.scenarios.Fixtures;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class LocalDynamoDbExtensionTest {

    @Nested
    @ExtendWith(LocalDynamoDbExtension.class)
    class WithoutTables {
        @Test
        void injectsAFreshDatabase(LocalDynamoDb db, DynamoDbClient sameDb) {
            assertThat(db.listTables().tableNames()).isEmpty();
            assertThat(sameDb).isSameAs(db);
            db.createTable(Fixtures.hashOnly("created-here"));
        }

        @Test
        void eachTestStartsEmpty(LocalDynamoDb db) {
            assertThat(db.listTables().tableNames()).isEmpty();
            db.createTable(Fixtures.hashOnly("created-here"));
        }
    }

    @Nested
    class WithTables {
        @RegisterExtension
        final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTables(Fixtures.hashOnly("jobs"));

        @Test
        void createsTheTablesBeforeEachTest(DynamoDbClient client) {
            assertThat(client.listTables().tableNames()).containsExactly("jobs");
            assertThat(dynamo.client()).isSameAs(client);
            client.deleteTable(b -> b.tableName("jobs"));
        }

        @Test
        void andAgainForTheNextTest() {
            assertThat(dynamo.client().listTables().tableNames()).containsExactly("jobs");
        }
    }

    @Nested
    @ExtendWith(LocalDynamoDbExtension.class)
    class ConstructorInjection {
        private final DynamoDbClient client;

        ConstructorInjection(DynamoDbClient client) {
            this.client = client;
        }

        @Test
        void getsTheSameDatabaseAsTheTestMethod(LocalDynamoDb db) {
            assertThat(db).isSameAs(client);
            assertThat(client.listTables().tableNames()).isEmpty();
            client.createTable(Fixtures.hashOnly("from-first-test"));
        }

        @Test
        void andEachTestInstanceGetsAFreshOne(LocalDynamoDb db) {
            assertThat(db).isSameAs(client);
            assertThat(client.listTables().tableNames()).isEmpty();
            client.createTable(Fixtures.hashOnly("from-second-test"));
        }
    }
}
