package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.TableSettings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BackupDescription;
import software.amazon.awssdk.services.dynamodb.model.BackupDetails;
import software.amazon.awssdk.services.dynamodb.model.BackupStatus;
import software.amazon.awssdk.services.dynamodb.model.BackupSummary;
import software.amazon.awssdk.services.dynamodb.model.BackupType;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexInfo;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexInfo;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.SourceTableDetails;
import software.amazon.awssdk.services.dynamodb.model.SourceTableFeatureDetails;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * An on-demand backup: the table's definition and settings when it was taken, and its items then (the
 * immutable maps the table held, so a backup costs a reference per item and never changes).
 *
 * @param streamViewType the view type of the table's stream then, or null when it had none
 * @param ttlAttribute the table's TTL attribute then, or null when TTL was off
 * @param sizeBytes the table's size then (its running total, so taking a backup measures no item)
 */
record Backup(String arn, String name, Instant created, TableSchema schema, TableSettings settings,
              StreamViewType streamViewType, String ttlAttribute, List<Map<String, AttributeValue>> items,
              long sizeBytes) {

    BackupDetails details(BackupStatus status) {
        return BackupDetails.builder().backupArn(arn).backupName(name).backupSizeBytes(sizeBytes())
                .backupStatus(status).backupType(BackupType.USER).backupCreationDateTime(created).build();
    }

    BackupSummary summary() {
        return BackupSummary.builder().tableName(schema.name()).tableId(schema.id()).tableArn(schema.arn())
                .backupArn(arn).backupName(name).backupCreationDateTime(created).backupStatus(BackupStatus.AVAILABLE)
                .backupType(BackupType.USER).backupSizeBytes(sizeBytes()).build();
    }

    /** What DescribeBackup (and, {@code DELETED}, DeleteBackup) answers. */
    BackupDescription description(BackupStatus status) {
        List<GlobalSecondaryIndexInfo> globals = new ArrayList<>();
        List<LocalSecondaryIndexInfo> locals = new ArrayList<>();
        for (IndexDef index : schema.indexes()) {
            if (index.global()) {
                globals.add(GlobalSecondaryIndexInfo.builder().indexName(index.name())
                        .keySchema(TableOperations.keySchema(index.hashKeys(), index.rangeKeys()))
                        .projection(index.projection()).provisionedThroughput(index.throughput()).build());
            } else {
                locals.add(LocalSecondaryIndexInfo.builder().indexName(index.name())
                        .keySchema(TableOperations.keySchema(index.hashKeys(), index.rangeKeys()))
                        .projection(index.projection()).build());
            }
        }
        ProvisionedThroughput throughput = schema.throughput() != null ? schema.throughput()
                : ProvisionedThroughput.builder().readCapacityUnits(0L).writeCapacityUnits(0L).build();
        SourceTableFeatureDetails.Builder features = SourceTableFeatureDetails.builder()
                .globalSecondaryIndexes(globals.isEmpty() ? null : globals)
                .localSecondaryIndexes(locals.isEmpty() ? null : locals)
                .timeToLiveDescription(ttlAttribute == null
                        ? TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.DISABLED).build()
                        : TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.ENABLED)
                                .attributeName(ttlAttribute).build())
                .sseDescription(settings.sse());
        if (streamViewType != null) {
            features.streamDescription(StreamSpecification.builder().streamEnabled(true).streamViewType(streamViewType)
                    .build());
        }
        return BackupDescription.builder().backupDetails(details(status))
                .sourceTableDetails(SourceTableDetails.builder().tableName(schema.name()).tableId(schema.id())
                        .tableArn(schema.arn()).tableSizeBytes(sizeBytes())
                        .keySchema(TableOperations.keySchema(List.of(schema.hash()),
                                schema.range() == null ? List.of() : List.of(schema.range())))
                        .tableCreationDateTime(schema.created()).provisionedThroughput(throughput)
                        .itemCount((long) items.size()).billingMode(schema.billingMode()).build())
                .sourceTableFeatureDetails(features.build()).build();
    }
}
