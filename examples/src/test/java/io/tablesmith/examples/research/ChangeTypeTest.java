package io.tablesmith.examples.research;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.UndecodableChange;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The "Change streams" visitor of docs/change-streams.md, as written there, on the research table's stream. */
class ChangeTypeTest {

    @Test
    void theReadmesVisitorNamesEachChangeOfTheResearchTable() {
        LocalDynamoDb dynamo = LocalDynamoDb.create();
        dynamo.createTable(TablesmithTable.createTableRequest("research").toBuilder()
                .streamSpecification(stream -> stream.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .build());
        JobRepository jobs = new JobRepository(dynamo, "research");
        jobs.create(Job.submitted("42", "Heat pumps", Instant.parse("2025-03-03T09:00:00Z")));
        jobs.transitionStatus("42", JobStatus.QUEUED, JobStatus.RUNNING);
        new FindingRepository(dynamo, "research").create(Finding.scored("42", "f-1", "COP above 3 at -15 C", 0.9));
        jobs.delete("42");

        List<String> texts = records(dynamo.streamsClient(), dynamo.describeTable(t -> t.tableName("research")).table()
                .latestStreamArn()).stream().map(ChangeTypeTest::describe).toList();

        assertThat(texts).containsExactly("submitted pk=JOB#42, sk=METADATA", "now RUNNING",
                "finding pk=JOB#42, sk=FINDING#f-1", "deleted pk=JOB#42, sk=METADATA");
    }

    private static String describe(Record record) {
        // From here to the end of the method: docs/change-streams.md.
        TablesmithChange change = TablesmithChange.of(record);     // an SDK Record, from any of the consumers below
        String text = change.accept(new TablesmithChange.Visitor<String>() {   // Java 17: a new entity type is a compile error here
            public String onJob(Change<Job> job) {
                return job.match(
                        inserted -> "submitted " + inserted.key(),
                        modified -> "now " + modified.requireNewImage().status(),
                        removed -> (removed.expired() ? "expired " : "deleted ") + removed.key());
            }
            public String onFinding(Change<Finding> finding) { return "finding " + finding.key(); }
            public String onReport(Change<Report> report) { return "report " + report.key(); }
            public String onInternal(InternalChange internal) { return internal.kind().toString(); }
            public String onUndecodable(UndecodableChange unreadable) { return unreadable.reason().getMessage(); }
        });
        return text;
    }

    private static List<Record> records(DynamoDbStreamsClient streams, String arn) {
        String shard = streams.describeStream(d -> d.streamArn(arn)).streamDescription().shards().get(0).shardId();
        String iterator = streams.getShardIterator(i -> i.streamArn(arn).shardId(shard)
                .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        return streams.getRecords(g -> g.shardIterator(iterator)).records();
    }
}
