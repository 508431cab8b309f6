package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.reindex.ReindexCheckpoint;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** The requests a re-index sends, and its pace, on a fake table of one segment. */
class ReindexerRequestTest {

    /** A record with an index over {@code region}: {@code gsi1pk = R#<region>}, sparse. */
    record Place(String id, String region) {}

    static final EntitySchema<Place> SCHEMA = new EntitySchema<>() {
        @Override
        public String entityType() {
            return "PLACE";
        }

        @Override
        public Map<String, AttributeValue> toItem(Place place) {
            Map<String, AttributeValue> item = new HashMap<>(keyOf(place).toAttributeMap());
            item.put("_et", AttributeValue.fromS("PLACE"));
            item.put("id", AttributeValue.fromS(place.id()));
            if (place.region() != null) {
                item.put("region", AttributeValue.fromS(place.region()));
                item.put("gsi1pk", AttributeValue.fromS("R#" + place.region()));
            }
            return item;
        }

        @Override
        public Place fromItem(Map<String, AttributeValue> item) {
            AttributeValue region = item.get("region");
            return new Place(item.get("id").s(), region == null ? null : region.s());
        }

        @Override
        public ItemKey<Place> keyOf(Place place) {
            return new ItemKey<>("P#" + place.id(), "P");
        }
    };

    /** Index gsi1, whose keys are computed from {@code region}: what the re-index rewrites and conditions on. */
    static final EntityDescriptor PLACES = TestSchemas.descriptor("PLACE")
            .withIndex(QueryDescriptor.of("byRegion").onIndex("gsi1").withKeysComputedFrom("region"));

    // Written by every segment's thread at once.
    private final List<ScanRequest> scans = new CopyOnWriteArrayList<>();
    private final List<UpdateItemRequest> updates = new CopyOnWriteArrayList<>();
    private final List<Duration> waits = new ArrayList<>();
    private long now;

    private final DynamoDbClient table = new DynamoDbClient() {
        @Override
        public ScanResponse scan(ScanRequest request) {
            scans.add(request);
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            for (int n = 0; n < 10; n++) {
                Map<String, AttributeValue> item = new HashMap<>(SCHEMA.toItem(new Place("p" + n, n % 2 == 0 ? "eu" : null)));
                if (n < 4) {
                    item.remove("gsi1pk");
                }
                if (n == 5) {
                    item.put("gsi1pk", AttributeValue.fromS("stray"));
                }
                items.add(item);
            }
            return ScanResponse.builder().items(items).build();
        }

        @Override
        public UpdateItemResponse updateItem(UpdateItemRequest request) {
            updates.add(request);
            return UpdateItemResponse.builder().build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    private ReindexReport run(ReindexOptions options) {
        return new Reindexer<>(table, "places", SCHEMA, PLACES, options,
                duration -> {
                    waits.add(duration);
                    now += duration.toNanos();
                }, () -> now).run();
    }

    @Test
    void scansOnlyTheEntityAndUpdatesOnlyWhatIsWrongOnTheScannedSources() {
        ReindexReport report = run(ReindexOptions.defaults().withSegments(1).withPageSize(25));

        assertThat(scans).singleElement().satisfies(scan -> {
            assertThat(scan.segment()).isZero();
            assertThat(scan.totalSegments()).isEqualTo(1);
            assertThat(scan.limit()).isEqualTo(25);
            assertThat(scan.filterExpression()).isEqualTo("#et = :et");
            assertThat(scan.expressionAttributeValues()).containsEntry(":et", AttributeValue.fromS("PLACE"));
        });
        // p0 and p2 lack their key; p1 and p3 have no region, so nothing to write; p5's key is stray.
        assertThat(updates).extracting(update -> update.key().get("pk").s()).containsExactly("P#p0", "P#p2", "P#p5");
        UpdateItemRequest backfill = updates.get(0);
        assertThat(backfill.updateExpression()).isEqualTo("SET #n1 = :v1");
        assertThat(backfill.expressionAttributeNames()).containsEntry("#n1", "gsi1pk");
        assertThat(backfill.expressionAttributeValues()).containsEntry(":v1", AttributeValue.fromS("R#eu"));
        assertThat(backfill.conditionExpression()).as("its own entity, with the sources it was computed from unchanged")
                .isEqualTo("#n2 = :v2 AND #n3 = :v3");
        assertThat(backfill.expressionAttributeNames()).containsEntry("#n2", "_et").containsEntry("#n3", "region");
        assertThat(backfill.updateExpression()).doesNotContain("version");
        assertThat(backfill.expressionAttributeValues()).containsValue(AttributeValue.fromS("eu"));
        UpdateItemRequest stray = updates.get(2);
        assertThat(stray.updateExpression()).startsWith("REMOVE ");
        assertThat(stray.conditionExpression()).contains("attribute_not_exists(");
        assertThat(report.scanned()).isEqualTo(10);
        assertThat(report.updated()).isEqualTo(3);
        assertThat(report.alreadyRight()).isEqualTo(7);
        assertThat(report.completed()).isTrue();
    }

    @Test
    void aShareScansOnlyItsSegmentsOfTheWholeScanAndCheckpointsOnlyThose() {
        ReindexReport report = run(ReindexOptions.defaults().withSegments(6).withShare(1, 3));

        assertThat(scans).extracting(ScanRequest::segment).containsExactlyInAnyOrder(1, 4);
        assertThat(scans).extracting(ScanRequest::totalSegments).containsOnly(6);
        assertThat(report.scanned()).isEqualTo(20);
        assertThat(report.completed()).isTrue();
        ReindexCheckpoint checkpoint = report.checkpoint();
        assertThat(checkpoint.share()).isEqualTo(1);
        assertThat(checkpoint.shares()).isEqualTo(3);
        assertThat(checkpoint.finished(1)).isTrue();
        assertThat(checkpoint.finished(0)).as("share 0's").isFalse();

        scans.clear();
        ReindexReport again = run(ReindexOptions.defaults().resumeFrom(checkpoint));
        assertThat(scans).as("a completed share resumes to nothing").isEmpty();
        assertThat(again).isEqualTo(report);
    }

    @Test
    void mergedSharesResumeInOneProcessWithWhatTheyLeft() {
        ReindexReport zero = run(ReindexOptions.defaults().withSegments(4).withShare(0, 2));
        ReindexReport one = run(ReindexOptions.defaults().withSegments(4).withShare(1, 2).stopWhen(() -> true));
        ReindexReport merged = ReindexReport.merge(List.of(zero, one));
        assertThat(merged.completed()).isFalse();
        scans.clear();

        ReindexReport finished = run(ReindexOptions.defaults().resumeFrom(merged.checkpoint()));

        assertThat(scans).extracting(ScanRequest::segment).containsExactlyInAnyOrder(1, 3);
        assertThat(finished.completed()).isTrue();
        assertThat(finished.scanned()).isEqualTo(40);
    }

    @Test
    void moreSharesThanSegmentsOrAnotherEntitysCheckpointIsRefused() {
        assertThatThrownBy(() -> run(ReindexOptions.defaults().withShare(4, 5)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("5 shares need at least as many segments, not 4");
        ReindexCheckpoint ofJobs = new ReindexCheckpoint("JOB", 0, 2, new boolean[2], new String[2], new String[2],
                new long[5]);
        assertThatThrownBy(() -> run(ReindexOptions.defaults().resumeFrom(ofJobs)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the checkpoint is of a JOB re-index, not of PLACE");
        assertThat(scans).isEmpty();
    }

    @Test
    void keepsToTheRateLimit() {
        run(ReindexOptions.defaults().withSegments(1).withItemsPerSecond(4));

        assertThat(Duration.ofNanos(now)).isEqualTo(Duration.ofMillis(9 * 250));
        assertThat(waits).hasSize(9);
    }
}
