package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.scenarios.Av;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Stream records under concurrent writers: each item's records in the order its writes committed, and a
 * transaction's records seen all at once by a reader polling meanwhile. Threads meet through futures only.
 */
class LocalStreamConcurrencyTest {
    private static final int WRITERS = 4;
    private static final int WRITES = 200;

    private final LocalDynamoDb db = LocalDynamoDb.create().createTables(CreateTableRequest.builder()
            .tableName("counters").billingMode(BillingMode.PAY_PER_REQUEST)
            .attributeDefinitions(attr("id", ScalarAttributeType.S)).keySchema(hash("id"))
            .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE)).build());
    private final DynamoDbStreamsClient streams = db.streamsClient();
    private final String arn = db.describeTable(b -> b.tableName("counters")).table().latestStreamArn();
    private final ExecutorService pool = Executors.newFixedThreadPool(WRITERS + 1);

    @AfterEach
    void stopThreads() throws InterruptedException {
        pool.shutdownNow();
        assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    }

    private String trimHorizon() {
        String shard = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
        return streams.getShardIterator(b -> b.streamArn(arn).shardId(shard)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
    }

    @Test
    void eachItemsRecordsFollowTheOrderOfItsWrites() throws Exception {
        List<Future<?>> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            String id = "counter-" + w;
            writers.add(pool.submit(() -> {
                for (int i = 0; i < WRITES; i++) {
                    db.updateItem(b -> b.tableName("counters").key(Av.item("id", Av.s(id)))
                            .updateExpression("ADD n :one").expressionAttributeValues(Map.of(":one", Av.n(1))));
                }
                return null;
            }));
        }
        for (Future<?> writer : writers) {
            writer.get(60, TimeUnit.SECONDS);
        }
        List<Record> records = streams.getRecords(b -> b.shardIterator(trimHorizon())).records();
        assertThat(records).hasSize(WRITERS * WRITES);
        Map<String, Integer> last = new HashMap<>();
        for (Record r : records) {
            String id = r.dynamodb().keys().get("id").s();
            int n = Integer.parseInt(r.dynamodb().newImage().get("n").n());
            assertThat(n).as("record of %s after %s", id, last.get(id)).isEqualTo(last.getOrDefault(id, 0) + 1);
            last.put(id, n);
        }
    }

    @Test
    void aReaderSeesEachTransactionWhole() throws Exception {
        AtomicBoolean writing = new AtomicBoolean(true);
        Future<?> writer = pool.submit(() -> {
            try {
                for (int i = 0; i < WRITES; i++) {
                    String n = Integer.toString(i);
                    db.transactWriteItems(b -> b.transactItems(
                            TransactWriteItem.builder().put(p -> p.tableName("counters")
                                    .item(Av.item("id", Av.s("left-" + n)))).build(),
                            TransactWriteItem.builder().put(p -> p.tableName("counters")
                                    .item(Av.item("id", Av.s("right-" + n)))).build()));
                }
            } finally {
                writing.set(false);
            }
            return null;
        });
        String iterator = trimHorizon();
        int seen = 0;
        int polls = 0;
        boolean more = true;
        while (more) {
            more = writing.get();
            String current = iterator;
            GetRecordsResponse page = streams.getRecords(b -> b.shardIterator(current));
            seen += page.records().size();
            polls++;
            assertThat(seen % 2).as("records seen after poll %d", polls).isZero();
            iterator = page.nextShardIterator();
        }
        writer.get(60, TimeUnit.SECONDS);
        assertThat(seen).isEqualTo(2 * WRITES);
    }
}
