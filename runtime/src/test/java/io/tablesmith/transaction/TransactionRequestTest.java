package io.tablesmith.transaction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.transaction.TransactionFailedException.Problem;
import io.tablesmith.transaction.TransactionFailedException.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The shape of the transaction requests (conditions, placeholders, ALL_OLD, tables, token) and
 * the mapping of cancellation reasons no local engine produces (conflicts, throttling). The
 * behaviour on an engine is in the integration tests' TransactionTest.
 */
class TransactionRequestTest {

    private record Note(String id, long version) {}

    private static final EntitySchema<Note> SCHEMA = new EntitySchema<>() {
        @Override
        public String entityType() {
            return "NOTE";
        }

        @Override
        public Map<String, AttributeValue> toItem(Note note) {
            return Map.of("pk", AttributeValue.fromS("NOTE#" + note.id()), "sk", AttributeValue.fromS("NOTE"),
                    "_et", AttributeValue.fromS("NOTE"), "v", AttributeValue.fromN(Long.toString(note.version())));
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            return new Note(item.get("pk").s().substring(5), Long.parseLong(item.get("v").n()));
        }

        @Override
        public ItemKey<Note> keyOf(Note note) {
            return new ItemKey<>("NOTE#" + note.id(), "NOTE");
        }
    };

    private final TransactionalRepository<Note> versioned = () -> TransactionTarget.versioned("notes", SCHEMA, "v",
            Note::version, (note, version) -> new Note(note.id(), version));
    private final TransactionalRepository<Note> plain = () -> TransactionTarget.of("plain", SCHEMA);

    private final List<Object> sent = new ArrayList<>();
    private RuntimeException failure;
    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
            sent.add(request);
            if (failure != null) {
                throw failure;
            }
            return TransactWriteItemsResponse.builder().build();
        }

        @Override
        public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
            sent.add(request);
            if (failure != null) {
                throw failure;
            }
            return TransactGetItemsResponse.builder().build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    private List<TransactWriteItem> sentItems() {
        return ((TransactWriteItemsRequest) sent.get(0)).transactItems();
    }

    @Test
    void everyVersionedWriteCarriesItsVersionCondition() {
        Transaction.write(client)
                .create(versioned, new Note("1", 7))
                .put(versioned, new Note("2", 3))
                .replace(versioned, new Note("3", 4))
                .delete(versioned, new Note("4", 5))
                .delete(versioned, new ItemKey<>("NOTE#5", "NOTE"))
                .put(versioned, new Note("6", 0))
                .execute();

        List<TransactWriteItem> items = sentItems();
        assertThat(items.get(0).put().tableName()).isEqualTo("notes");
        assertThat(items.get(0).put().conditionExpression()).isEqualTo("attribute_not_exists(#n1)");
        assertThat(items.get(0).put().expressionAttributeNames()).isEqualTo(Map.of("#n1", "pk"));
        assertThat(items.get(0).put().hasExpressionAttributeValues()).isFalse();
        assertThat(items.get(0).put().item().get("v").n()).isEqualTo("1");

        assertThat(items.get(1).put().conditionExpression()).as("a record at version 3 never creates the item")
                .isEqualTo("#n1 = :v1 AND #n2 = :v2");
        assertThat(items.get(1).put().expressionAttributeNames()).isEqualTo(Map.of("#n1", "_et", "#n2", "v"));
        assertThat(items.get(1).put().expressionAttributeValues())
                .isEqualTo(Map.of(":v1", AttributeValue.fromS("NOTE"), ":v2", AttributeValue.fromN("3")));
        assertThat(items.get(1).put().item().get("v").n()).isEqualTo("4");

        assertThat(items.get(2).put().conditionExpression()).isEqualTo("#n1 = :v1 AND #n2 = :v2");
        assertThat(items.get(2).put().item().get("v").n()).isEqualTo("5");

        assertThat(items.get(3).delete().conditionExpression()).isEqualTo("#n1 = :v1 AND #n2 = :v2");
        assertThat(items.get(3).delete().expressionAttributeNames()).isEqualTo(Map.of("#n1", "_et", "#n2", "v"));
        assertThat(items.get(3).delete().expressionAttributeValues())
                .isEqualTo(Map.of(":v1", AttributeValue.fromS("NOTE"), ":v2", AttributeValue.fromN("5")));
        assertThat(items.get(3).delete().key()).isEqualTo(new ItemKey<>("NOTE#4", "NOTE").toAttributeMap());

        assertThat(items.get(4).delete().conditionExpression()).isEqualTo("attribute_not_exists(#n1) OR (#n2 = :v1)");
        assertThat(items.get(5).put().conditionExpression()).as("version 0: a new record, only where no item is")
                .isEqualTo("attribute_not_exists(#n1)");
        assertThat(items.get(5).put().item().get("v").n()).isEqualTo("1");
        for (int i = 0; i < 6; i++) {
            TransactWriteItem item = items.get(i);
            ReturnValuesOnConditionCheckFailure onFailure = item.put() != null
                    ? item.put().returnValuesOnConditionCheckFailure() : item.delete().returnValuesOnConditionCheckFailure();
            assertThat(onFailure).as("item %d asks for the stored item on failure", i)
                    .isEqualTo(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        }
        assertThat(((TransactWriteItemsRequest) sent.get(0)).clientRequestToken()).isNull();
    }

    @Test
    void unversionedWritesCheckWhatTheirNameSaysAndTheEntityType() {
        Transaction.write(client)
                .create(plain, new Note("1", 0))
                .put(plain, new Note("2", 0))
                .replace(plain, new Note("3", 0))
                .delete(plain, new Note("4", 0))
                .execute();

        List<TransactWriteItem> items = sentItems();
        assertThat(items.get(0).put().conditionExpression()).isEqualTo("attribute_not_exists(#n1)");
        assertThat(items.get(1).put().conditionExpression()).isEqualTo("attribute_not_exists(#n1) OR (#n2 = :v1)");
        assertThat(items.get(1).put().expressionAttributeNames()).isEqualTo(Map.of("#n1", "pk", "#n2", "_et"));
        assertThat(items.get(2).put().conditionExpression()).isEqualTo("#n1 = :v1");
        assertThat(items.get(3).delete().conditionExpression()).isEqualTo("attribute_not_exists(#n1) OR (#n2 = :v1)");
        assertThat(items).allMatch(item -> (item.put() != null ? item.put().tableName() : item.delete().tableName()).equals("plain"));
    }

    @Test
    void conditionChecksAreConditionCheckItems() {
        Transaction.write(client)
                .requireExists(plain, new ItemKey<>("A", "B"))
                .requireNotExists(plain, new ItemKey<>("C", "D"))
                .requireVersion(versioned, new Note("1", 9))
                .requireVersion(versioned, new ItemKey<>("E", "F"), 2)
                .clientRequestToken("token-1")
                .execute();

        List<TransactWriteItem> items = sentItems();
        assertThat(items.get(0).conditionCheck().conditionExpression()).isEqualTo("#n1 = :v1");
        assertThat(items.get(0).conditionCheck().key()).isEqualTo(new ItemKey<>("A", "B").toAttributeMap());
        assertThat(items.get(1).conditionCheck().conditionExpression()).isEqualTo("attribute_not_exists(#n1)");
        assertThat(items.get(2).conditionCheck().conditionExpression()).isEqualTo("#n1 = :v1 AND #n2 = :v2");
        assertThat(items.get(2).conditionCheck().expressionAttributeValues())
                .isEqualTo(Map.of(":v1", AttributeValue.fromS("NOTE"), ":v2", AttributeValue.fromN("9")));
        assertThat(items.get(3).conditionCheck().expressionAttributeValues())
                .isEqualTo(Map.of(":v1", AttributeValue.fromS("NOTE"), ":v2", AttributeValue.fromN("2")));
        assertThat(items).allMatch(item -> item.conditionCheck().returnValuesOnConditionCheckFailure()
                == ReturnValuesOnConditionCheckFailure.ALL_OLD);
        assertThat(((TransactWriteItemsRequest) sent.get(0)).clientRequestToken()).isEqualTo("token-1");
    }

    @Test
    void emptyTransactionsSendNothing() {
        Transaction.write(client).execute();
        Transaction.read(client).execute();

        assertThat(sent).isEmpty();
    }

    @Test
    void anUpdateMadeOutsideTablesmithIsRefusedBeforeAnythingIsSent() {
        TransactionalUpdate<Note> foreign = () -> new TransactionOperation() { };

        assertThatThrownBy(() -> Transaction.write(client).put(plain, new Note("1", 0)).update(foreign).execute())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("a transaction takes the updates of generated <Name>Update builders only");
        assertThat(sent).isEmpty();
    }

    @Test
    void conflictsAndThrottlingAreRetryableAndNameTheirItems() {
        failure = canceled(reason("None"), reason("TransactionConflict"), reason("ThrottlingError"));

        TransactionFailedException e = catchThrowableOfType(TransactionFailedException.class, () -> Transaction.write(client)
                .put(plain, new Note("1", 0)).put(plain, new Note("2", 0)).put(plain, new Note("3", 0)).execute());

        assertThat(e.reasons()).extracting(Reason::problem).containsExactly(Problem.NONE, Problem.CONFLICT, Problem.THROTTLED);
        assertThat(e.failures()).extracting(Reason::key)
                .containsExactly(new ItemKey<>("NOTE#2", "NOTE"), new ItemKey<>("NOTE#3", "NOTE"));
        assertThat(e.retryable()).isTrue();
        assertThat(e.getCause()).isSameAs(failure);
    }

    @Test
    void aFailedConditionBesideAConflictIsNotRetryable() {
        failure = canceled(reason("ConditionalCheckFailed"), reason("TransactionConflict"));

        TransactionFailedException e = catchThrowableOfType(TransactionFailedException.class, () -> Transaction.write(client)
                .create(plain, new Note("1", 0)).put(plain, new Note("2", 0)).execute());

        assertThat(e.reasons()).extracting(Reason::problem).containsExactly(Problem.DUPLICATE, Problem.CONFLICT);
        assertThat(e.retryable()).isFalse();
    }

    @Test
    void validationAndUnknownCodesKeepDynamoDbsMessage() {
        failure = canceled(CancellationReason.builder().code("ValidationError").message("Item size has exceeded").build(),
                CancellationReason.builder().code("ItemCollectionSizeLimitExceeded").message("too big").build());

        TransactionFailedException e = catchThrowableOfType(TransactionFailedException.class, () -> Transaction.write(client)
                .put(plain, new Note("1", 0)).put(plain, new Note("2", 0)).execute());

        assertThat(e.reasons()).extracting(Reason::problem).containsExactly(Problem.INVALID, Problem.OTHER);
        assertThat(e.reasons()).extracting(Reason::detail).containsExactly("Item size has exceeded", "too big");
        assertThat(e.reasons()).extracting(Reason::code).containsExactly("ValidationError", "ItemCollectionSizeLimitExceeded");
    }

    @Test
    void aFailedConditionWithTheStoredItemDecodesItAndNamesTheStoredVersion() {
        failure = canceled(CancellationReason.builder().code("ConditionalCheckFailed")
                .item(SCHEMA.toItem(new Note("1", 6))).build());

        TransactionFailedException e = catchThrowableOfType(TransactionFailedException.class, () -> Transaction.write(client)
                .replace(versioned, new Note("1", 4)).execute());

        Reason reason = e.reasons().get(0);
        assertThat(reason.problem()).isEqualTo(Problem.STALE_VERSION);
        assertThat(reason.stored(Note.class)).contains(new Note("1", 6));
        assertThat(reason.detail()).startsWith("expected stored version 4 but found 6");
        assertThat(e).hasMessageStartingWith("NOTE [pk=NOTE#1, sk=NOTE]: transaction cancelled");
    }

    @Test
    void missingReasonsStillListEveryOperation() {
        failure = TransactionCanceledException.builder().message("cancelled")
                .awsErrorDetails(AwsErrorDetails.builder().errorMessage("cancelled").build()).build();

        TransactionFailedException e = catchThrowableOfType(TransactionFailedException.class, () -> Transaction.write(client)
                .put(plain, new Note("1", 0)).execute());

        assertThat(e.reasons()).singleElement().satisfies(reason -> {
            assertThat(reason.code()).isEqualTo("Unknown");
            assertThat(reason.problem()).isEqualTo(Problem.OTHER);
            assertThat(reason.message()).isEqualTo("cancelled");
        });
    }

    @Test
    void aGetTransactionCancelledByAConflictNamesTheItem() {
        failure = canceled(reason("None"), reason("TransactionConflict"));

        TransactionFailedException e = catchThrowableOfType(TransactionFailedException.class, () -> Transaction.read(client)
                .get(plain, new ItemKey<>("A", "B")).get(versioned, new ItemKey<>("A", "B")).execute());

        assertThat(e.failures()).singleElement().satisfies(reason -> {
            assertThat(reason.operation()).isEqualTo(TransactionFailedException.Operation.GET);
            assertThat(reason.tableName()).isEqualTo("notes");
            assertThat(reason.problem()).isEqualTo(Problem.CONFLICT);
        });
        TransactGetItemsRequest request = (TransactGetItemsRequest) sent.get(0);
        assertThat(request.transactItems()).extracting(item -> item.get().tableName()).containsExactly("plain", "notes");
    }

    private static CancellationReason reason(String code) {
        return CancellationReason.builder().code(code).build();
    }

    private static TransactionCanceledException canceled(CancellationReason... reasons) {
        return TransactionCanceledException.builder().message("Transaction cancelled").cancellationReasons(reasons).build();
    }
}
