package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.condition.Condition;
import io.tablesmith.condition.Field;
import io.tablesmith.condition.StringField;
import io.tablesmith.transaction.TransactionTarget;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** The requests UpdateCore builds: placeholders only, the conditions each change needs, and index upkeep. */
class UpdateCoreRequestTest {

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

    private static final String HOSTILE = "a.b #c :d = e)";
    private static final StringField<Note> TITLE = new StringField<>("title", HOSTILE, AttributeValues::string);
    private static final Field<Note, Long> COUNT = new Field<>("count", "count", AttributeValues::number);

    private final List<UpdateItemRequest> sent = new ArrayList<>();
    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public UpdateItemResponse updateItem(UpdateItemRequest request) {
            sent.add(request);
            return UpdateItemResponse.builder().attributes(SCHEMA.toItem(new Note("1"))).build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    private final ItemUpdate update = new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE"));

    private UpdateCore<Note> versioned() {
        return new UpdateCore<>(new WritePath(client), TransactionTarget.versioned("notes", SCHEMA, "version", note -> 0L,
                (note, version) -> note));
    }

    @Test
    void namesAndValuesAreAlwaysPlaceholders() {
        versioned()
                .update(update.set(HOSTILE, AttributeValue.fromS(":v1) OR (#n1")).add("count", AttributeValues.number(2))
                        .remove("gone").when(TITLE.beginsWith("x").or(COUNT.in(1L, 2L).not())));

        UpdateItemRequest request = sent.get(0);
        assertThat(request.updateExpression()).isEqualTo("SET #n1 = :v1 REMOVE #n3 ADD #n2 :v2, #n4 :v3");
        assertThat(request.conditionExpression()).as("the entity type, the room the add needs, the condition")
                .isEqualTo("#n5 = :v4 AND (attribute_not_exists(#n2) OR #n2 <= :v5)"
                        + " AND ((begins_with(#n1, :v6)) OR (NOT (#n2 IN (:v7, :v8))))");
        assertThat(request.expressionAttributeNames()).containsEntry("#n1", HOSTILE).containsEntry("#n4", "version")
                .containsEntry("#n5", "_et");
        assertThat(request.expressionAttributeValues().get(":v4").s()).isEqualTo(SCHEMA.entityType());
        assertThat(request.expressionAttributeValues().get(":v5").n()).as("DynamoDB's largest number less the delta")
                .isEqualTo("9.9999999999999999999999999999999999998E+125");
        assertThat(request.expressionAttributeValues().get(":v1").s()).isEqualTo(":v1) OR (#n1");
        assertThat(request.returnValuesAsString()).isEqualTo("ALL_NEW");
        assertThat(request.returnValuesOnConditionCheckFailureAsString()).isEqualTo("ALL_OLD");
    }

    @Test
    void versionAndTransitionBecomeConditions() {
        versioned()
                .update(update.expectVersion(4).transition("state", "st", "A", "B", AttributeValue::fromS, state -> java.util.Set.of()));

        UpdateItemRequest request = sent.get(0);
        assertThat(request.updateExpression()).isEqualTo("SET #n1 = :v1 ADD #n2 :v2");
        assertThat(request.conditionExpression()).isEqualTo("#n3 = :v3 AND #n2 = :v4 AND #n1 = :v5");
        assertThat(request.expressionAttributeValues().get(":v5").s()).isEqualTo("A");
    }

    @Test
    void anIndexIsRewrittenRemovedOrKeptOnCondition() {
        ItemUpdate all = new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE")).set("a", AttributeValue.fromS("x"))
                .set("b", AttributeValue.fromS("y"));
        all.index("gsi1", ItemUpdate.indexKey("gsi1pk", () -> "A#x", "a"), ItemUpdate.indexKey("gsi1sk", () -> "y", "b"));
        assertThat(all.actions()).containsEntry("gsi1pk", new ItemUpdate.Assign(AttributeValue.fromS("A#x")))
                .containsEntry("gsi1sk", new ItemUpdate.Assign(AttributeValue.fromS("y")));

        ItemUpdate removed = new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE")).set("a", AttributeValue.fromS("x")).remove("b");
        removed.index("gsi1", ItemUpdate.indexKey("gsi1pk", () -> "A#x", "a"), ItemUpdate.indexKey("gsi1sk", () -> "y", "b"));
        assertThat(removed.actions()).containsEntry("gsi1pk", new ItemUpdate.Remove())
                .containsEntry("gsi1sk", new ItemUpdate.Remove());

        ItemUpdate partial = new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE")).set("a", AttributeValue.fromS("x"));
        partial.index("gsi1", ItemUpdate.indexKey("gsi1pk", () -> "A#x", "a"), ItemUpdate.indexKey("gsi1sk", () -> "y", "b"));
        new UpdateCore<>(new WritePath(client), TransactionTarget.of("notes", SCHEMA)).update(partial);
        assertThat(sent.get(0).updateExpression()).isEqualTo("SET #n1 = :v1, #n2 = :v2");
        assertThat(sent.get(0).conditionExpression()).isEqualTo("#n3 = :v3 AND attribute_exists(#n4)");
        assertThat(sent.get(0).expressionAttributeNames()).containsEntry("#n4", "gsi1sk");

        ItemUpdate untouched = new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE")).set("c", AttributeValue.fromS("z"));
        untouched.index("gsi1", ItemUpdate.indexKey("gsi1pk", () -> "A#x", "a"), ItemUpdate.indexKey("gsi1sk", () -> "y", "b"));
        assertThat(untouched.actions()).containsOnlyKeys("c");
    }

    @Test
    void aKeyMixingNewAndStoredValuesIsABug() {
        ItemUpdate mixed = new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE")).set("a", AttributeValue.fromS("x"));

        assertThatThrownBy(() -> mixed.index("gsi1", ItemUpdate.indexKey("gsi1pk", () -> "x#y", "a", "b"),
                ItemUpdate.indexKey("gsi1sk", () -> "s")))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void anEmptyUpdateIsRefusedWithAndWithoutAVersion() {
        assertThatThrownBy(() -> new UpdateCore<>(new WritePath(client), TransactionTarget.of("notes", SCHEMA)).update(update))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("changes nothing, so it is not sent");
        assertThatThrownBy(() -> versioned()
                .update(new ItemUpdate(new ItemKey<>("NOTE#1", "NOTE"))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("changes nothing, so it is not sent");
        assertThat(sent).isEmpty();
    }

    @Test
    void conditionsPrintReadablyForMessages() {
        Condition<Note> condition = TITLE.eq("x").and(COUNT.ne(null));
        assertThat(condition).hasToString("(" + HOSTILE + " = \"x\") AND (attribute_exists(count))");
    }
}
