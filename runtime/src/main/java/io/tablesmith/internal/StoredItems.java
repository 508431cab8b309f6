package io.tablesmith.internal;

import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** Reads of one stored item, for the write paths that must say what stopped them. */
final class StoredItems {

    private StoredItems() {
    }

    static Optional<Map<String, AttributeValue>> fetch(DynamoDbClient client, String tableName, ItemKey<?> key,
                                                       boolean consistentRead) {
        GetItemResponse response = client.getItem(builder -> builder
                .tableName(tableName)
                .key(key.toAttributeMap())
                .consistentRead(consistentRead));
        return response.hasItem() && !response.item().isEmpty() ? Optional.of(response.item()) : Optional.empty();
    }

    /**
     * The item as it is after a failed condition: DynamoDB returns it with the failure when
     * asked ({@code ReturnValuesOnConditionCheckFailure}); engines that do not are asked once
     * more with a consistent read.
     */
    static Optional<Map<String, AttributeValue>> afterFailedCondition(DynamoDbClient client, String tableName, ItemKey<?> key,
                                                                      ConditionalCheckFailedException e) {
        if (e.hasItem() && !e.item().isEmpty()) {
            return Optional.of(e.item());
        }
        return fetch(client, tableName, key, true);
    }

    /** The attribute every Tablesmith item carries: its entity type. */
    static final String ENTITY_TYPE_ATTRIBUTE = "_et";

    /**
     * Refuses an operation whose condition failed because the stored item belongs to another
     * entity type; returns normally when there is no item or it is of {@code entityType}.
     */
    static void requireEntityType(String entityType, ItemKey<?> key, String operation,
                                  Optional<Map<String, AttributeValue>> stored) {
        if (stored.isEmpty()) {
            return;
        }
        AttributeValue type = stored.get().get(ENTITY_TYPE_ATTRIBUTE);
        String storedType = type == null ? null : type.s();
        if (!entityType.equals(storedType)) {
            throw new EntityTypeMismatchException(entityType, key.toString(), operation, storedType);
        }
    }
}
