package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.transaction.TransactionFailedException.Operation;
import io.tablesmith.transaction.TransactionTarget;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.Update;

/** A typed update in a transaction is the request UpdateCore would send, as an Update item. */
class TransactUpdateRequestTest {

    private record Note(String id) {}

    private static final EntitySchema<Note> SCHEMA = new EntitySchema<>() {
        @Override
        public String entityType() {
            return "NOTE";
        }

        @Override
        public Map<String, AttributeValue> toItem(Note note) {
            return Map.of("pk", AttributeValue.fromS("NOTE#" + note.id()), "sk", AttributeValue.fromS("NOTE"));
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            return new Note(item.get("pk").s().substring(5));
        }

        @Override
        public ItemKey<Note> keyOf(Note note) {
            return new ItemKey<>("NOTE#" + note.id(), "NOTE");
        }
    };

    private final DynamoDbClient unused = new DynamoDbClient() {
        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    @Test
    void theUpdateKeepsItsExpressionsConditionsAndAsksForTheStoredItem() {
        ItemUpdate changes = new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE")).set("title", AttributeValue.fromS("t"))
                .expectVersion(4).transition("state", "st", "A", "B", AttributeValue::fromS, state -> java.util.Set.of());

        TransactItem item = new UpdateCore<>(new WritePath(unused), TransactionTarget.versioned("notes", SCHEMA, "version",
                note -> 0L, (note, version) -> note)).transactItem(changes);

        Update update = WriteRequests.transactItem(item.write()).update();
        assertThat(item.operation()).isEqualTo(Operation.UPDATE);
        assertThat(item.key()).isEqualTo(new ItemKey<>("NOTE#1", "NOTE"));
        assertThat(update.tableName()).isEqualTo("notes");
        assertThat(update.key()).isEqualTo(new ItemKey<>("NOTE#1", "NOTE").toAttributeMap());
        assertThat(update.updateExpression()).isEqualTo("SET #n1 = :v1, #n2 = :v2 ADD #n3 :v3");
        assertThat(update.conditionExpression()).isEqualTo("#n4 = :v4 AND #n3 = :v5 AND #n2 = :v6");
        assertThat(update.expressionAttributeNames()).containsEntry("#n3", "version").containsEntry("#n4", "_et");
        assertThat(update.expressionAttributeValues().get(":v5").n()).isEqualTo("4");
        assertThat(update.returnValuesOnConditionCheckFailure()).isEqualTo(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        assertThat(item.stored()).isNull();
    }
}
