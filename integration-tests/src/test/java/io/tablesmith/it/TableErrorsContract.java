package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemTooLargeException;
import io.tablesmith.PageRequest;
import io.tablesmith.TableCheck;
import io.tablesmith.TableMismatchException;
import io.tablesmith.TableNotFoundException;
import io.tablesmith.lock.LeaseLocks;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * What a user sees when the table is not the one the repositories were generated for: a table that
 * does not exist, another table's name, items too large for DynamoDB; and the check of a live table
 * against the generated definition. Run on each engine by a subclass.
 */
abstract class TableErrorsContract {

    static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    abstract DynamoDbClient dynamo();

    /** A table of this package's generated definition. */
    abstract String newTable();

    /** A table of {@code request} (its name made unique by the engine's rules). */
    abstract String create(CreateTableRequest.Builder request);

    /** A name no table has. */
    abstract String missingTable();

    @Test
    void everyFeatureNamesATableThatDoesNotExist() {
        String missing = missingTable();
        JobRepository jobs = new JobRepository(dynamo(), missing);
        FindingRepository findings = new FindingRepository(dynamo(), missing);

        assertMissing(() -> jobs.create(Job.queued("1", T0)), missing, "PutItem", "JOB");
        assertMissing(() -> jobs.get("1"), missing, "GetItem", "JOB");
        assertMissing(() -> jobs.update("1").setTitle("t").execute(), missing, "UpdateItem", "JOB");
        assertMissing(() -> jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10)), missing, "Query", "JOB");
        assertMissing(() -> findings.putAll(List.of(Finding.of("1", "a"))), missing, "BatchWriteItem", "FINDING");
        assertMissing(() -> findings.getAll(List.of(FindingKeys.key("1", "a"))), missing, "BatchGetItem", "FINDING");
        assertMissing(() -> new JobDetailsRepository(dynamo(), missing).get("1"), missing, "Query", null);
        assertMissing(() -> new ChoreQueue(dynamo(), missing).push(new Chore("1", 1)), missing, null, null);
        assertMissing(() -> new LeaseLocks(dynamo(), missing).tryAcquire("lock", Duration.ofSeconds(10)), missing, null, null);
        assertMissing(() -> TablesmithTable.check(dynamo(), missing), missing, "DescribeTable", null);
    }

    private static void assertMissing(ThrowingCallable call, String table, String operation, String entityType) {
        assertThatThrownBy(call).isInstanceOfSatisfying(TableNotFoundException.class, e -> {
            assertThat(e.tableName()).isEqualTo(table);
            assertThat(e.entityType()).isEqualTo(entityType);
            assertThat(e).hasMessageContaining(" refused: table \"" + table + "\" does not exist")
                    .hasMessageContaining("create it with TablesmithTable.createTableRequest(\"" + table + "\")");
            if (operation != null) {
                assertThat(e).hasMessageContaining(operation + " refused");
            }
        });
    }

    @Test
    void aRepositoryHandedAnotherTablesNameSaysWhichIndexTheTableLacks() {
        String other = create(CreateTableRequest.builder().billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(string("pk"), string("sk"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE)));
        JobRepository jobs = new JobRepository(dynamo(), other);
        jobs.create(Job.queued("1", T0));

        assertThatThrownBy(() -> jobs.byStatus(JobStatus.QUEUED, PageRequest.of(10)))
                .isInstanceOfSatisfying(TableMismatchException.class, e -> {
                    assertThat(e.tableName()).isEqualTo(other);
                    assertThat(e.entityType()).isEqualTo("JOB");
                    assertThat(e.differences()).singleElement().asString().startsWith("it has no index gsi1, which Query read");
                    assertThat(e).hasMessageContaining("TablesmithTable.check(client, \"" + other + "\")");
                });
        assertThat(TablesmithTable.check(dynamo(), other).differences()).contains(
                "it has no index gsi1 (gsi1pk HASH, gsi1sk RANGE)", "it has no index gsi2 (gsi2pk HASH, gsi2sk RANGE)");
    }

    @Test
    void theCheckOfATableOfAnotherShapeSaysExactlyWhatDiffers() {
        String other = create(CreateTableRequest.builder().billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(string("pk"), AttributeDefinition.builder().attributeName("sk")
                        .attributeType(ScalarAttributeType.N).build(), string("gsi1pk"), string("other"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi1").keySchema(key("gsi1pk", KeyType.HASH))
                                .projection(p -> p.projectionType("KEYS_ONLY")).build(),
                        GlobalSecondaryIndex.builder().indexName("extra").keySchema(key("other", KeyType.HASH))
                                .projection(p -> p.projectionType("ALL")).build()));

        TableCheck check = TableCheck.of(dynamo(), TablesmithTable.createTableRequest(other), null);

        assertThat(check.matches()).isFalse();
        assertThat(check.differences()).contains(
                "key attribute sk is of type N, not S",
                "index gsi1's key is (gsi1pk HASH), not (gsi1pk HASH, gsi1sk RANGE)",
                "index gsi1 projects KEYS_ONLY, not ALL",
                "it has index extra, which the definition does not declare");
        assertThatThrownBy(check::requireMatch).isInstanceOfSatisfying(TableMismatchException.class,
                e -> assertThat(e.differences()).isEqualTo(check.differences()))
                .hasMessageContaining("key attribute sk is of type N, not S; index gsi1's key is");
    }

    @Test
    void theGeneratedTableMatchesItsDefinitionSaveTimeToLiveUntilItIsTurnedOn() {
        String table = newTable();

        TableCheck unchecked = TableCheck.of(dynamo(), TablesmithTable.createTableRequest(table), null);
        assertThat(unchecked.matches()).as(unchecked.toString()).isTrue();
        assertThat(TablesmithTable.check(dynamo(), table).differences()).singleElement().asString()
                .startsWith("time to live is DISABLED, not enabled on expires_at");
    }

    @Test
    void anUpdateWhoseValuesAloneExceedTheItemLimitIsRefusedBeforeItIsSent() {
        JobRepository jobs = new JobRepository(dynamo(), newTable());
        // No item exists: had a request been sent, it would have failed with ItemNotFoundException.
        assertThatThrownBy(() -> jobs.update("1").setTitle("x".repeat(410 * 1024)).execute())
                .isInstanceOfSatisfying(ItemTooLargeException.class, e -> {
                    assertThat(e.entityType()).isEqualTo("JOB");
                    assertThat(e.key()).isEqualTo("pk=JOB#1, sk=METADATA");
                    assertThat(e.size()).isEqualTo(410 * 1024 + "title".length());
                })
                .hasMessageContaining("update refused: the values it sets are 419845 bytes, more than DynamoDB's item"
                        + " limit of 409600 bytes (400 KB)");
    }

    @Test
    void anUpdateThatTakesTheStoredItemPastTheLimitNamesTheEntityAndTheKey() {
        FindingRepository findings = new FindingRepository(dynamo(), newTable());
        findings.create(new Finding("1", "a", "author", "x".repeat(399 * 1024), 0.5, null, null, null, null));

        assertThatThrownBy(() -> findings.update("1", "a").setAuthor("y".repeat(1000)).execute())
                .isInstanceOfSatisfying(ItemTooLargeException.class, e -> {
                    assertThat(e.entityType()).isEqualTo("FINDING");
                    assertThat(e.key()).isEqualTo("pk=JOB#1, sk=FINDING#a");
                })
                .hasMessageContaining("update refused by DynamoDB (Item size to update has exceeded the maximum allowed size)")
                .hasMessageContaining("and the item may be at most 409600 bytes (400 KB)");
        assertThat(findings.getConsistent("1", "a").orElseThrow().author()).as("nothing was written").isEqualTo("author");
    }

    static AttributeDefinition string(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }
}
