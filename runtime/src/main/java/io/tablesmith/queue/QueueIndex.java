package io.tablesmith.queue;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The global secondary index every generated queue pulls from: partition {@value #PARTITION_ATTRIBUTE}
 * (the queue and shard, or its dead letters), sort {@value #SORT_ATTRIBUTE} (the time a message or
 * group becomes visible, then its id). A pull is a {@code Query} on it with
 * {@code queuesk < <now>}: in-flight messages sort after now, so no request reads them.
 */
public final class QueueIndex {

    /** The index name. */
    public static final String INDEX_NAME = "queue";
    /** The index's partition key attribute. */
    public static final String PARTITION_ATTRIBUTE = "queuepk";
    /** The index's sort key attribute. */
    public static final String SORT_ATTRIBUTE = "queuesk";

    private QueueIndex() {
    }

    /**
     * {@code request} with the queue index added (and its two string attributes); a request that
     * already has an index named {@value #INDEX_NAME} is returned as it is.
     */
    public static CreateTableRequest addTo(CreateTableRequest request) {
        if (request.globalSecondaryIndexes().stream().anyMatch(index -> index.indexName().equals(INDEX_NAME))) {
            return request;
        }
        List<AttributeDefinition> attributes = new ArrayList<>(request.attributeDefinitions());
        attributes.add(AttributeDefinition.builder().attributeName(PARTITION_ATTRIBUTE).attributeType(ScalarAttributeType.S).build());
        attributes.add(AttributeDefinition.builder().attributeName(SORT_ATTRIBUTE).attributeType(ScalarAttributeType.S).build());
        List<GlobalSecondaryIndex> indexes = new ArrayList<>(request.globalSecondaryIndexes());
        indexes.add(index());
        return request.toBuilder().attributeDefinitions(attributes).globalSecondaryIndexes(indexes).build();
    }

    /** The index alone, for an {@code UpdateTable} that adds it to an existing table. */
    public static GlobalSecondaryIndex index() {
        return GlobalSecondaryIndex.builder()
                .indexName(INDEX_NAME)
                .keySchema(KeySchemaElement.builder().attributeName(PARTITION_ATTRIBUTE).keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName(SORT_ATTRIBUTE).keyType(KeyType.RANGE).build())
                .projection(projection -> projection.projectionType(ProjectionType.ALL))
                .build();
    }
}
