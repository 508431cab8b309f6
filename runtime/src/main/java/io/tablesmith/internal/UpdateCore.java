package io.tablesmith.internal;

import io.tablesmith.Condition;
import io.tablesmith.ConditionFailedException;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.EntitySchema;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.StaleTransitionException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The DynamoDB calls behind typed updates, state transitions and writes guarded by a
 * {@link Condition}. Every expression is built with {@link ExpressionBuilder}, so names and values
 * are always placeholders.
 *
 * <p>A failed condition is told apart by looking at the stored item: absent
 * ({@link ItemNotFoundException}), at another version ({@link OptimisticLockException}), in another
 * state than a transition's {@code from} ({@link StaleTransitionException}), or otherwise
 * ({@link ConditionFailedException}). DynamoDB returns the item with the failure
 * ({@code ReturnValuesOnConditionCheckFailure.ALL_OLD}); on engines that do not, one consistent
 * read fetches it, on the failure path only.
 *
 * @param <T> the record type
 */
public final class UpdateCore<T> {

    private static final String PARTITION = ItemKey.PARTITION_ATTRIBUTE;
    /** How often a conditional create re-reads a version that other writers keep moving before it gives up. */
    private static final int CREATE_ATTEMPTS = 8;

    private final DynamoDbClient client;
    private final String tableName;
    private final EntitySchema<T> schema;
    private final String versionAttribute;

    /**
     * @param versionAttribute the stored name of the {@code @Version} component, or {@code null}
     */
    public UpdateCore(DynamoDbClient client, String tableName, EntitySchema<T> schema, String versionAttribute) {
        this.client = Objects.requireNonNull(client, "client");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.schema = Objects.requireNonNull(schema, "schema");
        this.versionAttribute = versionAttribute;
    }

    /** The request of an update: its changes, the version increment and every condition, ALL_OLD on failure. */
    UpdateItemRequest.Builder updateRequest(ItemUpdate update) {
        // With or without @Version: an update that only bumped the version would tell other
        // writers the item changed when it did not.
        if (update.isEmpty()) {
            throw new IllegalStateException("the update of " + schema.entityType() + " [" + update.key()
                    + "] changes nothing, so it is not sent; call at least one set, remove, add or transition method"
                    + " (to check a version without writing, use requireVersion in a transaction)");
        }
        ExpressionBuilder expression = new ExpressionBuilder();
        String updateExpression = updateExpression(update, expression);
        List<String> conditions = new ArrayList<>();
        conditions.add("attribute_exists(" + expression.name(PARTITION) + ")");
        conditions.add(sameEntity(expression));
        if (update.expectedVersion() != null) {
            conditions.add(expression.name(versionAttribute) + " = "
                    + expression.value(AttributeValues.number(update.expectedVersion())));
        }
        ItemUpdate.Transition transition = update.transition();
        if (transition != null) {
            conditions.add(expression.name(transition.attribute()) + " = " + expression.value(transition.from()));
        }
        for (ItemUpdate.KeptIndexKey kept : update.keptIndexKeys()) {
            conditions.add("attribute_exists(" + expression.name(kept.attribute()) + ")");
        }
        for (ItemUpdate.BoundedAdd bounded : update.boundedAdds()) {
            String name = expression.name(bounded.attribute());
            conditions.add("(attribute_not_exists(" + name + ") OR " + name + (bounded.upper() ? " <= " : " >= ")
                    + expression.value(AttributeValue.fromN(bounded.limit().toPlainString())) + ")");
        }
        for (Condition<?> condition : update.conditions()) {
            conditions.add("(" + condition.render(expression) + ")");
        }
        return UpdateItemRequest.builder()
                .tableName(tableName)
                .key(update.key().toAttributeMap())
                .updateExpression(updateExpression)
                .conditionExpression(String.join(" AND ", conditions))
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    }

    /**
     * Applies the update to the existing item (an update never creates one) and returns the
     * item as it is afterwards. With a {@code @Version}, the version is incremented.
     */
    public T update(ItemUpdate update) {
        UpdateItemRequest request = updateRequest(update).returnValues(ReturnValue.ALL_NEW).build();
        ItemUpdate.Transition transition = update.transition();
        try {
            return schema.fromItem(client.updateItem(request).attributes());
        } catch (ConditionalCheckFailedException e) {
            throw refused("update", update.key(), e, update.expectedVersion(), transition, update.keptIndexKeys(),
                    update.boundedAdds(), update.conditions());
        }
    }

    /**
     * The update as one operation of a write transaction: the same expressions and conditions as
     * {@link #update}, judged by the same rules when the transaction is cancelled.
     */
    public TransactItem transactItem(ItemUpdate update) {
        return TransactItem.update(tableName, schema, versionAttribute, updateRequest(update).build(),
                update.expectedVersion(), update.transition());
    }

    private String updateExpression(ItemUpdate update, ExpressionBuilder expression) {
        List<String> set = new ArrayList<>();
        List<String> remove = new ArrayList<>();
        List<String> add = new ArrayList<>();
        List<String> delete = new ArrayList<>();
        for (Map.Entry<String, ItemUpdate.Action> entry : update.actions().entrySet()) {
            String name = expression.name(entry.getKey());
            ItemUpdate.Action action = entry.getValue();
            if (action instanceof ItemUpdate.Assign assign) {
                set.add(name + " = " + expression.value(assign.value()));
            } else if (action instanceof ItemUpdate.Remove) {
                remove.add(name);
            } else if (action instanceof ItemUpdate.Add a) {
                add.add(name + " " + expression.value(a.delta()));
            } else if (action instanceof ItemUpdate.Append append) {
                set.add(name + " = list_append(if_not_exists(" + name + ", "
                        + expression.value(AttributeValue.fromL(List.of())) + "), " + expression.value(append.list()) + ")");
            } else if (action instanceof ItemUpdate.AddElements elements) {
                add.add(name + " " + expression.value(elements.elements()));
            } else if (action instanceof ItemUpdate.DeleteElements elements) {
                delete.add(name + " " + expression.value(elements.elements()));
            }
        }
        if (versionAttribute != null) {
            add.add(expression.name(versionAttribute) + " " + expression.value(AttributeValues.number(1)));
        }
        StringBuilder text = new StringBuilder();
        clause(text, "SET", set);
        clause(text, "REMOVE", remove);
        clause(text, "ADD", add);
        clause(text, "DELETE", delete);
        return text.toString();
    }

    private static void clause(StringBuilder text, String keyword, List<String> actions) {
        if (!actions.isEmpty()) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(keyword).append(' ').append(String.join(", ", actions));
        }
    }

    /**
     * Writes the record if no item has its key, or if the stored item (of this entity type)
     * satisfies {@code condition} (it is then overwritten). A versioned entity is stored at
     * version 1 on a free key and otherwise at the replaced item's version + 1, so versions only
     * go forward and holders of the replaced item fail their next checked write.
     *
     * @return the record as stored
     * @throws ConditionFailedException when an item exists and the condition does not hold for it
     */
    public T create(T entity, Condition<T> condition) {
        ItemKey<T> key = schema.keyOf(entity);
        if (versionAttribute == null) {
            ExpressionBuilder expression = new ExpressionBuilder();
            String text = "attribute_not_exists(" + expression.name(PARTITION) + ") OR (" + sameEntity(expression)
                    + " AND (" + condition.render(expression) + "))";
            try {
                client.putItem(put(schema.toItem(entity), text, expression));
                return entity;
            } catch (ConditionalCheckFailedException e) {
                throw createRefused(key, condition, currentItem(key, e), e);
            }
        }
        Map<String, AttributeValue> item = new HashMap<>(schema.toItem(entity));
        Optional<Map<String, AttributeValue>> stored = Optional.empty();
        for (int attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
            ExpressionBuilder expression = new ExpressionBuilder();
            String text;
            if (stored.isEmpty()) {
                item.put(versionAttribute, AttributeValues.number(1));
                text = "attribute_not_exists(" + expression.name(PARTITION) + ")";
            } else {
                StoredItems.requireEntityType(schema.entityType(), key, "create", stored);
                AttributeValue replaced = stored.get().get(versionAttribute);
                long next = replaced == null || replaced.n() == null ? 1 : new BigDecimal(replaced.n()).longValueExact() + 1;
                item.put(versionAttribute, AttributeValues.number(next));
                text = sameEntity(expression) + " AND "
                        + (replaced == null ? "attribute_not_exists(" + expression.name(versionAttribute) + ")"
                                : expression.name(versionAttribute) + " = " + expression.value(replaced))
                        + " AND (" + condition.render(expression) + ")";
            }
            try {
                client.putItem(put(item, text, expression));
                return schema.fromItem(item);
            } catch (ConditionalCheckFailedException e) {
                Optional<Map<String, AttributeValue>> now = currentItem(key, e);
                if (stored.isPresent() && now.isPresent()
                        && Objects.equals(stored.get().get(versionAttribute), now.get().get(versionAttribute))) {
                    throw createRefused(key, condition, now, e);
                }
                stored = now;
            }
        }
        throw new OptimisticLockException(schema.entityType(), key.toString(),
                "create refused: other writers changed the item " + CREATE_ATTEMPTS + " times while it was being written; try again");
    }

    private RuntimeException createRefused(ItemKey<T> key, Condition<T> condition,
                                           Optional<Map<String, AttributeValue>> current, ConditionalCheckFailedException e) {
        if (current.isEmpty()) {
            return new DuplicateItemException(schema.entityType(), key.toString(),
                    "create refused: an item with this key existed when it was written", e);
        }
        StoredItems.requireEntityType(schema.entityType(), key, "create", current);
        return new ConditionFailedException(schema.entityType(), key.toString(),
                "create refused: an item with this key exists and the condition " + condition + " does not hold for it",
                schema.fromItem(current.get()), e);
    }

    /**
     * Overwrites the existing item with the record's key if the stored item satisfies
     * {@code condition} (and is at {@code expectedVersion}, if given).
     */
    public void replace(T entity, Long expectedVersion, Condition<T> condition) {
        ItemKey<?> key = schema.keyOf(entity);
        ExpressionBuilder expression = new ExpressionBuilder();
        List<String> conditions = new ArrayList<>();
        conditions.add("attribute_exists(" + expression.name(PARTITION) + ")");
        conditions.add(sameEntity(expression));
        if (expectedVersion != null) {
            conditions.add(expression.name(versionAttribute) + " = " + expression.value(AttributeValues.number(expectedVersion)));
        }
        conditions.add("(" + condition.render(expression) + ")");
        try {
            client.putItem(put(schema.toItem(entity), String.join(" AND ", conditions), expression));
        } catch (ConditionalCheckFailedException e) {
            throw refused("replace", key, e, expectedVersion, null, List.of(), List.of(), List.of(condition));
        }
    }

    /**
     * Deletes the existing item with this key if it satisfies {@code condition}.
     *
     * @return the deleted item
     */
    public T delete(ItemKey<T> key, Condition<T> condition) {
        ExpressionBuilder expression = new ExpressionBuilder();
        String text = "attribute_exists(" + expression.name(PARTITION) + ") AND " + sameEntity(expression)
                + " AND (" + condition.render(expression) + ")";
        DeleteItemRequest request = DeleteItemRequest.builder()
                .tableName(tableName)
                .key(key.toAttributeMap())
                .conditionExpression(text)
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .returnValues(ReturnValue.ALL_OLD)
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build();
        try {
            return schema.fromItem(client.deleteItem(request).attributes());
        } catch (ConditionalCheckFailedException e) {
            throw refused("delete", key, e, null, null, List.of(), List.of(), List.of(condition));
        }
    }

    private PutItemRequest put(Map<String, AttributeValue> item, String condition, ExpressionBuilder expression) {
        return PutItemRequest.builder()
                .tableName(tableName)
                .item(item)
                .conditionExpression(condition)
                .expressionAttributeNames(expression.names())
                .expressionAttributeValues(expression.values())
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build();
    }

    /** The exception that says which part of a write's condition failed, judged by the stored item. */
    private RuntimeException refused(String operation, ItemKey<?> key, ConditionalCheckFailedException e,
                                     Long expectedVersion, ItemUpdate.Transition transition,
                                     List<ItemUpdate.KeptIndexKey> kept, List<ItemUpdate.BoundedAdd> bounded,
                                     List<Condition<?>> conditions) {
        Optional<Map<String, AttributeValue>> stored = currentItem(key, e);
        if (stored.isEmpty()) {
            return new ItemNotFoundException(schema.entityType(), key.toString(),
                    operation + " refused: no item with this key exists; use create or put to write a new one", e);
        }
        StoredItems.requireEntityType(schema.entityType(), key, operation, stored);
        Map<String, AttributeValue> item = stored.get();
        if (expectedVersion != null) {
            AttributeValue version = item.get(versionAttribute);
            if (version == null || !AttributeValues.number(expectedVersion).equals(version)) {
                return new OptimisticLockException(schema.entityType(), key.toString(),
                        operation + " refused: expected stored version " + expectedVersion + " but found "
                                + (version == null ? "absent" : version.n())
                                + "; another writer changed the item, so read it again and retry", e);
            }
        }
        for (ItemUpdate.BoundedAdd add : bounded) {
            AttributeValue value = item.get(add.attribute());
            if (value != null && value.n() != null && add.outOfBounds(new BigDecimal(value.n()))) {
                return new ConditionFailedException(schema.entityType(), key.toString(),
                        operation + " refused: " + add.attribute() + " is " + value.n() + " and adding " + add.delta()
                                + " would leave the range of " + add.javaType() + ", so the stored item could not be read"
                                + " back; nothing was written", schema.fromItem(item), e);
            }
        }
        T current = schema.fromItem(item);
        if (transition != null && !transition.from().equals(item.get(transition.attribute()))) {
            AttributeValue state = item.get(transition.attribute());
            return new StaleTransitionException(schema.entityType(), key.toString(),
                    operation + " refused: " + transition.component() + " was to move from " + text(transition.from())
                            + " to " + text(transition.to()) + " but it is " + (state == null ? "absent" : text(state))
                            + "; another writer moved it first", current, e);
        }
        for (ItemUpdate.KeptIndexKey index : kept) {
            if (!item.containsKey(index.attribute())) {
                List<String> absent = index.components().stream().filter(c -> !item.containsKey(c)).toList();
                return new ConditionFailedException(schema.entityType(), key.toString(),
                        operation + " refused: it changes " + index.changed() + " of index " + index.index()
                                + ", but the item is not in that index yet (" + (absent.isEmpty() ? index.components() : absent)
                                + " absent), and an update knows only the values it sets, so it cannot render "
                                + index.attribute() + " from " + index.components() + "; to add the item to the index, set "
                                + index.components() + " in the same update (for a @Transition component, call its"
                                + " transition method and the setters in one update), or write the whole record with replace",
                        current, e);
            }
        }
        return new ConditionFailedException(schema.entityType(), key.toString(),
                operation + " refused: the condition "
                        + conditions.stream().map(Object::toString).collect(Collectors.joining(" AND "))
                        + " does not hold for the stored item", current, e);
    }

    /** The condition that the stored item is of this entity type. */
    private String sameEntity(ExpressionBuilder expression) {
        return expression.name(StoredItems.ENTITY_TYPE_ATTRIBUTE) + " = "
                + expression.value(AttributeValue.fromS(schema.entityType()));
    }

    private static String text(AttributeValue value) {
        return value.s() != null ? value.s() : String.valueOf(value);
    }

    private Optional<Map<String, AttributeValue>> currentItem(ItemKey<?> key, ConditionalCheckFailedException e) {
        return StoredItems.afterFailedCondition(client, tableName, key, e);
    }
}
