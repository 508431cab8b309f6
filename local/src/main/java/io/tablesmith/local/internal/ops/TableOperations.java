package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.TableSettings;
import io.tablesmith.local.internal.streams.StreamRegistry;
import io.tablesmith.local.internal.streams.StreamSpecs;
import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.vector.VectorIndexDef;
import io.tablesmith.local.internal.vector.VectorIndexValidation;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/** CreateTable, DeleteTable, DescribeTable, ListTables, UpdateTimeToLive and DescribeTimeToLive. */
public final class TableOperations {
    private static final String INVALID = "One or more parameter values were invalid: ";

    private final Database db;
    private final StreamRegistry streams;
    private final TagOperations tags;
    private final ResourcePolicyOperations policies;

    public TableOperations(Database db, StreamRegistry streams, TagOperations tags, ResourcePolicyOperations policies) {
        this.db = db;
        this.streams = streams;
        this.tags = tags;
        this.policies = policies;
    }

    public CreateTableResponse createTable(CreateTableRequest request) {
        TableSchema schema = CreateTableValidation.validate(request, db.clock().instant(), db.resources());
        List<VectorIndexDef> vectorIndexes = VectorIndexValidation.validate(request.vectorIndexes(), schema);
        StreamViewType streamViewType = StreamSpecs.requested(request.streamSpecification());
        TableSettings settings = TableFeatures.requested(request, schema);
        List<Tag> tagList = request.hasTags() ? request.tags() : List.of();
        TagOperations.checkTags(tagList);
        ResourcePolicyOperations.checkCreatePolicy(request.resourcePolicy());
        return db.write(() -> {
            if (db.tables().containsKey(schema.name())) {
                throw Errors.resourceInUse("Table already exists: " + schema.name());
            }
            Table table = new Table(schema);
            table.settings(settings);
            table.vectors(vectorIndexes);
            db.tables().put(schema.name(), table);
            db.keepHistory(table);
            tags.attach(table, tagList);
            policies.attach(table, request.resourcePolicy());
            if (streamViewType != null) {
                streams.enable(table, streamViewType);
            }
            return CreateTableResponse.builder().tableDescription(describe(table)).build();
        });
    }

    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        ModelValidator.check(request);
        checkTableName(request.tableName());
        return db.write(() -> {
            Table table = db.find(request.tableName(), request);
            if (table == null) {
                throw Errors.resourceNotFound("Requested resource not found: Table: " + request.tableName() + " not found");
            }
            if (table.settings().deletionProtection()) {
                throw Errors.validation("Resource cannot be deleted as it is currently protected against deletion. "
                        + "Disable deletion protection first.");
            }
            TableDescription description = describe(table).toBuilder().tableStatus(TableStatus.DELETING).build();
            db.tables().remove(table.schema().name());
            streams.disable(table);
            policies.detach(table);
            return DeleteTableResponse.builder().tableDescription(description).build();
        });
    }

    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        ModelValidator.check(request);
        checkTableName(request.tableName());
        return db.read(() -> {
            Table table = db.find(request.tableName(), request);
            if (table == null) {
                throw Errors.resourceNotFound("Requested resource not found: Table: " + request.tableName() + " not found");
            }
            return DescribeTableResponse.builder().table(describe(table)).build();
        });
    }

    public ListTablesResponse listTables(ListTablesRequest request) {
        ModelValidator.check(request);
        int limit = request.limit() == null ? 100 : request.limit();
        return db.read(() -> {
            List<String> names = new ArrayList<>();
            String last = null;
            for (String name : db.tables().keySet()) {
                if (request.exclusiveStartTableName() != null && name.compareTo(request.exclusiveStartTableName()) <= 0) {
                    continue;
                }
                if (names.size() == limit) {
                    last = names.get(names.size() - 1);
                    break;
                }
                names.add(name);
            }
            return ListTablesResponse.builder().tableNames(names).lastEvaluatedTableName(last).build();
        });
    }

    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        ModelValidator.check(request);
        checkTableName(request.tableName());
        TimeToLiveSpecification spec = request.timeToLiveSpecification();
        if (spec == null || spec.enabled() == null || spec.attributeName() == null) {
            throw Errors.validation("1 validation error detected: Value null at 'timeToLiveSpecification' "
                    + "failed to satisfy constraint: Member must not be null");
        }
        return db.write(() -> {
            Table table = db.table(request.tableName(), request);
            if (spec.enabled()) {
                if (table.ttlAttribute() != null) {
                    throw Errors.validation("TimeToLive is already enabled");
                }
                table.ttlAttribute(spec.attributeName());
            } else {
                if (table.ttlAttribute() == null) {
                    throw Errors.validation("TimeToLive is already disabled");
                }
                table.ttlAttribute(null);
            }
            return UpdateTimeToLiveResponse.builder().timeToLiveSpecification(spec).build();
        });
    }

    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        ModelValidator.check(request);
        checkTableName(request.tableName());
        return db.read(() -> {
            Table table = db.table(request.tableName(), request);
            TimeToLiveDescription description = table.ttlAttribute() == null
                    ? TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.DISABLED).build()
                    : TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.ENABLED)
                            .attributeName(table.ttlAttribute()).build();
            return DescribeTimeToLiveResponse.builder().timeToLiveDescription(description).build();
        });
    }

    // ---------------------------------------------------------------- description

    static TableDescription describe(Table table) {
        TableSchema s = table.schema();
        TableDescription.Builder b = TableDescription.builder()
                .tableName(s.name())
                .tableStatus(TableStatus.ACTIVE)
                .attributeDefinitions(s.attributeDefinitions())
                .keySchema(keySchema(List.of(s.hash()), s.range() == null ? List.of() : List.of(s.range())))
                .creationDateTime(s.created())
                .itemCount(table.items().count())
                .tableSizeBytes(table.items().sizeBytes())
                .tableArn(s.arn())
                .tableId(s.id())
                .provisionedThroughput(throughput(s.throughput()));
        TableFeatures.describe(table, b);
        List<GlobalSecondaryIndexDescription> gsis = new ArrayList<>();
        List<LocalSecondaryIndexDescription> lsis = new ArrayList<>();
        for (IndexDef index : s.indexes()) {
            String arn = s.arn() + "/index/" + index.name();
            if (index.global()) {
                gsis.add(GlobalSecondaryIndexDescription.builder().indexName(index.name())
                        .keySchema(keySchema(index.hashKeys(), index.rangeKeys())).projection(index.projection())
                        .indexStatus(IndexStatus.ACTIVE).indexArn(arn)
                        .provisionedThroughput(throughput(index.throughput()))
                        .warmThroughput(TableFeatures.indexWarmThroughput(index))
                        .itemCount(table.index(index.name()).count())
                        .indexSizeBytes(table.index(index.name()).sizeBytes()).build());
            } else {
                lsis.add(LocalSecondaryIndexDescription.builder().indexName(index.name())
                        .keySchema(keySchema(index.hashKeys(), index.rangeKeys())).projection(index.projection())
                        .indexArn(arn).itemCount(table.index(index.name()).count())
                        .indexSizeBytes(table.index(index.name()).sizeBytes()).build());
            }
        }
        if (!gsis.isEmpty()) {
            b.globalSecondaryIndexes(gsis);
        }
        if (!lsis.isEmpty()) {
            b.localSecondaryIndexes(lsis);
        }
        if (!table.vectors().isEmpty()) {
            b.vectorIndexes(table.vectors().describe(s.arn()));
        }
        StreamSpecs.describe(table, b);
        return b.build();
    }

    private static ProvisionedThroughputDescription throughput(ProvisionedThroughput t) {
        return ProvisionedThroughputDescription.builder().numberOfDecreasesToday(0L)
                .readCapacityUnits(t == null ? 0L : t.readCapacityUnits())
                .writeCapacityUnits(t == null ? 0L : t.writeCapacityUnits()).build();
    }

    static List<KeySchemaElement> keySchema(List<KeyDef> hashKeys, List<KeyDef> rangeKeys) {
        List<KeySchemaElement> keys = new ArrayList<>();
        hashKeys.forEach(k -> keys.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.HASH).build()));
        rangeKeys.forEach(k -> keys.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.RANGE)
                .build()));
        return keys;
    }

    /** The table name (or ARN) of an item operation, whose absence DynamoDB reports as a null member. */
    static void checkItemTableName(String name) {
        if (name == null) {
            throw Errors.constraint(null, "tableName", "Member must not be null");
        }
        TableNames.check(name);
    }

    /** The table name (or ARN) of a table operation, whose absence DynamoDB reports as a missing parameter. */
    static void checkTableName(String name) {
        if (name == null) {
            throw Errors.validation("The parameter 'TableName' is required but was not present in the request");
        }
        TableNames.check(name);
    }
}
