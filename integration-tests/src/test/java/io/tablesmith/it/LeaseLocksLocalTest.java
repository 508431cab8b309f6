package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.lock.LeaseLostException;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionWriter;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Lease locks on LocalDynamoDb, and transactions fenced by a lease (dynalite has no transactions). */
class LeaseLocksLocalTest extends LeaseLocksContract {

    private final LocalDynamoDb dynamo = LocalDynamoDb.create();
    private int tables;

    @Override
    DynamoDbClient dynamo() {
        return dynamo;
    }

    @Override
    String newTable() {
        String name = "locks" + (++tables);
        dynamo.createTables(TablesmithTable.createTableRequest(name));
        return name;
    }

    @Override
    int acquisitionsPerThread() {
        return 50;
    }

    @Test
    void aTransactionFencedByALostLeaseWritesNothingEvenBeforeTheNewHolderWrites() {
        // The stale holder's clock lags, so by its clock the lease still runs: the lock item refuses it.
        LeaseLocks lagging = new LeaseLocks(dynamo, table).withClock(new ManualClock(START));
        Lease stale = lagging.tryAcquire("job-9", LEASE).orElseThrow();
        clock.advance(LEASE.plusMillis(1));
        Lease current = locks.tryAcquire("job-9", LEASE).orElseThrow();

        TransactionFailedException refused = catchThrowableOfType(TransactionFailedException.class, () -> Transaction.write(dynamo)
                .requireLease(stale)
                .create(jobs, Job.queued("9", Instant.parse("2026-01-01T00:00:00Z")))
                .execute());

        assertThat(refused).isNotNull();
        assertThat(refused.getMessage()).contains("require lease _LOCK [pk=LOCK#job-9, sk=LOCK]");
        assertThat(jobs.getConsistent("9")).as("nothing written").isEmpty();
        Transaction.write(dynamo).requireLease(current).create(jobs, Job.queued("9", Instant.parse("2026-01-01T00:00:00Z"))).execute();
        assertThat(jobs.getConsistent("9")).isPresent();
    }

    @Test
    void aTransactionRequiringALeaseAtItsExpiresAtIsRefusedBeforeSendingEvenWhenNobodyTookItOver() {
        Lease lease = locks.tryAcquire("job-10", LEASE).orElseThrow();
        TransactionWriter pending = Transaction.write(dynamo).requireLease(lease).create(jobs, Job.queued("10", Instant.EPOCH));
        clock.advance(LEASE);

        assertThatThrownBy(pending::execute).isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("require lease refused: the lease with fencing token " + lease.fencingToken() + " expired at");
        assertThatThrownBy(() -> Transaction.write(dynamo).requireLease(lease)).isInstanceOf(LeaseLostException.class);
        assertThat(jobs.getConsistent("10")).isEmpty();
    }

    @Test
    void theLockItemRefusesALeaseItsHolderStillBelievesInOnceItsTimeHasPassed() {
        // A holder whose clock lags behind the lock's: its own check passes, the item's condition does not.
        ManualClock laggingClock = new ManualClock(START);
        Lease lease = new LeaseLocks(dynamo, table).withClock(laggingClock).tryAcquire("job-11", LEASE).orElseThrow();
        Lease believed = new Lease(lease.lockName(), lease.fencingToken(), lease.holder(), lease.expiresAt().plus(LEASE),
                lease.tableName(), laggingClock);
        laggingClock.advance(LEASE.plusMillis(1));

        assertThatThrownBy(() -> Transaction.write(dynamo).requireLease(believed).create(jobs, Job.queued("11", Instant.EPOCH))
                .execute()).isInstanceOf(TransactionFailedException.class).hasMessageContaining("is no longer held");
        assertThat(jobs.getConsistent("11")).isEmpty();
    }
}
