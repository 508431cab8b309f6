package io.tablesmith.kcl;

import io.tablesmith.kcl.jobs.Finding;
import io.tablesmith.kcl.jobs.TablesmithChange;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeOperation;
import java.util.Map;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A projection kept in a table of its own the documented way (docs/change-streams.md, "Applying each change once"): the
 * number of findings of each job, moved in one transaction with the sequence number of the last change applied to each
 * finding, and only where that number is lower, so a change handed on again changes nothing. Every change handed on
 * is also counted by event id ({@code SEEN#<event id>}), to show what arrived how often.
 */
final class FindingCounts implements ChangeHandler<TablesmithChange> {
    static final String TABLE = "finding-counts";

    private final DynamoDbClient client;
    private final Consumer<TablesmithChange> afterEach;

    /** A handler writing through {@code client}, calling {@code afterEach} after each change it handled. */
    FindingCounts(DynamoDbClient client, Consumer<TablesmithChange> afterEach) {
        this.client = client;
        this.afterEach = afterEach;
    }

    @Override
    public void handle(ChangeBatch<TablesmithChange> batch) {
        for (TablesmithChange change : batch.changes()) {
            client.updateItem(b -> b.tableName(TABLE).key(Map.of("pk", AttributeValue.fromS("SEEN#" + change.info().eventId())))
                    .updateExpression("ADD times :one").expressionAttributeValues(Map.of(":one", AttributeValue.fromN("1"))));
            if (change instanceof TablesmithChange.FindingChange finding) {
                apply(finding.change());
            }
            afterEach.accept(change);
        }
    }

    private void apply(Change<Finding> change) {
        long delta = change.operation() == ChangeOperation.INSERT ? 1 : change.operation() == ChangeOperation.REMOVE ? -1 : 0;
        if (delta == 0) {
            return;
        }
        AttributeValue sequence = AttributeValue.fromS(change.info().sortableSequenceNumber());
        String item = change.key().partition() + "|" + change.key().sort();
        try {
            client.transactWriteItems(t -> t.transactItems(
                    TransactWriteItem.builder().put(put -> put.tableName(TABLE)
                            .item(Map.of("pk", AttributeValue.fromS("APPLIED#" + item), "sequence", sequence))
                            .conditionExpression("attribute_not_exists(pk) OR #sequence < :sequence")
                            .expressionAttributeNames(Map.of("#sequence", "sequence"))
                            .expressionAttributeValues(Map.of(":sequence", sequence))).build(),
                    TransactWriteItem.builder().update(update -> update.tableName(TABLE)
                            .key(Map.of("pk", AttributeValue.fromS("COUNT#" + change.key().partition())))
                            .updateExpression("ADD #count :delta").expressionAttributeNames(Map.of("#count", "count"))
                            .expressionAttributeValues(Map.of(":delta", AttributeValue.fromN(Long.toString(delta))))).build()));
        } catch (TransactionCanceledException cancelled) {
            if (cancelled.cancellationReasons().stream().map(CancellationReason::code).noneMatch("ConditionalCheckFailed"::equals)) {
                throw cancelled;
            }
            // applied before: a change handed on again after the worker that applied it died before its checkpoint
        }
    }
}
