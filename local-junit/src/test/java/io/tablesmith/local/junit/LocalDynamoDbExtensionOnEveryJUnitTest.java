package io.tablesmith.local.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.LocalDynamoDbExtension;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The extension as a user's test class sees it; the same class runs on JUnit 5.10, 5.14 and 6
 * (one module each), so a call into an API of only one JUnit line fails here with NoSuchMethodError.
 */
class LocalDynamoDbExtensionOnEveryJUnitTest {

    static final Set<LocalDynamoDb> SEEN_BY_CONSTRUCTORS = new HashSet<>();

    static CreateTableRequest table(String name) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .build();
    }

    @Test
    void runsOnTheJUnitLineThisModuleDeclares() {
        assertThat(Test.class.getPackage().getImplementationVersion())
                .isEqualTo(System.getProperty("expected.junit.version"));
    }

    @Nested
    @ExtendWith(LocalDynamoDbExtension.class)
    class WithoutTables {
        @Test
        void injectsAFreshDatabaseAsEitherType(LocalDynamoDb db, DynamoDbClient sameDb) {
            assertThat(db.listTables().tableNames()).isEmpty();
            assertThat(sameDb).isSameAs(db);
            db.createTable(table("created-here"));
        }

        @Test
        void eachTestStartsEmpty(LocalDynamoDb db) {
            assertThat(db.listTables().tableNames()).isEmpty();
            db.createTable(table("created-here"));
        }
    }

    @Nested
    class WithTablesAndAClock {
        @RegisterExtension
        final LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTables(table("jobs"))
                .withClock(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC));

        @Test
        void createsTheTablesBeforeEachTest(DynamoDbClient client) {
            assertThat(client.listTables().tableNames()).containsExactly("jobs");
            assertThat(dynamo.client()).isSameAs(client);
            client.putItem(b -> b.tableName("jobs").item(Map.of("pk", AttributeValue.fromS("a"))));
            client.deleteTable(b -> b.tableName("jobs"));
        }

        @Test
        void andAgainForTheNextTest() {
            assertThat(dynamo.client().listTables().tableNames()).containsExactly("jobs");
            assertThat(dynamo.client().scan(b -> b.tableName("jobs")).items()).isEmpty();
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
            assertThat(SEEN_BY_CONSTRUCTORS.add(db)).as("a database no other test instance got").isTrue();
            assertThat(client.listTables().tableNames()).isEmpty();
            client.createTable(table("from-first-test"));
        }

        @Test
        void andEachTestInstanceGetsAFreshOne(LocalDynamoDb db) {
            assertThat(db).isSameAs(client);
            assertThat(SEEN_BY_CONSTRUCTORS.add(db)).as("a database no other test instance got").isTrue();
            assertThat(client.listTables().tableNames()).isEmpty();
            client.createTable(table("from-second-test"));
        }
    }
}
