package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.tablesmith.processor.report.Message;
import io.tablesmith.processor.schema.SchemaStage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed schema file ({@code -Atablesmith.schemaDir}): a first compilation records the
 * table; a later one with a change the stored items would not survive fails on the element that
 * changed, naming the rule and the fix, and leaves the file as it was; a compatible change
 * compiles and rewrites the file.
 */
class SchemaFileTest {

    private static final String KEY = "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")";
    private static final String GSI = "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")";
    private static final String COMPONENTS = "String id, JobStatus status, Instant createdAt, String title, int attempts, @Version long version";

    @TempDir
    Path directory;

    private Path file() {
        return directory.resolve("demo.schema");
    }

    private String recorded() throws IOException {
        return Files.readString(file(), StandardCharsets.UTF_8);
    }

    private Compilation compile(JavaFileObject... sources) {
        List<JavaFileObject> all = new ArrayList<>(List.of(sources));
        if (all.stream().noneMatch(source -> source.getName().endsWith("JobStatus.java"))) {
            all.add(Sources.JOB_STATUS);
        }
        return Compiler.javac()
                .withProcessors(new TablesmithProcessor())
                .withOptions("-Xlint:all", "-A" + SchemaStage.OPTION + "=" + directory)
                .compile(all);
    }

    /** {@code demo.Job} with these annotations after {@code @Entity(type = "JOB")} and these components. */
    private static JavaFileObject job(String annotations, String components) {
        return Sources.entity("Job", "@Entity(type = \"JOB\")", annotations, "public record Job(" + components + ") {}");
    }

    private static JavaFileObject job(String components) {
        return job(KEY + "\n" + GSI, components);
    }

    /** Records the first version of {@code demo.Job} in the schema file. */
    private void recordFirstVersion(String components) throws IOException {
        recordFirstVersion(job(components));
    }

    private void recordFirstVersion(JavaFileObject... sources) throws IOException {
        Compilation first = compile(sources);
        assertThat(first).succeededWithoutWarnings();
        assertThat(file()).exists();
        assertThat(recorded()).contains("JOB.record = demo.Job");
    }

    /** The change fails with the message, on the line that holds {@code line}; the file stays as it was. */
    private void assertRefused(JavaFileObject changed, Message message, String line, String... saying) throws IOException {
        String before = recorded();
        Compilation compilation = compile(changed);
        assertThat(compilation).failed();
        assertThat(Sources.errorsOf(compilation, message)).as(Sources.describe(compilation)).hasSize(1);
        assertThat(compilation).hadErrorContaining("[" + message.id() + "]").inFile(changed).onLineContaining(line);
        for (String text : saying) {
            assertThat(compilation).hadErrorContaining(text);
        }
        assertThat(recorded()).isEqualTo(before);
    }

    /** The change compiles without warnings and the file records it. */
    private Compilation assertAccepted(JavaFileObject changed, String... recordedNow) throws IOException {
        Compilation compilation = compile(changed);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(recorded()).contains(recordedNow);
        return compilation;
    }

    // --- the file -------------------------------------------------------------------------------

    @Test
    void theFirstCompilationRecordsTheTableSortedAndWithoutTimestamp() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertThat(recorded()).contains(String.join("\n",
                "JOB.component.attempts.attribute = attempts",
                "JOB.component.attempts.nullable = false",
                "JOB.component.attempts.stored = INT",
                "JOB.component.createdAt.attribute = createdAt"));
        assertThat(recorded()).contains("JOB.component.status.stored = ENUM(QUEUED, RUNNING, DONE)",
                "JOB.gsi.gsi1.pk = STATUS#{status}", "JOB.gsi.gsi1.sk = {createdAt}", "JOB.key.pk = JOB#{id}",
                "JOB.key.sk = METADATA", "JOB.version = version");
        assertThat(recorded()).doesNotContainPattern("20[0-9][0-9]-");
    }

    @Test
    void anUnchangedTableLeavesTheFileAsItWasByteForByte() throws IOException {
        recordFirstVersion(COMPONENTS);
        String first = recorded();
        long modified = Files.getLastModifiedTime(file()).toMillis();
        Files.setLastModifiedTime(file(), java.nio.file.attribute.FileTime.fromMillis(modified - 60_000));

        assertThat(compile(job(COMPONENTS))).succeededWithoutWarnings();

        assertThat(recorded()).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(file()).toMillis()).isEqualTo(modified - 60_000);
    }

    @Test
    void withoutTheOptionNothingIsReadOrWritten() {
        Compilation compilation = Sources.compile(Sources.JOB_STATUS, job(COMPONENTS));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(directory.resolve("demo.schema")).doesNotExist();
    }

    @Test
    void aFileThatIsNotASchemaIsRefusedWithWhereItBreaks() throws IOException {
        Files.writeString(file(), "# a schema\nJOB.record = demo.Job\nthis is not a line of a schema\n");
        JavaFileObject job = job(COMPONENTS);

        Compilation compilation = compile(job);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TS278] The schema file " + file() + " cannot be read: line 3 is not "
                + "<entity type>.<name> = <value>. Restore it from version control, or delete it")
                .inFile(job).onLineContaining("public record Job(");
        assertThat(recorded()).endsWith("this is not a line of a schema\n");
    }

    @Test
    void eachTableHasItsOwnFile() throws IOException {
        JavaFileObject customer = JavaFileObjects.forSourceLines("shop.Customer", "package shop;", "import io.tablesmith.*;",
                "@Entity(type = \"CUSTOMER\")", "@Key(pk = \"CUSTOMER#{id}\", sk = \"PROFILE\")",
                "public record Customer(String id, String email) {}");

        assertThat(compile(job(COMPONENTS), customer)).succeededWithoutWarnings();

        assertThat(recorded()).contains("JOB.record = demo.Job").doesNotContain("CUSTOMER");
        assertThat(Files.readString(directory.resolve("shop.schema"))).contains("CUSTOMER.record = shop.Customer")
                .doesNotContain("JOB");
    }

    // --- incompatible changes: refused, with the fix ------------------------------------------

    @Test
    void aRemovedComponentIsRefusedOnTheEntity() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job("String id, JobStatus status, Instant createdAt, int attempts, @Version long version"),
                Message.SCHEMA_ATTRIBUTE_DROPPED, "@Entity(type = \"JOB\")",
                "demo.Job no longer reads attribute \"title\"", "formerly = \"title\"", "delete \"title\" from the schema file's lines JOB.component.title.*");
    }

    @Test
    void aRenameWithoutFormerlyIsRefused() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job("String id, JobStatus status, Instant createdAt, String heading, int attempts, @Version long version"),
                Message.SCHEMA_ATTRIBUTE_DROPPED, "@Entity(type = \"JOB\")", "no longer reads attribute \"title\"");
    }

    @Test
    void aNewStoredNameForAComponentIsRefusedOnTheComponent() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job("String id, JobStatus status, Instant createdAt,\n  @Attribute(\"heading\") String title,\n"
                        + "  int attempts, @Version long version"),
                Message.SCHEMA_ATTRIBUTE_DROPPED, "@Attribute(\"heading\") String title", "no longer reads attribute \"title\"");
    }

    @Test
    void droppingAFormerNameIsRefusedWhileItemsMayStillHoldIt() throws IOException {
        recordFirstVersion("String id, JobStatus status, Instant createdAt, @Attribute(value = \"title\", formerly = \"name\") String title, "
                + "int attempts, @Version long version");

        assertRefused(job("String id, JobStatus status, Instant createdAt,\n  String title,\n  int attempts, @Version long version"),
                Message.SCHEMA_ATTRIBUTE_DROPPED, "String title,", "no longer reads attribute \"name\"");
    }

    @Test
    void aNewPrimitiveComponentWithoutDefaultIsRefused() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job(COMPONENTS + ",\n  int retries"), Message.SCHEMA_ABSENT_UNREADABLE, "int retries",
                "Component 'retries' of demo.Job is new and cannot be absent (INT), but the items stored before it was added lack "
                        + "attribute \"retries\"", "Add @DefaultValue(\"...\")");
    }

    @Test
    void aNullableComponentMadePrimitiveWithoutDefaultIsRefused() throws IOException {
        recordFirstVersion("String id, JobStatus status, Instant createdAt, String title, Integer attempts, @Version long version");

        assertRefused(job("String id, JobStatus status, Instant createdAt, String title,\n  int attempts,\n  @Version long version"),
                Message.SCHEMA_ABSENT_UNREADABLE, "int attempts,", "can no longer be absent (INT)", "while it was nullable");
    }

    @Test
    void aRemovedDefaultIsRefused() throws IOException {
        recordFirstVersion("String id, JobStatus status, Instant createdAt, String title, @DefaultValue(\"3\") int attempts, @Version long version");

        assertRefused(job(COMPONENTS.replace("int attempts", "\n  int attempts")), Message.SCHEMA_ABSENT_UNREADABLE,
                "int attempts", "lost its @DefaultValue(\"3\")");
    }

    @Test
    void aChangedDefaultIsRefusedOnTheAnnotation() throws IOException {
        recordFirstVersion("String id, JobStatus status, Instant createdAt, String title, @DefaultValue(\"3\") long attempts, @Version long version");
        assertThat(recorded()).contains("JOB.component.attempts.default = 3\n");

        assertRefused(job("String id, JobStatus status, Instant createdAt, String title,\n  @DefaultValue(\"5\") long attempts,\n"
                        + "  @Version long version"), Message.SCHEMA_DEFAULT_CHANGED, "@DefaultValue(\"5\")",
                "@DefaultValue(\"5\") of component 'attempts' of demo.Job differs from the default \"3\"",
                "would silently read as the new value", "Keep @DefaultValue(\"3\")");
    }

    @Test
    void aChangedStoredTypeIsRefused() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job("String id, JobStatus status, Instant createdAt, String title,\n  String attempts,\n  @Version long version"),
                Message.SCHEMA_STORED_FORM_CHANGED, "String attempts,",
                "Component 'attempts' of demo.Job is now stored as STRING", "records INT for the items already stored");
    }

    @Test
    void aNarrowedNumberIsRefused() throws IOException {
        recordFirstVersion("String id, JobStatus status, Instant createdAt, String title, long attempts, @Version long version");

        assertRefused(job("String id, JobStatus status, Instant createdAt, String title,\n  int attempts,\n  @Version long version"),
                Message.SCHEMA_STORED_FORM_CHANGED, "int attempts,", "is now stored as INT", "records LONG");
    }

    @Test
    void anEnumConstantThatStoredItemsMayHoldCannotBeRemoved() throws IOException {
        recordFirstVersion(COMPONENTS);
        JavaFileObject fewerStates = JavaFileObjects.forSourceLines("demo.JobStatus", "package demo;",
                "public enum JobStatus { QUEUED, DONE }");

        JavaFileObject changed = job(KEY + "\n" + GSI,
                "String id,\n  JobStatus status,\n  Instant createdAt, String title, int attempts, @Version long version");
        Compilation compilation = compile(fewerStates, changed);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TS272] Component 'status' of demo.Job is now stored as ENUM(QUEUED, DONE)")
                .inFile(changed).onLineContaining("JobStatus status,");
        assertThat(compilation).hadErrorContaining("records ENUM(QUEUED, RUNNING, DONE)");
    }

    @Test
    void aChangedKeyTemplateIsRefusedOnTheKey() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job("@Key(pk = \"JOBS#{id}\", sk = \"METADATA\")\n" + GSI, COMPONENTS), Message.SCHEMA_KEY_CHANGED,
                "@Key(pk = \"JOBS#{id}\"", "The partition key template of demo.Job is now \"JOBS#{id}\", but the items already "
                        + "stored have keys rendered from \"JOB#{id}\"", "Keep the template");
    }

    @Test
    void aChangedEntityTypeIsRefusedOnTheEntity() throws IOException {
        recordFirstVersion(COMPONENTS);
        JavaFileObject renamed = Sources.entity("Job", "@Entity(type = \"TASK\")", KEY, GSI, "public record Job(" + COMPONENTS + ") {}");

        assertRefused(renamed, Message.SCHEMA_ENTITY_TYPE_CHANGED, "@Entity(type = \"TASK\")",
                "records its items as entity type \"JOB\"", "Keep type = \"JOB\"");
    }

    @Test
    void aNewIndexOnAnEntityWithItemsIsRefusedUntilTheReindexIsAcknowledged() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job(KEY + "\n" + GSI + "\n@Gsi(index = \"gsi2\", pk = \"TITLE#{title}\", sk = \"JOB\", query = \"byTitle\")",
                        COMPONENTS), Message.SCHEMA_INDEX_UNFILLED, "index = \"gsi2\"",
                "@Gsi(index = \"gsi2\") of demo.Job is new, but the items stored before it lack its key attributes gsi2pk and gsi2sk",
                "run JobRepository.reindex(ReindexOptions.defaults()), and say so with @Gsi(..., reindex = true)");
    }

    @Test
    void aChangedIndexTemplateIsRefusedUntilTheReindexIsAcknowledged() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertRefused(job(KEY + "\n@Gsi(index = \"gsi1\", pk = \"STATE#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                        COMPONENTS), Message.SCHEMA_INDEX_UNFILLED, "pk = \"STATE#{status}\"",
                "is changed from pk \"STATUS#{status}\", sk \"{createdAt}\"", "lack keys rendered from the new templates");
    }

    // --- compatible changes: accepted, the file rewritten -------------------------------------

    @Test
    void anAcknowledgedNewIndexCompilesWithANoteNamingTheReindex() throws IOException {
        recordFirstVersion(COMPONENTS);

        JavaFileObject acknowledged = job(KEY + "\n" + GSI
                + "\n@Gsi(index = \"gsi2\", pk = \"TITLE#{title}\", sk = \"JOB\", query = \"byTitle\", reindex = true)", COMPONENTS);
        Compilation compilation = assertAccepted(acknowledged, "JOB.gsi.gsi2.pk = TITLE#{title}");

        assertThat(compilation).hadNoteContaining("[TS277] @Gsi(index = \"gsi2\") of demo.Job is new: after deploying, run "
                + "JobRepository.reindex(ReindexOptions.defaults())").inFile(acknowledged).onLineContaining("index = \"gsi2\"");
        assertThat(compile(job(KEY + "\n" + GSI
                + "\n@Gsi(index = \"gsi2\", pk = \"TITLE#{title}\", sk = \"JOB\", query = \"byTitle\", reindex = true)", COMPONENTS))
                .notes()).noneMatch(note -> note.getMessage(null).contains("TS277"));
    }

    @Test
    void aFileRecordingTheVaryingWidthInstantGetsANoteNamingTheReindexAndRecordsTheFixedWidth() throws IOException {
        recordFirstVersion(COMPONENTS + ", java.util.List<java.time.LocalDateTime> reminders");
        assertThat(recorded()).contains("JOB.component.createdAt.stored = INSTANT_FIXED_NANOS",
                "JOB.component.reminders.stored = LIST<LOCAL_DATE_TIME_FIXED_NANOS>");
        // the file as a release before the fixed width wrote it
        Files.writeString(file(), recorded().replace("INSTANT_FIXED_NANOS", "INSTANT")
                .replace("LOCAL_DATE_TIME_FIXED_NANOS", "LOCAL_DATE_TIME"), StandardCharsets.UTF_8);

        JavaFileObject same = job(COMPONENTS + ", java.util.List<java.time.LocalDateTime> reminders");
        Compilation compilation = assertAccepted(same, "JOB.component.createdAt.stored = INSTANT_FIXED_NANOS",
                "JOB.component.reminders.stored = LIST<LOCAL_DATE_TIME_FIXED_NANOS>");

        assertThat(compilation).hadNoteContaining("[TS280] Component 'createdAt' of demo.Job is now stored as INSTANT_FIXED_NANOS")
                .inFile(same).onLineContaining("Instant createdAt");
        assertThat(compilation).hadNoteContaining("run JobRepository.reindex(ReindexOptions.defaults())");
        assertThat(compilation).hadNoteContaining("[TS280] Component 'reminders' of demo.Job is now stored as "
                + "LIST<LOCAL_DATE_TIME_FIXED_NANOS>");
        assertThat(compile(same).notes()).noneMatch(note -> note.getMessage(null).contains("TS280"));
    }

    @Test
    void anInstantReplacedByAnotherTypeIsStillRefused() throws IOException {
        recordFirstVersion(COMPONENTS);
        Files.writeString(file(), recorded().replace("INSTANT_FIXED_NANOS", "INSTANT"), StandardCharsets.UTF_8);

        assertRefused(job("String id, JobStatus status, java.time.LocalDate createdAt, String title, int attempts, @Version long version"),
                Message.SCHEMA_STORED_FORM_CHANGED, "LocalDate createdAt", "is now stored as LOCAL_DATE");
    }

    @Test
    void aNewNullableComponentAndANewDefaultedOneAreAccepted() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertAccepted(job(COMPONENTS + ", String owner, @DefaultValue(\"true\") boolean visible"),
                "JOB.component.owner.nullable = true", "JOB.component.visible.default = true");
    }

    @Test
    void aNewVersionComponentIsAcceptedAsItemsWithoutItCountAsVersionZero() throws IOException {
        recordFirstVersion("String id, JobStatus status, Instant createdAt, String title, int attempts");

        assertAccepted(job(COMPONENTS), "JOB.version = version", "JOB.component.version.nullable = false");
    }

    @Test
    void aRenameWithFormerlyIsAcceptedAndRecordsTheFormerName() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertAccepted(job("String id, JobStatus status, Instant createdAt, @Attribute(value = \"heading\", formerly = \"title\") "
                + "String heading, int attempts, @Version long version"),
                "JOB.component.heading.attribute = heading\nJOB.component.heading.formerly = title");
        assertThat(recorded()).doesNotContain("JOB.component.title.");
    }

    @Test
    void aKeyComponentRenamedInJavaOnlyKeepsItsKeys() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertAccepted(job("@Key(pk = \"JOB#{jobId}\", sk = \"METADATA\")\n" + GSI,
                        "@Attribute(\"id\") String jobId, JobStatus status, Instant createdAt, String title, int attempts, @Version long version"),
                "JOB.key.pk = JOB#{jobId}");
    }

    @Test
    void aWidenedNumberAnAddedEnumConstantAndCompressionAreAccepted() throws IOException {
        recordFirstVersion(COMPONENTS);
        JavaFileObject moreStates = JavaFileObjects.forSourceLines("demo.JobStatus", "package demo;",
                "public enum JobStatus { QUEUED, RUNNING, DONE, FAILED }");

        Compilation compilation = compile(moreStates, job("String id, JobStatus status, Instant createdAt, "
                + "@io.tablesmith.Compressed String title, long attempts, @Version long version"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(recorded()).contains("JOB.component.attempts.stored = LONG", "JOB.component.title.stored = COMPRESSED(STRING)",
                "JOB.component.status.stored = ENUM(QUEUED, RUNNING, DONE, FAILED)");
    }

    @Test
    void aRemovedIndexAndANewNaturalIndexAreAccepted() throws IOException {
        recordFirstVersion(COMPONENTS);

        assertAccepted(job(KEY + "\n@NaturalIndex(index = \"byTitle\", pk = \"title\", sk = \"attempts\", query = \"byTitle\")",
                COMPONENTS), "JOB.natural.byTitle.pk = title", "JOB.natural.byTitle.sk = attempts");
        assertThat(recorded()).doesNotContain("JOB.gsi.gsi1");
    }

    @Test
    void aNewEntityIsRecordedBesideTheOthers() throws IOException {
        recordFirstVersion(COMPONENTS);
        JavaFileObject finding = Sources.entity("Finding", "@Entity(type = \"FINDING\")",
                "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\")",
                "public record Finding(String jobId, String findingId, double score) {}");

        Compilation compilation = compile(job(COMPONENTS), finding);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(recorded()).contains("FINDING.key.sk = FINDING#{findingId}", "JOB.record = demo.Job");
        assertThat(recorded().indexOf("FINDING.record")).isLessThan(recorded().indexOf("JOB.record"));
    }

    @Test
    void anEntityTheCompilationDidNotSeeKeepsItsLinesAndANoteSaysSo() throws IOException {
        JavaFileObject finding = Sources.entity("Finding", "@Entity(type = \"FINDING\")",
                "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\")",
                "public record Finding(String jobId, String findingId, double score) {}");
        recordFirstVersion(job(COMPONENTS), finding);

        Compilation compilation = compile(job(COMPONENTS + ", String owner"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).hadNoteContaining("[TS279] The schema file " + file() + " records entity type \"FINDING\" "
                + "(demo.Finding), which this compilation did not process; its lines are kept.");
        assertThat(recorded()).contains("FINDING.key.sk = FINDING#{findingId}", "JOB.component.owner.attribute = owner");
    }

    @Test
    void aNestedRecordGainsANullableComponentButNotAPrimitiveWithoutDefault() throws IOException {
        JavaFileObject address = Sources.entity("Address", "public record Address(String city) {}");
        recordFirstVersion(address, job(COMPONENTS + ", Address address"));
        assertThat(recorded()).contains("JOB.component.address.city.attribute = city", "JOB.component.address.stored = RECORD");

        Compilation withZip = compile(Sources.entity("Address", "public record Address(String city, String zip) {}"),
                job(COMPONENTS + ", Address address"));
        assertThat(withZip).succeededWithoutWarnings();
        assertThat(recorded()).contains("JOB.component.address.zip.attribute = zip");

        JavaFileObject withFloorJob = job(COMPONENTS + ",\n  Address address");
        Compilation withFloor = compile(Sources.entity("Address", "public record Address(String city, String zip, int floor) {}"),
                withFloorJob);
        assertThat(withFloor).failed();
        assertThat(withFloor).hadErrorContaining("[TS271] Component 'address.floor' of demo.Job is new and cannot be absent")
                .inFile(withFloorJob).onLineContaining("Address address");
    }
}
