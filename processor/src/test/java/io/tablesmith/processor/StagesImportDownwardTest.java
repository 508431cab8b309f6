package io.tablesmith.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The processor's pipeline as its packages show it (docs/architecture.md): each stage imports only the
 * stages below it, and none imports the rounds that drive them. Read from the sources, so a new import
 * against the direction fails here, not in a review.
 */
class StagesImportDownwardTest {

    private static final Path SOURCES = Path.of("src/main/java/io/tablesmith/processor");
    private static final Pattern PROCESSOR_IMPORT = Pattern.compile("^import io\\.tablesmith\\.processor\\.(\\w+)", Pattern.MULTILINE);
    private static final Map<String, Set<String>> MAY_IMPORT = Map.of(
            "model", Set.of(),
            "report", Set.of(),
            "parse", Set.of("model", "report"),
            "table", Set.of("model", "parse", "report"),
            "schema", Set.of("model", "parse", "report"),
            "generate", Set.of("model"));

    @ParameterizedTest
    @ValueSource(strings = {"model", "report", "parse", "table", "schema", "generate"})
    void aStageImportsOnlyTheStagesBelowIt(String stage) throws IOException {
        Set<String> imported = new TreeSet<>();
        try (Stream<Path> files = Files.list(SOURCES.resolve(stage))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher matcher = PROCESSOR_IMPORT.matcher(Files.readString(file));
                while (matcher.find()) {
                    imported.add(matcher.group(1));
                }
            }
        }
        imported.remove(stage);

        assertThat(imported).as("what %s imports of the processor", stage).isSubsetOf(MAY_IMPORT.get(stage));
    }

    @Test
    void everySubPackageIsAStageOfThePipeline() throws IOException {
        try (Stream<Path> entries = Files.list(SOURCES)) {
            assertThat(entries.filter(Files::isDirectory).map(p -> p.getFileName().toString()))
                    .as("the processor's stages").containsExactlyInAnyOrderElementsOf(MAY_IMPORT.keySet());
        }
    }
}
