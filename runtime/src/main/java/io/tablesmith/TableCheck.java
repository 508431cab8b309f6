package io.tablesmith;

import io.tablesmith.internal.Call;
import io.tablesmith.internal.Calls;
import io.tablesmith.internal.WritePath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * A live table compared with the request that defines it (the generated
 * {@code TablesmithTable.createTableRequest}): key schema, key attribute types, global secondary
 * indexes with their keys and projections, local secondary indexes, the time to live attribute
 * and, when the request enables one, the stream. One {@code DescribeTable} (and one
 * {@code DescribeTimeToLive} when a TTL attribute is expected); run it at start-up, or in a test
 * against the table of each environment:
 *
 * <pre>{@code
 * TablesmithTable.check(dynamo, "shop").requireMatch();   // TableMismatchException listing every difference
 * }</pre>
 *
 * Billing mode, throughput, tags and encryption are the operator's and are not compared.
 */
public final class TableCheck {

    private final String tableName;
    private final List<String> differences;

    /** What names a table check's requests, which are about the table, not an entity's items. */
    private static final String TABLE = "_TABLE";

    private TableCheck(String tableName, List<String> differences) {
        this.tableName = tableName;
        this.differences = List.copyOf(differences);
    }

    /**
     * Describes {@code expected.tableName()} and compares it with {@code expected}.
     *
     * @param ttlAttribute the attribute time to live must be enabled on, or {@code null} to leave TTL unchecked
     * @throws TableNotFoundException when the table does not exist
     */
    public static TableCheck of(DynamoDbClient client, CreateTableRequest expected, String ttlAttribute) {
        Objects.requireNonNull(expected, "expected");
        DynamoDbClient dynamo = new WritePath(Objects.requireNonNull(client, "client")).client();
        Call call = Calls.of(TABLE, dynamo).open("check");
        try {
            return compare(dynamo, expected, ttlAttribute);
        } finally {
            call.close();
        }
    }

    private static TableCheck compare(DynamoDbClient dynamo, CreateTableRequest expected, String ttlAttribute) {
        TableDescription actual = dynamo.describeTable(request -> request.tableName(expected.tableName())).table();
        List<String> differences = new ArrayList<>();
        compareKeys("the table's key", expected.keySchema(), actual.keySchema(), differences);
        compareAttributeTypes(expected, actual, differences);
        compareIndexes(expected, actual, differences);
        if (actual.hasLocalSecondaryIndexes() && !actual.localSecondaryIndexes().isEmpty() && !expected.hasLocalSecondaryIndexes()) {
            actual.localSecondaryIndexes().forEach(index -> differences.add("it has local secondary index "
                    + index.indexName() + ", which the definition does not declare"));
        }
        if (ttlAttribute != null) {
            compareTimeToLive(ttlAttribute, dynamo.describeTimeToLive(request -> request.tableName(expected.tableName()))
                    .timeToLiveDescription(), differences);
        }
        compareStream(expected.streamSpecification(), actual.streamSpecification(), differences);
        return new TableCheck(expected.tableName(), differences);
    }

    /** The table checked. */
    public String tableName() {
        return tableName;
    }

    /** What differs from the definition, one sentence each; empty when the table matches. */
    public List<String> differences() {
        return differences;
    }

    /** Whether the table matches its definition. */
    public boolean matches() {
        return differences.isEmpty();
    }

    /**
     * @return this check, when the table matches
     * @throws TableMismatchException listing every difference, when it does not
     */
    public TableCheck requireMatch() {
        if (!matches()) {
            throw new TableMismatchException(null, tableName, differences, null);
        }
        return this;
    }

    @Override
    public String toString() {
        return matches() ? "table \"" + tableName + "\" matches its definition"
                : "table \"" + tableName + "\" differs from its definition: " + String.join("; ", differences);
    }

    private static void compareKeys(String what, List<KeySchemaElement> expected, List<KeySchemaElement> actual,
                                    List<String> differences) {
        String wanted = keys(expected);
        String found = keys(actual);
        if (!wanted.equals(found)) {
            differences.add(what + " is " + found + ", not " + wanted);
        }
    }

    private static String keys(List<KeySchemaElement> elements) {
        return elements.stream().map(e -> e.attributeName() + " " + e.keyTypeAsString()).collect(Collectors.joining(", ", "(", ")"));
    }

    /** DynamoDB describes only the key attributes (of the table and its indexes), so only those are compared. */
    private static void compareAttributeTypes(CreateTableRequest expected, TableDescription actual, List<String> differences) {
        Map<String, String> found = new TreeMap<>();
        for (AttributeDefinition definition : actual.attributeDefinitions()) {
            found.put(definition.attributeName(), definition.attributeTypeAsString());
        }
        for (AttributeDefinition definition : expected.attributeDefinitions()) {
            String type = found.get(definition.attributeName());
            if (type != null && !type.equals(definition.attributeTypeAsString())) {
                differences.add("key attribute " + definition.attributeName() + " is of type " + type + ", not "
                        + definition.attributeTypeAsString());
            }
        }
    }

    private static void compareIndexes(CreateTableRequest expected, TableDescription actual, List<String> differences) {
        Map<String, GlobalSecondaryIndexDescription> found = new TreeMap<>();
        if (actual.hasGlobalSecondaryIndexes()) {
            actual.globalSecondaryIndexes().forEach(index -> found.put(index.indexName(), index));
        }
        for (GlobalSecondaryIndex index : expected.globalSecondaryIndexes()) {
            GlobalSecondaryIndexDescription live = found.remove(index.indexName());
            if (live == null) {
                differences.add("it has no index " + index.indexName() + " " + keys(index.keySchema()));
                continue;
            }
            compareKeys("index " + index.indexName() + "'s key", index.keySchema(), live.keySchema(), differences);
            String wanted = projection(index.projection());
            String projected = projection(live.projection());
            if (!wanted.equals(projected)) {
                differences.add("index " + index.indexName() + " projects " + projected + ", not " + wanted);
            }
        }
        found.keySet().forEach(name -> differences.add("it has index " + name + ", which the definition does not declare"));
    }

    private static String projection(Projection projection) {
        if (projection == null) {
            return "nothing";
        }
        return projection.hasNonKeyAttributes() && !projection.nonKeyAttributes().isEmpty()
                ? projection.projectionTypeAsString() + " " + new java.util.TreeSet<>(projection.nonKeyAttributes())
                : projection.projectionTypeAsString();
    }

    private static void compareTimeToLive(String attribute, TimeToLiveDescription ttl, List<String> differences) {
        TimeToLiveStatus status = ttl == null ? null : ttl.timeToLiveStatus();
        boolean on = status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING;
        if (!on) {
            differences.add("time to live is " + (status == null ? "off" : ttl.timeToLiveStatusAsString())
                    + ", not enabled on " + attribute + " (send TablesmithTable.timeToLiveRequest once; dynalite has no time"
                    + " to live and always answers DISABLED)");
        } else if (!attribute.equals(ttl.attributeName())) {
            differences.add("time to live is enabled on " + ttl.attributeName() + ", not on " + attribute);
        }
    }

    private static void compareStream(StreamSpecification expected, StreamSpecification actual, List<String> differences) {
        if (expected == null || !Boolean.TRUE.equals(expected.streamEnabled())) {
            return;
        }
        if (actual == null || !Boolean.TRUE.equals(actual.streamEnabled())) {
            differences.add("it has no stream, and the definition enables one (" + expected.streamViewTypeAsString() + ")");
        } else if (expected.streamViewType() != null && expected.streamViewType() != actual.streamViewType()) {
            differences.add("its stream carries " + actual.streamViewTypeAsString() + ", not " + expected.streamViewTypeAsString());
        }
    }
}
