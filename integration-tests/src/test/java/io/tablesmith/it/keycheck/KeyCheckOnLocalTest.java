package io.tablesmith.it.keycheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.ItemDecodeException;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import io.tablesmith.transaction.TransactionFailedException.Reason;
import org.junit.jupiter.api.Test;

/**
 * Reads never invent a key, on LocalDynamoDb, and in transactions (which dynalite lacks): a
 * transactional get refuses the item, and a cancellation reason carries it raw, not decoded as
 * another key's record.
 */
class KeyCheckOnLocalTest extends KeyCheckContract {

    KeyCheckOnLocalTest() {
        super(LocalDynamoDb.create());
    }

    @Test
    void aTransactionalGetRefusesAnItemThatSaysAnotherKey() {
        patrons.create(new Patron("bob", "Bob", 0));
        store(annSayingBob());

        assertThatThrownBy(() -> Transaction.read(dynamo).get(patrons, PatronKeys.key("ann"))
                .get(patrons, PatronKeys.key("bob")).execute())
                .isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("patronId is 'bob' but the key says 'ann'");
    }

    @Test
    void aCancellationReasonHoldsTheItemButNoRecordOfAnotherKey() {
        store(annSayingBob());

        TransactionFailedException failed = catchThrowableOfType(TransactionFailedException.class,
                () -> Transaction.write(dynamo).create(patrons, new Patron("ann", "Ann", 0)).execute());

        Reason reason = failed.reasons().get(0);
        assertThat(reason.problem()).isEqualTo(Problem.DUPLICATE);
        assertThat(reason.storedItem()).isEqualTo(annSayingBob());
        assertThat(reason.stored(Patron.class)).isEmpty();
    }
}
