package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableSchema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/** CreateTable, DeleteTable, DescribeTable, ListTables, UpdateTimeToLive and DescribeTimeToLive. */
public final class TableOperations {
    private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]+");
    private static final String INVALID = "One or more parameter values were invalid: ";

    private final Database db;

    public TableOperations(Database db) {
        this.db = db;
    }

    public CreateTableResponse createTable(CreateTableRequest request) {
        TableSchema schema = validate(request);
        return db.write(() -> {
            if (db.tables().containsKey(schema.name())) {
                throw Errors.resourceInUse("Table already exists: " + schema.name());
            }
            Table table = new Table(schema);
            db.tables().put(schema.name(), table);
            return CreateTableResponse.builder().tableDescription(describe(table)).build();
        });
    }

    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        checkTableName(request.tableName());
        return db.write(() -> {
            Table table = db.tables().get(request.tableName());
            if (table == null) {
                throw Errors.resourceNotFound("Requested resource not found: Table: " + request.tableName() + " not found");
            }
            TableDescription description = describe(table).toBuilder().tableStatus(TableStatus.DELETING).build();
            db.tables().remove(request.tableName());
            return DeleteTableResponse.builder().tableDescription(description).build();
        });
    }

    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        checkTableName(request.tableName());
        return db.read(() -> {
            Table table = db.tables().get(request.tableName());
            if (table == null) {
                throw Errors.resourceNotFound("Requested resource not found: Table: " + request.tableName() + " not found");
            }
            return DescribeTableResponse.builder().table(describe(table)).build();
        });
    }

    public ListTablesResponse listTables(ListTablesRequest request) {
        int limit = request.limit() == null ? 100 : request.limit();
        if (limit < 1 || limit > 100) {
            throw Errors.constraint(limit, "limit", limit < 1
                    ? "Member must have value greater than or equal to 1"
                    : "Member must have value less than or equal to 100");
        }
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
        checkTableName(request.tableName());
        TimeToLiveSpecification spec = request.timeToLiveSpecification();
        if (spec == null || spec.enabled() == null || spec.attributeName() == null) {
            throw Errors.validation("1 validation error detected: Value null at 'timeToLiveSpecification' "
                    + "failed to satisfy constraint: Member must not be null");
        }
        return db.write(() -> {
            Table table = db.table(request.tableName());
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
        checkTableName(request.tableName());
        return db.read(() -> {
            Table table = db.table(request.tableName());
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
                .keySchema(keySchema(s.hash(), s.range()))
                .creationDateTime(s.created())
                .itemCount(table.items().count())
                .tableSizeBytes(table.items().sizeBytes())
                .tableArn(s.arn())
                .tableId(s.id())
                .provisionedThroughput(throughput(s.throughput()));
        if (s.billingMode() == BillingMode.PAY_PER_REQUEST) {
            b.billingModeSummary(BillingModeSummary.builder().billingMode(BillingMode.PAY_PER_REQUEST)
                    .lastUpdateToPayPerRequestDateTime(s.created()).build());
        }
        List<GlobalSecondaryIndexDescription> gsis = new ArrayList<>();
        List<LocalSecondaryIndexDescription> lsis = new ArrayList<>();
        for (IndexDef index : s.indexes()) {
            String arn = s.arn() + "/index/" + index.name();
            if (index.global()) {
                gsis.add(GlobalSecondaryIndexDescription.builder().indexName(index.name())
                        .keySchema(keySchema(index.hash(), index.range())).projection(index.projection())
                        .indexStatus(IndexStatus.ACTIVE).indexArn(arn)
                        .provisionedThroughput(throughput(index.throughput()))
                        .itemCount(table.index(index.name()).count())
                        .indexSizeBytes(table.index(index.name()).sizeBytes()).build());
            } else {
                lsis.add(LocalSecondaryIndexDescription.builder().indexName(index.name())
                        .keySchema(keySchema(index.hash(), index.range())).projection(index.projection())
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
        return b.build();
    }

    private static ProvisionedThroughputDescription throughput(ProvisionedThroughput t) {
        return ProvisionedThroughputDescription.builder().numberOfDecreasesToday(0L)
                .readCapacityUnits(t == null ? 0L : t.readCapacityUnits())
                .writeCapacityUnits(t == null ? 0L : t.writeCapacityUnits()).build();
    }

    private static List<KeySchemaElement> keySchema(KeyDef hash, KeyDef range) {
        List<KeySchemaElement> keys = new ArrayList<>();
        keys.add(KeySchemaElement.builder().attributeName(hash.name()).keyType(KeyType.HASH).build());
        if (range != null) {
            keys.add(KeySchemaElement.builder().attributeName(range.name()).keyType(KeyType.RANGE).build());
        }
        return keys;
    }

    // ---------------------------------------------------------------- validation

    static void checkTableName(String name) {
        if (name == null) {
            throw Errors.validation("The parameter 'TableName' is required but was not present in the request");
        }
        if (name.length() < 3 || name.length() > 255) {
            throw Errors.validation("TableName must be at least 3 characters long and at most 255 characters long");
        }
        if (!NAME.matcher(name).matches()) {
            throw Errors.constraint(name, "tableName", "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        }
    }

    private TableSchema validate(CreateTableRequest r) {
        checkTableName(r.tableName());
        if (!r.hasAttributeDefinitions()) {
            throw Errors.constraint(null, "attributeDefinitions", "Member must not be null");
        }
        if (!r.hasKeySchema()) {
            throw Errors.constraint(null, "keySchema", "Member must not be null");
        }
        if (r.keySchema().isEmpty() || r.keySchema().size() > 2) {
            throw Errors.constraint(r.keySchema(), "keySchema", r.keySchema().isEmpty()
                    ? "Member must have length greater than or equal to 1"
                    : "Member must have length less than or equal to 2");
        }
        for (AttributeDefinition d : r.attributeDefinitions()) {
            String t = d.attributeTypeAsString();
            if (!"S".equals(t) && !"N".equals(t) && !"B".equals(t)) {
                throw Errors.constraint(t, "attributeDefinitions.member.attributeType",
                        "Member must satisfy enum value set: [B, N, S]");
            }
        }
        BillingMode billing = r.billingMode() == null ? BillingMode.PROVISIONED : r.billingMode();
        if (billing == BillingMode.PAY_PER_REQUEST) {
            if (r.provisionedThroughput() != null) {
                throw Errors.validation(INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified "
                        + "when BillingMode is PAY_PER_REQUEST");
            }
        } else {
            checkThroughput(r.provisionedThroughput());
        }
        List<String> defined = new ArrayList<>();
        r.attributeDefinitions().forEach(d -> defined.add(d.attributeName()));
        if (r.keySchema().size() > defined.size()) {
            throw Errors.validation("Invalid KeySchema: Some index key attribute have no definition");
        }
        List<KeyDef> keys = keys(r.keySchema(), r.attributeDefinitions(), defined);
        KeyDef hash = keys.get(0);
        KeyDef range = keys.size() > 1 ? keys.get(1) : null;
        Set<String> used = new HashSet<>();
        keys.forEach(k -> used.add(k.name()));
        List<IndexDef> indexes = new ArrayList<>();
        Set<String> indexNames = new LinkedHashSet<>();
        if (r.hasLocalSecondaryIndexes()) {
            if (r.localSecondaryIndexes().isEmpty()) {
                throw Errors.validation(INVALID + "List of LocalSecondaryIndexes is empty");
            }
            if (range == null) {
                throw Errors.validation(INVALID + "Table KeySchema does not have a range key, which is required when "
                        + "specifying a LocalSecondaryIndex");
            }
            for (LocalSecondaryIndex lsi : r.localSecondaryIndexes()) {
                List<KeyDef> ik = keys(lsi.keySchema(), r.attributeDefinitions(), defined);
                if (ik.size() != 2) {
                    throw Errors.validation(INVALID + "Index KeySchema does not have a range key for index: "
                            + lsi.indexName());
                }
                if (!ik.get(0).name().equals(hash.name())) {
                    throw Errors.validation(INVALID + "Index KeySchema does not have the same leading hash key as "
                            + "table KeySchema for index: " + lsi.indexName() + ". index hash key: "
                            + ik.get(0).name() + ", table hash key: " + hash.name());
                }
                checkProjection(lsi.projection());
                checkIndexName(lsi.indexName(), indexNames);
                ik.forEach(k -> used.add(k.name()));
                indexes.add(new IndexDef(lsi.indexName(), false, ik.get(0), ik.get(1), lsi.projection(), null));
            }
            if (r.localSecondaryIndexes().size() > 5) {
                throw Errors.validation(INVALID + "Number of LocalSecondaryIndexes exceeds per-table limit of 5");
            }
        }
        if (r.hasGlobalSecondaryIndexes()) {
            if (r.globalSecondaryIndexes().isEmpty()) {
                throw Errors.validation(INVALID + "List of GlobalSecondaryIndexes is empty");
            }
            for (GlobalSecondaryIndex gsi : r.globalSecondaryIndexes()) {
                List<KeyDef> ik = keys(gsi.keySchema(), r.attributeDefinitions(), defined);
                checkProjection(gsi.projection());
                if (billing == BillingMode.PAY_PER_REQUEST && gsi.provisionedThroughput() != null) {
                    throw Errors.validation(INVALID + "ProvisionedThroughput should not be specified for index: "
                            + gsi.indexName() + " when BillingMode is PAY_PER_REQUEST");
                }
                if (billing == BillingMode.PROVISIONED) {
                    checkThroughput(gsi.provisionedThroughput());
                }
                checkIndexName(gsi.indexName(), indexNames);
                ik.forEach(k -> used.add(k.name()));
                indexes.add(new IndexDef(gsi.indexName(), true, ik.get(0), ik.size() > 1 ? ik.get(1) : null,
                        gsi.projection(), gsi.provisionedThroughput()));
            }
            if (r.globalSecondaryIndexes().size() > 20) {
                throw Errors.validation(INVALID + "GlobalSecondaryIndex count exceeds the per-table limit of 20");
            }
        }
        if (used.size() != new HashSet<>(defined).size() || defined.size() != new HashSet<>(defined).size()) {
            throw Errors.validation(INVALID + "Number of attributes in KeySchema does not exactly match number of "
                    + "attributes defined in AttributeDefinitions");
        }
        String arn = "arn:aws:dynamodb:us-east-1:000000000000:table/" + r.tableName();
        return new TableSchema(r.tableName(), hash, range, List.copyOf(r.attributeDefinitions()), List.copyOf(indexes),
                billing, billing == BillingMode.PAY_PER_REQUEST ? null : r.provisionedThroughput(),
                db.clock().instant(), arn, UUID.randomUUID().toString());
    }

    private static void checkThroughput(ProvisionedThroughput t) {
        if (t == null || t.readCapacityUnits() == null || t.writeCapacityUnits() == null) {
            throw Errors.validation(INVALID + "ReadCapacityUnits and WriteCapacityUnits must both be specified when "
                    + "BillingMode is PROVISIONED");
        }
        if (t.readCapacityUnits() < 1 || t.writeCapacityUnits() < 1) {
            throw Errors.constraint(Math.min(t.readCapacityUnits(), t.writeCapacityUnits()),
                    "provisionedThroughput.readCapacityUnits", "Member must have value greater than or equal to 1");
        }
    }

    private static void checkIndexName(String name, Set<String> seen) {
        if (name == null || name.length() < 3 || name.length() > 255 || !NAME.matcher(name).matches()) {
            throw Errors.constraint(name, "indexName", "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        }
        if (!seen.add(name)) {
            throw Errors.validation(INVALID + "Duplicate index name: " + name);
        }
    }

    private static void checkProjection(Projection p) {
        if (p == null) {
            throw Errors.constraint(null, "projection", "Member must not be null");
        }
        if (p.projectionType() == null) {
            throw Errors.validation(INVALID + "Unknown ProjectionType: null");
        }
        if (p.projectionType() != ProjectionType.INCLUDE && p.hasNonKeyAttributes()) {
            throw Errors.validation(INVALID + "ProjectionType is " + p.projectionTypeAsString()
                    + ", but NonKeyAttributes is specified");
        }
        if (p.projectionType() == ProjectionType.INCLUDE && (!p.hasNonKeyAttributes() || p.nonKeyAttributes().isEmpty())) {
            throw Errors.validation(INVALID + "NonKeyAttributes must not be empty when ProjectionType is INCLUDE");
        }
    }

    private static List<KeyDef> keys(List<KeySchemaElement> schema, List<AttributeDefinition> definitions,
                                     List<String> defined) {
        List<String> names = new ArrayList<>();
        schema.forEach(k -> names.add(k.attributeName()));
        for (String name : names) {
            if (!defined.contains(name)) {
                throw Errors.validation(INVALID + "Some index key attributes are not defined in AttributeDefinitions. "
                        + "Keys: [" + String.join(", ", names) + "], AttributeDefinitions: ["
                        + String.join(", ", defined) + "]");
            }
        }
        if (names.size() == 2 && names.get(0).equals(names.get(1))) {
            throw Errors.validation("Both the Hash Key and the Range Key element in the KeySchema have the same name");
        }
        if (schema.get(0).keyType() != KeyType.HASH) {
            throw Errors.validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        }
        if (schema.size() > 1 && schema.get(1).keyType() != KeyType.RANGE) {
            throw Errors.validation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
        }
        List<KeyDef> keys = new ArrayList<>();
        for (String name : names) {
            for (AttributeDefinition d : definitions) {
                if (d.attributeName().equals(name)) {
                    keys.add(new KeyDef(name, d.attributeTypeAsString()));
                    break;
                }
            }
        }
        return keys;
    }
}
