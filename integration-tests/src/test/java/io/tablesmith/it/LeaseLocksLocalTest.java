package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.Lease;
import io.tablesmith.Transaction;
import io.tablesmith.TransactionFailedException;
import io.tablesmith.local.LocalDynamoDb;
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
        Lease stale = locks.tryAcquire("job-9", LEASE).orElseThrow();
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
}
