package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
                    "rev", AttributeValue.fromN(Long.toString(note.version())));
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            return new Note(item.get("pk").s().substring(5), Long.parseLong(item.get("rev").n()));
        }

        @Override
        public ItemKey<Note> keyOf(Note note) {
            return new ItemKey<>("NOTE#" + note.id(), "NOTE");
        }
    };

    /** The version is stored as {@code rev}: the core takes the attribute from the descriptor. */
    private static final EntityDescriptor VERSIONED = EntityDescriptor.of("NOTE",
            KeyTemplate.of(KeyTemplate.literal("NOTE#"), KeyTemplate.component("id", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("NOTE"))).withVersion("rev");
    private static final EntityDescriptor UNVERSIONED = EntityDescriptor.of("NOTE", VERSIONED.partitionKey(), VERSIONED.sortKey());

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
    private final RepositoryCore<Note> core = new RepositoryCore<>(client, "notes", SCHEMA, VERSIONED, Note::version,
            (note, version) -> new Note(note.id(), version));

    @Test
    void createIsConditionalOnTheKeyBeingFreeAndStoresVersionOne() {
        assertThat(core.create(new Note("1", 7))).isEqualTo(new Note("1", 1));

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.tableName()).isEqualTo("notes");
        assertThat(put.conditionExpression()).isEqualTo("attribute_not_exists(#n1)");
        assertThat(put.expressionAttributeNames()).containsEntry("#n1", "pk");
        assertThat(put.item().get("rev").n()).isEqualTo("1");
    }

    @Test
    void aVersionedPutWritesOnlyOverItsOwnEntityAtTheRecordsVersionAndStoresTheNext() {
        assertThat(core.put(new Note("1", 3))).isEqualTo(new Note("1", 4));

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.conditionExpression()).as("never where no item is: a deleted item stays deleted")
                .isEqualTo("#n1 = :v1 AND #n2 = :v2");
        assertThat(put.expressionAttributeNames()).containsEntry("#n1", "_et").containsEntry("#n2", "rev");
        assertThat(put.expressionAttributeValues()).containsEntry(":v1", AttributeValue.fromS(SCHEMA.entityType()))
                .containsEntry(":v2", AttributeValue.fromN("3"));
        assertThat(put.item().get("rev").n()).isEqualTo("4");
    }

    @Test
    void aVersionedPutOfANewRecordWritesOnlyWhereNoItemIs() {
        assertThat(core.put(new Note("1", 0))).isEqualTo(new Note("1", 1));

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.conditionExpression()).isEqualTo("attribute_not_exists(#n1)");
        assertThat(put.item().get("rev").n()).isEqualTo("1");
    }

    @Test
    void unversionedPutOnlyRefusesAnItemOfAnotherEntity() {
        new RepositoryCore<>(client, "notes", SCHEMA, UNVERSIONED).put(new Note("1", 0));

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.conditionExpression()).isEqualTo("attribute_not_exists(#n1) OR (#n2 = :v1)");
        assertThat(put.expressionAttributeNames()).containsEntry("#n1", "pk").containsEntry("#n2", "_et");
        assertThat(put.returnValuesOnConditionCheckFailureAsString()).isEqualTo("ALL_OLD");
    }

    @Test
    void replaceRequiresItsOwnEntityAtTheExpectedVersion() {
        assertThat(core.replace(new Note("1", 3))).isEqualTo(new Note("1", 4));

        PutItemRequest put = (PutItemRequest) sent.get(0);
        assertThat(put.conditionExpression()).isEqualTo("#n1 = :v1 AND #n2 = :v2");
    }

    @Test
    void versionedDeleteRequiresTheExpectedVersion() {
        assertThat(core.delete(new ItemKey<>("NOTE#1", "NOTE"), 3)).isEqualTo(new Note("1", 3));

        DeleteItemRequest delete = (DeleteItemRequest) sent.get(0);
        assertThat(delete.conditionExpression()).isEqualTo("#n1 = :v1 AND #n2 = :v2");
        assertThat(delete.expressionAttributeNames()).containsEntry("#n1", "_et").containsEntry("#n2", "rev");
        assertThat(delete.key()).isEqualTo(new ItemKey<>("NOTE#1", "NOTE").toAttributeMap());
        assertThat(delete.returnValuesAsString()).isEqualTo("ALL_OLD");
    }

    @Test
    void deleteByKeyRefusesOnlyAnotherEntitysItem() {
        assertThat(core.delete(new ItemKey<>("NOTE#1", "NOTE"))).contains(new Note("1", 3));

        DeleteItemRequest delete = (DeleteItemRequest) sent.get(0);
        assertThat(delete.conditionExpression()).isEqualTo("attribute_not_exists(#n1) OR (#n2 = :v1)");
    }

    @Test
    void aDescriptorThatDoesNotFitTheSchemaOrTheConstructorIsRefused() {
        assertThatThrownBy(() -> new RepositoryCore<>(client, "notes", SCHEMA, VERSIONED))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("entity NOTE has a @Version (rev): its core needs the record's version and how to set it");
        assertThatThrownBy(() -> new RepositoryCore<>(client, "notes", SCHEMA, UNVERSIONED, Note::version,
                (note, version) -> note))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("entity NOTE has no @Version, so its core checks none");
        EntityDescriptor tags = EntityDescriptor.of("TAG", VERSIONED.partitionKey(), VERSIONED.sortKey());
        assertThatThrownBy(() -> new RepositoryCore<>(client, "notes", SCHEMA, tags))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the descriptor of TAG is not the one of schema NOTE");
    }
}
