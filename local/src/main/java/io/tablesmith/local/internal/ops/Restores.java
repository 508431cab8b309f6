package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.TableSettings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.RestoreSummary;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.TableAlreadyExistsException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * What RestoreTableFromBackup and RestoreTableToPointInTime share: the new table is defined as the source
 * was (its keys, indexes, billing mode, capacity and encryption, each of which the request may override),
 * holds a copy of the items, and starts without what DynamoDB does not restore (tags, policies, stream,
 * TTL, point-in-time recovery, deletion protection). The items are the same immutable maps the source held
 * or holds, so the copy costs a reference per item and shares nothing that either table can change.
 */
final class Restores {
    private Restores() {
    }

    /** The overrides a restore request may carry (each null when absent). */
    record Overrides(BillingMode billingMode, ProvisionedThroughput throughput, List<GlobalSecondaryIndex> globals,
                     List<LocalSecondaryIndex> locals, SSESpecification sse) {
    }

    /**
     * The table that a backup, a point-in-time recovery or an export is of, named by its name or its ARN (of
     * this database's account, or AccessDeniedException); TableNotFoundException when there is none. Call with
     * the catalog lock held.
     */
    static Table sourceTable(Database db, String nameOrArn, SdkRequest request) {
        Table table = db.find(nameOrArn, request);
        if (table == null) {
            String name = TableNames.isArn(nameOrArn) ? TableNames.arn(nameOrArn).tableName() : nameOrArn;
            throw Errors.of(TableNotFoundException.builder(), "TableNotFoundException", "Table not found: " + name);
        }
        return table;
    }

    /**
     * Creates table {@code target} as {@code source} defined it, with {@code overrides}, holding {@code items};
     * returns its description as the restore's answer: CREATING, the restore in progress. Later descriptions
     * show it ACTIVE, the restore done. Call with the catalog lock held exclusively.
     */
    static TableDescription restore(Database db, TableSchema source, TableSettings sourceSettings, String target,
                                    Overrides overrides, RestoreSummary summary,
                                    Iterable<Map<String, AttributeValue>> items) {
        Instant now = db.clock().instant();
        CreateTableRequest request = request(source, target, overrides);
        TableSchema schema = CreateTableValidation.validate(request, now, db.resources());
        if (db.tables().containsKey(target)) {
            throw Errors.of(TableAlreadyExistsException.builder(), "TableAlreadyExistsException",
                    "Table already exists: " + target);
        }
        Table table = new Table(schema);
        table.settings(table.settings()
                .withSse(overrides.sse() == null ? sourceSettings.sse() : TableFeatures.sse(overrides.sse(), schema.arn()))
                .withRestore(summary.toBuilder().restoreInProgress(false).build()));
        items.forEach(table::put);
        db.tables().put(target, table);
        db.keepHistory(table);
        TableDescription description = TableOperations.describe(table);
        return description.toBuilder().tableStatus(TableStatus.CREATING)
                .restoreSummary(summary.toBuilder().restoreInProgress(true).build()).build();
    }

    /** The CreateTable that the restore amounts to, checked by CreateTable's own rules. */
    private static CreateTableRequest request(TableSchema source, String target, Overrides overrides) {
        BillingMode billing = overrides.billingMode() != null ? overrides.billingMode() : source.billingMode();
        ProvisionedThroughput throughput = billing == BillingMode.PAY_PER_REQUEST ? null
                : overrides.throughput() != null ? overrides.throughput() : source.throughput();
        List<GlobalSecondaryIndex> globals = new ArrayList<>();
        List<LocalSecondaryIndex> locals = new ArrayList<>();
        for (IndexDef index : source.indexes()) {
            if (index.global()) {
                globals.add(GlobalSecondaryIndex.builder().indexName(index.name())
                        .keySchema(TableOperations.keySchema(index.hashKeys(), index.rangeKeys()))
                        .projection(index.projection())
                        .provisionedThroughput(billing == BillingMode.PAY_PER_REQUEST ? null
                                : index.throughput() != null ? index.throughput() : throughput).build());
            } else {
                locals.add(LocalSecondaryIndex.builder().indexName(index.name())
                        .keySchema(TableOperations.keySchema(index.hashKeys(), index.rangeKeys()))
                        .projection(index.projection()).build());
            }
        }
        if (overrides.globals() != null) {
            globals = overrides.globals();
        }
        if (overrides.locals() != null) {
            locals = overrides.locals();
        }
        Set<String> used = new HashSet<>();
        source.keys().forEach(k -> used.add(k.name()));
        globals.forEach(g -> g.keySchema().forEach(k -> used.add(k.attributeName())));
        locals.forEach(l -> l.keySchema().forEach(k -> used.add(k.attributeName())));
        List<AttributeDefinition> definitions = new ArrayList<>();
        source.attributeDefinitions().forEach(d -> {
            if (used.contains(d.attributeName())) {
                definitions.add(d);
            }
        });
        return CreateTableRequest.builder().tableName(target).attributeDefinitions(definitions)
                .keySchema(TableOperations.keySchema(List.of(source.hash()),
                        source.range() == null ? List.of() : List.of(source.range())))
                .globalSecondaryIndexes(globals.isEmpty() ? null : globals)
                .localSecondaryIndexes(locals.isEmpty() ? null : locals)
                .billingMode(billing).provisionedThroughput(throughput).build();
    }
}
