package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.processor.GoldenSets.GoldenSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated code of reference sources, compared character for character with
 * {@code src/test/resources/golden/<set>/*.java}, one set per kind of generated code
 * ({@link GoldenSets}):
 *
 * <ul>
 *   <li>{@code demo}: entities with keys, a GSI, a state machine and a version; their keys, schema,
 *       repository, conditions and update, and the table;</li>
 *   <li>{@code queue}: {@code <Name>Queue} of {@code @QueueMessage} records, with and without
 *       deduplication and groups;</li>
 *   <li>{@code collection}: {@code <Name>Repository} of an {@code @ItemCollection}, and the
 *       {@code TablesmithChange} of a table whose entities share a partition;</li>
 *   <li>{@code natural}: the queries of {@code @NaturalIndex}es;</li>
 *   <li>{@code conditions}: {@code <Name>Conditions} of an entity with every kind of field.</li>
 * </ul>
 *
 * Every source a set's compilation generates has its golden file, and each compilation passes
 * {@code -Xlint:all -Werror}. After an intended change to the generated code, refresh every golden
 * set at once and review their diff before committing:
 *
 * <pre>
 * mvn -o -f processor/pom.xml test -Dtest=GoldenFilesTest -Dgolden.update=true
 * git diff processor/src/test/resources/golden
 * </pre>
 *
 * With {@code golden.update=true} the test writes what the processor generates into the golden
 * folders (relative to the module; {@code -Dgolden.dir=...} overrides it), deletes the golden
 * files no set lists any more, and passes. A new set, or a new generated file of a set, is added to
 * {@link GoldenSets} first: the test fails on a generated file that no set lists.
 */
class GoldenFilesTest {

    private static final boolean UPDATE = Boolean.getBoolean("golden.update");
    private static final Path GOLDEN_DIR = Path.of(System.getProperty("golden.dir", "src/test/resources/golden"));

    private static final Map<String, Compilation> COMPILATIONS = Collections.synchronizedMap(new HashMap<>());

    private static Compilation compilationOf(GoldenSet set) {
        return COMPILATIONS.computeIfAbsent(set.name(),
                name -> Sources.compileStrictly(set.sources().toArray(JavaFileObject[]::new)));
    }

    static Stream<GoldenSet> sets() {
        return GoldenSets.ALL.stream();
    }

    static Stream<Arguments> generatedFiles() {
        return GoldenSets.ALL.stream().flatMap(set -> set.generated().stream().map(file -> Arguments.of(set, file)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void referenceSourcesCompileWithoutWarningsAndGenerateTheirSet(GoldenSet set) {
        Compilation compilation = compilationOf(set);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFiles().stream().map(JavaFileObject::getName))
                .containsExactlyInAnyOrderElementsOf(set.generated().stream()
                        .map(file -> "/SOURCE_OUTPUT/" + set.name() + "/" + file + ".java").toList());
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("generatedFiles")
    void generatedSourceEqualsItsGoldenFile(GoldenSet set, String simpleName) throws IOException {
        // The version changes with every release; the golden files hold a placeholder for it.
        String actual = Sources.generated(compilationOf(set), set.name() + "." + simpleName)
                .replace("\"" + RuntimeVersion.CURRENT + "\"", "\"<tablesmith version>\"");
        String resource = "golden/" + set.name() + "/" + simpleName + ".java";
        if (UPDATE) {
            Path file = GOLDEN_DIR.resolve(set.name()).resolve(simpleName + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        String expected = read(resource);
        assertThat(actual)
                .as("%s.%s differs from src/test/resources/%s; if the change is intended, rerun with "
                        + "-Dgolden.update=true (see GoldenFilesTest) and review the diff", set.name(), simpleName, resource)
                .isEqualTo(expected);
    }

    @Test
    void everyGoldenFileIsGenerated() throws IOException {
        List<String> expected = new ArrayList<>();
        GoldenSets.ALL.forEach(set -> set.generated().forEach(file -> expected.add(set.name() + "/" + file + ".java")));
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(GOLDEN_DIR)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String name = GOLDEN_DIR.relativize(file).toString().replace('\\', '/');
                if (UPDATE && !expected.contains(name)) {
                    Files.delete(file);
                } else {
                    found.add(name);
                }
            }
        }
        if (!UPDATE) {
            assertThat(found).as("the golden files under %s", GOLDEN_DIR).containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void generationDoesNotDependOnTheOrderOfTheSources(GoldenSet set) {
        List<JavaFileObject> reversed = new ArrayList<>(set.sources());
        Collections.reverse(reversed);
        Compilation again = Sources.compileStrictly(reversed.toArray(JavaFileObject[]::new));
        for (String simpleName : set.generated()) {
            String name = set.name() + "." + simpleName;
            assertThat(Sources.generated(again, name)).as(name).isEqualTo(Sources.generated(compilationOf(set), name));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sets")
    void generatedFilesNameTheProcessorAndNoTime(GoldenSet set) {
        for (String simpleName : set.generated()) {
            assertThat(Sources.generated(compilationOf(set), set.name() + "." + simpleName))
                    .contains("@Generated(\"io.tablesmith.processor.TablesmithProcessor\")")
                    .doesNotContain("date =");
        }
    }

    @Test
    void schemasAndQueuesNameTheVersionTheRuntimeChecks() {
        assertThat(Sources.generated(compilationOf(GoldenSets.DEMO), "demo.JobSchema"))
                .contains("RuntimeVersion.require(ENTITY_TYPE, \"" + RuntimeVersion.CURRENT + "\");");
        assertThat(Sources.generated(compilationOf(GoldenSets.QUEUE), "queue.ResearchTaskQueue"))
                .contains("RuntimeVersion.require(ERROR_SUBJECT, \"" + RuntimeVersion.CURRENT + "\");");
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
