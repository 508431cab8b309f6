package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.local.scenarios.Av;
import io.tablesmith.local.scenarios.Expect;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * What a stream does as time passes, on the database's own clock (no sleeps): records kept 24 hours,
 * iterators valid 15 minutes, a disabled stream gone after 24 hours, TTL deletions marked as DynamoDB's.
 */
class LocalStreamRetentionTest {
    private static final Instant START = Instant.parse("2026-12-01T10:00:00.250Z");

    private final SteppingClock clock = new SteppingClock(START);
    private LocalDynamoDb db;
    private DynamoDbStreamsClient streams;
    private String arn;
    private String shard;

    @BeforeEach
    void createTableWithStream() {
        db = LocalDynamoDb.create(clock).createTables(CreateTableRequest.builder().tableName("events")
                .billingMode(BillingMode.PAY_PER_REQUEST).attributeDefinitions(attr("id", ScalarAttributeType.S))
                .keySchema(hash("id"))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        streams = db.streamsClient();
        arn = db.describeTable(b -> b.tableName("events")).table().latestStreamArn();
        shard = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
    }

    private void put(String id) {
        db.putItem(b -> b.tableName("events").item(Av.item("id", Av.s(id))));
    }

    private String iterator(ShardIteratorType type, String sequenceNumber) {
        return streams.getShardIterator(b -> b.streamArn(arn).shardId(shard).shardIteratorType(type)
                .sequenceNumber(sequenceNumber)).shardIterator();
    }

    private List<String> ids(GetRecordsResponse page) {
        return page.records().stream().map(r -> r.dynamodb().keys().get("id").s()).toList();
    }

    @Test
    void recordsAreKeptTwentyFourHours() {
        put("old");
        String oldSequence = streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)))
                .records().get(0).dynamodb().sequenceNumber();
        clock.advance(Duration.ofHours(23));
        put("recent");
        assertThat(ids(streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)))))
                .containsExactly("old", "recent");

        clock.advance(Duration.ofHours(1));
        // exactly 24 hours old: still there
        String atOld = iterator(ShardIteratorType.TRIM_HORIZON, null);
        assertThat(ids(streams.getRecords(b -> b.shardIterator(atOld)))).containsExactly("old", "recent");

        clock.advance(Duration.ofMillis(1));
        // the iterator handed out a moment ago points at a record that has since been trimmed
        Expect.error(() -> streams.getRecords(b -> b.shardIterator(atOld)), "TrimmedDataAccessException",
                "The data you are trying to access has been trimmed");
        assertThat(ids(streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)))))
                .containsExactly("recent");
        assertThat(Expect.error(() -> iterator(ShardIteratorType.AT_SEQUENCE_NUMBER, oldSequence),
                "TrimmedDataAccessException", null)).isInstanceOf(TrimmedDataAccessException.class);
    }

    @Test
    void aLongShardTrimmedInPartReadsOnFromAnyRecordKept() {
        for (int i = 0; i < 2_000; i++) {
            put("early-" + i);
        }
        clock.advance(Duration.ofHours(1));
        for (int i = 0; i < 1_500; i++) {
            put("late-" + i);
        }
        clock.advance(Duration.ofHours(23).plusMillis(1)); // the early records are trimmed, the late ones kept
        GetRecordsResponse first = streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)));
        assertThat(ids(first)).hasSize(1_000).startsWith("late-0").endsWith("late-999");
        assertThat(ids(streams.getRecords(b -> b.shardIterator(first.nextShardIterator())))).hasSize(500)
                .startsWith("late-1000").endsWith("late-1499");
        String middle = first.records().get(700).dynamodb().sequenceNumber();
        assertThat(ids(streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.AFTER_SEQUENCE_NUMBER, middle))
                .limit(2)))).containsExactly("late-701", "late-702");
        put("after");
        assertThat(ids(streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.AT_SEQUENCE_NUMBER, middle))
                .limit(1)))).containsExactly("late-700");
    }

    @Test
    void iteratorsExpireAfterFifteenMinutes() {
        put("a");
        String iterator = iterator(ShardIteratorType.TRIM_HORIZON, null);
        clock.advance(Duration.ofMinutes(15).minusMillis(1));
        GetRecordsResponse page = streams.getRecords(b -> b.shardIterator(iterator));
        assertThat(ids(page)).containsExactly("a");

        clock.advance(Duration.ofMillis(1));
        assertThat(Expect.error(() -> streams.getRecords(b -> b.shardIterator(iterator)), "ExpiredIteratorException",
                "Iterator expired")).isInstanceOf(ExpiredIteratorException.class);
        // the next iterator a page hands out is new, and lives 15 minutes from then
        put("b");
        assertThat(ids(streams.getRecords(b -> b.shardIterator(page.nextShardIterator())))).containsExactly("b");
    }

    @Test
    void retentionAndIteratorLifetimeAreTheBuildersWhenGiven() {
        db = LocalDynamoDb.builder().clock(clock).streamRetention(Duration.ofHours(1))
                .shardIteratorLifetime(Duration.ofMinutes(1)).build();
        db.createTable(CreateTableRequest.builder().tableName("events").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("id", ScalarAttributeType.S)).keySchema(hash("id"))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY)).build());
        streams = db.streamsClient();
        arn = db.describeTable(b -> b.tableName("events")).table().latestStreamArn();
        shard = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
        put("old");
        String iterator = iterator(ShardIteratorType.TRIM_HORIZON, null);
        clock.advance(Duration.ofMinutes(1));
        Expect.error(() -> streams.getRecords(b -> b.shardIterator(iterator)), "ExpiredIteratorException", "Iterator expired");

        clock.advance(Duration.ofMinutes(59));
        put("recent");
        assertThat(ids(streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)))))
                .as("exactly an hour old: still there").containsExactly("old", "recent");
        clock.advance(Duration.ofMillis(1));
        assertThat(ids(streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)))))
                .containsExactly("recent");
    }

    @Test
    void retentionAndIteratorLifetimeArePositive() {
        assertThatThrownBy(() -> LocalDynamoDb.builder().streamRetention(Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("A stream's retention must be positive, but was PT0S");
        assertThatThrownBy(() -> LocalDynamoDb.builder().shardIteratorLifetime(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A shard iterator's lifetime must be positive, but was PT-1S");
    }

    @Test
    void aDisabledStreamIsGoneAfterTwentyFourHours() {
        put("a");
        db.deleteTable(b -> b.tableName("events"));
        clock.advance(Duration.ofHours(24).minusMillis(1));
        assertThat(streams.listStreams(b -> b.tableName("events")).streams()).hasSize(1);
        clock.advance(Duration.ofMillis(1));
        assertThat(streams.listStreams(b -> b.tableName("events")).streams()).isEmpty();
        Expect.error(() -> streams.describeStream(b -> b.streamArn(arn)), "ResourceNotFoundException",
                "Requested resource not found: Stream: " + arn + " not found");
    }

    @Test
    void deleteAllTablesDisablesTheirStreams() {
        put("a");
        db.deleteAllTables();
        assertThat(streams.describeStream(b -> b.streamArn(arn)).streamDescription().streamStatus())
                .isEqualTo(StreamStatus.DISABLED);
        assertThat(ids(streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)))))
                .containsExactly("a");
    }

    @Test
    void recordsCarryTheClocksTimeInSeconds() {
        put("a");
        Record record = streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON, null)))
                .records().get(0);
        assertThat(record.dynamodb().approximateCreationDateTime()).isEqualTo(Instant.parse("2026-12-01T10:00:00Z"));
    }

    @Test
    void ttlDeletionsAreMarkedAsTheServicesOwn() {
        db.updateTimeToLive(b -> b.tableName("events").timeToLiveSpecification(t -> t.enabled(true)
                .attributeName("expires")));
        long past = START.getEpochSecond() - 60;
        db.putItem(b -> b.tableName("events").item(Av.item("id", Av.s("ttl"), "expires", Av.n(past))));
        db.putItem(b -> b.tableName("events").item(Av.item("id", Av.s("user"))));
        db.deleteItem(b -> b.tableName("events").key(Av.item("id", Av.s("user"))));
        assertThat(db.reapExpired()).isEqualTo(1);

        List<Record> records = streams.getRecords(b -> b.shardIterator(iterator(ShardIteratorType.TRIM_HORIZON,
                null))).records();
        assertThat(records).extracting(Record::eventName).containsExactly(OperationType.INSERT, OperationType.INSERT,
                OperationType.REMOVE, OperationType.REMOVE);
        assertThat(records.get(2).userIdentity()).isNull();
        Record expired = records.get(3);
        assertThat(expired.dynamodb().keys().get("id").s()).isEqualTo("ttl");
        assertThat(expired.dynamodb().oldImage().get("expires")).isEqualTo(Av.n(past));
        assertThat(expired.userIdentity()).isEqualTo(Identity.builder().type("Service")
                .principalId("dynamodb.amazonaws.com").build());
    }

    @Test
    void aDatabaseWithoutStreamsListsNone() {
        LocalDynamoDb plain = LocalDynamoDb.create(clock).createTables(CreateTableRequest.builder().tableName("plain")
                .billingMode(BillingMode.PAY_PER_REQUEST).attributeDefinitions(attr("id", ScalarAttributeType.S))
                .keySchema(hash("id")).build());
        plain.putItem(b -> b.tableName("plain").item(Av.item("id", Av.s("a"))));
        assertThat(plain.streamsClient().listStreams(b -> { }).streams()).isEmpty();
    }
}
