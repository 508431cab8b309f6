package io.tablesmith.lambda;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import io.tablesmith.lambda.account.Account;
import io.tablesmith.lambda.account.AccountRepository;
import io.tablesmith.lambda.account.Entry;
import io.tablesmith.lambda.account.EntryKeys;
import io.tablesmith.lambda.account.EntryRepository;
import io.tablesmith.lambda.account.TablesmithChange;
import io.tablesmith.lambda.account.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The same changes two ways: read from the stream with {@code DynamoDbStreamsClient}, and delivered to
 * a function as Lambda's JSON event. For every view, the record the Lambda decoder rebuilds is the
 * SDK's record, and decodes to the same typed change.
 */
class LambdaMatchesStreamsClientTest {

    /** A clock the test moves, at whole seconds as Lambda's events give creation times for these records. */
    private static final class MovingClock extends Clock {
        private Instant now = Instant.parse("2026-06-01T12:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }

        void advance(Duration duration) {
            now = now.plus(duration);
        }
    }

    @ParameterizedTest
    @EnumSource(value = StreamViewType.class, names = {"KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES"})
    void everyWritePathsRecordArrivesThroughLambdaAsTheStreamsClientReadsIt(StreamViewType view) {
        MovingClock clock = new MovingClock();
        LocalDynamoDb dynamo = LocalDynamoDb.builder().clock(clock).build();
        dynamo.createTable(TablesmithTable.createTableRequest("accounts").toBuilder()
                .streamSpecification(stream -> stream.streamEnabled(true).streamViewType(view)).build());
        dynamo.updateTimeToLive(TablesmithTable.timeToLiveRequest("accounts"));
        AccountRepository accounts = new AccountRepository(dynamo, "accounts");
        EntryRepository entries = new EntryRepository(dynamo, "accounts");

        Account ann = accounts.create(Account.sample("a1", "ann"));
        clock.advance(Duration.ofSeconds(1));
        accounts.put(ann.withOwner("bob"));
        accounts.update("a1").setActive(false).execute();
        entries.putAll(List.of(new Entry("a1", 1, 100), new Entry("a1", 2, -40)));
        entries.deleteAll(List.of(EntryKeys.key("a1", 1)));
        accounts.create(Account.sample("a2", "cy").expiringAt(clock.instant().plusSeconds(60)));
        clock.advance(Duration.ofMinutes(2));
        dynamo.reapExpired();
        accounts.delete("a1");

        String arn = dynamo.describeTable(table -> table.tableName("accounts")).table().latestStreamArn();
        List<Record> records = records(dynamo.streamsClient(), arn);
        DynamodbEvent event = LambdaJson.deliver(records, arn);

        assertThat(records).hasSize(9);
        assertThat(event.getRecords()).hasSize(records.size());
        for (int i = 0; i < records.size(); i++) {
            assertThat(LambdaChanges.toRecord(event.getRecords().get(i))).isEqualTo(records.get(i));
        }
        assertThat(LambdaChanges.decode(event, TablesmithChange.DECODER))
                .containsExactlyElementsOf(records.stream().map(TablesmithChange::of).toList())
                .noneMatch(change -> change instanceof TablesmithChange.Undecodable);
    }

    private static List<Record> records(DynamoDbStreamsClient streams, String arn) {
        List<Record> records = new ArrayList<>();
        for (Shard shard : streams.describeStream(stream -> stream.streamArn(arn)).streamDescription().shards()) {
            String iterator = streams.getShardIterator(it -> it.streamArn(arn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            while (iterator != null) {
                String current = iterator;
                GetRecordsResponse page = streams.getRecords(get -> get.shardIterator(current));
                records.addAll(page.records());
                iterator = page.records().isEmpty() ? null : page.nextShardIterator();
            }
        }
        return records;
    }
}
