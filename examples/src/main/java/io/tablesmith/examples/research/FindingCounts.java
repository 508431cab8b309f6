package io.tablesmith.examples.research;

import io.tablesmith.ItemKey;
import io.tablesmith.stream.Change;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A read model kept from the research table's change stream: how many findings each job has, in a
 * table of its own. The stream hands a change on at least once (again after a consumer dies between
 * handling it and its checkpoint), so each change is applied at most once by the idempotency
 * pattern of docs/change-streams.md: beside the count, the projection keeps for every finding the sequence
 * number of the last change it applied, and moves the count in the same transaction as that number,
 * on the condition that the stored number is lower. A change that comes again finds its own number
 * stored and changes nothing.
 */
final class FindingCounts {

    private final DynamoDbClient dynamo;
    private final String table;
    private int applied;
    private int alreadyApplied;

    FindingCounts(DynamoDbClient dynamo, String table) {
        this.dynamo = dynamo;
        this.table = table;
    }

    /** The projection's table: one key attribute, {@code pk}. */
    static CreateTableRequest createTableRequest(String table) {
        return CreateTableRequest.builder().tableName(table).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .build();
    }

    /** Applies one change of the research table: a finding's insertion or removal moves its job's count. */
    void apply(TablesmithChange change) {
        if (change instanceof TablesmithChange.FindingChange finding) {
            apply(finding.change());
        }
    }

    private void apply(Change<Finding> change) {
        String jobId = change.newImage().or(change::oldImage).map(Finding::jobId).orElseThrow(() ->
                new IllegalStateException("the research table's stream must carry images (NEW_AND_OLD_IMAGES): " + change));
        int delta = switch (change.operation()) {
            case INSERT -> 1;
            case REMOVE -> -1;
            case MODIFY -> 0;
        };
        String sequence = change.info().sortableSequenceNumber();
        TransactWriteItem marker = TransactWriteItem.builder().put(put -> put.tableName(table)
                .item(Map.of("pk", AttributeValue.fromS(appliedKey(change.key())), "sequence", AttributeValue.fromS(sequence)))
                .conditionExpression("attribute_not_exists(pk) OR #sequence < :sequence")
                .expressionAttributeNames(Map.of("#sequence", "sequence"))
                .expressionAttributeValues(Map.of(":sequence", AttributeValue.fromS(sequence)))).build();
        TransactWriteItem count = TransactWriteItem.builder().update(update -> update.tableName(table)
                .key(Map.of("pk", AttributeValue.fromS("COUNT#" + jobId)))
                .updateExpression("ADD #count :delta")
                .expressionAttributeNames(Map.of("#count", "count"))
                .expressionAttributeValues(Map.of(":delta", AttributeValue.fromN(Integer.toString(delta))))).build();
        try {
            dynamo.transactWriteItems(write -> write.transactItems(delta == 0 ? List.of(marker) : List.of(marker, count)));
            applied++;
        } catch (TransactionCanceledException refused) {
            CancellationReason reason = refused.cancellationReasons().get(0);
            if (!"ConditionalCheckFailed".equals(reason.code())) {
                throw refused;
            }
            alreadyApplied++; // this change, or a later one of the same finding, is in the projection already
        }
    }

    /** The job's count as the projection holds it. */
    long count(String jobId) {
        AttributeValue count = dynamo.getItem(get -> get.tableName(table).consistentRead(true)
                .key(Map.of("pk", AttributeValue.fromS("COUNT#" + jobId)))).item().get("count");
        return count == null ? 0 : Long.parseLong(count.n());
    }

    /** Changes that moved the projection. */
    int applied() {
        return applied;
    }

    /** Changes handed on again that the projection had applied already, and so left as it was. */
    int alreadyApplied() {
        return alreadyApplied;
    }

    private static String appliedKey(ItemKey<Finding> key) {
        return "APPLIED#" + key.partition() + "|" + key.sort();
    }
}
