package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.tablesmith.processor.Sources.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One bad entity costs only its own files, every error of an entity is reported at once, and
 * no input makes the processor crash the compiler.
 *
 * <p>{@link Message#INTERNAL_ERROR} is what an exception inside the processor becomes; no
 * known source provokes one (a name clash with an existing type, which once did, now has its
 * own message, {@link Message#GENERATED_TYPE_EXISTS}).
 */
class RobustnessTest {

    private static final JavaFileObject GOOD_JOB = entity("Job",
            "@Entity(type = \"JOB\")",
            "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
            "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
            "public record Job(String id, JobStatus status, Instant createdAt, @Version long version) {}");

    private static final JavaFileObject BAD_FINDING = entity("Finding",
            "@Entity(type = \"FINDING\")",
            "@Key(pk = \"JOB#{jobid}\", sk = \"FINDING#{findingId}\")",
            "public record Finding(String jobId, String findingId) {}");

    @Test
    void aBadEntityDoesNotStopAGoodOne() {
        for (List<JavaFileObject> order : List.of(List.of(GOOD_JOB, BAD_FINDING), List.of(BAD_FINDING, GOOD_JOB))) {
            RecordingProcessor processor = new RecordingProcessor();
            Compilation compilation = Sources.compile(processor, Sources.JOB_STATUS, order.get(0), order.get(1));

            assertThat(compilation).failed();
            assertThat(compilation).hadErrorCount(1);
            assertThat(compilation).hadErrorContaining("[TS112]").inFile(BAD_FINDING).onLineContaining("@Key");
            assertThat(compilation).hadErrorContaining("Did you mean {jobId}?");
            assertThat(processor.sources()).containsOnlyKeys(
                    "demo.JobKeys", "demo.JobSchema", "demo.JobRepository", "demo.JobAsyncRepository", "demo.JobConditions", "demo.JobUpdate",
                    "demo.TablesmithTable", "demo.TablesmithChange", "demo.TablesmithTableDefinition");
            assertThat(processor.sources().get("demo.TablesmithTable"))
                    .contains("List.of(\"JOB\")")
                    .doesNotContain("FINDING");
            assertThat(processor.sources().get("demo.TablesmithChange")).contains("JobChange").doesNotContain("Finding");
        }
    }

    @Test
    void aBadEntityDoesNotStopTheTableOfAnotherPackage() {
        JavaFileObject good = JavaFileObjects.forSourceLines("other.Note",
                "package other;",
                "",
                "import io.tablesmith.Entity;",
                "import io.tablesmith.Key;",
                "",
                "@Entity(type = \"NOTE\")",
                "@Key(pk = \"NOTE#{id}\", sk = \"NOTE\")",
                "public record Note(String id, String text) {}");

        RecordingProcessor processor = new RecordingProcessor();
        Compilation compilation = Sources.compile(processor, BAD_FINDING, good);

        assertThat(compilation).hadErrorCount(1);
        assertThat(processor.sources()).containsOnlyKeys(
                "other.NoteKeys", "other.NoteSchema", "other.NoteRepository", "other.NoteAsyncRepository", "other.NoteConditions", "other.NoteUpdate",
                "other.TablesmithTable", "other.TablesmithChange", "other.TablesmithTableDefinition");
    }

    @Test
    void everyTemplateAndIndexErrorOfOneEntityIsReported() {
        JavaFileObject job = entity("Job",
                "@Entity(type = \"JOB TYPE\")",
                "@Key(pk = \"JOB#{idd}\", sk = \"METADATA\")",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt\", query = \"byStatus\")",
                "@Gsi(index = \"gsi 2\", pk = \"TITLE#{title}\", sk = \"{createdAt}\", query = \"by title\")",
                "public record Job(",
                "        String id,",
                "        JobStatus status,",
                "        Instant createdAt,",
                "        String title,",
                "        @Version double version) {}");

        Compilation compilation = Sources.compile(Sources.JOB_STATUS, job);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[TS103]").inFile(job).onLineContaining("@Entity");
        assertThat(compilation).hadErrorContaining("[TS112]").inFile(job).onLineContaining("@Key");
        assertThat(compilation).hadErrorContaining("[TS111]").inFile(job).onLineContaining("query = \"byStatus\"");
        assertThat(compilation).hadErrorContaining("[TS121]").inFile(job).onLineContaining("query = \"by title\"");
        assertThat(compilation).hadErrorContaining("[TS123]").inFile(job).onLineContaining("query = \"by title\"");
        assertThat(compilation).hadErrorContaining("[TS131]").inFile(job).onLineContaining("@Version");
        assertThat(compilation).hadErrorCount(6);
    }

    @Test
    void everyComponentErrorOfOneEntityIsReported() {
        JavaFileObject job = entity("Job",
                "@Entity(type = \"\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "public record Job(",
                "        String id,",
                "        Runnable tags,",
                "        @Attribute(\"\") String title,",
                "        String pk,",
                "        @Version String version) {}");

        Compilation compilation = Sources.compile(job);

        assertThat(compilation).hadErrorContaining("[TS103]").inFile(job).onLineContaining("@Entity");
        assertThat(compilation).hadErrorContaining("[TS140]").inFile(job).onLineContaining("tags");
        assertThat(compilation).hadErrorContaining("[TS141]").inFile(job).onLineContaining("@Attribute");
        assertThat(compilation).hadErrorContaining("[TS141]").inFile(job).onLineContaining("String pk");
        assertThat(compilation).hadErrorContaining("[TS131]").inFile(job).onLineContaining("@Version");
        assertThat(compilation).hadErrorCount(5);
    }

    @Test
    void everyEntityOfATableIsCheckedAgainstTheOthers() {
        JavaFileObject task = entity("Task",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "public record Task(String id) {}");

        RecordingProcessor processor = new RecordingProcessor();
        Compilation compilation = Sources.compile(processor, Sources.JOB_STATUS, GOOD_JOB, task);

        assertThat(compilation).hadErrorContaining("[TS150]").inFile(task).onLineContaining("@Entity");
        assertThat(compilation).hadErrorContaining("[TS151]").inFile(task).onLineContaining("@Key");
        assertThat(compilation).hadErrorCount(2);
        // The entities' own files are fine; only the table they cannot share is not written.
        assertThat(processor.sources()).containsKeys("demo.JobRepository", "demo.TaskRepository")
                .doesNotContainKey("demo.TablesmithTable");
    }

    static Stream<Arguments> oddInputs() {
        return Stream.of(
                Arguments.of("@Entity on an interface", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "public interface Job {}")), List.of("[TS100]")),
                Arguments.of("@Entity on an enum", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB\", sk = \"JOB\")",
                        "public enum Job { A }")), List.of("[TS100]")),
                Arguments.of("@Entity on an annotation type", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "public @interface Job {}")), List.of("[TS100]")),
                Arguments.of("@Gsi on a class without @Entity", List.of(entity("Job",
                        "@Gsi(index = \"gsi1\", pk = \"{x}\", sk = \"{y}\", query = \"q\")",
                        "class Job {}")), List.of("[TS105]")),
                Arguments.of("generic record", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\", sk = \"{value}\")",
                        "public record Job<T>(String id, T value) {}")), List.of("[TS102]", "[TS140]")),
                Arguments.of("private nested record", List.of(entity("Outer",
                        "class Outer {",
                        "    @Entity(type = \"JOB\")",
                        "    @Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "    private record Job(String id) {}",
                        "}")), List.of("[TS101]")),
                Arguments.of("component of an unresolvable type", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "public record Job(String id, Missing missing) {}")), List.of("cannot find symbol")),
                Arguments.of("template naming a component of an unresolvable type", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{missing}\", sk = \"METADATA\")",
                        "public record Job(String id, Missing missing) {}")), List.of("cannot find symbol")),
                Arguments.of("@Entity with an unresolvable type constant", List.of(entity("Job",
                        "@Entity(type = Missing.TYPE)",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "public record Job(String id) {}")), List.of("cannot find symbol")),
                Arguments.of("@Entity without its type", List.of(entity("Job",
                        "@Entity",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "public record Job(String id) {}")), List.of("missing a default value")),
                Arguments.of("@Key without sk", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\")",
                        "public record Job(String id) {}")), List.of("missing a default value")),
                Arguments.of("component whose type is itself an entity", List.of(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "public record Job(String id, Job parent) {}")), List.of("[TS143]")),
                Arguments.of("record with no components", List.of(entity("Singleton",
                        "@Entity(type = \"SINGLETON\")",
                        "@Key(pk = \"SINGLETON\", sk = \"SINGLETON\")",
                        "public record Singleton() {}")), List.of()),
                Arguments.of("entity in the unnamed package", List.of(JavaFileObjects.forSourceLines("Job",
                        "@io.tablesmith.Entity(type = \"JOB\")",
                        "@io.tablesmith.Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "public record Job(String id) {}")), List.of()),
                Arguments.of("record nested in an interface, with a compact constructor", List.of(entity("Model",
                        "public interface Model {",
                        "    @Entity(type = \"JOB\")",
                        "    @Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "    record Job(String id, String title) implements Model {",
                        "        public Job {",
                        "            title = title == null ? \"\" : title.strip();",
                        "        }",
                        "    }",
                        "}")), List.of()),
                Arguments.of("record nested two levels deep", List.of(entity("Outer",
                        "public class Outer {",
                        "    public static class Inner {",
                        "        @Entity(type = \"JOB\")",
                        "        @Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "        public record Job(String id) {}",
                        "    }",
                        "}")), List.of()),
                Arguments.of("components named like the repository's own fields, parameters and locals",
                        List.of(entity("Core",
                                "@Entity(type = \"CORE\")",
                                "@Key(pk = \"CORE#{core}\", sk = \"KEY#{key}\")",
                                "@Gsi(index = \"gsi1\", pk = \"PAGE#{page}\", sk = \"{item}\", query = \"byPage\")",
                                "public record Core(String core, String key, String entity, String item, String reader,",
                                "        String stored, String expected, String client, String tableName, String page,",
                                "        @Version Long version) {}")), List.of()),
                Arguments.of("versioned records named like the repository's locals",
                        List.of(versioned("Stored"), versioned("Expected"), versioned("Entity")), List.of()),
                Arguments.of("versioned records named like java.lang and runtime types",
                        List.of(versioned("Math"), versioned("Override"), versioned("Page"), versioned("Optional"),
                                versioned("Generated"), versioned("ItemKey")), List.of()));
    }

    /**
     * Each odd input compiles to the errors listed (none: it compiles under {@code -Werror}), and
     * the processor never throws; compile-testing would rethrow.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("oddInputs")
    void oddInputsNeverCrashTheCompiler(String description, List<JavaFileObject> sources, List<String> errors) {
        Compilation compilation = errors.isEmpty()
                ? Sources.compileStrictly(sources.toArray(JavaFileObject[]::new))
                : Sources.compile(sources.toArray(JavaFileObject[]::new));

        if (errors.isEmpty()) {
            assertThat(compilation).succeededWithoutWarnings();
            assertThat(compilation.generatedSourceFiles()).isNotEmpty();
        } else {
            assertThat(compilation).failed();
            List<String> messages = compilation.errors().stream().map(error -> error.getMessage(Locale.ROOT)).toList();
            for (String error : errors) {
                assertThat(messages).as(Sources.describe(compilation)).anyMatch(message -> message.contains(error));
            }
            assertThat(messages).as("errors with a source position\n" + Sources.describe(compilation))
                    .hasSameSizeAs(compilation.errors().stream().filter(e -> e.getSource() != null).toList());
            assertThat(messages).as("no internal error\n" + Sources.describe(compilation))
                    .noneMatch(message -> message.contains("[TS199]"));
        }
    }

    @Test
    void anUnresolvableComponentTypeIsLeftToJavac() {
        JavaFileObject job = entity("Job",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "public record Job(String id, Missing missing) {}");

        Compilation compilation = Sources.compile(job);

        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(job).onLineContaining("Missing missing");
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void anEntityWaitsForAComponentTypeGeneratedInALaterRound() {
        JavaFileObject job = entity("Job",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "@Gsi(index = \"gsi1\", pk = \"PRIORITY#{priority}\", sk = \"{id}\", query = \"byPriority\")",
                "public record Job(String id, Priority priority) {}");
        JavaFileObject finding = entity("Finding",
                "@Entity(type = \"FINDING\")",
                "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\")",
                "public record Finding(String jobId, String findingId) {}");

        Compilation compilation = Compiler.javac()
                .withProcessors(new GeneratesPriority(), new TablesmithProcessor())
                .withOptions("-Xlint:all", "-Werror")
                .compile(job, finding);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(Sources.generated(compilation, "demo.JobRepository")).contains("byPriority(Priority priority");
        // The table waits for the late entity, so it has its index.
        assertThat(Sources.generated(compilation, "demo.TablesmithTable"))
                .contains("List.of(\"FINDING\", \"JOB\")", "index(\"gsi1\")");
    }

    @Test
    void errorsOfAComponentPointAtItsLineAndNoWhereElse() {
        JavaFileObject job = entity("Job",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "public record Job(",
                "        String id,",
                "        @Version",
                "        double version) {}");

        Compilation compilation = Sources.compile(job);

        Diagnostic<? extends JavaFileObject> error = compilation.errors().get(0);
        assertThat(error.getSource()).isSameAs(job);
        // The position of the component's declaration: its annotations belong to it.
        assertThat(error.getLineNumber()).isBetween(Sources.lineContaining(job, "@Version"),
                Sources.lineContaining(job, "double version"));
    }

    private static JavaFileObject versioned(String name) {
        return JavaFileObjects.forSourceLines("demo." + name.toLowerCase(Locale.ROOT) + "." + name,
                "package demo." + name.toLowerCase(Locale.ROOT) + ";",
                "",
                "@io.tablesmith.Entity(type = \"" + name.toUpperCase(Locale.ROOT) + "\")",
                "@io.tablesmith.Key(pk = \"" + name + "#{id}\", sk = \"AT#{at}\")",
                "@io.tablesmith.Gsi(index = \"gsi1\", pk = \"AT#{at}\", sk = \"{id}\", query = \"byAt\")",
                "public record " + name + "(String id, java.time.Instant at, @io.tablesmith.Version int version) {}");
    }

    /** Writes {@code demo.Priority} in the first round, as another code generator would. */
    static final class GeneratesPriority extends AbstractProcessor {
        private boolean written;

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("io.tablesmith.Entity");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!written) {
                written = true;
                try (Writer writer = processingEnv.getFiler().createSourceFile("demo.Priority").openWriter()) {
                    writer.write("package demo;\n\npublic enum Priority { LOW, HIGH }\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }
}
