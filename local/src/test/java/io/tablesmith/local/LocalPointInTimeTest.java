package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.internal.Table;
import io.tablesmith.local.scenarios.Expect;
import io.tablesmith.local.scenarios.Fixtures;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;

/**
 * Point-in-time recovery on the database's clock, which the test moves (no sleeps): a restore returns the
 * table as it was at the instant asked, to the millisecond, its indexes rebuilt from those items; the window
 * follows the clock and the recovery period; the history it needs is dropped when it falls out of the window
 * or recovery is turned off.
 */
class LocalPointInTimeTest {
    private static final Instant START = Instant.parse("2026-12-01T10:00:00Z");

    private final SteppingClock clock = new SteppingClock(START);
    private LocalDynamoDb db;

    @BeforeEach
    void createTable() {
        db = LocalDynamoDb.create(clock).createTables(Fixtures.singleTable("orders"));
    }

    private PointInTimeRecoveryDescription enable(int days) {
        return db.updateContinuousBackups(b -> b.tableName("orders").pointInTimeRecoverySpecification(
                p -> p.pointInTimeRecoveryEnabled(true).recoveryPeriodInDays(days)))
                .continuousBackupsDescription().pointInTimeRecoveryDescription();
    }

    private void put(String pk, String version) {
        db.putItem(b -> b.tableName("orders").item(item("pk", s(pk), "sk", s("order"), "version", s(version),
                "gsi1pk", s("v-" + version), "gsi1sk", s(pk))));
    }

    /** The items (pk=version) of the table restored as {@code name} to {@code at}. */
    private List<String> restore(String name, Instant at) {
        db.restoreTableToPointInTime(b -> b.sourceTableName("orders").targetTableName(name).restoreDateTime(at));
        return db.scan(b -> b.tableName(name)).items().stream()
                .map(i -> i.get("pk").s() + "=" + i.get("version").s()).sorted().toList();
    }

    private Table table() {
        return db.database().read(() -> db.database().tables().get("orders"));
    }

    @Test
    void aRestoreReturnsTheTableAsItWasAtTheInstantAsked() {
        enable(35);
        clock.advance(Duration.ofSeconds(1));
        put("a", "1");
        clock.advance(Duration.ofSeconds(1));
        put("a", "2");
        put("b", "1");
        clock.advance(Duration.ofSeconds(1));
        db.deleteItem(b -> b.tableName("orders").key(item("pk", s("a"), "sk", s("order"))));
        clock.advance(Duration.ofSeconds(1));

        assertThat(restore("at-half", START.plusMillis(500))).isEmpty();
        assertThat(restore("at-one", START.plusSeconds(1))).containsExactly("a=1");
        assertThat(restore("just-before-two", START.plusMillis(1999))).containsExactly("a=1");
        assertThat(restore("at-two", START.plusSeconds(2))).containsExactly("a=2", "b=1");
        assertThat(restore("at-three", START.plusSeconds(3))).containsExactly("b=1");
        List<Map<String, AttributeValue>> indexed = db.query(b -> b.tableName("at-two").indexName("gsi1")
                .keyConditionExpression("gsi1pk = :v").expressionAttributeValues(values(":v", s("v-2")))).items();
        assertThat(indexed).extracting(i -> i.get("pk").s()).containsExactly("a");
        assertThat(db.scan(b -> b.tableName("orders")).items()).extracting(i -> i.get("pk").s()).containsExactly("b");
    }

    @Test
    void theWindowFollowsTheClockAndTheRecoveryPeriod() {
        PointInTimeRecoveryDescription enabled = enable(1);
        put("a", "1");
        clock.advance(Duration.ofDays(2));
        PointInTimeRecoveryDescription later = db.describeContinuousBackups(b -> b.tableName("orders"))
                .continuousBackupsDescription().pointInTimeRecoveryDescription();

        assertThat(enabled.earliestRestorableDateTime()).isEqualTo(START);
        assertThat(enabled.latestRestorableDateTime()).isEqualTo(START);
        assertThat(later.earliestRestorableDateTime()).isEqualTo(START.plus(Duration.ofDays(1)));
        assertThat(later.latestRestorableDateTime()).isEqualTo(START.plus(Duration.ofDays(2)));
        Expect.error(() -> restore("too-early", START.plus(Duration.ofHours(23))), "InvalidRestoreTimeException",
                "RestoreDateTime " + START.plus(Duration.ofHours(23)) + " is not within the table's point in time "
                        + "recovery window, from EarliestRestorableDateTime " + START.plus(Duration.ofDays(1))
                        + " to LatestRestorableDateTime " + START.plus(Duration.ofDays(2)));
        assertThat(restore("a-day-ago", START.plus(Duration.ofDays(1)))).containsExactly("a=1");
    }

    @Test
    void theHistoryIsDroppedWhenItLeavesTheWindowOrRecoveryIsTurnedOff() {
        assertThat(table().history()).as("no history while nothing needs it").isNull();
        enable(1);
        put("a", "1");
        put("a", "2");
        assertThat(table().history().changedPartitions()).hasSize(1);

        clock.advance(Duration.ofDays(1).plusMinutes(2));
        enable(1); // any change of the settings sweeps the history
        assertThat(table().history().changedPartitions()).isEmpty();

        db.updateContinuousBackups(b -> b.tableName("orders")
                .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(false)));
        assertThat(table().history()).isNull();
        PointInTimeRecoveryDescription again = enable(35);
        assertThat(again.earliestRestorableDateTime()).as("a new window starts").isEqualTo(clock.instant());
    }
}
