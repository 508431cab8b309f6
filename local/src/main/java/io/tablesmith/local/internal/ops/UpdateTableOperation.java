package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.TableSettings;
import io.tablesmith.local.internal.streams.StreamRegistry;
import io.tablesmith.local.internal.streams.StreamSpecs;
import io.tablesmith.local.internal.streams.TableStream;
import io.tablesmith.local.internal.validation.ModelValidator;
import io.tablesmith.local.internal.vector.VectorIndexDef;
import io.tablesmith.local.internal.vector.VectorIndexUpdates;
import io.tablesmith.local.internal.vector.VectorIndexValidation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * UpdateTable: billing mode, provisioned throughput, global secondary indexes and vector indexes created or
 * deleted, and the table's stream enabled or disabled.
 * Changes take effect at once (the table stays ACTIVE, a new index is ACTIVE and filled from the items).
 * The new definition is checked by CreateTable's own rules, as if the table were created with it.
 */
public final class UpdateTableOperation {
    private static final String INVALID = "One or more parameter values were invalid: ";

    private final Database db;
    private final StreamRegistry streams;

    public UpdateTableOperation(Database db, StreamRegistry streams) {
        this.db = db;
        this.streams = streams;
    }

    public UpdateTableResponse updateTable(UpdateTableRequest r) {
        ModelValidator.check(r);
        TableOperations.checkTableName(r.tableName());
        if (r.billingMode() == BillingMode.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(r.billingModeAsString(), "billingMode",
                    "Member must satisfy enum value set: [PROVISIONED, PAY_PER_REQUEST]");
        }
        ProvisionedThroughput requested = r.provisionedThroughput();
        boolean indexUpdates = r.hasGlobalSecondaryIndexUpdates() && !r.globalSecondaryIndexUpdates().isEmpty();
        boolean streamUpdate = r.streamSpecification() != null;
        boolean vectorUpdates = VectorIndexUpdates.asked(r.vectorIndexUpdates());
        StreamViewType streamViewType = StreamSpecs.requested(r.streamSpecification());
        if (r.billingMode() == null && requested == null && !indexUpdates && !streamUpdate && !vectorUpdates
                && !TableFeatures.asked(r)) {
            throw Errors.validation("At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
                    + "GlobalSecondaryIndexUpdates or SSESpecification or ReplicaUpdates is required");
        }
        return db.write(() -> {
            Table table = db.find(r.tableName(), r);
            if (table == null) {
                throw Errors.resourceNotFound("Requested resource not found: Table: " + r.tableName() + " not found");
            }
            TableSchema current = table.schema();
            BillingMode billing = r.billingMode() == null ? current.billingMode() : r.billingMode();
            ProvisionedThroughput throughput = billing == BillingMode.PAY_PER_REQUEST ? null
                    : requested != null ? requested : current.throughput();
            if (billing == BillingMode.PAY_PER_REQUEST && requested != null) {
                throw Errors.validation(INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified "
                        + "when BillingMode is PAY_PER_REQUEST");
            }
            if (billing == BillingMode.PROVISIONED && throughput == null) {
                throw Errors.validation(INVALID + "ProvisionedThroughput must be specified when BillingMode is "
                        + "PROVISIONED");
            }
            if (!indexUpdates && requested != null && current.billingMode() == BillingMode.PROVISIONED
                    && Objects.equals(requested.readCapacityUnits(), current.throughput().readCapacityUnits())
                    && Objects.equals(requested.writeCapacityUnits(), current.throughput().writeCapacityUnits())) {
                throw Errors.validation("The provisioned throughput for the table will not change. The requested value "
                        + "equals the current value. Current ReadCapacityUnits provisioned for the table: "
                        + current.throughput().readCapacityUnits() + ". Requested ReadCapacityUnits: "
                        + requested.readCapacityUnits() + ". Current WriteCapacityUnits provisioned for the table: "
                        + current.throughput().writeCapacityUnits() + ". Requested WriteCapacityUnits: "
                        + requested.writeCapacityUnits() + ". Refer to the Amazon DynamoDB Developer Guide for "
                        + "current limits and how to request higher limits.");
            }
            List<GlobalSecondaryIndex> globals = new ArrayList<>();
            List<LocalSecondaryIndex> locals = new ArrayList<>();
            for (IndexDef index : current.indexes()) {
                if (index.global()) {
                    globals.add(GlobalSecondaryIndex.builder().indexName(index.name())
                            .keySchema(keySchema(index.hashKeys(), index.rangeKeys())).projection(index.projection())
                            .provisionedThroughput(billing == BillingMode.PAY_PER_REQUEST ? null
                                    : index.throughput() != null ? index.throughput() : throughput)
                            .warmThroughput(index.warmThroughput()).build());
                } else {
                    locals.add(LocalSecondaryIndex.builder().indexName(index.name())
                            .keySchema(keySchema(index.hashKeys(), index.rangeKeys())).projection(index.projection())
                            .build());
                }
            }
            Map<String, AttributeDefinition> definitions = new LinkedHashMap<>();
            current.attributeDefinitions().forEach(d -> definitions.put(d.attributeName(), d));
            if (indexUpdates || vectorUpdates) {
                for (AttributeDefinition d : r.hasAttributeDefinitions() ? r.attributeDefinitions()
                        : List.<AttributeDefinition>of()) {
                    AttributeDefinition known = definitions.get(d.attributeName());
                    if (known != null && !known.attributeTypeAsString().equals(d.attributeTypeAsString())) {
                        throw Errors.validation(INVALID + "Cannot change the type of attribute " + d.attributeName());
                    }
                    definitions.put(d.attributeName(), d);
                }
                if (indexUpdates) {
                    applyIndexUpdates(r.globalSecondaryIndexUpdates(), globals, table.schema());
                }
            }
            List<VectorIndex> vectors = vectorUpdates
                    ? VectorIndexUpdates.apply(table.vectors().definitions(), r.vectorIndexUpdates(), current.name())
                    : table.vectors().definitions().stream().map(VectorIndexDef::asRequested).toList();
            CreateTableRequest as = CreateTableRequest.builder().tableName(current.name())
                    .attributeDefinitions(used(definitions, current, globals, locals, vectors))
                    .keySchema(keySchema(List.of(current.hash()),
                            current.range() == null ? List.of() : List.of(current.range())))
                    .globalSecondaryIndexes(globals.isEmpty() ? null : globals)
                    .localSecondaryIndexes(locals.isEmpty() ? null : locals)
                    .billingMode(billing).provisionedThroughput(throughput).vectorIndexes(vectors).build();
            TableSchema checked = CreateTableValidation.validate(as, current.created(), db.resources());
            TableSchema next = new TableSchema(current.name(), current.hash(), current.range(),
                    checked.attributeDefinitions(), checked.indexes(), checked.billingMode(), checked.throughput(),
                    current.created(), current.arn(), current.id());
            List<VectorIndexDef> vectorIndexes = VectorIndexValidation.validate(vectors, next);
            TableSettings settings = TableFeatures.updated(table.settings(), r, current, next, db.clock().instant());
            if (streamUpdate) {
                updateStream(table, streamViewType);
            }
            table.settings(settings);
            table.schema(next);
            table.vectors(vectorIndexes);
            return UpdateTableResponse.builder().tableDescription(TableOperations.describe(table)).build();
        });
    }

    /** Enables a stream of {@code viewType}, or disables the table's stream when it is null. */
    private void updateStream(Table table, StreamViewType viewType) {
        boolean enabled = table.changes() instanceof TableStream;
        String name = table.schema().name();
        if (viewType != null && enabled) {
            throw Errors.validation("Table already has an enabled stream: TableName: " + name);
        }
        if (viewType == null && !enabled) {
            throw Errors.validation("Table does not have an enabled stream to disable: TableName: " + name);
        }
        if (viewType != null) {
            streams.enable(table, viewType);
        } else {
            streams.disable(table);
        }
    }

    private static void applyIndexUpdates(List<GlobalSecondaryIndexUpdate> updates, List<GlobalSecondaryIndex> globals,
                                          TableSchema current) {
        for (GlobalSecondaryIndexUpdate u : updates) {
            if (u.create() != null) {
                if (current.index(u.create().indexName()) != null) {
                    throw Errors.validation(INVALID + "Index with name " + u.create().indexName()
                            + " already exists on table " + current.name());
                }
                globals.add(GlobalSecondaryIndex.builder().indexName(u.create().indexName())
                        .keySchema(u.create().keySchema()).projection(u.create().projection())
                        .provisionedThroughput(u.create().provisionedThroughput())
                        .warmThroughput(TableFeatures.checkWarm(u.create().warmThroughput(),
                                "globalSecondaryIndexUpdates." + (updates.indexOf(u) + 1)
                                        + ".member.create.warmThroughput")).build());
            } else if (u.delete() != null) {
                String name = u.delete().indexName();
                if (!globals.removeIf(g -> g.indexName().equals(name))) {
                    throw Errors.resourceNotFound("Requested resource not found: Requested index " + name
                            + " of table " + current.name() + " was not found");
                }
            } else if (u.update() != null) {
                String name = u.update().indexName();
                int at = -1;
                for (int i = 0; i < globals.size(); i++) {
                    if (globals.get(i).indexName().equals(name)) {
                        at = i;
                    }
                }
                if (at < 0) {
                    throw Errors.resourceNotFound("Requested resource not found: Requested index " + name
                            + " of table " + current.name() + " was not found");
                }
                GlobalSecondaryIndex index = globals.get(at);
                globals.set(at, index.toBuilder()
                        .provisionedThroughput(u.update().provisionedThroughput() != null
                                ? u.update().provisionedThroughput() : index.provisionedThroughput())
                        .warmThroughput(TableFeatures.raisedWarm(index.warmThroughput(), u.update().warmThroughput(),
                                "globalSecondaryIndexUpdates." + (updates.indexOf(u) + 1)
                                        + ".member.update.warmThroughput")).build());
            }
        }
    }

    /** The attribute definitions the keys of the table and its indexes use (DynamoDB drops the others). */
    private static List<AttributeDefinition> used(Map<String, AttributeDefinition> definitions, TableSchema current,
                                                  List<GlobalSecondaryIndex> globals, List<LocalSecondaryIndex> locals,
                                                  List<VectorIndex> vectors) {
        Set<String> used = new HashSet<>(VectorIndexValidation.searchAttributes(vectors));
        current.keys().forEach(k -> used.add(k.name()));
        globals.forEach(g -> g.keySchema().forEach(k -> used.add(k.attributeName())));
        locals.forEach(l -> l.keySchema().forEach(k -> used.add(k.attributeName())));
        List<AttributeDefinition> out = new ArrayList<>();
        definitions.values().forEach(d -> {
            if (used.contains(d.attributeName())) {
                out.add(d);
            }
        });
        return out;
    }

    private static List<KeySchemaElement> keySchema(List<KeyDef> hashKeys, List<KeyDef> rangeKeys) {
        List<KeySchemaElement> keys = new ArrayList<>();
        hashKeys.forEach(k -> keys.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.HASH).build()));
        rangeKeys.forEach(k -> keys.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.RANGE)
                .build()));
        return keys;
    }
}
