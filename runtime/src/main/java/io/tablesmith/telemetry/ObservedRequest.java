package io.tablesmith.telemetry;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * One request about to be sent, with the call it belongs to.
 *
 * @param entityType the entity type of the call (the stored {@code _et}, such as {@code JOB}), the
 *     internal item type of a queue, lock or checkpoint, or the sorted entity types of a
 *     transaction joined by {@code ,}; never a key value
 * @param accessPattern the generated method the call came through, such as {@code byStatus},
 *     {@code putAll}, {@code pull}
 * @param operation DynamoDB's operation name, such as {@code Query}, {@code BatchWriteItem}
 * @param tableNames the tables the request reads or writes, sorted
 * @param indexName the index a query or scan reads, or {@code null}
 * @param request the request as it is sent (for attributes such as {@code Limit} or {@code ConsistentRead})
 */
public record ObservedRequest(String entityType, String accessPattern, String operation, List<String> tableNames,
                              String indexName, DynamoDbRequest request) {

    public ObservedRequest {
        Objects.requireNonNull(entityType, "entityType");
        Objects.requireNonNull(accessPattern, "accessPattern");
        Objects.requireNonNull(operation, "operation");
        tableNames = List.copyOf(tableNames);
        Objects.requireNonNull(request, "request");
    }

    /** The index a query or scan reads. */
    public Optional<String> index() {
        return Optional.ofNullable(indexName);
    }

    /** The table names joined by {@code ,}: one name for every request but a batch or transaction over several. */
    public String tables() {
        return String.join(",", tableNames);
    }
}
