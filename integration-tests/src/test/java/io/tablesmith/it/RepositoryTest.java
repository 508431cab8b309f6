package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.DuplicateItemException;
import io.tablesmith.InvalidKeyException;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.dynalite.DynaliteExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Every repository method and every exception they raise, against dynalite over HTTP. */
@ExtendWith(DynaliteExtension.class)
class RepositoryTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final DynamoDbClient dynamo;
    private final String table;
    private final JobRepository jobs;
    private final FindingRepository findings;
    private final ReportRepository reports;

    RepositoryTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
        this.table = Tables.create(dynamo);
        this.jobs = new JobRepository(dynamo, table);
        this.findings = new FindingRepository(dynamo, table);
        this.reports = new ReportRepository(dynamo, table);
    }

    @Test
    void createStoresVersionOneAndGetReadsItBack() {
        Job created = jobs.create(new Job("1", JobStatus.QUEUED, T0, "first", 41));

        assertThat(created.version()).isEqualTo(1);
        assertThat(jobs.get("1")).contains(created);
        assertThat(jobs.getConsistent("1")).contains(created);
        assertThat(jobs.get("2")).isEmpty();
    }

    @Test
    void storedItemCarriesKeysEntityTypeAndIndexAttributesButNoNulls() {
        jobs.create(new Job("1", JobStatus.QUEUED, T0, null, 0));

        Map<String, AttributeValue> item = rawItem("JOB#1", "METADATA");
        assertThat(item.get("_et").s()).isEqualTo("JOB");
        assertThat(item.get("gsi1pk").s()).isEqualTo("STATUS#QUEUED");
        assertThat(item.get("gsi1sk").s()).isEqualTo("2026-01-01T00:00:00.000000000Z");
        assertThat(item.get("version").n()).isEqualTo("1");
        assertThat(item).doesNotContainKey("title");
    }

    @Test
    void createOnAnExistingKeyIsRefusedAndKeepsTheStoredItem() {
        Job first = jobs.create(Job.queued("1", T0));

        assertThatThrownBy(() -> jobs.create(Job.queued("1", T0).withTitle("impostor")))
                .isInstanceOf(DuplicateItemException.class)
                .hasMessageContaining("JOB")
                .hasMessageContaining("pk=JOB#1, sk=METADATA")
                .hasMessageContaining("already exists");
        assertThat(jobs.get("1")).contains(first);
    }

    @Test
    void putUpsertsAndIncrementsTheVersion() {
        Job inserted = jobs.put(Job.queued("1", T0));
        Job updated = jobs.put(inserted.withTitle("renamed"));

        assertThat(inserted.version()).isEqualTo(1);
        assertThat(updated.version()).isEqualTo(2);
        assertThat(jobs.get("1")).contains(updated);
    }

    @Test
    void putWithAStaleVersionIsRefused() {
        Job created = jobs.create(Job.queued("1", T0));
        Job winner = jobs.put(created.withTitle("winner"));

        assertThatThrownBy(() -> jobs.put(created.withTitle("loser")))
                .isInstanceOf(OptimisticLockException.class)
                .hasMessageContaining("pk=JOB#1, sk=METADATA")
                .hasMessageContaining("expected stored version 1 but found 2");
        assertThat(jobs.get("1")).contains(winner);
    }

    @Test
    void replaceNeedsTheItemAndItsVersion() {
        assertThatThrownBy(() -> jobs.replace(Job.queued("1", T0)))
                .isInstanceOf(ItemNotFoundException.class)
                .hasMessageContaining("pk=JOB#1, sk=METADATA");
        assertThat(jobs.get("1")).isEmpty();

        Job created = jobs.create(Job.queued("1", T0));
        Job running = jobs.replace(created.withStatus(JobStatus.RUNNING));
        assertThat(running.version()).isEqualTo(2);
        assertThat(jobs.get("1")).contains(running);

        assertThatThrownBy(() -> jobs.replace(created.withStatus(JobStatus.FAILED)))
                .isInstanceOf(OptimisticLockException.class)
                .hasMessageContaining("expected stored version 1 but found 2");
        assertThat(jobs.get("1")).contains(running);
    }

    @Test
    void deleteByKeyReturnsWhatWasDeleted() {
        Job created = jobs.create(Job.queued("1", T0));

        assertThat(jobs.delete("1")).contains(created);
        assertThat(jobs.get("1")).isEmpty();
        assertThat(jobs.delete("1")).isEmpty();
    }

    @Test
    void versionedDeleteChecksTheStoredVersion() {
        Job created = jobs.create(Job.queued("1", T0));
        Job current = jobs.put(created.withTitle("changed"));

        assertThatThrownBy(() -> jobs.delete(created))
                .isInstanceOf(OptimisticLockException.class)
                .hasMessageContaining("expected stored version 1 but found 2");
        assertThat(jobs.get("1")).contains(current);

        assertThat(jobs.delete(current)).isEqualTo(current);
        assertThat(jobs.get("1")).isEmpty();
        assertThatThrownBy(() -> jobs.delete(current))
                .isInstanceOf(ItemNotFoundException.class)
                .hasMessageContaining("pk=JOB#1, sk=METADATA");
    }

    @Test
    void unversionedEntitiesWriteWithoutVersionConditions() {
        Report report = reports.create(new Report("1", "draft"));
        assertThat(reports.put(new Report("1", "final"))).isEqualTo(new Report("1", "final"));
        assertThat(reports.replace(new Report("1", "signed"))).isEqualTo(new Report("1", "signed"));
        assertThat(reports.get("1")).contains(new Report("1", "signed"));
        assertThatThrownBy(() -> reports.create(report)).isInstanceOf(DuplicateItemException.class);
        assertThatThrownBy(() -> reports.replace(new Report("2", "x"))).isInstanceOf(ItemNotFoundException.class);
    }

    @Test
    void everyComponentTypeRoundTrips() {
        Finding full = new Finding("1", "f1", "ada", "tricky \uD83D\uDE00 unicode", -1.25e-7, 3,
                new BigDecimal("12345678901234567890.123456789"), true, UUID.fromString("123e4567-e89b-12d3-a456-426614174000"));
        Finding sparse = Finding.of("1", "f2");

        findings.create(full);
        findings.create(sparse);

        assertThat(findings.get("1", "f1")).contains(full);
        assertThat(findings.get("1", "f2")).contains(sparse);
        assertThat(rawItem("JOB#1", "FINDING#f1").get("text").s()).isEqualTo("tricky \uD83D\uDE00 unicode");
    }

    @Test
    void nullOrEmptyKeyComponentsAreRefusedWithTheirName() {
        assertThatThrownBy(() -> jobs.create(Job.queued(null, T0)))
                .isInstanceOf(InvalidKeyException.class)
                .hasMessageContaining("JOB")
                .hasMessageContaining("'id' is null");
        assertThatThrownBy(() -> findings.get("1", ""))
                .isInstanceOf(InvalidKeyException.class)
                .hasMessageContaining("FINDING")
                .hasMessageContaining("'findingId' is empty");
    }

    @Test
    void keysOfTheGeneratedBuildersMatchTheStoredItem() {
        findings.create(Finding.of("7", "a"));
        ItemKey<Finding> key = FindingKeys.key("7", "a");

        assertThat(key).isEqualTo(new ItemKey<>("JOB#7", "FINDING#a"));
        assertThat(rawItem(key.partition(), key.sort())).isNotEmpty();
    }

    @Test
    void aStoredItemOfTheWrongShapeFailsWithTheEntityKeyAndAttribute() {
        dynamo.putItem(request -> request.tableName(table).item(Map.of(
                "pk", AttributeValue.fromS("JOB#legacy"),
                "sk", AttributeValue.fromS("METADATA"),
                "_et", AttributeValue.fromS("JOB"),
                "id", AttributeValue.fromS("legacy"),
                "status", AttributeValue.fromS("ARCHIVED"))));

        assertThatThrownBy(() -> jobs.get("legacy"))
                .isInstanceOf(ItemDecodeException.class)
                .hasMessage("JOB [pk=JOB#legacy, sk=METADATA]: attribute 'status': 'ARCHIVED' names no constant of the component's enum");
    }

    @Test
    void deletingAnItemThatDoesNotDecodeSaysItIsDeletedAndHandsBackWhatWasStored() {
        Map<String, AttributeValue> legacy = Map.of(
                "pk", AttributeValue.fromS("JOB#legacy"),
                "sk", AttributeValue.fromS("METADATA"),
                "_et", AttributeValue.fromS("JOB"),
                "id", AttributeValue.fromS("legacy"),
                "status", AttributeValue.fromS("ARCHIVED"));
        dynamo.putItem(request -> request.tableName(table).item(legacy));

        assertThatThrownBy(() -> jobs.delete("legacy"))
                .isInstanceOfSatisfying(ItemDecodeException.class, e -> {
                    assertThat(e.attribute()).isEqualTo("status");
                    assertThat(e.storedItem()).isEqualTo(legacy);
                })
                .hasMessage("JOB [pk=JOB#legacy, sk=METADATA]: attribute 'status': 'ARCHIVED' names no constant of the "
                        + "component's enum; the item was deleted all the same, and storedItem() holds it as it was, to "
                        + "store again once repaired");
        assertThat(rawItem("JOB#legacy", "METADATA")).isEmpty();
    }

    private Map<String, AttributeValue> rawItem(String pk, String sk) {
        return dynamo.getItem(request -> request.tableName(table)
                .key(Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk)))
                .consistentRead(true)).item();
    }
}
