package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemEncodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.transaction.TransactionTarget;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** The write path's own rules: a guard is never dropped, and DynamoDB's refusal of a number becomes a Tablesmith exception. */
class WritePathTest {

    private record Note(String id) {}

    private static final EntitySchema<Note> SCHEMA = TestSchemas.of("NOTE",
            note -> Map.of("pk", AttributeValue.fromS("NOTE#" + note.id()), "sk", AttributeValue.fromS("NOTE"),
                    "_et", AttributeValue.fromS("NOTE")),
            item -> new Note(item.get("pk").s().substring(5)), note -> new ItemKey<>("NOTE#" + note.id(), "NOTE"));

    private static final TransactionTarget<Note> TARGET = TransactionTarget.of("notes", SCHEMA);
    private static final ItemKey<Note> KEY = new ItemKey<>("NOTE#1", "NOTE");

    private String refusal = "Number overflow. Attempting to store a number with magnitude larger than supported range";

    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public UpdateItemResponse updateItem(UpdateItemRequest request) {
            throw (DynamoDbException) DynamoDbException.builder().message(refusal).statusCode(400)
                    .awsErrorDetails(AwsErrorDetails.builder().errorCode("ValidationException").errorMessage(refusal).build())
                    .build();
        }

        @Override
        public GetItemResponse getItem(GetItemRequest request) {
            return GetItemResponse.builder().item(Map.of("pk", AttributeValue.fromS("NOTE#1"), "sk", AttributeValue.fromS("NOTE"),
                    "_et", AttributeValue.fromS("NOTE"), "count", AttributeValue.fromN("3"),
                    "total", AttributeValue.fromN("5E+125"))).build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    @Test
    void dynamoDbsRefusalOfAnAddedNumberNamesTheAttributeTheStoredValueAndTheDelta() {
        ItemUpdate changes = new ItemUpdate(KEY).add("count", 1, Integer.MIN_VALUE, Integer.MAX_VALUE, "int")
                .add("total", AttributeValue.fromN("9E+125"));

        ItemEncodeException e = catchThrowableOfType(ItemEncodeException.class,
                () -> new WritePath(client).write(Write.update(TARGET, changes)));

        assertThat(e.attribute()).isEqualTo("total");
        assertThat(e).hasMessage("NOTE [pk=NOTE#1, sk=NOTE]: attribute 'total': update refused: DynamoDB cannot store the result"
                + " of adding 9E+125 to the stored 5E+125 (" + refusal + "); nothing was written");
    }

    @Test
    void anyOtherValidationErrorIsDynamoDbsOwn() {
        refusal = "ExpressionAttributeValues contains invalid value";

        assertThatThrownBy(() -> new WritePath(client).write(Write.update(TARGET, new ItemUpdate(KEY).set("a", AttributeValue.fromS("b")))))
                .isExactlyInstanceOf(DynamoDbException.class).hasMessageContaining(refusal);
    }

    @Test
    void aGuardedWriteIsNeverSentInABatchNorABatchWriteAlone() {
        assertThatThrownBy(() -> WriteRequests.batch("notes", List.of(Write.put(TARGET, new Note("1")))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("would drop the guards of a put");
        assertThatThrownBy(() -> WriteRequests.putItem(Write.batchPut(TARGET, new Note("1"))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("is a batch write, which carries no condition");
        assertThat(WriteRequests.batch("notes", List.of(Write.batchPut(TARGET, new Note("1")), Write.batchDelete(TARGET, KEY)))
                .requestItems().get("notes")).hasSize(2);
    }

    @Test
    void aFencedPutStoresItsLeaseAndIsRefusedUnderAnotherLockOrALaterToken() {
        var put = WriteRequests.putItem(Write.put(TARGET, new Note("1"))
                .fencedBy(new io.tablesmith.lock.Lease("job-1", 4, "holder", java.time.Instant.EPOCH, "notes")));

        assertThat(put.item()).containsEntry("_fence", AttributeValue.fromN("4")).containsEntry("_fenceLock", AttributeValue.fromS("job-1"));
        assertThat(put.conditionExpression())
                .isEqualTo("(attribute_not_exists(#n1) OR (#n2 = :v1 AND #n1 <= :v2)) AND (attribute_not_exists(#n3) OR (#n4 = :v3))");
        assertThat(put.expressionAttributeNames()).containsEntry("#n1", "_fence").containsEntry("#n2", "_fenceLock")
                .containsEntry("#n3", "pk").containsEntry("#n4", "_et");
    }
}
