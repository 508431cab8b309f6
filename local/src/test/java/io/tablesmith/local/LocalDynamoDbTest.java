package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.scenarios.Expect;
import io.tablesmith.local.scenarios.Fixtures;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.waiters.WaiterResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ExpectedAttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/** What is particular to LocalDynamoDb: setup helpers, TTL reaping, unsupported operations, concurrency. */
class LocalDynamoDbTest {

    @Test
    void createTablesIsAOneLineSetup() {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.hashOnly("first"), Fixtures.singleTable("second"));
        assertThat(db.listTables().tableNames()).containsExactly("first", "second");
        db.deleteAllTables();
        assertThat(db.listTables().tableNames()).isEmpty();
    }

    @Test
    void instancesAreIndependent() {
        LocalDynamoDb a = LocalDynamoDb.create().createTables(Fixtures.hashOnly("things"));
        LocalDynamoDb b = LocalDynamoDb.create();
        assertThat(b.listTables().tableNames()).isEmpty();
        a.putItem(r -> r.tableName("things").item(item("id", s("x"))));
        assertThat(a.scan(r -> r.tableName("things")).count()).isEqualTo(1);
        assertThat(a.describeTable(r -> r.tableName("things")).table().itemCount())
                .as("counts are exact here, where DynamoDB refreshes them every few hours").isEqualTo(1L);
    }

    @Test
    void theWaiterSeesTablesAppearAndDisappearAtOnce() {
        LocalDynamoDb db = LocalDynamoDb.create();
        db.createTable(Fixtures.hashOnly("waited"));
        try (DynamoDbWaiter waiter = db.waiter()) {
            WaiterResponse<DescribeTableResponse> exists = waiter.waitUntilTableExists(b -> b.tableName("waited"));
            assertThat(exists.matched().response()).hasValueSatisfying(
                    r -> assertThat(r.table().tableStatus()).isEqualTo(TableStatus.ACTIVE));
            assertThat(exists.attemptsExecuted()).isEqualTo(1);
            db.deleteTable(b -> b.tableName("waited"));
            WaiterResponse<DescribeTableResponse> gone = waiter.waitUntilTableNotExists(b -> b.tableName("waited"));
            assertThat(gone.matched().exception()).hasValueSatisfying(
                    e -> assertThat(e).isInstanceOf(ResourceNotFoundException.class));
            assertThat(gone.attemptsExecuted()).isEqualTo(1);
        }
    }

    @Test
    void unsupportedOperationsNameThemselves() {
        LocalDynamoDb db = LocalDynamoDb.create();
        Expect.error(() -> db.createGlobalTable(b -> b.globalTableName("t")), "UnknownOperationException",
                "LocalDynamoDb does not support the CreateGlobalTable operation");
        Expect.error(() -> db.describeContributorInsights(b -> b.tableName("t")), "UnknownOperationException",
                "LocalDynamoDb does not support the DescribeContributorInsights operation");
        Expect.error(() -> db.enableKinesisStreamingDestination(b -> b.tableName("t").streamArn("arn")),
                "UnknownOperationException", "LocalDynamoDb does not support the EnableKinesisStreamingDestination "
                        + "operation");
    }

    @Test
    void legacyParametersMixedWithExpressionsAreRefusedWithDynamoDbsMessage() {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.hashOnly("things"));
        Expect.validation(() -> db.putItem(b -> b.tableName("things").item(item("id", s("x")))
                .expected(Map.of("id", ExpectedAttributeValue.builder().exists(false).build()))
                .conditionExpression("attribute_not_exists(id)")),
                "Can not use both expression and non-expression parameters in the same request: "
                        + "Non-expression parameters: {Expected} Expression parameters: {ConditionExpression}");
    }

    @Test
    void timeToLiveIsDescribedAndReapedOnDemand() {
        Instant now = Instant.parse("2030-01-01T00:00:00Z");
        LocalDynamoDb db = LocalDynamoDb.create(Clock.fixed(now, ZoneOffset.UTC)).createTables(Fixtures.hashOnly("things"));
        assertThat(db.describeTimeToLive(b -> b.tableName("things")).timeToLiveDescription().timeToLiveStatus())
                .isEqualTo(TimeToLiveStatus.DISABLED);
        long seconds = now.getEpochSecond();
        db.putItem(b -> b.tableName("things").item(item("id", s("expired"), "expires_at", n(seconds - 1))));
        db.putItem(b -> b.tableName("things").item(item("id", s("now"), "expires_at", n(seconds))));
        db.putItem(b -> b.tableName("things").item(item("id", s("later"), "expires_at", n(seconds + 60))));
        db.putItem(b -> b.tableName("things").item(item("id", s("ancient"), "expires_at", n(1000))));
        db.putItem(b -> b.tableName("things").item(item("id", s("text"), "expires_at", s("0"))));
        db.putItem(b -> b.tableName("things").item(item("id", s("none"))));
        assertThat(db.reapExpired()).as("TTL not enabled yet").isZero();
        db.updateTimeToLive(b -> b.tableName("things").timeToLiveSpecification(t -> t.enabled(true)
                .attributeName("expires_at")));
        assertThat(db.describeTimeToLive(b -> b.tableName("things")).timeToLiveDescription().attributeName())
                .isEqualTo("expires_at");
        assertThat(db.scan(b -> b.tableName("things")).count()).as("expired items stay until reaped").isEqualTo(6);
        assertThat(db.reapExpired()).isEqualTo(2);
        List<String> left = new ArrayList<>();
        db.scan(b -> b.tableName("things")).items().forEach(i -> left.add(i.get("id").s()));
        assertThat(left).containsExactlyInAnyOrder("later", "ancient", "text", "none");
        Expect.validation(() -> db.updateTimeToLive(b -> b.tableName("things").timeToLiveSpecification(t -> t.enabled(true)
                .attributeName("expires_at"))), "TimeToLive is already enabled");
    }

    @Test
    void sdkPaginatorsWork() {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.singleTable("things"));
        for (int i = 0; i < 25; i++) {
            String sk = String.format("%02d", i);
            db.putItem(b -> b.tableName("things").item(item("pk", s("p"), "sk", s(sk))));
        }
        QueryRequest request = QueryRequest.builder().tableName("things").keyConditionExpression("pk = :p").limit(10)
                .expressionAttributeValues(values(":p", s("p"))).build();
        assertThat(db.queryPaginator(request).items().stream().count()).isEqualTo(25);
        assertThat(db.queryPaginator(request).stream().count()).isEqualTo(3);
        assertThat(db.scanPaginator(b -> b.tableName("things").limit(7)).items().stream().count()).isEqualTo(25);
    }

    @Test
    void concurrentConditionalIncrementsNeverLoseAnUpdate() throws Exception {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.hashOnly("things"));
        db.putItem(b -> b.tableName("things").item(item("id", s("counter"), "version", n(0))));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<Integer>> results = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            results.add(pool.submit(() -> {
                int wins = 0;
                for (int i = 0; i < 200; i++) {
                    Map<String, AttributeValue> current = db.getItem(b -> b.tableName("things")
                            .key(item("id", s("counter")))).item();
                    AttributeValue version = current.get("version");
                    try {
                        db.updateItem(b -> b.tableName("things").key(item("id", s("counter")))
                                .updateExpression("SET version = version + :one")
                                .conditionExpression("version = :seen")
                                .expressionAttributeValues(values(":one", n(1), ":seen", version)));
                        wins++;
                    } catch (ConditionalCheckFailedException lost) {
                        // another thread won this round
                    }
                }
                return wins;
            }));
        }
        int total = 0;
        for (Future<Integer> f : results) {
            total += f.get();
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        AttributeValue version = db.getItem(b -> b.tableName("things").key(item("id", s("counter")))).item()
                .get("version");
        assertThat(version).isEqualTo(n(total));
    }

    @Test
    void backupExportAndKeyArnsAndTheEndpointFollowTheDatabasesAccountAndRegion() {
        LocalDynamoDb db = LocalDynamoDb.builder().accountId("123412341234").region("eu-west-1").build();
        String tableArn = "arn:aws:dynamodb:eu-west-1:123412341234:table/jobs";

        TableDescription table = db.createTable(Fixtures.hashOnly("jobs").toBuilder()
                .sseSpecification(s -> s.enabled(true)).build()).tableDescription();
        db.updateContinuousBackups(b -> b.tableName("jobs").pointInTimeRecoverySpecification(
                p -> p.pointInTimeRecoveryEnabled(true)));
        String backupArn = db.createBackup(b -> b.tableName("jobs").backupName("nightly")).backupDetails().backupArn();
        String exportArn = db.exportTableToPointInTime(b -> b.tableArn(tableArn).s3Bucket("exports"))
                .exportDescription().exportArn();

        assertThat(table.tableArn()).isEqualTo(tableArn);
        assertThat(table.sseDescription().kmsMasterKeyArn()).startsWith("arn:aws:kms:eu-west-1:123412341234:key/");
        assertThat(backupArn).startsWith(tableArn + "/backup/");
        assertThat(exportArn).startsWith(tableArn + "/export/");
        assertThat(db.describeEndpoints(b -> { }).endpoints().get(0).address())
                .isEqualTo("dynamodb.eu-west-1.amazonaws.com");
        assertThat(db.inRegion("ap-south-1", () -> db.describeEndpoints(b -> { }).endpoints().get(0).address()))
                .isEqualTo("dynamodb.ap-south-1.amazonaws.com");
    }

    @Test
    void itIsADynamoDbClient() {
        DynamoDbClient client = LocalDynamoDb.create();
        assertThat(client.serviceName()).isEqualTo("dynamodb");
        client.close();
    }
}
