package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.TableSettings;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.SSEStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TableWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * A table's settings besides its keys and capacity, as CreateTable and UpdateTable set them and DescribeTable
 * shows them: deletion protection, encryption at rest (SSE), warm throughput, the billing mode's history
 * and how the table was restored. None of them changes how items are stored: LocalDynamoDb keeps what was
 * asked and answers with it, as DynamoDB does.
 */
final class TableFeatures {
    /** The warm throughput DynamoDB gives a new table or global index: read and write units per second. */
    static final long DEFAULT_WARM_READ_UNITS = 12_000;
    static final long DEFAULT_WARM_WRITE_UNITS = 4_000;

    private TableFeatures() {
    }

    /** The settings a CreateTable asks for, checked; {@code schema} is the table it creates. */
    static TableSettings requested(CreateTableRequest r, TableSchema schema) {
        WarmThroughput warm = checkWarm(r.warmThroughput(), "warmThroughput");
        TableSettings settings = TableSettings.initial(
                schema.billingMode() == BillingMode.PAY_PER_REQUEST ? schema.created() : null)
                .withDeletionProtection(Boolean.TRUE.equals(r.deletionProtectionEnabled()))
                .withSse(sse(r.sseSpecification(), schema.arn()));
        return warm == null ? settings : settings.withWarmThroughput(units(warm.readUnitsPerSecond()),
                units(warm.writeUnitsPerSecond()));
    }

    /**
     * The settings after an UpdateTable that turned {@code before} into {@code after}: deletion protection,
     * SSE and warm throughput as asked, and the time of a switch to PAY_PER_REQUEST.
     */
    static TableSettings updated(TableSettings current, UpdateTableRequest r, TableSchema before, TableSchema after,
                                 Instant now) {
        TableSettings next = current;
        if (r.deletionProtectionEnabled() != null) {
            next = next.withDeletionProtection(r.deletionProtectionEnabled());
        }
        if (r.sseSpecification() != null) {
            next = next.withSse(sse(r.sseSpecification(), after.arn()));
        }
        WarmThroughput warm = checkWarm(r.warmThroughput(), "warmThroughput");
        if (warm != null) {
            // warm throughput never goes down
            next = next.withWarmThroughput(Math.max(next.warmReadUnits(), units(warm.readUnitsPerSecond())),
                    Math.max(next.warmWriteUnits(), units(warm.writeUnitsPerSecond())));
        }
        if (before.billingMode() != BillingMode.PAY_PER_REQUEST && after.billingMode() == BillingMode.PAY_PER_REQUEST) {
            next = next.withSwitchToPayPerRequest(now);
        }
        return next;
    }

    /** Whether an UpdateTable asks to change one of these settings. */
    static boolean asked(UpdateTableRequest r) {
        return r.deletionProtectionEnabled() != null || r.sseSpecification() != null || r.warmThroughput() != null;
    }

    /** Adds the settings to a table's description. */
    static void describe(Table table, TableDescription.Builder b) {
        TableSchema schema = table.schema();
        TableSettings settings = table.settings();
        b.deletionProtectionEnabled(settings.deletionProtection()).sseDescription(settings.sse())
                .restoreSummary(settings.restore());
        if (settings.lastSwitchToPayPerRequest() != null) {
            b.billingModeSummary(BillingModeSummary.builder().billingMode(schema.billingMode())
                    .lastUpdateToPayPerRequestDateTime(settings.lastSwitchToPayPerRequest()).build());
        }
        ProvisionedThroughput throughput = schema.throughput();
        b.warmThroughput(TableWarmThroughputDescription.builder()
                .readUnitsPerSecond(warm(settings.warmReadUnits(), DEFAULT_WARM_READ_UNITS,
                        throughput == null ? null : throughput.readCapacityUnits()))
                .writeUnitsPerSecond(warm(settings.warmWriteUnits(), DEFAULT_WARM_WRITE_UNITS,
                        throughput == null ? null : throughput.writeCapacityUnits()))
                .status(TableStatus.ACTIVE).build());
    }

    /**
     * The warm throughput of a global secondary index: DynamoDB's defaults, or its provisioned capacity or what was
     * asked for it if higher.
     */
    static GlobalSecondaryIndexWarmThroughputDescription indexWarmThroughput(IndexDef index) {
        ProvisionedThroughput throughput = index.throughput();
        WarmThroughput asked = index.warmThroughput();
        return GlobalSecondaryIndexWarmThroughputDescription.builder()
                .readUnitsPerSecond(warm(asked == null ? 0 : units(asked.readUnitsPerSecond()), DEFAULT_WARM_READ_UNITS,
                        throughput == null ? null : throughput.readCapacityUnits()))
                .writeUnitsPerSecond(warm(asked == null ? 0 : units(asked.writeUnitsPerSecond()),
                        DEFAULT_WARM_WRITE_UNITS, throughput == null ? null : throughput.writeCapacityUnits()))
                .status(IndexStatus.ACTIVE).build();
    }

    private static long warm(long asked, long defaultUnits, Long provisioned) {
        return Math.max(Math.max(asked, defaultUnits), provisioned == null ? 0 : provisioned);
    }

    private static long units(Long value) {
        return value == null ? 0 : value;
    }

    /** Refuses warm throughput below 1 unit a second, naming the member at {@code path}; returns it. */
    static WarmThroughput checkWarm(WarmThroughput warm, String path) {
        if (warm == null) {
            return null;
        }
        if (warm.readUnitsPerSecond() != null && warm.readUnitsPerSecond() < 1) {
            throw Errors.constraint(warm.readUnitsPerSecond(), path + ".readUnitsPerSecond",
                    "Member must have value greater than or equal to 1");
        }
        if (warm.writeUnitsPerSecond() != null && warm.writeUnitsPerSecond() < 1) {
            throw Errors.constraint(warm.writeUnitsPerSecond(), path + ".writeUnitsPerSecond",
                    "Member must have value greater than or equal to 1");
        }
        return warm;
    }

    /**
     * The warm throughput of a global index after an UpdateTable asks for {@code asked} (checked, at
     * {@code path}): each figure raised to what is asked, never lowered.
     */
    static WarmThroughput raisedWarm(WarmThroughput current, WarmThroughput asked, String path) {
        checkWarm(asked, path);
        if (asked == null || current == null) {
            return asked == null ? current : asked;
        }
        return WarmThroughput.builder()
                .readUnitsPerSecond(Math.max(units(current.readUnitsPerSecond()), units(asked.readUnitsPerSecond())))
                .writeUnitsPerSecond(Math.max(units(current.writeUnitsPerSecond()), units(asked.writeUnitsPerSecond())))
                .build();
    }

    /**
     * The encryption an SSESpecification asks for: with {@code Enabled} true, a KMS key (the one named, or
     * the account's AWS managed key for DynamoDB), shown by DescribeTable; otherwise an AWS owned key, which
     * DescribeTable does not show (null).
     */
    static SSEDescription sse(SSESpecification spec, String tableArn) {
        if (spec == null || !Boolean.TRUE.equals(spec.enabled())) {
            return null;
        }
        if (spec.sseType() == SSEType.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(spec.sseTypeAsString(), "sSESpecification.sSEType",
                    "Member must satisfy enum value set: [AES256, KMS]");
        }
        // a KMS ARN in the table's region and account
        TableNames.Arn table = TableNames.arn(tableArn);
        String prefix = "arn:aws:kms:" + table.region() + ":" + table.account() + ":";
        String key = spec.kmsMasterKeyId();
        String keyArn;
        if (key == null) {
            UUID managed = UUID.nameUUIDFromBytes(("aws/dynamodb " + table.region() + " " + table.account())
                    .getBytes(StandardCharsets.UTF_8));
            keyArn = prefix + "key/" + managed;
        } else if (key.startsWith("arn:")) {
            keyArn = key;
        } else {
            keyArn = prefix + (key.startsWith("alias/") ? key : "key/" + key);
        }
        return SSEDescription.builder().status(SSEStatus.ENABLED)
                .sseType(spec.sseType() == null ? SSEType.KMS : spec.sseType()).kmsMasterKeyArn(keyArn).build();
    }
}
