package io.tablesmith.it.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionFailedException;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The data-safety guarantees on LocalDynamoDb, and those that need transactions (dynalite has
 * none): no operation of a transaction changes another entity's item, and versions only go
 * forward there too.
 */
class SafetyOnLocalTest extends SafetyContract {

    SafetyOnLocalTest() {
        super(LocalDynamoDb.create());
    }

    @Test
    void noTransactionOperationChangesAnItemOfAnotherEntity() {
        // Another entity's item at a card's key, written raw: no two entities' keys can be equal (TS153).
        Map<String, AttributeValue> member = Map.of("pk", AttributeValue.fromS("MEMBER#t1"), "sk", AttributeValue.fromS("CARD#PROFILE"),
                "_et", AttributeValue.fromS("MEMBER"), "id", AttributeValue.fromS("t1"), "name", AttributeValue.fromS("Gus"));
        dynamo.putItem(b -> b.tableName(table).item(member));
        Card profileCard = new Card("t1", "PROFILE", "1");

        for (Runnable transaction : new Runnable[] {
                () -> Transaction.write(dynamo).delete(cards, CardKeys.key("t1", "PROFILE")).execute(),
                () -> Transaction.write(dynamo).put(cards, profileCard).execute(),
                () -> Transaction.write(dynamo).create(cards, profileCard).execute(),
                () -> Transaction.write(dynamo).replace(cards, profileCard).execute(),
                () -> Transaction.write(dynamo).delete(cards, profileCard).execute(),
                () -> Transaction.write(dynamo).update(cards.update("t1", "PROFILE").setNumber("2")).execute(),
                () -> Transaction.write(dynamo).requireExists(cards, CardKeys.key("t1", "PROFILE")).execute()}) {
            TransactionFailedException failed = catchThrowableOfType(TransactionFailedException.class, transaction::run);
            assertThat(failed).as("refused").isNotNull();
            assertThat(failed.reasons().get(0).problem()).isEqualTo(Problem.WRONG_ENTITY_TYPE);
            assertThat(failed).hasMessageContaining("a MEMBER, not a CARD");
        }
        assertThat(raw("MEMBER#t1", "CARD#PROFILE")).as("nothing was written").isEqualTo(member);
    }

    @Test
    void transactionWritesMoveVersionsForward() {
        Member v1 = members.create(new Member("t2", Tier.BASIC, "Hal", 0, 0));
        Member v2 = members.update(v1).setName("Hal 2").execute();

        Transaction.write(dynamo).put(members, v2.withName("Hal 3")).execute();
        Transaction.write(dynamo).update(members.update("t2").addLoanCount(1)).execute();

        Member stored = members.getConsistent("t2").orElseThrow();
        assertThat(stored.version()).isEqualTo(4);
        TransactionFailedException stale = catchThrowableOfType(TransactionFailedException.class,
                () -> Transaction.write(dynamo).replace(members, v2.withName("stale")).execute());
        assertThat(stale.reasons().get(0).problem()).isEqualTo(Problem.STALE_VERSION);
    }
}
