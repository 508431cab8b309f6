package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardFilterType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A stream's shards as DynamoDB's behave and consumers walk them: the open shard closes (after
 * {@link #RECORDS_PER_SHARD} records, or once it has held records for {@link #SHARD_AGE}) with an ending
 * sequence number, and a child shard whose parent it is takes the next records. The database under test is
 * configured with those two limits and the clock the scenarios move. dynalite has no streams.
 */
public abstract class StreamShardScenarios extends ScenarioBase {
    public static final long RECORDS_PER_SHARD = 3;
    public static final Duration SHARD_AGE = Duration.ofHours(1);
    public static final Instant START = Instant.parse("2026-12-01T10:00:00Z");

    /** The streams client of the same database as {@link #client()}. */
    protected abstract DynamoDbStreamsClient streams();

    /** Moves the database's clock forward. */
    protected abstract void advance(Duration by);

    private String stream() {
        String name = createTable("events", n -> software.amazon.awssdk.services.dynamodb.model.CreateTableRequest.builder()
                .tableName(n).billingMode(BillingMode.PAY_PER_REQUEST).attributeDefinitions(attr("id", ScalarAttributeType.S))
                .keySchema(hash("id")).streamSpecification(x -> x.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))
                .build());
        return client.describeTable(b -> b.tableName(name)).table().latestStreamArn();
    }

    private void write(String stream, int count) {
        String tableName = streams().describeStream(b -> b.streamArn(stream)).streamDescription().tableName();
        for (int i = 0; i < count; i++) {
            client.putItem(b -> b.tableName(tableName).item(item("id", s(Long.toString(System.nanoTime())))));
        }
    }

    private List<Shard> shards(String stream) {
        return streams().describeStream(b -> b.streamArn(stream)).streamDescription().shards();
    }

    /** Reads a shard from TRIM_HORIZON until it ends (no NextShardIterator) or a page comes back empty. */
    private List<Record> readShard(String stream, String shardId, List<Boolean> ended) {
        String iterator = streams().getShardIterator(b -> b.streamArn(stream).shardId(shardId)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        List<Record> records = new ArrayList<>();
        while (iterator != null) {
            String current = iterator;
            GetRecordsResponse page = streams().getRecords(b -> b.shardIterator(current));
            records.addAll(page.records());
            iterator = page.nextShardIterator();
            if (page.records().isEmpty()) {
                break;
            }
        }
        ended.add(iterator == null);
        return records;
    }

    @Test
    void aShardClosesAfterItsRecordLimitAndAChildTakesTheNextRecords() {
        String stream = stream();
        write(stream, 7);

        List<Shard> shards = shards(stream);

        assertThat(shards).hasSize(3);
        assertThat(shards.get(0).parentShardId()).isNull();
        assertThat(shards.get(1).parentShardId()).isEqualTo(shards.get(0).shardId());
        assertThat(shards.get(2).parentShardId()).isEqualTo(shards.get(1).shardId());
        assertThat(shards.get(0).sequenceNumberRange().endingSequenceNumber()).isNotNull();
        assertThat(shards.get(1).sequenceNumberRange().endingSequenceNumber()).isNotNull();
        assertThat(shards.get(2).sequenceNumberRange().endingSequenceNumber()).isNull();
    }

    @Test
    void readingParentsBeforeChildrenGivesEveryRecordInOrderAndClosedShardsEnd() {
        String stream = stream();
        write(stream, 7);
        List<Record> all = new ArrayList<>();
        List<Boolean> ended = new ArrayList<>();

        for (Shard shard : shards(stream)) {
            List<Record> records = readShard(stream, shard.shardId(), ended);
            assertThat(records).allSatisfy(r -> assertThat(r.dynamodb().sequenceNumber())
                    .isGreaterThan(shard.sequenceNumberRange().startingSequenceNumber()));
            if (shard.sequenceNumberRange().endingSequenceNumber() != null) {
                assertThat(records.get(records.size() - 1).dynamodb().sequenceNumber())
                        .isEqualTo(shard.sequenceNumberRange().endingSequenceNumber());
            }
            all.addAll(records);
        }

        assertThat(all).hasSize(7);
        assertThat(all).extracting(r -> r.dynamodb().sequenceNumber()).isSorted().doesNotHaveDuplicates();
        assertThat(ended).containsExactly(true, true, false);
    }

    @Test
    void describeStreamPagesShardsAndFindsAShardsChildren() {
        String stream = stream();
        write(stream, 7);
        List<Shard> shards = shards(stream);

        DescribeStreamResponse first = streams().describeStream(b -> b.streamArn(stream).limit(2));
        DescribeStreamResponse rest = streams().describeStream(b -> b.streamArn(stream).limit(2)
                .exclusiveStartShardId(first.streamDescription().lastEvaluatedShardId()));
        DescribeStreamResponse children = streams().describeStream(b -> b.streamArn(stream)
                .shardFilter(f -> f.type(ShardFilterType.CHILD_SHARDS).shardId(shards.get(0).shardId())));

        assertThat(first.streamDescription().shards()).containsExactlyElementsOf(shards.subList(0, 2));
        assertThat(first.streamDescription().lastEvaluatedShardId()).isEqualTo(shards.get(1).shardId());
        assertThat(rest.streamDescription().shards()).containsExactly(shards.get(2));
        assertThat(rest.streamDescription().lastEvaluatedShardId()).isNull();
        assertThat(children.streamDescription().shards()).containsExactly(shards.get(1));
    }

    @Test
    void aShardHoldingRecordsClosesWhenItsTimeIsUpAndAnEmptyOneStaysOpen() {
        String stream = stream();
        advance(SHARD_AGE.multipliedBy(2));
        assertThat(shards(stream)).hasSize(1);

        write(stream, 1);
        advance(SHARD_AGE);
        List<Shard> shards = shards(stream);

        assertThat(shards).hasSize(2);
        assertThat(shards.get(0).sequenceNumberRange().endingSequenceNumber()).isNotNull();
        assertThat(shards.get(1).parentShardId()).isEqualTo(shards.get(0).shardId());
        assertThat(shards.get(1).sequenceNumberRange().endingSequenceNumber()).isNull();
    }

    @Test
    void anEmptyShardsStartingSequenceNumberStartsIteratorsBeforeItsFirstRecord() {
        String stream = stream();
        Shard empty = shards(stream).get(0);
        String start = empty.sequenceNumberRange().startingSequenceNumber();
        String at = streams().getShardIterator(b -> b.streamArn(stream).shardId(empty.shardId())
                .shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER).sequenceNumber(start)).shardIterator();
        String after = streams().getShardIterator(b -> b.streamArn(stream).shardId(empty.shardId())
                .shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(start)).shardIterator();

        write(stream, 1);

        assertThat(streams().getRecords(b -> b.shardIterator(at)).records()).hasSize(1);
        assertThat(streams().getRecords(b -> b.shardIterator(after)).records()).hasSize(1);
    }
}
