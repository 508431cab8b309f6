package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * The shape of the requests RepositoryCore sends: which conditions guard which write. The
 * behaviour against a real engine is covered by the integration tests.
 */
class RepositoryCoreRequestTest {

    private record Note(String id, long version) {}

    private static final EntitySchema<Note> SCHEMA = new EntitySchema<>() {
        @Override
        public String entityType() {
            return "NOTE";
        }

        @Override
        public Map<String, AttributeValue> toItem(Note note) {
            return Map.of("pk", AttributeValue.fromS("NOTE#" + note.id()), "sk", AttributeValue.fromS("NOTE"),
                    "version", AttributeValue.fromN(Long.toString(note.version())));
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            return new Note(item.get("pk").s().substring(5), Long.parseLong(item.get("version").n()));
        }

        @Override
        public ItemKey keyOf(Note note) {
            return new ItemKey("NOTE#" + note.id(), "NOTE");
        }
    };

    private final List<Object> sent = new ArrayList<>();
    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public PutItemResponse putItem(PutItemRequest request) {
            sent.add(request);
            return PutItemResponse.builder().build();
        }

        @Override
        public DeleteItemResponse deleteItem(DeleteItemRequest request) {
            sent.add(request);
            return DeleteItemResponse.builder().attributes(SCHEMA.toItem(new Note("1", 3))).build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };
    private final RepositoryCore<Note> core = new RepositoryCore<>(client, "notes", SCHEMA, "version");

    @Test
    void createIsConditionalOnTheKeyBeingFree() {
        core.create(new Note("1", 1));

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.tableName()).isEqualTo("notes");
        assertThat(put.conditionExpression()).isEqualTo("attribute_not_exists(#pk)");
        assertThat(put.expressionAttributeNames()).containsEntry("#pk", "pk");
    }

    @Test
    void versionedPutAllowsAnAbsentItemOrTheExpectedVersion() {
        core.put(new Note("1", 4), 3L);

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.conditionExpression()).isEqualTo("attribute_not_exists(#pk) OR #version = :expected");
        assertThat(put.expressionAttributeValues()).containsEntry(":expected", AttributeValue.fromN("3"));
        assertThat(put.item().get("version").n()).isEqualTo("4");
    }

    @Test
    void unversionedPutIsUnconditional() {
        core.put(new Note("1", 0), null);

        assertThat(((PutItemRequest) sent.get(0)).conditionExpression()).isNull();
    }

    @Test
    void replaceRequiresTheItemAndTheExpectedVersion() {
        core.replace(new Note("1", 4), 3L);

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.conditionExpression()).isEqualTo("attribute_exists(#pk) AND #version = :expected");
    }

    @Test
    void versionedDeleteRequiresTheExpectedVersion() {
        assertThat(core.delete(new ItemKey("NOTE#1", "NOTE"), 3)).isEqualTo(new Note("1", 3));

        DeleteItemRequest delete = (DeleteItemRequest) sent.get(0);
        assertThat(delete.conditionExpression()).isEqualTo("#version = :expected");
        assertThat(delete.key()).isEqualTo(new ItemKey("NOTE#1", "NOTE").toAttributeMap());
    }
}
