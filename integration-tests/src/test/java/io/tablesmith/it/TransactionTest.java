package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionFailedException.Operation;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import io.tablesmith.transaction.TransactionFailedException.Reason;
import io.tablesmith.transaction.TransactionReader;
import io.tablesmith.transaction.TransactionWriter;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Write and get transactions across repositories, on LocalDynamoDb: dynalite has no
 * TransactWriteItems/TransactGetItems. Every operation, every failure mapping, @Version on
 * every write (delete included), the limits checked before sending.
 */
class TransactionTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    private final LocalDynamoDb dynamo = LocalDynamoDb.create()
            .createTables(TablesmithTable.createTableRequest("research"), TablesmithTable.createTableRequest("archive"));
    private final JobRepository jobs = new JobRepository(dynamo, "research");
    private final FindingRepository findings = new FindingRepository(dynamo, "research");
    private final ReportRepository reports = new ReportRepository(dynamo, "research");
    private final CounterRepository counters = new CounterRepository(dynamo, "research");
    private final FindingRepository archived = new FindingRepository(dynamo, "archive");

    private TransactionWriter write() {
        return Transaction.write(dynamo);
    }

    private static Job job(String id) {
        return Job.queued(id, T0);
    }

    private static Job at(Job job, long version) {
        return new Job(job.id(), job.status(), job.createdAt(), job.title(), version);
    }

    /** Runs a transaction that must fail, checks nothing of it was written, and returns its failure. */
    private TransactionFailedException failing(TransactionWriter transaction) {
        List<?> before = snapshot();
        TransactionFailedException failure = catchThrowableOfType(TransactionFailedException.class, transaction::execute);
        assertThat(failure).as("the transaction must fail").isNotNull();
        assertThat(snapshot()).as("nothing was written").isEqualTo(before);
        return failure;
    }

    private List<?> snapshot() {
        return dynamo.scan(b -> b.tableName("research")).items().stream().map(Object::toString).sorted().toList();
    }

    private static void hasOneFailure(TransactionFailedException failure, int index, Operation operation, Problem problem,
                                      Consumer<Reason> more) {
        assertThat(failure.failures()).hasSize(1);
        Reason reason = failure.reasons().get(index);
        assertThat(reason.index()).isEqualTo(index);
        assertThat(reason.operation()).isEqualTo(operation);
        assertThat(reason.problem()).isEqualTo(problem);
        assertThat(failure.failures()).containsExactly(reason);
        assertThat(failure.entityType()).isEqualTo(reason.entityType());
        assertThat(failure.key()).isEqualTo(reason.key().toString());
        assertThat(failure.retryable()).isFalse();
        more.accept(reason);
    }

    @Nested
    class Writes {

        @Test
        void everyWriteKindAcrossRepositoriesAndTablesCommitsTogether() {
            Job replacedBefore = jobs.create(job("2"));
            Counter counter = counters.create(new Counter("c", 5, 0));
            reports.create(new Report("3", "old"));
            Finding inArchive = Finding.of("9", "f9");
            archived.create(inArchive);

            Job created = job("1");
            TransactionWriter.Result done = write()
                    .create(jobs, created)
                    .put(findings, Finding.of("1", "f1"))
                    .replace(jobs, replacedBefore.withTitle("renamed"))
                    .put(counters, counter.incremented())
                    .delete(reports, ReportKeys.key("3"))
                    .delete(archived, inArchive)
                    .execute();

            assertThat(done.size()).isEqualTo(6);
            assertThat(jobs.get("1")).contains(new Job("1", JobStatus.QUEUED, T0, "job 1", 1));
            assertThat(done.stored(jobs, created)).isEqualTo(jobs.get("1").orElseThrow());
            assertThat(findings.get("1", "f1")).contains(Finding.of("1", "f1"));
            assertThat(jobs.get("2")).contains(at(replacedBefore.withTitle("renamed"), 2));
            assertThat(done.stored(jobs, replacedBefore).version()).isEqualTo(2);
            assertThat(counters.get("c")).contains(new Counter("c", 6, 2));
            assertThat(done.stored(counters, counter)).isEqualTo(new Counter("c", 6, 2));
            assertThat(reports.get("3")).isEmpty();
            assertThat(archived.get("9", "f9")).isEmpty();
            assertThatThrownBy(() -> done.stored(jobs, job("7")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("stored no such item");
        }

        @Test
        void createStoresVersionOneWhateverTheRecordHolds() {
            write().create(jobs, new Job("1", JobStatus.QUEUED, T0, "t", 41)).execute();

            assertThat(jobs.get("1").orElseThrow().version()).isEqualTo(1);
        }

        @Test
        void putOfANewVersionedRecordStoresItsNextVersionAndPutOverTheStoredVersionAdvancesIt() {
            write().put(jobs, job("1")).execute();
            Job stored = jobs.get("1").orElseThrow();
            assertThat(stored.version()).isEqualTo(1);

            write().put(jobs, stored.withTitle("again")).execute();

            assertThat(jobs.get("1")).contains(at(stored.withTitle("again"), 2));
        }

        @Test
        void unversionedPutAndReplaceOverwriteAndDeleteOfARecordDeletesByKey() {
            reports.create(new Report("1", "a"));
            findings.create(Finding.of("1", "f"));

            write().replace(reports, new Report("1", "b")).put(findings, Finding.of("1", "g"))
                    .delete(findings, Finding.of("1", "f")).execute();

            assertThat(reports.get("1")).contains(new Report("1", "b"));
            assertThat(findings.get("1", "g")).isPresent();
            assertThat(findings.get("1", "f")).isEmpty();
        }

        @Test
        void deleteByKeyIgnoresTheVersionAndAMissingItem() {
            Job stored = jobs.replace(jobs.create(job("1")));   // version 2

            write().delete(jobs, JobKeys.key("1")).delete(jobs, JobKeys.key("absent")).execute();

            assertThat(stored.version()).isEqualTo(2);
            assertThat(jobs.get("1")).isEmpty();
        }

        @Test
        void deleteOfAVersionedRecordAtItsVersionDeletes() {
            Job stored = jobs.create(job("1"));

            write().delete(jobs, stored).execute();

            assertThat(jobs.get("1")).isEmpty();
        }

        @Test
        void conditionChecksThatHoldLetTheWritesThrough() {
            Job stored = jobs.create(job("1"));
            jobs.create(job("2"));
            reports.create(new Report("1", "r"));

            write().requireVersion(jobs, stored).requireExists(reports, ReportKeys.key("1"))
                    .requireNotExists(findings, FindingKeys.key("1", "f")).requireVersion(jobs, JobKeys.key("2"), 1)
                    .create(findings, Finding.of("1", "g"))
                    .execute();

            assertThat(findings.get("1", "g")).isPresent();
        }

        @Test
        void anEmptyTransactionSendsNothing() {
            assertThat(write().execute().size()).isZero();
        }
    }

    @Nested
    class Failures {

        @Test
        void createOverAnExistingItemIsADuplicateWithTheStoredItem() {
            Job stored = jobs.create(job("1"));

            TransactionFailedException failure = failing(write().put(findings, Finding.of("1", "f")).create(jobs, job("1")));

            hasOneFailure(failure, 1, Operation.CREATE, Problem.DUPLICATE, reason -> {
                assertThat(reason.code()).isEqualTo("ConditionalCheckFailed");
                assertThat(reason.entityType()).isEqualTo("JOB");
                assertThat(reason.tableName()).isEqualTo("research");
                assertThat(reason.key()).isEqualTo(JobKeys.key("1"));
                assertThat(reason.stored(Job.class)).contains(stored);
                assertThat(reason.storedItem()).containsKey("version");
            });
            Reason first = failure.reasons().get(0);
            assertThat(first.problem()).isEqualTo(Problem.NONE);
            assertThat(first.code()).isEqualTo("None");
            assertThat(first.operation()).isEqualTo(Operation.PUT);
            assertThat(first.failed()).isFalse();
            assertThat(failure).hasMessage("JOB [pk=JOB#1, sk=METADATA]: transaction cancelled, nothing was written"
                    + " (1 of 2 operations failed): #1 create JOB [pk=JOB#1, sk=METADATA]: duplicate"
                    + " (ConditionalCheckFailed): an item with this key already exists");
        }

        @Test
        void replaceOfAMissingItemIsNotFound() {
            TransactionFailedException failure = failing(write().replace(jobs, job("1")));

            hasOneFailure(failure, 0, Operation.REPLACE, Problem.NOT_FOUND, reason -> {
                assertThat(reason.storedItem()).isEmpty();
                assertThat(reason.storedRecord()).isEmpty();
                assertThat(reason.detail()).isEqualTo("no item with this key exists");
            });
        }

        @Test
        void unversionedReplaceOfAMissingItemIsNotFound() {
            hasOneFailure(failing(write().replace(reports, new Report("1", "x"))), 0, Operation.REPLACE, Problem.NOT_FOUND,
                    reason -> assertThat(reason.entityType()).isEqualTo("REPORT"));
        }

        @Test
        void replaceAtAStaleVersionSaysWhichVersionWasFound() {
            Job first = jobs.create(job("1"));
            jobs.replace(first.withTitle("someone else"));   // version 2

            TransactionFailedException failure = failing(write().replace(jobs, first.withTitle("mine")));

            hasOneFailure(failure, 0, Operation.REPLACE, Problem.STALE_VERSION, reason -> {
                assertThat(reason.detail()).startsWith("expected stored version 1 but found 2");
                assertThat(reason.stored(Job.class).orElseThrow().title()).isEqualTo("someone else");
            });
        }

        @Test
        void putAtAStaleVersionIsStale() {
            Job first = jobs.create(job("1"));
            jobs.replace(first);

            hasOneFailure(failing(write().put(jobs, first)), 0, Operation.PUT, Problem.STALE_VERSION,
                    reason -> assertThat(reason.detail()).startsWith("expected stored version 1 but found 2"));
        }

        @Test
        void putOfANewRecordOverAnExistingItemIsStale() {
            jobs.create(job("1"));

            hasOneFailure(failing(write().put(jobs, job("1"))), 0, Operation.PUT, Problem.STALE_VERSION,
                    reason -> assertThat(reason.detail()).startsWith("expected stored version 0 but found 1"));
        }

        @Test
        void deleteOfAVersionedRecordChecksItsVersion() {
            Job first = jobs.create(job("1"));
            jobs.replace(first);

            hasOneFailure(failing(write().delete(jobs, first)), 0, Operation.DELETE, Problem.STALE_VERSION,
                    reason -> assertThat(reason.stored(Job.class).orElseThrow().version()).isEqualTo(2));
            assertThat(jobs.get("1")).isPresent();
        }

        @Test
        void deleteOfAVersionedRecordWhoseItemIsGoneIsNotFound() {
            Job first = jobs.create(job("1"));
            jobs.delete("1");

            hasOneFailure(failing(write().delete(jobs, first)), 0, Operation.DELETE, Problem.NOT_FOUND, reason -> { });
        }

        @Test
        void eachConditionCheckMapsToWhatItDemanded() {
            Job stored = jobs.create(job("1"));
            jobs.replace(stored);

            hasOneFailure(failing(write().requireExists(reports, ReportKeys.key("1"))), 0, Operation.REQUIRE_EXISTS,
                    Problem.NOT_FOUND, reason -> { });
            hasOneFailure(failing(write().requireNotExists(jobs, JobKeys.key("1"))), 0, Operation.REQUIRE_NOT_EXISTS,
                    Problem.DUPLICATE, reason -> assertThat(reason.stored(Job.class)).isPresent());
            hasOneFailure(failing(write().requireVersion(jobs, stored)), 0, Operation.REQUIRE_VERSION,
                    Problem.STALE_VERSION, reason -> assertThat(reason.detail()).startsWith("expected stored version 1 but found 2"));
            hasOneFailure(failing(write().requireVersion(counters, CounterKeys.key("none"), 3)), 0, Operation.REQUIRE_VERSION,
                    Problem.NOT_FOUND, reason -> { });
        }

        @Test
        void aFailedCheckCancelsTheWritesBesideIt() {
            Job stored = jobs.create(job("1"));
            jobs.replace(stored);

            failing(write().create(findings, Finding.of("1", "f")).requireVersion(jobs, stored));

            assertThat(findings.get("1", "f")).isEmpty();
        }

        @Test
        void severalFailuresAreListedItemByItemInRequestOrder() {
            Job stored = jobs.create(job("1"));
            jobs.replace(stored);
            reports.create(new Report("2", "r"));

            TransactionFailedException failure = failing(write()
                    .put(findings, Finding.of("1", "f"))
                    .replace(jobs, stored)
                    .create(reports, new Report("2", "again"))
                    .delete(counters, new Counter("gone", 0, 4))
                    .requireNotExists(findings, FindingKeys.key("1", "other")));

            assertThat(failure.reasons()).extracting(Reason::operation).containsExactly(Operation.PUT, Operation.REPLACE,
                    Operation.CREATE, Operation.DELETE, Operation.REQUIRE_NOT_EXISTS);
            assertThat(failure.reasons()).extracting(Reason::problem).containsExactly(Problem.NONE, Problem.STALE_VERSION,
                    Problem.DUPLICATE, Problem.NOT_FOUND, Problem.NONE);
            assertThat(failure.reasons()).extracting(Reason::entityType)
                    .containsExactly("FINDING", "JOB", "REPORT", "COUNTER", "FINDING");
            assertThat(failure.reasons().get(2).stored(Report.class)).contains(new Report("2", "r"));
            assertThat(failure.failures()).extracting(Reason::index).containsExactly(1, 2, 3);
            assertThat(failure.entityType()).isNull();
            assertThat(failure.key()).isNull();
            assertThat(failure.getMessage())
                    .startsWith("transaction cancelled, nothing was written (3 of 5 operations failed): #1 replace JOB")
                    .contains("#2 create REPORT [pk=JOB#2, sk=REPORT]: duplicate", "#3 delete COUNTER [pk=COUNTER#gone, sk=COUNTER]: not found");
        }
    }

    @Nested
    class Limits {

        @Test
        void aHundredOperationsGoInOneTransaction() {
            TransactionWriter transaction = write();
            for (int i = 0; i < 100; i++) {
                transaction.create(findings, Finding.of("1", "f" + i));
            }

            transaction.execute();

            assertThat(findings.findingsOf("1").stream().count()).isEqualTo(100);
        }

        @Test
        void theHundredAndFirstIsRefusedBeforeSending() {
            TransactionWriter transaction = write();
            for (int i = 0; i < 100; i++) {
                transaction.create(findings, Finding.of("1", "f" + i));
            }

            assertThatThrownBy(() -> transaction.delete(jobs, JobKeys.key("x")))
                    .isExactlyInstanceOf(TablesmithException.class)
                    .hasMessage("JOB [pk=JOB#x, sk=METADATA]: delete refused: a transaction holds at most 100 operations"
                            + " (DynamoDB's limit) and this would be operation #100 (counting from 0); split the work into"
                            + " several transactions");
            assertThat(transaction.size()).isEqualTo(100);
            assertThat(snapshot()).isEmpty();
        }

        @Test
        void twoOperationsOnOneItemAreRefusedBeforeSending() {
            Job stored = jobs.create(job("1"));
            TransactionWriter transaction = write().put(findings, Finding.of("1", "f")).replace(jobs, stored);

            assertThatThrownBy(() -> transaction.requireVersion(jobs, stored))
                    .isExactlyInstanceOf(TablesmithException.class)
                    .hasMessageStartingWith("JOB [pk=JOB#1, sk=METADATA]: require version refused: operation #1 (replace)"
                            + " of this transaction is on the same item of table research, and DynamoDB allows one"
                            + " operation per item in a transaction");
            assertThatThrownBy(() -> transaction.delete(jobs, JobKeys.key("1"))).isInstanceOf(TablesmithException.class);
            assertThat(transaction.size()).isEqualTo(2);
        }

        @Test
        void oneKeyInTwoTablesIsTwoItems() {
            write().create(findings, Finding.of("1", "f")).create(archived, Finding.of("1", "f")).execute();

            assertThat(findings.get("1", "f")).isPresent();
            assertThat(archived.get("1", "f")).isPresent();
        }

        @Test
        void requireVersionOfAnUnversionedEntityIsRefused() {
            assertThatThrownBy(() -> write().requireVersion(reports, new Report("1", "x")))
                    .isExactlyInstanceOf(TablesmithException.class)
                    .hasMessageContaining("REPORT [pk=JOB#1, sk=REPORT]: require version refused: the entity has no @Version");
        }

        @Test
        void anInvalidKeyFailsWhenAdded() {
            assertThatThrownBy(() -> write().create(jobs, job(""))).isInstanceOf(io.tablesmith.InvalidKeyException.class);
        }
    }

    @Nested
    class Idempotency {

        @Test
        void aRepeatWithTheSameTokenWritesNothingTwice() {
            TransactionWriter transaction = write().clientRequestToken("command-1").create(jobs, job("1"));
            transaction.execute();
            jobs.replace(jobs.get("1").orElseThrow());

            transaction.execute();   // a create again would fail as a duplicate: DynamoDB answers the repeat from the token

            assertThat(jobs.get("1").orElseThrow().version()).isEqualTo(2);
        }

        @Test
        void theSameTokenForOtherWorkIsRefused() {
            write().clientRequestToken("command-1").create(jobs, job("1")).execute();

            assertThatThrownBy(() -> write().clientRequestToken("command-1").create(jobs, job("2")).execute())
                    .isExactlyInstanceOf(TablesmithException.class)
                    .hasMessageContaining("client request token \"command-1\" was used in the last ten minutes for a different transaction");
            assertThat(jobs.get("2")).isEmpty();
        }

        @Test
        void aTokenHasOneToThirtySixCharacters() {
            assertThatThrownBy(() -> write().clientRequestToken("")).isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() -> write().clientRequestToken("x".repeat(37))).isInstanceOf(IllegalArgumentException.class);
            write().clientRequestToken("x".repeat(36));
        }
    }

    @Nested
    class Gets {

        @Test
        void readsTypedItemsOfSeveralRepositoriesAndTables() {
            Job job = jobs.create(job("1"));
            Finding finding = findings.create(Finding.of("1", "f"));
            Finding old = archived.create(Finding.of("1", "old"));

            TransactionReader.Result read = Transaction.read(dynamo)
                    .get(jobs, JobKeys.key("1"))
                    .get(reports, ReportKeys.key("1"))
                    .get(findings, FindingKeys.key("1", "f"))
                    .get(archived, FindingKeys.key("1", "old"))
                    .execute();

            assertThat(read.get(jobs, JobKeys.key("1"))).contains(job);
            assertThat(read.get(reports, ReportKeys.key("1"))).isEmpty();
            assertThat(read.get(findings, FindingKeys.key("1", "f"))).contains(finding);
            assertThat(read.get(archived, FindingKeys.key("1", "old"))).contains(old);
            assertThat(read.inOrder()).containsExactly(Optional.of(job), Optional.empty(), Optional.of(finding), Optional.of(old));
            assertThatThrownBy(() -> read.get(findings, FindingKeys.key("1", "old")))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("did not read that key");
        }

        @Test
        void aKeyTwiceOrAHundredAndOneKeysAreRefusedBeforeSending() {
            TransactionReader read = Transaction.read(dynamo).get(jobs, JobKeys.key("1"));
            assertThatThrownBy(() -> read.get(jobs, JobKeys.key("1")))
                    .isExactlyInstanceOf(TablesmithException.class).hasMessageContaining("get refused: operation #0 (get)");

            TransactionReader many = Transaction.read(dynamo);
            for (int i = 0; i < 100; i++) {
                many.get(findings, FindingKeys.key("1", "f" + i));
            }
            assertThat(many.execute().inOrder()).hasSize(100).allMatch(Optional::isEmpty);
            assertThatThrownBy(() -> many.get(jobs, JobKeys.key("1")))
                    .isExactlyInstanceOf(TablesmithException.class).hasMessageContaining("at most 100 operations");
        }

        @Test
        void anEmptyGetTransactionSendsNothing() {
            assertThat(Transaction.read(dynamo).execute().inOrder()).isEmpty();
        }

        @Test
        void aGetSeesAWriteTransactionWhole() {
            write().create(jobs, job("1")).create(reports, new Report("1", "r")).execute();

            TransactionReader.Result read = Transaction.read(dynamo).get(jobs, JobKeys.key("1")).get(reports, ReportKeys.key("1"))
                    .execute();

            assertThat(read.inOrder()).allMatch(Optional::isPresent);
        }
    }

    @Nested
    class Updates {

        @Test
        void aTypedUpdateCommitsWithTheOtherWritesAndAdvancesTheVersion() {
            Job stored = jobs.create(job("1"));

            write().update(jobs.update("1").setTitle("renamed").transitionStatus(JobStatus.QUEUED, JobStatus.RUNNING)
                            .ifVersion(stored.version()))
                    .create(reports, new Report("1", "started"))
                    .execute();

            Job updated = jobs.get("1").orElseThrow();
            assertThat(updated.title()).isEqualTo("renamed");
            assertThat(updated.status()).isEqualTo(JobStatus.RUNNING);
            assertThat(updated.version()).isEqualTo(2);
            assertThat(jobs.byStatus(JobStatus.RUNNING).stream().toList()).containsExactly(updated);
            assertThat(reports.get("1")).isPresent();
        }

        @Test
        void anUpdateOfAMissingItemIsNotFound() {
            hasOneFailure(failing(write().update(jobs.update("1").setTitle("x"))), 0, Operation.UPDATE, Problem.NOT_FOUND,
                    reason -> { });
        }

        @Test
        void anUpdateAtAStaleVersionIsStale() {
            Job stored = jobs.create(job("1"));
            jobs.replace(stored);

            hasOneFailure(failing(write().update(jobs.update("1").setTitle("x").ifVersion(stored.version()))), 0,
                    Operation.UPDATE, Problem.STALE_VERSION,
                    reason -> assertThat(reason.detail()).startsWith("expected stored version 1 but found 2"));
        }

        @Test
        void aStaleTransitionOrAFailedConditionIsConditionFailedWithTheStoredItem() {
            jobs.create(job("1"));

            hasOneFailure(failing(write().update(jobs.update("1").transitionStatus(JobStatus.RUNNING, JobStatus.FAILED))), 0,
                    Operation.UPDATE, Problem.CONDITION_FAILED, reason -> {
                        assertThat(reason.detail()).isEqualTo("status was to move from RUNNING to FAILED but it is QUEUED:"
                                + " another writer moved it first (the declared transitions lead from RUNNING to QUEUED);"
                                + " read it again and decide from its state");
                        assertThat(reason.stored(Job.class).orElseThrow().status()).isEqualTo(JobStatus.QUEUED);
                    });
            hasOneFailure(failing(write().update(jobs.update("1").setTitle("x").when(JobConditions.title().eq("other")))), 0,
                    Operation.UPDATE, Problem.CONDITION_FAILED,
                    reason -> assertThat(reason.detail()).isEqualTo("the condition did not hold for the stored item"));
        }

        @Test
        void anUpdateBuilderIsUsedUpByTheTransaction() {
            jobs.create(job("1"));
            JobUpdate update = jobs.update("1").setTitle("x");
            write().update(update).execute();

            assertThatThrownBy(update::execute).isInstanceOf(IllegalStateException.class);
        }

        @Test
        void anUpdateAndAnotherOperationOnItsItemAreRefused() {
            Job stored = jobs.create(job("1"));
            TransactionWriter transaction = write().requireVersion(jobs, stored);

            assertThatThrownBy(() -> transaction.update(jobs.update("1").setTitle("x")))
                    .isExactlyInstanceOf(TablesmithException.class).hasMessageContaining("update refused: operation #0 (require version)");
        }
    }

    @Test
    void keysComeFromTheGeneratedKeyBuilders() {
        assertThat(JobKeys.key("1")).isEqualTo(new ItemKey<>("JOB#1", "METADATA"));
    }
}
