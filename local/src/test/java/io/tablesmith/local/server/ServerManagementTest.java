package io.tablesmith.local.server;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.SteppingClock;
import io.tablesmith.local.scenarios.Fixtures;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;

/**
 * What only a server on a database of the test's own shows over HTTP: DescribeEndpoints names the server (and a
 * client that follows it stays there),
 * transaction conflicts reach the SDK as its exception types, and lagging reads and point-in-time restores
 * follow the database's clock.
 */
class ServerManagementTest {
    private final SteppingClock clock = new SteppingClock(Instant.parse("2026-12-01T10:00:00Z"));
    private final LocalDynamoDb database = LocalDynamoDb.create(clock).createTables(Fixtures.hashOnly("jobs"));
    private LocalDynamoDbServer server;
    private DynamoDbClient client;

    @BeforeEach
    void serve() {
        server = database.serve(0);
        client = OnServer.httpClient(server.endpoint());
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void describeEndpointsNamesTheServerTheClientReached() {
        assertThat(client.describeEndpoints(b -> { }).endpoints()).singleElement()
                .satisfies(endpoint -> assertThat(endpoint.address()).isEqualTo("127.0.0.1:" + server.port()));
    }

    /**
     * Why the server answers its own address and not DynamoDB's regional endpoint: the AWS SDK for Java, with
     * endpoint discovery switched on, calls DescribeEndpoints even when given an endpoint override and sends its
     * next requests to the address answered, which would be DynamoDB itself.
     */
    @Test
    void aClientThatDiscoversEndpointsDespiteItsOverrideStaysOnTheServer() throws InterruptedException {
        CountDownLatch discovered = new CountDownLatch(1);
        List<String> sent = new CopyOnWriteArrayList<>();
        ExecutionInterceptor recorder = new ExecutionInterceptor() {
            @Override
            public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
                sent.add(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME) + " "
                        + context.httpRequest().host() + ":" + context.httpRequest().port());
            }

            @Override
            public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
                if ("DescribeEndpoints".equals(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME))) {
                    discovered.countDown();
                }
            }
        };
        try (DynamoDbClient discovering = DynamoDbClient.builder().endpointOverride(server.endpoint())
                .endpointDiscoveryEnabled(true).region(Region.EU_WEST_3)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .overrideConfiguration(o -> o.addExecutionInterceptor(recorder)).build()) {
            discovering.putItem(b -> b.tableName("jobs").item(item("id", s("before"))));
            // the SDK refreshes its endpoint cache on a thread of its own
            boolean asked = discovered.await(30, TimeUnit.SECONDS);
            discovering.putItem(b -> b.tableName("jobs").item(item("id", s("after"))));

            assertThat(asked).as("the SDK asked for endpoints despite the override").isTrue();
            assertThat(sent).contains("DescribeEndpoints 127.0.0.1:" + server.port())
                    .allSatisfy(request -> assertThat(request).endsWith(" 127.0.0.1:" + server.port()));
            assertThat(sent.get(sent.size() - 1)).isEqualTo("PutItem 127.0.0.1:" + server.port());
            assertThat(client.getItem(b -> b.tableName("jobs").key(item("id", s("after")))).hasItem()).isTrue();
        }
    }

    @Test
    void transactionConflictsReachTheSdkAsItsExceptionTypes() {
        database.transactionConflicts().failNextTransactions(1).failItems("jobs", key -> key.get("id").s().equals("x"));

        TransactionCanceledException cancelled = catchThrowableOfType(TransactionCanceledException.class,
                () -> client.transactWriteItems(b -> b.transactItems(t -> t.put(p -> p.tableName("jobs")
                        .item(item("id", s("a")))))));
        TransactionConflictException conflict = catchThrowableOfType(TransactionConflictException.class,
                () -> client.putItem(b -> b.tableName("jobs").item(item("id", s("x")))));

        assertThat(cancelled.cancellationReasons()).singleElement().satisfies(reason -> {
            assertThat(reason.code()).isEqualTo("TransactionConflict");
            assertThat(reason.message()).isEqualTo("Transaction is ongoing for the item");
        });
        assertThat(conflict.awsErrorDetails().errorMessage()).isEqualTo("Transaction is ongoing for the item");
    }

    @Test
    void lagsAndRestoresFollowTheDatabasesClock() {
        database.eventualConsistency(Duration.ofSeconds(2));
        client.updateContinuousBackups(b -> b.tableName("jobs")
                .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true)));
        client.putItem(b -> b.tableName("jobs").item(item("id", s("first"))));
        Instant afterFirst = clock.instant();
        clock.advance(Duration.ofSeconds(1));
        client.putItem(b -> b.tableName("jobs").item(item("id", s("second"))));

        boolean eventuallySeen = client.getItem(b -> b.tableName("jobs").key(item("id", s("second")))).hasItem();
        boolean consistentlySeen = client.getItem(b -> b.tableName("jobs").key(item("id", s("second")))
                .consistentRead(true)).hasItem();
        client.restoreTableToPointInTime(b -> b.sourceTableName("jobs").targetTableName("jobs-then")
                .restoreDateTime(afterFirst));

        assertThat(eventuallySeen).isFalse();
        assertThat(consistentlySeen).isTrue();
        assertThat(client.scan(b -> b.tableName("jobs-then").consistentRead(true)).items())
                .extracting(i -> i.get("id").s()).containsExactly("first");
    }
}
