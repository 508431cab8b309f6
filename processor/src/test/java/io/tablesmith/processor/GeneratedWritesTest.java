package io.tablesmith.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Safe by construction, for generated code: no generated class builds a write request or calls a
 * client's write method. Every write goes through the runtime's one write path, which composes
 * the guards; code generated around it could only bypass them. Checked on the golden files and on
 * every source generated for a fixture that uses every feature with a write.
 */
class GeneratedWritesTest {

    /** A write request type of the SDK, or a client's write call. */
    private static final Pattern DIRECT_WRITE = Pattern.compile(
            "\\b(PutItemRequest|UpdateItemRequest|DeleteItemRequest|BatchWriteItemRequest|TransactWriteItemsRequest"
                    + "|TransactWriteItem|WriteRequest|PutRequest|DeleteRequest|ConditionCheck)\\b"
                    + "|model\\.(Put|Update|Delete)\\b"
                    + "|\\.(putItem|updateItem|deleteItem|batchWriteItem|transactWriteItems)\\s*\\(");

    private static final JavaFileObject EVERY_FEATURE = Sources.entity("Ledger",
            "import io.tablesmith.Ttl;",
            "import java.util.List;",
            "import java.util.Set;",
            "@Entity(type = \"LEDGER\")",
            "@Key(pk = \"LEDGER#{id}\", sk = \"LEDGER\")",
            "@Gsi(index = \"gsi1\", pk = \"STATE#{status}\", sk = \"{name}\", query = \"byStatus\")",
            "@NaturalIndex(index = \"byOwner\", pk = {\"owner\"}, sk = {\"count\"}, query = \"byOwner\")",
            "public record Ledger(String id,",
            "        @Transition(from = \"QUEUED\", to = \"RUNNING\") JobStatus status,",
            "        String name, String owner, int count, BigDecimal total, float weight, double ratio,",
            "        List<String> notes, Set<String> tags, @DefaultValue(\"0\") long hits,",
            "        @Attribute(value = \"label\", formerly = \"title\") String label,",
            "        @Ttl Instant expiresAt, @Version long version) {}");

    private static final JavaFileObject MESSAGE = JavaFileObjects.forSourceLines("demo.Chore",
            "package demo;",
            "import io.tablesmith.QueueMessage;",
            "@QueueMessage(queue = \"chores\", dedupId = \"{id}\", group = \"{group}\")",
            "public record Chore(String id, String group) {}");

    private static final JavaFileObject DETAILS = JavaFileObjects.forSourceLines("demo.LedgerDetails",
            "package demo;",
            "import io.tablesmith.ItemCollection;",
            "@ItemCollection(pk = \"LEDGER#{id}\")",
            "public record LedgerDetails(Ledger ledger) {}");

    @Test
    void noGoldenFileWritesWithoutTheWritePath() throws IOException {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.walk(Path.of("src/test/resources/golden"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                sources.put(file.toString(), Files.readString(file));
            }
        }

        assertThat(sources).hasSizeGreaterThan(5);
        assertThat(directWrites(sources)).isEmpty();
    }

    @Test
    void noSourceGeneratedForEveryFeatureWritesWithoutTheWritePath() {
        Compilation compilation = Sources.compileStrictly(Sources.JOB_STATUS, EVERY_FEATURE, MESSAGE, DETAILS);
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        Map<String, String> sources = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            try {
                sources.put(file.getName(), file.getCharContent(true).toString());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        assertThat(sources.keySet()).anyMatch(name -> name.endsWith("LedgerRepository.java"))
                .anyMatch(name -> name.endsWith("LedgerUpdate.java")).anyMatch(name -> name.endsWith("ChoreQueue.java"))
                .anyMatch(name -> name.endsWith("LedgerDetailsRepository.java"));
        assertThat(directWrites(sources)).isEmpty();
    }

    @Test
    void theCheckSeesAWriteItDoesNotAllow() {
        assertThat(directWrites(Map.of("Bypass.java", "client.putItem(PutItemRequest.builder().build());")))
                .containsExactlyInAnyOrder("Bypass.java: PutItemRequest", "Bypass.java: .putItem(");
    }

    private static List<String> directWrites(Map<String, String> sources) {
        List<String> found = new ArrayList<>();
        sources.forEach((name, text) -> {
            Matcher matcher = DIRECT_WRITE.matcher(text);
            while (matcher.find()) {
                found.add(name + ": " + matcher.group());
            }
        });
        return found;
    }
}
