package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.condition.Condition;
import io.tablesmith.lock.FencedWrites;
import io.tablesmith.lock.Lease;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Renders {@link Write}s: the only code that builds DynamoDB's write requests and transaction
 * items. The guards are composed here, the same way for every feature: a fence around the rest,
 * then presence (absent; or the entity type, the version and every condition of the write on the
 * stored item; or either). Every conditional write asks for the stored item when refused
 * ({@code ALL_OLD}), so {@link WriteRefusal} can say why.
 */
final class WriteRequests {

    private static final ReturnValuesOnConditionCheckFailure ON_FAILURE = ReturnValuesOnConditionCheckFailure.ALL_OLD;

    private WriteRequests() {
    }

    static PutItemRequest putItem(Write write) {
        Expressions guards = new Expressions(write);
        return PutItemRequest.builder().tableName(write.tableName).item(item(write)).conditionExpression(guards.condition)
                .expressionAttributeNames(guards.names()).expressionAttributeValues(guards.values())
                .returnValuesOnConditionCheckFailure(ON_FAILURE).build();
    }

    static UpdateItemRequest updateItem(Write write) {
        Expressions guards = new Expressions(write);
        return UpdateItemRequest.builder().tableName(write.tableName).key(write.key.toAttributeMap()).updateExpression(guards.update)
                .conditionExpression(guards.condition).expressionAttributeNames(guards.names()).expressionAttributeValues(guards.values())
                .returnValues(write.returnValues).returnValuesOnConditionCheckFailure(ON_FAILURE).build();
    }

    static DeleteItemRequest deleteItem(Write write) {
        Expressions guards = new Expressions(write);
        return DeleteItemRequest.builder().tableName(write.tableName).key(write.key.toAttributeMap())
                .conditionExpression(guards.condition).expressionAttributeNames(guards.names()).expressionAttributeValues(guards.values())
                .returnValues(write.returnValues).returnValuesOnConditionCheckFailure(ON_FAILURE).build();
    }

    /** The write as one operation of a {@code TransactWriteItems}, with the same guards as on its own. */
    static TransactWriteItem transactItem(Write write) {
        Expressions guards = new Expressions(write);
        Map<String, String> names = guards.names();
        Map<String, AttributeValue> values = guards.values();
        Map<String, AttributeValue> key = write.key.toAttributeMap();
        TransactWriteItem.Builder item = TransactWriteItem.builder();
        switch (write.kind) {
            case PUT -> item.put(Put.builder().tableName(write.tableName).item(item(write)).conditionExpression(guards.condition)
                    .expressionAttributeNames(names).expressionAttributeValues(values).returnValuesOnConditionCheckFailure(ON_FAILURE).build());
            case UPDATE -> item.update(Update.builder().tableName(write.tableName).key(key).updateExpression(guards.update)
                    .conditionExpression(guards.condition).expressionAttributeNames(names).expressionAttributeValues(values)
                    .returnValuesOnConditionCheckFailure(ON_FAILURE).build());
            case DELETE -> item.delete(Delete.builder().tableName(write.tableName).key(key).conditionExpression(guards.condition)
                    .expressionAttributeNames(names).expressionAttributeValues(values).returnValuesOnConditionCheckFailure(ON_FAILURE).build());
            case CHECK -> item.conditionCheck(ConditionCheck.builder().tableName(write.tableName).key(key).conditionExpression(guards.condition)
                    .expressionAttributeNames(names).expressionAttributeValues(values).returnValuesOnConditionCheckFailure(ON_FAILURE).build());
        }
        return item.build();
    }

    static TransactWriteItemsRequest transaction(List<TransactWriteItem> items, String clientRequestToken) {
        return TransactWriteItemsRequest.builder().transactItems(items).clientRequestToken(clientRequestToken).build();
    }

    /**
     * One {@code BatchWriteItem} of unchecked puts and deletes ({@link Write#batchPut}, {@link Write#batchDelete}) on
     * one table: it carries no condition, so a guarded write is refused here rather than sent without its guards.
     */
    static BatchWriteItemRequest batch(String tableName, List<Write> writes) {
        List<WriteRequest> requests = new ArrayList<>(writes.size());
        for (Write write : writes) {
            if (!write.unchecked() || !write.tableName.equals(tableName)) {
                throw new IllegalStateException("a batch write of " + write.entityType + " [" + write.key
                        + "] would drop the guards of a " + write.operation() + "; send it on its own");
            }
            requests.add(write.kind == Write.Kind.PUT
                    ? WriteRequest.builder().putRequest(PutRequest.builder().item(write.item).build()).build()
                    : WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(write.key.toAttributeMap()).build()).build());
        }
        return BatchWriteItemRequest.builder().requestItems(Map.of(tableName, requests)).build();
    }

    /** A put's item; a fenced put also stores the lease's lock and token, on a copy. */
    private static Map<String, AttributeValue> item(Write write) {
        Lease fence = write.fence();
        if (fence == null) {
            return write.item;
        }
        Map<String, AttributeValue> item = new HashMap<>(write.item);
        item.put(FencedWrites.FENCE_ATTRIBUTE, AttributeValues.number(fence.fencingToken()));
        item.put(FencedWrites.FENCE_LOCK_ATTRIBUTE, AttributeValue.fromS(fence.lockName()));
        return item;
    }

    /** The update and condition expressions of one write, with their placeholders. */
    private static final class Expressions {

        final ExpressionBuilder placeholders = new ExpressionBuilder();
        final String update;
        final String condition;

        Map<String, String> names() {
            return placeholders.names();
        }

        Map<String, AttributeValue> values() {
            return placeholders.values();
        }

        Expressions(Write write) {
            if (write.unchecked()) {
                throw new IllegalStateException(write.operation() + " of " + write.entityType + " [" + write.key
                        + "] is a batch write, which carries no condition; it is sent only in a BatchWriteItem");
            }
            if (write.internal != null) {
                placeholders.addNamed(write.internal.names(), write.internal.values());
            }
            this.update = write.kind == Write.Kind.UPDATE ? update(write) : null;
            this.condition = condition(write);
        }

        private String update(Write write) {
            if (write.internal != null) {
                return write.internal.update();
            }
            UpdateText text = new UpdateText();
            for (Map.Entry<String, ItemUpdate.Action> entry : write.changes.actions().entrySet()) {
                String name = placeholders.name(entry.getKey());
                ItemUpdate.Action action = entry.getValue();
                if (action instanceof ItemUpdate.Assign assign) {
                    text.set.add(name + " = " + placeholders.value(assign.value()));
                } else if (action instanceof ItemUpdate.Remove) {
                    text.remove.add(name);
                } else if (action instanceof ItemUpdate.Add add) {
                    text.add.add(name + " " + placeholders.value(add.delta()));
                } else if (action instanceof ItemUpdate.Append append) {
                    text.set.add(name + " = list_append(if_not_exists(" + name + ", "
                            + placeholders.value(AttributeValue.fromL(List.of())) + "), " + placeholders.value(append.list()) + ")");
                } else if (action instanceof ItemUpdate.AddElements elements) {
                    text.add.add(name + " " + placeholders.value(elements.elements()));
                } else if (action instanceof ItemUpdate.DeleteElements elements) {
                    text.delete.add(name + " " + placeholders.value(elements.elements()));
                }
            }
            if (write.changes.createsIfAbsent()) {
                // What a stored record holds besides the changes; equal to the stored values when the item exists.
                text.set.add(placeholders.name(StoredItems.ENTITY_TYPE_ATTRIBUTE) + " = "
                        + placeholders.value(AttributeValue.fromS(write.entityType)));
                write.changes.createdWith().forEach((attribute, value) ->
                        text.set.add(placeholders.name(attribute) + " = " + placeholders.value(value)));
            }
            if (write.versionAttribute != null) {
                text.add.add(placeholders.name(write.versionAttribute) + " " + placeholders.value(AttributeValues.number(1)));
            }
            Lease fence = write.fence();
            if (fence != null) {
                text.set.add(placeholders.name(FencedWrites.FENCE_ATTRIBUTE) + " = "
                        + placeholders.value(AttributeValues.number(fence.fencingToken())));
                text.set.add(placeholders.name(FencedWrites.FENCE_LOCK_ATTRIBUTE) + " = "
                        + placeholders.value(AttributeValue.fromS(fence.lockName())));
            }
            return text.toString();
        }

        private String condition(Write write) {
            StringBuilder text = new StringBuilder();
            Lease fence = write.presence == Write.Presence.ABSENT ? null : write.fence();
            if (fence != null) {
                // An item without a fence was never written fenced; one fenced by another lock is refused.
                String token = placeholders.name(FencedWrites.FENCE_ATTRIBUTE);
                text.append("(attribute_not_exists(").append(token).append(") OR (")
                        .append(placeholders.name(FencedWrites.FENCE_LOCK_ATTRIBUTE)).append(" = ")
                        .append(placeholders.value(AttributeValue.fromS(fence.lockName()))).append(" AND ")
                        .append(token).append(" <= ").append(placeholders.value(AttributeValues.number(fence.fencingToken())))
                        .append(")) AND (");
            }
            switch (write.presence) {
                case ABSENT -> text.append("attribute_not_exists(").append(placeholders.name(ItemKey.PARTITION_ATTRIBUTE)).append(')');
                case PRESENT -> stored(write, text);
                case EITHER -> {
                    text.append("attribute_not_exists(").append(placeholders.name(ItemKey.PARTITION_ATTRIBUTE)).append(") OR (");
                    stored(write, text);
                    text.append(')');
                }
                case UNCHECKED -> throw new IllegalStateException("unreachable: batch writes have no condition");
            }
            if (fence != null) {
                text.append(')');
            }
            return text.toString();
        }

        /** What the stored item must satisfy: the entity type first, then every other guard of the write. */
        private void stored(Write write, StringBuilder text) {
            text.append(placeholders.name(StoredItems.ENTITY_TYPE_ATTRIBUTE)).append(" = ")
                    .append(placeholders.value(AttributeValue.fromS(write.entityType)));
            if (write.expectedVersion != null) {
                String version = placeholders.name(write.versionAttribute);
                text.append(" AND ");
                if (write.expectedVersion == 0) {
                    text.append("attribute_not_exists(").append(version).append(')');
                } else {
                    text.append(version).append(" = ").append(placeholders.value(AttributeValues.number(write.expectedVersion)));
                }
            }
            if (write.changes != null) {
                changeConditions(write.changes, text);
            }
            Map<String, AttributeValue> unchanged = write.unchanged();
            if (unchanged != null) {
                unchanged.forEach((attribute, value) -> {
                    String name = placeholders.name(attribute);
                    text.append(" AND ").append(value == null
                            ? "attribute_not_exists(" + name + ")"
                            : name + " = " + placeholders.value(value));
                });
            }
            Condition<?> condition = write.condition();
            if (condition != null) {
                text.append(" AND (").append(condition.render(placeholders)).append(')');
            }
            if (write.internal != null && write.internal.condition() != null) {
                text.append(" AND (").append(write.internal.condition()).append(')');
            }
        }

        /** A transition's {@code from}, the index keys an update keeps, the room a bounded add needs, the update's own conditions. */
        private void changeConditions(ItemUpdate changes, StringBuilder text) {
            ItemUpdate.Transition transition = changes.transition();
            if (transition != null) {
                text.append(" AND ").append(placeholders.name(transition.attribute())).append(" = ")
                        .append(placeholders.value(transition.from()));
            }
            for (ItemUpdate.KeptIndexKey kept : changes.keptIndexKeys()) {
                text.append(" AND attribute_exists(").append(placeholders.name(kept.attribute())).append(')');
            }
            for (ItemUpdate.Action action : changes.actions().values()) {
                if (action instanceof ItemUpdate.Add add && add.bounds() != null) {
                    ItemUpdate.BoundedAdd bounded = add.bounds();
                    String name = placeholders.name(bounded.attribute());
                    text.append(" AND (attribute_not_exists(").append(name).append(") OR ").append(name)
                            .append(bounded.upper() ? " <= " : " >= ")
                            .append(placeholders.value(AttributeValue.fromN(bounded.limit().toString()))).append(')');
                }
            }
            for (Condition<?> condition : changes.conditions()) {
                text.append(" AND (").append(condition.render(placeholders)).append(')');
            }
        }
    }

    /** The clauses of an update expression, each keyword once, as DynamoDB requires. */
    private static final class UpdateText {
        final List<String> set = new ArrayList<>();
        final List<String> remove = new ArrayList<>();
        final List<String> add = new ArrayList<>();
        final List<String> delete = new ArrayList<>();

        @Override
        public String toString() {
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
    }
}
