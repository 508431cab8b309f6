package io.tablesmith.processor.schema;

import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.TableModel;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import javax.annotation.processing.ProcessingEnvironment;
import javax.tools.Diagnostic;

/**
 * The committed schema file: with the processor option {@value #OPTION} set to a directory, each
 * table's stored schema is kept in {@code <directory>/<package>.schema}. Every compilation compares
 * the table's entities with it; a change that would leave stored items unreadable, unreachable or
 * silently different is an error on the element that changed, and a file without such changes is
 * rewritten with the current schema. Entities the compilation did not process keep their lines.
 */
public final class SchemaStage {

    /** The processor option naming the directory of the schema files; without it, nothing is read or written. */
    public static final String OPTION = "tablesmith.schemaDir";

    private SchemaStage() {
    }

    /** Checks the table against its schema file and records it there; does nothing without {@value #OPTION}. */
    public static void check(ProcessingEnvironment environment, TableModel table, ErrorReporter reporter) {
        String directory = environment.getOptions().get(OPTION);
        if (directory == null || directory.isBlank() || table.entities().isEmpty()) {
            return;
        }
        try {
            check(environment, table, Path.of(directory), reporter);
        } catch (RuntimeException e) {
            // A bug here must cost the table its schema check, not the compilation.
            EntityModel first = table.entities().get(0);
            reporter.error(first.element(), Message.INTERNAL_ERROR, "the schema file of " + table.packageName(), e);
        }
    }

    private static void check(ProcessingEnvironment environment, TableModel table, Path directory, ErrorReporter reporter) {
        Path file = directory.resolve((table.packageName().isEmpty() ? "unnamed" : table.packageName()) + ".schema");
        EntityModel first = table.entities().get(0);
        SortedMap<String, SchemaEntity> recorded;
        String before;
        try {
            before = Files.readString(file, StandardCharsets.UTF_8);
            recorded = SchemaFormat.read(before);
        } catch (NoSuchFileException absent) {
            before = null;
            recorded = new TreeMap<>();
        } catch (IOException | SchemaFormat.MalformedException e) {
            reporter.error(first.element(), Message.SCHEMA_FILE_UNREADABLE, file, e.getMessage());
            return;
        }
        int errors = reporter.errorCount();
        SortedMap<String, SchemaEntity> merged = compare(environment, table, file.toString(), recorded, reporter);
        if (reporter.errorCount() > errors) {
            return;
        }
        String after = SchemaFormat.write(table.packageName(), merged);
        if (after.equals(before)) {
            return;
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, after, StandardCharsets.UTF_8);
        } catch (IOException e) {
            reporter.error(first.element(), Message.SCHEMA_FILE_UNREADABLE, file, "it cannot be written (" + e + ")");
        }
    }

    /** Reports every change the stored items would not survive; returns the schema to record. */
    private static SortedMap<String, SchemaEntity> compare(ProcessingEnvironment environment, TableModel table, String file,
                                                          SortedMap<String, SchemaEntity> recorded, ErrorReporter reporter) {
        Annotations annotations = new Annotations(environment.getElementUtils());
        SortedMap<String, SchemaEntity> merged = new TreeMap<>(recorded);
        Map<String, EntityModel> byRecord = new TreeMap<>();
        for (EntityModel entity : table.entities()) {
            SchemaEntity current = SchemaRecords.of(entity, environment.getElementUtils());
            byRecord.put(current.recordName(), entity);
            SchemaEntity old = recorded.get(entity.entityType());
            if (old != null) {
                new SchemaComparison(old, current, entity, file, annotations, reporter).compare();
            }
            merged.put(entity.entityType(), current);
        }
        for (SchemaEntity old : recorded.values()) {
            if (table.entities().stream().anyMatch(entity -> entity.entityType().equals(old.entityType()))) {
                continue;
            }
            EntityModel renamed = byRecord.get(old.recordName());
            if (renamed != null) {
                SchemaComparison.reportEntityTypeChanged(old, renamed, file, annotations, reporter);
            } else {
                environment.getMessager().printMessage(Diagnostic.Kind.NOTE,
                        Message.SCHEMA_ENTITY_NOT_SEEN.format(file, old.entityType(), old.recordName()));
            }
        }
        return merged;
    }
}
