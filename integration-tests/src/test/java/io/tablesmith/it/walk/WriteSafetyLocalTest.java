package io.tablesmith.it.walk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.ItemEncodeException;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The found cases on LocalDynamoDb, with the two it alone can show: transactions, and DynamoDB's own number refusals. */
class WriteSafetyLocalTest extends WriteSafetyContract {

    private final Engine engine = Engine.local();

    @Override
    Engine engine() {
        return engine;
    }

    @Test
    void aStaleVersionedPutInATransactionIsRefusedAfterADelete() {
        Ledger v1 = ledgers.create(Ledger.open("1"));
        Ledger v2 = ledgers.put(v1);
        ledgers.put(v2);
        ledgers.delete("1");

        TransactionFailedException e = catchThrowableOfType(TransactionFailedException.class,
                () -> Transaction.write(dynamo).put(ledgers, v2).put(notes, new LedgerNote("1", "n", "x")).execute());

        assertThat(e.failures()).singleElement().satisfies(reason -> {
            assertThat(reason.problem()).isEqualTo(Problem.NOT_FOUND);
            assertThat(reason.detail()).isEqualTo("no item with this key exists");
        });
        assertThat(ledgers.getConsistent("1")).as("the delete stands").isEmpty();
        assertThat(notes.getConsistent("1", "n")).as("nothing of the transaction written").isEmpty();
    }

    @Test
    void aResultBeyondThirtyEightDigitsIsDynamoDbsRefusalTranslatedAndNothingIsWritten() {
        ledgers.create(new Ledger("1", LedgerState.OPEN, "n", 0, new BigDecimal("1E+20"), null, 0, 0, List.of(), Set.of(), 0,
                null, null, 0));

        ItemEncodeException e = catchThrowableOfType(ItemEncodeException.class,
                () -> ledgers.update("1").addBalance(new BigDecimal("1E-20")).execute());

        assertThat(e.attribute()).isEqualTo("balance");
        assertThat(e).hasMessageContaining("LEDGER [pk=LEDGER#1, sk=LEDGER]: attribute 'balance': update refused:"
                        + " DynamoDB cannot store the result of adding 1E-20 to the stored 100000000000000000000")
                .hasMessageContaining("Attempting to store more than 38 significant digits in a Number")
                .hasMessageContaining("nothing was written");
        assertThat(ledgers.getConsistent("1").orElseThrow().balance()).isEqualByComparingTo("1E+20");
        assertThat(ledgers.getConsistent("1").orElseThrow().version()).isEqualTo(1);
    }
}
