package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated code of the reference entities, {@code demo.Job} and {@code demo.Finding},
 * compared character for character with {@code src/test/resources/golden/demo/*.java}.
 *
 * <p>After an intended change to the generated code, refresh the golden files and review
 * their diff before committing:
 *
 * <pre>
 * mvn -o -f processor/pom.xml test -Dtest=GoldenFilesTest -Dgolden.update=true
 * git diff processor/src/test/resources/golden
 * </pre>
 *
 * With {@code golden.update=true} the test writes what the processor generates into the
 * golden folder (relative to the module; {@code -Dgolden.dir=...} overrides it) and passes.
 */
class GoldenFilesTest {

    static final JavaFileObject JOB = JavaFileObjects.forSourceLines("demo.Job",
            "package demo;",
            "",
            "import io.tablesmith.Entity;",
            "import io.tablesmith.Gsi;",
            "import io.tablesmith.Key;",
            "import io.tablesmith.Transition;",
            "import io.tablesmith.Version;",
            "import java.time.Instant;",
            "",
            "@Entity(type = \"JOB\")",
            "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
            "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
            "public record Job(String id,",
            "        @Transition(from = \"QUEUED\", to = \"RUNNING\")",
            "        @Transition(from = \"RUNNING\", to = {\"DONE\", \"QUEUED\"})",
            "        JobStatus status,",
            "        Instant createdAt, String title, @Version long version) {}");

    static final JavaFileObject FINDING = JavaFileObjects.forSourceLines("demo.Finding",
            "package demo;",
            "",
            "import io.tablesmith.Entity;",
            "import io.tablesmith.Key;",
            "",
            "@Entity(type = \"FINDING\")",
            "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\")",
            "public record Finding(String jobId, String findingId, String summary, double score) {}");

    private static final List<String> GENERATED = List.of(
            "JobKeys", "JobSchema", "JobRepository", "JobConditions", "JobUpdate",
            "FindingKeys", "FindingSchema", "FindingRepository", "FindingConditions", "FindingUpdate",
            "TablesmithTable", "TablesmithChange");

    private static final boolean UPDATE = Boolean.getBoolean("golden.update");
    private static final Path GOLDEN_DIR = Path.of(System.getProperty("golden.dir", "src/test/resources/golden"));

    private static Compilation compilation;

    @BeforeAll
    static void compileTheReferenceEntities() {
        compilation = Sources.compileStrictly(Sources.JOB_STATUS, JOB, FINDING);
    }

    @Test
    void referenceEntitiesCompileWithoutWarnings() {
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFiles().stream().map(JavaFileObject::getName))
                .containsExactlyInAnyOrderElementsOf(GENERATED.stream().map(n -> "/SOURCE_OUTPUT/demo/" + n + ".java").toList());
    }

    static Stream<String> generatedFiles() {
        return GENERATED.stream();
    }

    @ParameterizedTest(name = "demo.{0}")
    @MethodSource("generatedFiles")
    void generatedSourceEqualsItsGoldenFile(String simpleName) throws IOException {
        String actual = Sources.generated(compilation, "demo." + simpleName);
        String resource = "golden/demo/" + simpleName + ".java";
        if (UPDATE) {
            Path file = GOLDEN_DIR.resolve("demo").resolve(simpleName + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        String expected = read(resource);
        assertThat(actual)
                .as("demo.%s differs from src/test/resources/%s; if the change is intended, rerun with "
                        + "-Dgolden.update=true (see GoldenFilesTest) and review the diff", simpleName, resource)
                .isEqualTo(expected);
    }

    @Test
    void generationDoesNotDependOnTheOrderOfTheSources() {
        Compilation again = Sources.compileStrictly(Sources.JOB_STATUS, FINDING, JOB);
        for (String simpleName : GENERATED) {
            String name = "demo." + simpleName;
            assertThat(Sources.generated(again, name)).as(name).isEqualTo(Sources.generated(compilation, name));
        }
    }

    @Test
    void generatedFilesNameTheProcessorAndNoTime() {
        for (String simpleName : GENERATED) {
            assertThat(Sources.generated(compilation, "demo." + simpleName))
                    .contains("@Generated(\"io.tablesmith.processor.TablesmithProcessor\")")
                    .doesNotContain("date =");
        }
    }

    private static String read(String resource) {
        try (InputStream in = GoldenFilesTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new AssertionError(resource + " is missing; create it with -Dgolden.update=true (see GoldenFilesTest)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
