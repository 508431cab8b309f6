package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.validation.ModelValidator;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeExportRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeExportResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeImportRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeImportResponse;
import software.amazon.awssdk.services.dynamodb.model.ExportConflictException;
import software.amazon.awssdk.services.dynamodb.model.ExportDescription;
import software.amazon.awssdk.services.dynamodb.model.ExportFormat;
import software.amazon.awssdk.services.dynamodb.model.ExportNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ExportStatus;
import software.amazon.awssdk.services.dynamodb.model.ExportSummary;
import software.amazon.awssdk.services.dynamodb.model.ExportTableToPointInTimeRequest;
import software.amazon.awssdk.services.dynamodb.model.ExportTableToPointInTimeResponse;
import software.amazon.awssdk.services.dynamodb.model.ExportType;
import software.amazon.awssdk.services.dynamodb.model.ImportConflictException;
import software.amazon.awssdk.services.dynamodb.model.ImportNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ImportStatus;
import software.amazon.awssdk.services.dynamodb.model.ImportSummary;
import software.amazon.awssdk.services.dynamodb.model.ImportTableDescription;
import software.amazon.awssdk.services.dynamodb.model.ImportTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ImportTableResponse;
import software.amazon.awssdk.services.dynamodb.model.InputCompressionType;
import software.amazon.awssdk.services.dynamodb.model.InputFormat;
import software.amazon.awssdk.services.dynamodb.model.InvalidExportTimeException;
import software.amazon.awssdk.services.dynamodb.model.ListExportsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListExportsResponse;
import software.amazon.awssdk.services.dynamodb.model.ListImportsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListImportsResponse;
import software.amazon.awssdk.services.dynamodb.model.TableCreationParameters;

/**
 * ImportTable, DescribeImport, ListImports, ExportTableToPointInTime, DescribeExport and ListExports.
 * LocalDynamoDb has no S3 to read from or write to, so it does what DynamoDB does when it cannot reach the
 * bucket: the request is checked with DynamoDB's refusals (a bad table definition or a table that exists
 * for an import; a missing table, point-in-time recovery off or an export time outside its window for an
 * export; a ClientToken reused with other parameters) and, if accepted, answered IN_PROGRESS; from then on
 * DescribeImport and DescribeExport (and the lists) show it FAILED, with FailureCode {@code S3NoSuchBucket}
 * and a message that says why. An import creates no table. So code that starts an import or export and
 * waits for its end runs its failure path, not its success path.
 */
public final class ImportExportOperations {
    static final String FAILURE_CODE = "S3NoSuchBucket";

    private final Database db;
    /** By ARN, in the order they were asked for; each map guarded by itself. */
    private final Map<String, ExportDescription> exports = new LinkedHashMap<>();
    private final Map<String, ImportTableDescription> imports = new LinkedHashMap<>();
    /** The request each ClientToken was first given with (without the token), and what it started. */
    private record Token(Object request, String arn) {
    }

    private final Map<String, Token> exportTokens = new LinkedHashMap<>();
    private final Map<String, Token> importTokens = new LinkedHashMap<>();

    public ImportExportOperations(Database db) {
        this.db = db;
    }

    public ExportTableToPointInTimeResponse exportTableToPointInTime(ExportTableToPointInTimeRequest r) {
        ModelValidator.check(r);
        if (r.tableArn() == null) {
            throw Errors.constraint(null, "tableArn", "Member must not be null");
        }
        if (r.s3Bucket() == null) {
            throw Errors.constraint(null, "s3Bucket", "Member must not be null");
        }
        if (r.exportFormat() == ExportFormat.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(r.exportFormatAsString(), "exportFormat",
                    "Member must satisfy enum value set: [DYNAMODB_JSON, ION]");
        }
        if (r.exportType() == ExportType.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(r.exportTypeAsString(), "exportType",
                    "Member must satisfy enum value set: [FULL_EXPORT, INCREMENTAL_EXPORT]");
        }
        TableOperations.checkTableName(r.tableArn());
        synchronized (exports) {
            ExportDescription replayed = replay(exportTokens, r.clientToken(), r.toBuilder().clientToken(null).build(),
                    exports::get, () -> Errors.of(ExportConflictException.builder(), "ExportConflictException",
                            "Export with the same ClientToken but different parameters already exists"));
            if (replayed != null) {
                return ExportTableToPointInTimeResponse.builder().exportDescription(replayed).build();
            }
            ExportDescription started = db.read(() -> {
                Table table = Restores.sourceTable(db, r.tableArn(), r);
                Instant now = ContinuousBackupOperations.now(db);
                Instant at = r.exportTime() == null ? now : r.exportTime();
                ContinuousBackupOperations.checkRestorable(table, at, now, InvalidExportTimeException.builder(),
                        "InvalidExportTimeException", "ExportTime");
                TableSchema schema = table.schema();
                return ExportDescription.builder().exportArn(arn(schema.arn(), "export", now, exports))
                        .exportStatus(ExportStatus.IN_PROGRESS).startTime(now).tableArn(schema.arn())
                        .tableId(schema.id()).exportTime(at).clientToken(r.clientToken()).s3Bucket(r.s3Bucket())
                        .s3BucketOwner(r.s3BucketOwner()).s3Prefix(r.s3Prefix()).s3SseAlgorithm(r.s3SseAlgorithm())
                        .s3SseKmsKeyId(r.s3SseKmsKeyId())
                        .exportFormat(r.exportFormat() == null ? ExportFormat.DYNAMODB_JSON : r.exportFormat())
                        .exportType(r.exportType() == null ? ExportType.FULL_EXPORT : r.exportType())
                        .incrementalExportSpecification(r.incrementalExportSpecification()).build();
            });
            exports.put(started.exportArn(), started.toBuilder().exportStatus(ExportStatus.FAILED)
                    .endTime(started.startTime()).failureCode(FAILURE_CODE)
                    .failureMessage(noS3("write the export to", r.s3Bucket())).build());
            remember(exportTokens, r.clientToken(), r.toBuilder().clientToken(null).build(), started.exportArn());
            return ExportTableToPointInTimeResponse.builder().exportDescription(started).build();
        }
    }

    public DescribeExportResponse describeExport(DescribeExportRequest r) {
        ModelValidator.check(r);
        synchronized (exports) {
            ExportDescription export = r.exportArn() == null ? null : exports.get(r.exportArn());
            if (export == null) {
                throw Errors.of(ExportNotFoundException.builder(), "ExportNotFoundException",
                        "Export not found: " + r.exportArn());
            }
            return DescribeExportResponse.builder().exportDescription(export).build();
        }
    }

    public ListExportsResponse listExports(ListExportsRequest r) {
        ModelValidator.check(r);
        synchronized (exports) {
            List<ExportSummary> page = new ArrayList<>();
            String next = page(exports, r.nextToken(), r.maxResults(),
                    e -> r.tableArn() == null || r.tableArn().equals(e.tableArn()),
                    e -> page.add(ExportSummary.builder().exportArn(e.exportArn()).exportStatus(e.exportStatus())
                            .exportType(e.exportType()).build()));
            return ListExportsResponse.builder().exportSummaries(page).nextToken(next).build();
        }
    }

    public ImportTableResponse importTable(ImportTableRequest r) {
        ModelValidator.check(r);
        if (r.s3BucketSource() == null || r.s3BucketSource().s3Bucket() == null) {
            throw Errors.constraint(null, r.s3BucketSource() == null ? "s3BucketSource" : "s3BucketSource.s3Bucket",
                    "Member must not be null");
        }
        if (r.inputFormat() == null || r.inputFormat() == InputFormat.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(r.inputFormatAsString(), "inputFormat", r.inputFormat() == null
                    ? "Member must not be null" : "Member must satisfy enum value set: [DYNAMODB_JSON, ION, CSV]");
        }
        if (r.inputCompressionType() == InputCompressionType.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(r.inputCompressionTypeAsString(), "inputCompressionType",
                    "Member must satisfy enum value set: [GZIP, ZSTD, NONE]");
        }
        TableCreationParameters p = r.tableCreationParameters();
        if (p == null) {
            throw Errors.constraint(null, "tableCreationParameters", "Member must not be null");
        }
        Instant now = ContinuousBackupOperations.now(db);
        // the table it would create, checked by CreateTable's rules
        TableSchema schema = CreateTableValidation.validate(CreateTableRequest.builder().tableName(p.tableName())
                .attributeDefinitions(p.attributeDefinitions()).keySchema(p.keySchema()).billingMode(p.billingMode())
                .provisionedThroughput(p.provisionedThroughput()).sseSpecification(p.sseSpecification())
                .globalSecondaryIndexes(p.hasGlobalSecondaryIndexes() ? p.globalSecondaryIndexes() : null).build(), now,
                db.resources());
        synchronized (imports) {
            ImportTableDescription replayed = replay(importTokens, r.clientToken(), r.toBuilder().clientToken(null).build(),
                    imports::get, () -> Errors.of(ImportConflictException.builder(), "ImportConflictException",
                            "Import with the same ClientToken but different parameters already exists"));
            if (replayed != null) {
                return ImportTableResponse.builder().importTableDescription(replayed).build();
            }
            if (db.read(() -> db.tables().containsKey(schema.name()))) {
                throw Errors.resourceInUse("Table already exists: " + schema.name());
            }
            ImportTableDescription started = ImportTableDescription.builder()
                    .importArn(arn(schema.arn(), "import", now, imports)).importStatus(ImportStatus.IN_PROGRESS)
                    .tableArn(schema.arn()).tableId(schema.id()).clientToken(r.clientToken())
                    .s3BucketSource(r.s3BucketSource()).errorCount(0L).inputFormat(r.inputFormat())
                    .inputFormatOptions(r.inputFormatOptions()).inputCompressionType(r.inputCompressionType())
                    .tableCreationParameters(p).startTime(now).processedSizeBytes(0L).processedItemCount(0L)
                    .importedItemCount(0L).build();
            imports.put(started.importArn(), started.toBuilder().importStatus(ImportStatus.FAILED).endTime(now)
                    .failureCode(FAILURE_CODE).failureMessage(noS3("read the import from", r.s3BucketSource().s3Bucket()))
                    .build());
            remember(importTokens, r.clientToken(), r.toBuilder().clientToken(null).build(), started.importArn());
            return ImportTableResponse.builder().importTableDescription(started).build();
        }
    }

    public DescribeImportResponse describeImport(DescribeImportRequest r) {
        ModelValidator.check(r);
        synchronized (imports) {
            ImportTableDescription found = r.importArn() == null ? null : imports.get(r.importArn());
            if (found == null) {
                throw Errors.of(ImportNotFoundException.builder(), "ImportNotFoundException",
                        "Import not found: " + r.importArn());
            }
            return DescribeImportResponse.builder().importTableDescription(found).build();
        }
    }

    public ListImportsResponse listImports(ListImportsRequest r) {
        ModelValidator.check(r);
        synchronized (imports) {
            List<ImportSummary> page = new ArrayList<>();
            String next = page(imports, r.nextToken(), r.pageSize(),
                    i -> r.tableArn() == null || r.tableArn().equals(i.tableArn()),
                    i -> page.add(ImportSummary.builder().importArn(i.importArn()).importStatus(i.importStatus())
                            .tableArn(i.tableArn()).s3BucketSource(i.s3BucketSource()).inputFormat(i.inputFormat())
                            .startTime(i.startTime()).endTime(i.endTime()).build()));
            return ListImportsResponse.builder().importSummaryList(page).nextToken(next).build();
        }
    }

    private static String noS3(String action, String bucket) {
        return "LocalDynamoDb has no S3: it cannot " + action + " bucket " + bucket;
    }

    /**
     * Visits one page of {@code all} (in order, after the ARN {@code token}, {@code size} at most, default 25)
     * of the entries {@code wanted}; returns the token of the next page, or null when this is the last.
     */
    private static <T> String page(Map<String, T> all, String token, Integer size, Predicate<T> wanted,
                                   Consumer<T> visit) {
        int limit = size == null ? 25 : size;
        boolean started = token == null;
        int count = 0;
        String last = null;
        for (Map.Entry<String, T> entry : all.entrySet()) {
            if (!started) {
                started = entry.getKey().equals(token);
                continue;
            }
            if (!wanted.test(entry.getValue())) {
                continue;
            }
            if (count == limit) {
                return last;
            }
            visit.accept(entry.getValue());
            last = entry.getKey();
            count++;
        }
        return null;
    }

    /**
     * The earlier answer to a request whose ClientToken was seen (the same request, without its token), or
     * null when the token is new (or absent); a token reused with other parameters gets {@code conflict}.
     */
    private static <T> T replay(Map<String, Token> tokens, String token, Object request, Function<String, T> byArn,
                                Supplier<RuntimeException> conflict) {
        Token seen = token == null ? null : tokens.get(token);
        if (seen == null) {
            return null;
        }
        if (!seen.request().equals(request)) {
            throw conflict.get();
        }
        return byArn.apply(seen.arn());
    }

    private static void remember(Map<String, Token> tokens, String token, Object request, String arn) {
        if (token != null) {
            tokens.put(token, new Token(request, arn));
        }
    }

    /** DynamoDB's form: the table's ARN, "/export/" or "/import/", 14 digits of milliseconds, 8 hex digits. */
    private static String arn(String tableArn, String kind, Instant now, Map<String, ?> taken) {
        while (true) {
            String arn = tableArn + "/" + kind + "/" + String.format("%014d-%08x", now.toEpochMilli(),
                    ThreadLocalRandom.current().nextInt());
            if (!taken.containsKey(arn)) {
                return arn;
            }
        }
    }
}
