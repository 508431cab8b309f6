package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Fixtures.attr;
import static io.tablesmith.local.scenarios.Fixtures.hash;
import static io.tablesmith.local.scenarios.Fixtures.range;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * DynamoDB Streams as a consumer sees them: a table created with a stream, its records read through
 * ListStreams, DescribeStream, GetShardIterator and GetRecords. dynalite has no streams, so these run on
 * LocalDynamoDb and over HTTP only.
 */
public abstract class StreamScenarios extends ScenarioBase {

    /** The streams client of the same database as {@link #client()}; called before each test. */
    protected abstract DynamoDbStreamsClient streams();

    /** A table pk (S) + sk (S) with a stream of this view type; returns its stream ARN. */
    private String streamTable(String suffix, StreamViewType viewType) {
        String name = createTable(suffix, n -> withStream(n, viewType));
        return client.describeTable(b -> b.tableName(name)).table().latestStreamArn();
    }

    private static CreateTableRequest withStream(String name, StreamViewType viewType) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk", ScalarAttributeType.S), attr("sk", ScalarAttributeType.S))
                .keySchema(hash("pk"), range("sk"))
                .streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType(viewType).build())
                .build();
    }

    private String tableOf(String streamArn) {
        return streams().describeStream(b -> b.streamArn(streamArn)).streamDescription().tableName();
    }

    private String shardOf(String streamArn) {
        return streams().describeStream(b -> b.streamArn(streamArn)).streamDescription().shards().get(0).shardId();
    }

    private String iterator(String streamArn, ShardIteratorType type, String sequenceNumber) {
        return streams().getShardIterator(b -> b.streamArn(streamArn).shardId(shardOf(streamArn))
                .shardIteratorType(type).sequenceNumber(sequenceNumber)).shardIterator();
    }

    /** Every record from {@code iterator} on, reading pages until one comes back empty. */
    private List<Record> readAll(String iterator) {
        List<Record> all = new ArrayList<>();
        String next = iterator;
        while (next != null) {
            String current = next;
            GetRecordsResponse page = streams().getRecords(b -> b.shardIterator(current));
            all.addAll(page.records());
            if (page.records().isEmpty()) {
                break;
            }
            next = page.nextShardIterator();
        }
        return all;
    }

    private List<Record> everything(String streamArn) {
        return readAll(iterator(streamArn, ShardIteratorType.TRIM_HORIZON, null));
    }

    private static Map<String, AttributeValue> item(String pk, String sk, Object... more) {
        List<Object> parts = new ArrayList<>(List.of("pk", Av.s(pk), "sk", Av.s(sk)));
        parts.addAll(List.of(more));
        return Av.item(parts.toArray());
    }

    private static List<OperationType> events(List<Record> records) {
        return records.stream().map(Record::eventName).toList();
    }

    // ---------------------------------------------------------------- tables and streams

    @Test
    void updateTableEnablesAStreamThatRecordsLaterWritesAndDisablesIt() {
        String name = createTable("u", Fixtures::hashOnly);
        client.putItem(b -> b.tableName(name).item(Av.item("id", Av.s("before"))));
        TableDescription enabled = client.updateTable(b -> b.tableName(name).streamSpecification(
                s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE))).tableDescription();
        assertThat(enabled.streamSpecification().streamViewType()).isEqualTo(StreamViewType.NEW_IMAGE);
        String arn = enabled.latestStreamArn();
        assertThat(client.describeTable(b -> b.tableName(name)).table().latestStreamArn()).isEqualTo(arn);
        client.putItem(b -> b.tableName(name).item(Av.item("id", Av.s("after"))));

        List<Record> records = everything(arn);
        assertThat(records).extracting(r -> r.dynamodb().newImage().get("id").s()).containsExactly("after");

        Expect.error(() -> client.updateTable(b -> b.tableName(name).streamSpecification(
                        s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))),
                "ValidationException", "Table already has an enabled stream: TableName: " + name);
        client.updateTable(b -> b.tableName(name).streamSpecification(s -> s.streamEnabled(false)));
        assertThat(client.describeTable(b -> b.tableName(name)).table().streamSpecification()).isNull();
        assertThat(streams().describeStream(b -> b.streamArn(arn)).streamDescription().streamStatus())
                .isEqualTo(StreamStatus.DISABLED);
        Expect.error(() -> client.updateTable(b -> b.tableName(name).streamSpecification(s -> s.streamEnabled(false))),
                "ValidationException", "Table does not have an enabled stream to disable: TableName: " + name);
        String again = client.updateTable(b -> b.tableName(name).streamSpecification(
                s -> s.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY))).tableDescription().latestStreamArn();
        assertThat(again).isNotEqualTo(arn);
        assertThat(streams().describeStream(b -> b.streamArn(again)).streamDescription().streamStatus())
                .isEqualTo(StreamStatus.ENABLED);
    }

    @Test
    void aTableCreatedWithAStreamShowsItInItsDescription() {
        String name = table + "-s";
        TableDescription created = client.createTable(withStream(name, StreamViewType.NEW_AND_OLD_IMAGES))
                .tableDescription();
        try {
            TableDescription described = client.describeTable(b -> b.tableName(name)).table();
            for (TableDescription d : List.of(created, described)) {
                assertThat(d.streamSpecification().streamEnabled()).isTrue();
                assertThat(d.streamSpecification().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
                assertThat(d.latestStreamArn()).isEqualTo(d.tableArn() + "/stream/" + d.latestStreamLabel());
                assertThat(d.latestStreamLabel()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}");
            }
            assertThat(created.latestStreamArn()).isEqualTo(described.latestStreamArn());
        } finally {
            client.deleteTable(b -> b.tableName(name));
        }
        TableDescription plain = client.describeTable(b -> b.tableName(simple)).table();
        assertThat(plain.streamSpecification()).isNull();
        assertThat(plain.latestStreamArn()).isNull();
    }

    @Test
    void aStreamSpecificationThatDisablesTheStreamMakesNone() {
        String name = createTable("off", n -> withStream(n, StreamViewType.KEYS_ONLY).toBuilder()
                .streamSpecification(StreamSpecification.builder().streamEnabled(false).build()).build());
        assertThat(client.describeTable(b -> b.tableName(name)).table().latestStreamArn()).isNull();
        assertThat(streams().listStreams(b -> b.tableName(name)).streams()).isEmpty();
    }

    @Test
    void enablingAStreamWithoutAViewTypeIsRefused() {
        Expect.validation(() -> client.createTable(withStream(table + "-bad", null)),
                "One or more parameter values were invalid: StreamViewType is required when StreamEnabled is true");
    }

    @Test
    void describeStreamShowsOneOpenShardAndTheTableKeys() {
        String arn = streamTable("d", StreamViewType.NEW_IMAGE);
        StreamDescription d = streams().describeStream(b -> b.streamArn(arn)).streamDescription();
        assertThat(d.streamArn()).isEqualTo(arn);
        assertThat(d.streamStatus()).isEqualTo(StreamStatus.ENABLED);
        assertThat(d.streamViewType()).isEqualTo(StreamViewType.NEW_IMAGE);
        assertThat(d.tableName()).isEqualTo(table + "-d");
        assertThat(arn).endsWith("/stream/" + d.streamLabel());
        assertThat(d.keySchema()).containsExactly(hash("pk"), range("sk"));
        assertThat(d.creationRequestDateTime()).isNotNull();
        assertThat(d.shards()).hasSize(1);
        Shard shard = d.shards().get(0);
        assertThat(shard.shardId()).startsWith("shardId-").hasSizeBetween(28, 65);
        assertThat(shard.sequenceNumberRange().startingSequenceNumber()).matches("\\d{21,40}");
        assertThat(shard.sequenceNumberRange().endingSequenceNumber()).isNull();
        assertThat(shard.parentShardId()).isNull();
    }

    @Test
    void listStreamsFiltersByTableAndPages() {
        String first = streamTable("l", StreamViewType.KEYS_ONLY);
        String name = tableOf(first);
        String other = streamTable("o", StreamViewType.KEYS_ONLY);
        // a table deleted and made again has a second stream; the first stays listed, DISABLED, for 24 hours
        client.deleteTable(b -> b.tableName(name));
        client.createTable(withStream(name, StreamViewType.KEYS_ONLY));
        String second = client.describeTable(b -> b.tableName(name)).table().latestStreamArn();
        assertThat(second).isNotEqualTo(first);

        ListStreamsResponse all = streams().listStreams(b -> b.tableName(name));
        assertThat(all.streams()).extracting(s -> s.streamArn()).containsExactly(first, second);
        assertThat(all.streams()).allSatisfy(s -> assertThat(s.tableName()).isEqualTo(name));
        assertThat(all.lastEvaluatedStreamArn()).isNull();

        ListStreamsResponse page1 = streams().listStreams(b -> b.tableName(name).limit(1));
        assertThat(page1.streams()).extracting(s -> s.streamArn()).containsExactly(first);
        assertThat(page1.lastEvaluatedStreamArn()).isEqualTo(first);
        ListStreamsResponse page2 = streams().listStreams(b -> b.tableName(name).limit(1)
                .exclusiveStartStreamArn(first));
        assertThat(page2.streams()).extracting(s -> s.streamArn()).containsExactly(second);
        assertThat(page2.lastEvaluatedStreamArn()).isNull();

        assertThat(streams().listStreams(b -> b.limit(100)).streams()).extracting(s -> s.streamArn())
                .contains(first, second, other);
        assertThat(streams().describeStream(b -> b.streamArn(first)).streamDescription().streamStatus())
                .isEqualTo(StreamStatus.DISABLED);
    }

    // ---------------------------------------------------------------- records

    @Test
    void aConsumerReadsEveryChangeInCommitOrder() {
        String arn = streamTable("c", StreamViewType.NEW_AND_OLD_IMAGES);
        String name = tableOf(arn);
        client.putItem(b -> b.tableName(name).item(item("a", "1", "v", Av.s("one"))));
        client.updateItem(b -> b.tableName(name).key(key("a", "1")).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", Av.s("two"))));
        client.putItem(b -> b.tableName(name).item(item("a", "1", "w", Av.n(3))));
        client.deleteItem(b -> b.tableName(name).key(key("a", "1")));
        // changes that change nothing write no record
        client.deleteItem(b -> b.tableName(name).key(key("missing", "1")));
        client.putItem(b -> b.tableName(name).item(item("b", "1", "v", Av.s("same"))));
        client.putItem(b -> b.tableName(name).item(item("b", "1", "v", Av.s("same"))));
        client.updateItem(b -> b.tableName(name).key(key("b", "1")).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", Av.s("same"))));
        // and neither does a write whose condition fails
        catchThrowableOfType(ConditionalCheckFailedException.class, () -> client.putItem(b -> b.tableName(name)
                .item(item("b", "1", "v", Av.s("other"))).conditionExpression("attribute_not_exists(pk)")));

        List<Record> records = everything(arn);
        assertThat(events(records)).containsExactly(OperationType.INSERT, OperationType.MODIFY, OperationType.MODIFY,
                OperationType.REMOVE, OperationType.INSERT);

        Record insert = records.get(0);
        assertThat(insert.eventSource()).isEqualTo("aws:dynamodb");
        assertThat(insert.eventVersion()).isEqualTo("1.1");
        assertThat(insert.awsRegion()).isNotEmpty();
        assertThat(insert.userIdentity()).isNull();
        StreamRecord d = insert.dynamodb();
        assertThat(d.keys()).isEqualTo(key("a", "1"));
        assertThat(d.newImage()).isEqualTo(item("a", "1", "v", Av.s("one")));
        assertThat(d.hasOldImage()).isFalse();
        assertThat(d.streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(d.sizeBytes()).isPositive();
        assertThat(d.approximateCreationDateTime()).isNotNull();

        assertThat(records.get(1).dynamodb().oldImage()).isEqualTo(item("a", "1", "v", Av.s("one")));
        assertThat(records.get(1).dynamodb().newImage()).isEqualTo(item("a", "1", "v", Av.s("two")));
        assertThat(records.get(2).dynamodb().newImage()).isEqualTo(item("a", "1", "w", Av.n(3)));
        assertThat(records.get(3).dynamodb().oldImage()).isEqualTo(item("a", "1", "w", Av.n(3)));
        assertThat(records.get(3).dynamodb().hasNewImage()).isFalse();

        Set<String> ids = new HashSet<>();
        BigInteger previous = BigInteger.valueOf(-1);
        for (Record r : records) {
            assertThat(ids.add(r.eventID())).as("unique eventID").isTrue();
            String sequence = r.dynamodb().sequenceNumber();
            assertThat(sequence).matches("\\d{21,40}");
            assertThat(new BigInteger(sequence)).isGreaterThan(previous);
            previous = new BigInteger(sequence);
        }
    }

    @Test
    void theViewTypeDecidesWhichImagesARecordHolds() {
        for (StreamViewType viewType : List.of(StreamViewType.KEYS_ONLY, StreamViewType.NEW_IMAGE,
                StreamViewType.OLD_IMAGE, StreamViewType.NEW_AND_OLD_IMAGES)) {
            String arn = streamTable(viewType.toString().toLowerCase().replace('_', '-'), viewType);
            String name = tableOf(arn);
            client.putItem(b -> b.tableName(name).item(item("k", "1", "v", Av.s("old"))));
            client.putItem(b -> b.tableName(name).item(item("k", "1", "v", Av.s("new"))));
            client.deleteItem(b -> b.tableName(name).key(key("k", "1")));
            List<Record> records = everything(arn);
            assertThat(events(records)).containsExactly(OperationType.INSERT, OperationType.MODIFY,
                    OperationType.REMOVE);
            boolean news = viewType == StreamViewType.NEW_IMAGE || viewType == StreamViewType.NEW_AND_OLD_IMAGES;
            boolean olds = viewType == StreamViewType.OLD_IMAGE || viewType == StreamViewType.NEW_AND_OLD_IMAGES;
            for (Record r : records) {
                assertThat(r.dynamodb().keys()).as(viewType + " keys").isEqualTo(key("k", "1"));
                assertThat(r.dynamodb().streamViewType()).isEqualTo(viewType);
            }
            assertThat(records.get(0).dynamodb().hasNewImage()).as(viewType + " INSERT new image").isEqualTo(news);
            assertThat(records.get(1).dynamodb().hasNewImage()).as(viewType + " MODIFY new image").isEqualTo(news);
            assertThat(records.get(1).dynamodb().hasOldImage()).as(viewType + " MODIFY old image").isEqualTo(olds);
            assertThat(records.get(2).dynamodb().hasOldImage()).as(viewType + " REMOVE old image").isEqualTo(olds);
            assertThat(records.get(0).dynamodb().hasOldImage()).isFalse();
            assertThat(records.get(2).dynamodb().hasNewImage()).isFalse();
            if (olds) {
                assertThat(records.get(1).dynamodb().oldImage().get("v")).isEqualTo(Av.s("old"));
            }
            if (news) {
                assertThat(records.get(1).dynamodb().newImage().get("v")).isEqualTo(Av.s("new"));
            }
        }
    }

    @Test
    void batchWritesRecordEachChange() {
        String arn = streamTable("b", StreamViewType.KEYS_ONLY);
        String name = tableOf(arn);
        client.putItem(b -> b.tableName(name).item(item("gone", "1")));
        client.batchWriteItem(b -> b.requestItems(Map.of(name, List.of(
                WriteRequest.builder().putRequest(PutRequest.builder().item(item("x", "1")).build()).build(),
                WriteRequest.builder().putRequest(PutRequest.builder().item(item("y", "1")).build()).build(),
                WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key("gone", "1")).build()).build(),
                WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key("never", "1")).build())
                        .build()))));
        List<Record> records = everything(arn);
        assertThat(records).extracting(r -> r.eventName() + " " + r.dynamodb().keys().get("pk").s())
                .containsExactlyInAnyOrder("INSERT gone", "INSERT x", "INSERT y", "REMOVE gone");
        assertThat(records.get(0).dynamodb().keys().get("pk").s()).isEqualTo("gone");
    }

    @Test
    void aTransactionRecordsItsWritesAndACancelledOneNothing() {
        String arn = streamTable("t", StreamViewType.NEW_AND_OLD_IMAGES);
        String name = tableOf(arn);
        client.putItem(b -> b.tableName(name).item(item("u", "1", "n", Av.n(1))));
        client.putItem(b -> b.tableName(name).item(item("d", "1")));
        client.putItem(b -> b.tableName(name).item(item("c", "1")));
        client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(name).item(item("p", "1"))).build(),
                TransactWriteItem.builder().update(u -> u.tableName(name).key(key("u", "1"))
                        .updateExpression("SET n = n + :one").expressionAttributeValues(Map.of(":one", Av.n(1))))
                        .build(),
                TransactWriteItem.builder().delete(d -> d.tableName(name).key(key("d", "1"))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(name).key(key("c", "1"))
                        .conditionExpression("attribute_exists(pk)")).build()));
        catchThrowableOfType(TransactionCanceledException.class, () -> client.transactWriteItems(b -> b.transactItems(
                TransactWriteItem.builder().put(p -> p.tableName(name).item(item("q", "1"))).build(),
                TransactWriteItem.builder().conditionCheck(c -> c.tableName(name).key(key("c", "1"))
                        .conditionExpression("attribute_not_exists(pk)")).build())));

        List<Record> records = everything(arn);
        assertThat(records).extracting(r -> r.eventName() + " " + r.dynamodb().keys().get("pk").s())
                .containsExactly("INSERT u", "INSERT d", "INSERT c", "INSERT p", "MODIFY u", "REMOVE d");
        assertThat(records.get(4).dynamodb().newImage().get("n")).isEqualTo(Av.n(2));
    }

    // ---------------------------------------------------------------- iterators

    @Test
    void latestSeesOnlyLaterWritesAndTrimHorizonEverything() {
        String arn = streamTable("i", StreamViewType.KEYS_ONLY);
        String name = tableOf(arn);
        client.putItem(b -> b.tableName(name).item(item("before", "1")));
        String latest = iterator(arn, ShardIteratorType.LATEST, null);
        GetRecordsResponse empty = streams().getRecords(b -> b.shardIterator(latest));
        assertThat(empty.records()).isEmpty();
        assertThat(empty.nextShardIterator()).isNotNull();
        client.putItem(b -> b.tableName(name).item(item("after", "1")));

        assertThat(readAll(empty.nextShardIterator())).extracting(r -> r.dynamodb().keys().get("pk").s())
                .containsExactly("after");
        assertThat(readAll(latest)).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("after");
        assertThat(everything(arn)).extracting(r -> r.dynamodb().keys().get("pk").s())
                .containsExactly("before", "after");
    }

    @Test
    void iteratorsAtAndAfterASequenceNumber() {
        String arn = streamTable("q", StreamViewType.KEYS_ONLY);
        String name = tableOf(arn);
        for (String pk : List.of("r1", "r2", "r3")) {
            client.putItem(b -> b.tableName(name).item(item(pk, "1")));
        }
        String second = everything(arn).get(1).dynamodb().sequenceNumber();
        assertThat(readAll(iterator(arn, ShardIteratorType.AT_SEQUENCE_NUMBER, second)))
                .extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("r2", "r3");
        assertThat(readAll(iterator(arn, ShardIteratorType.AFTER_SEQUENCE_NUMBER, second)))
                .extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("r3");
    }

    @Test
    void getRecordsPagesByLimit() {
        String arn = streamTable("p", StreamViewType.KEYS_ONLY);
        String name = tableOf(arn);
        for (int i = 0; i < 5; i++) {
            String pk = "k" + i;
            client.putItem(b -> b.tableName(name).item(item(pk, "1")));
        }
        List<Integer> sizes = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        String next = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        for (int i = 0; i < 4; i++) {
            String current = next;
            GetRecordsResponse page = streams().getRecords(b -> b.shardIterator(current).limit(2));
            sizes.add(page.records().size());
            page.records().forEach(r -> keys.add(r.dynamodb().keys().get("pk").s()));
            next = page.nextShardIterator();
            assertThat(next).as("an open shard always has a next iterator").isNotNull();
        }
        assertThat(sizes).containsExactly(2, 2, 1, 0);
        assertThat(keys).containsExactly("k0", "k1", "k2", "k3", "k4");
    }

    @Test
    void aPageHoldsAtMostOneMegabyte() {
        String arn = streamTable("m", StreamViewType.NEW_IMAGE);
        String name = tableOf(arn);
        String big = "x".repeat(390 * 1024);
        for (String pk : List.of("m1", "m2", "m3")) {
            client.putItem(b -> b.tableName(name).item(item(pk, "1", "big", Av.s(big))));
        }
        GetRecordsResponse first = streams().getRecords(b -> b.shardIterator(iterator(arn,
                ShardIteratorType.TRIM_HORIZON, null)));
        assertThat(first.records()).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("m1", "m2");
        assertThat(first.records().stream().mapToLong(r -> r.dynamodb().sizeBytes()).sum())
                .isBetween(2L * 390 * 1024, 1024L * 1024);
        assertThat(streams().getRecords(b -> b.shardIterator(first.nextShardIterator())).records())
                .extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("m3");
    }

    @Test
    void aDeletedTablesStreamIsDisabledAndStillReadable() {
        String arn = streamTable("x", StreamViewType.NEW_IMAGE);
        String name = tableOf(arn);
        client.putItem(b -> b.tableName(name).item(item("kept", "1")));
        String iterator = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        client.deleteTable(b -> b.tableName(name));

        StreamDescription d = streams().describeStream(b -> b.streamArn(arn)).streamDescription();
        assertThat(d.streamStatus()).isEqualTo(StreamStatus.DISABLED);
        String last = d.shards().get(0).sequenceNumberRange().endingSequenceNumber();
        GetRecordsResponse page = streams().getRecords(b -> b.shardIterator(iterator));
        assertThat(page.records()).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("kept");
        assertThat(last).isEqualTo(page.records().get(0).dynamodb().sequenceNumber());
        // the shard is closed: once read to its end, there is no next iterator
        assertThat(page.nextShardIterator()).isNull();
        assertThat(streams().listStreams(b -> b.tableName(name)).streams()).extracting(s -> s.streamArn())
                .containsExactly(arn);
    }

    @Test
    void aTablesSequenceNumbersGrowAcrossItsStreamsEnabledAgainOrOfTheTableCreatedAgain() {
        String first = streamTable("g", StreamViewType.NEW_AND_OLD_IMAGES);
        String name = tableOf(first);
        client.putItem(b -> b.tableName(name).item(item("c1", "1", "points", Av.n("1"))));
        client.putItem(b -> b.tableName(name).item(item("c1", "1", "points", Av.n("2"))));
        client.updateTable(b -> b.tableName(name).streamSpecification(s -> s.streamEnabled(false)));
        String second = client.updateTable(b -> b.tableName(name).streamSpecification(
                s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))).tableDescription().latestStreamArn();
        client.putItem(b -> b.tableName(name).item(item("c1", "1", "points", Av.n("3"))));
        client.deleteTable(b -> b.tableName(name));
        client.createTable(withStream(name, StreamViewType.KEYS_ONLY));
        String third = client.describeTable(b -> b.tableName(name)).table().latestStreamArn();
        client.putItem(b -> b.tableName(name).item(item("c1", "1", "points", Av.n("4"))));

        List<BigInteger> numbers = new ArrayList<>();
        for (String arn : List.of(first, second, third)) {
            List<Record> records = everything(arn);
            assertThat(records).as("the records of stream %s", arn).isNotEmpty();
            BigInteger start = new BigInteger(streams().describeStream(b -> b.streamArn(arn)).streamDescription().shards()
                    .get(0).sequenceNumberRange().startingSequenceNumber());
            assertThat(numbers).as("stream %s's first shard starts above every earlier number", arn)
                    .allMatch(earlier -> earlier.compareTo(start) < 0);
            records.forEach(r -> numbers.add(new BigInteger(r.dynamodb().sequenceNumber())));
        }
        assertThat(numbers).hasSize(4).isSorted().doesNotHaveDuplicates();
    }

    // ---------------------------------------------------------------- errors

    @Test
    void unknownStreamsShardsAndIteratorsAreRefused() {
        String arn = streamTable("e", StreamViewType.KEYS_ONLY);
        String missing = arn.substring(0, arn.lastIndexOf('/') + 1) + "2000-01-01T00:00:00.000";
        assertThat(Expect.error(() -> streams().describeStream(b -> b.streamArn(missing)),
                "ResourceNotFoundException", "Requested resource not found: Stream: " + missing + " not found"))
                .isInstanceOf(ResourceNotFoundException.class);
        Expect.error(() -> streams().getShardIterator(b -> b.streamArn(arn).shardId("shardId-00000000000000000000-00000000")
                .shardIteratorType(ShardIteratorType.LATEST)), "ResourceNotFoundException",
                "Requested resource not found: Shard does not exist");
        Expect.validation(() -> streams().getShardIterator(b -> b.streamArn(arn).shardId(shardOf(arn))
                .shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER)),
                "A SequenceNumber is required for ShardIteratorType AT_SEQUENCE_NUMBER");
        Expect.validationStartingWith(() -> streams().getShardIterator(b -> b.streamArn(arn).shardId(shardOf(arn))
                .shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber("100000000000000000999")),
                "Invalid SequenceNumber 100000000000000000999");
        Expect.validation(() -> streams().getRecords(b -> b.shardIterator("not-an-iterator")), "Invalid ShardIterator");
        String iterator = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        Expect.validation(() -> streams().getRecords(b -> b.shardIterator(iterator).limit(0)),
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: "
                        + "Member must have value greater than or equal to 1");
        Expect.validation(() -> streams().getRecords(b -> b.shardIterator(iterator).limit(1001)),
                "1 validation error detected: Value '1001' at 'limit' failed to satisfy constraint: "
                        + "Member must have value less than or equal to 1000");
        Expect.validation(() -> streams().describeStream(b -> b.streamArn("arn:short")),
                "1 validation error detected: Value 'arn:short' at 'streamArn' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 37");
    }
}
