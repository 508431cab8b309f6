package io.tablesmith.it.walk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.dynalite.DynaliteExtension;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The found cases on dynalite over HTTP. dynalite has no transactions, so the transaction case runs
 * in {@link WriteSafetyLocalTest} only; and dynalite stores numbers DynamoDB refuses (more than 38
 * significant digits), so DynamoDB's refusal of such a result, and its translation, can only be
 * shown on LocalDynamoDb, which refuses as DynamoDB does. The range condition of adds is the
 * database's own check and holds here too (in the contract).
 */
@ExtendWith(DynaliteExtension.class)
class WriteSafetyDynaliteTest extends WriteSafetyContract {

    private final Engine engine;

    WriteSafetyDynaliteTest(DynamoDbClient client) {
        this.engine = Engine.dynalite(client);
    }

    @Override
    Engine engine() {
        return engine;
    }

    @Test
    void dynaliteStoresAResultDynamoDbWouldRefuseWhichIsWhyThatCaseRunsOnLocalDynamoDb() {
        ledgers.create(new Ledger("1", LedgerState.OPEN, "n", 0, new BigDecimal("1E+20"), null, 0, 0, List.of(), Set.of(), 0,
                null, null, 0));

        Ledger stored = ledgers.update("1").addBalance(new BigDecimal("1E-20")).execute();

        assertThat(stored.balance()).as("41 significant digits, which DynamoDB refuses to store")
                .isEqualByComparingTo("100000000000000000000.00000000000000000001");
    }
}
