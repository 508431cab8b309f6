package io.tablesmith.local;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.scenarios.Av;
import io.tablesmith.local.scenarios.Fixtures;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/** What is particular to the async client: how failures arrive, which thread completes, closing. */
class InProcessAsyncClientTest {

    @Test
    void aFailedConditionFailsTheFutureWithACompletionExceptionAroundIt() {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.hashOnly("things"));
        db.putItem(b -> b.tableName("things").item(Av.item("id", Av.s("a"))));
        CompletableFuture<?> put = db.asyncClient().putItem(b -> b.tableName("things")
                .item(Av.item("id", Av.s("a"))).conditionExpression("attribute_not_exists(id)"));

        Throwable seen = put.handle((response, error) -> error).join();
        assertThat(seen).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(ConditionalCheckFailedException.class);
        try {
            put.get();
        } catch (ExecutionException e) {
            assertThat(e).hasCauseInstanceOf(ConditionalCheckFailedException.class);
            return;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        throw new AssertionError("get() answered a failed put");
    }

    @Test
    void theFutureCompletesOnAnEngineThreadAfterTheCallHasReturned() {
        GatedClock clock = new GatedClock();
        DynamoDbAsyncClient async = LocalDynamoDb.create(clock).asyncClient();
        clock.close();
        CompletableFuture<Thread> completedOn = async.createTable(Fixtures.hashOnly("things"))
                .thenApply(response -> Thread.currentThread());

        assertThat(completedOn).isNotDone(); // CreateTable waits for the clock, off the caller's thread
        clock.open();
        assertThat(completedOn.join()).isNotSameAs(Thread.currentThread())
                .satisfies(thread -> assertThat(thread.getName()).startsWith("local-dynamodb-async-"));
    }

    @Test
    void aClosedDatabaseFailsItsAsyncCallsAndStillAnswersInProcess() {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.hashOnly("things"));
        DynamoDbAsyncClient async = db.asyncClient();
        db.close();

        Throwable seen = async.getItem(b -> b.tableName("things").key(Av.item("id", Av.s("a"))))
                .handle((response, error) -> error).join();
        assertThat(seen).isInstanceOf(CompletionException.class).cause().isInstanceOf(SdkClientException.class)
                .hasMessageContaining("GetItem was not run: its LocalDynamoDb was closed");
        assertThat(db.getItem(b -> b.tableName("things").key(Av.item("id", Av.s("a")))).hasItem()).isFalse();
    }

    @Test
    void closingOneAsyncClientLeavesTheOthersAnswering() {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.hashOnly("things"));
        DynamoDbAsyncClient closed = db.asyncClient();
        closed.close();

        Throwable seen = closed.listTables().handle((response, error) -> error).join();
        assertThat(seen).cause().isInstanceOf(SdkClientException.class)
                .hasMessageContaining("ListTables was not run: this async client of LocalDynamoDb was closed");
        assertThat(db.asyncClient().listTables().join().tableNames()).containsExactly("things");
    }

    @Test
    void aCallInsideInRegionRunsInThatRegion() {
        LocalDynamoDb db = LocalDynamoDb.create();
        DynamoDbAsyncClient async = db.asyncClient();
        String arn = db.inRegion("eu-west-3", () -> async.createTable(Fixtures.hashOnly("things")))
                .join().tableDescription().tableArn();
        assertThat(arn).startsWith("arn:aws:dynamodb:eu-west-3:");
    }

    @Test
    void paginatorsAndTheWaiterWork() {
        LocalDynamoDb db = LocalDynamoDb.create().createTables(Fixtures.hashOnly("things"));
        for (int i = 0; i < 25; i++) {
            String pk = "item-" + i;
            db.putItem(b -> b.tableName("things").item(Av.item("id", Av.s(pk))));
        }
        DynamoDbAsyncClient async = db.asyncClient();
        java.util.List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        async.scanPaginator(b -> b.tableName("things").limit(4)).items()
                .subscribe(item -> seen.add(item.get("id").s())).join();
        assertThat(seen).hasSize(25).doesNotHaveDuplicates();
        assertThat(async.waiter().waitUntilTableExists(b -> b.tableName("things")).join().matched().response())
                .isPresent();
        assertThat(async.serviceName()).isEqualTo("dynamodb");
    }

    /** A clock whose readers wait while it is closed: holds the engine mid-operation without sleeping. */
    private static final class GatedClock extends Clock {
        private volatile CountDownLatch gate = new CountDownLatch(0);

        void close() {
            gate = new CountDownLatch(1);
        }

        void open() {
            gate.countDown();
        }

        @Override
        public Instant instant() {
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Instant.parse("2026-12-01T10:00:00Z");
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }
}
