package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.tablesmith.processor.model.RepositoryPart;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Ties every public method the generators write on a repository and an update builder to the
 * name reservation that parsing checks query names against ({@link RepositoryPart}): a generator
 * that starts writing a new method fails here until its part declares the name, so a query of that
 * name is refused with TS123 instead of clashing in generated code.
 */
class RepositoryNamesTest {

    /** Every part of the repository and the builder: batch, TTL, indexes, version, state machine, counters, lists, sets. */
    private static final JavaFileObject WIDE = Sources.entity("Wide",
            "@Entity(type = \"WIDE\")",
            "@Key(pk = \"WIDE#{id}\", sk = \"AT#{createdAt}\")",
            "@Gsi(index = \"gsi1\", pk = \"OWNER#{owner}#{region}\", sk = \"{createdAt}\", query = \"byOwner\")",
            "@NaturalIndex(index = \"byTitleIndex\", pk = \"title\", query = \"byTitle\")",
            "public record Wide(String id, Instant createdAt, String owner, String region, String title,",
            "        @Transition(from = \"QUEUED\", to = \"RUNNING\") JobStatus status,",
            "        int count, java.util.List<String> notes, java.util.Set<String> tags, @Version long version,",
            "        @io.tablesmith.Ttl Instant expiresAt) {}");

    @Test
    void everyPublicMethodOfTheDemoRepositoriesAndUpdatesIsReserved() {
        Map<String, Set<String>> methods = publicMethods(GoldenSets.JOB, GoldenSets.FINDING);

        assertThat(methods).containsKeys("demo.JobRepository", "demo.JobAsyncRepository", "demo.JobUpdate",
                "demo.FindingRepository", "demo.FindingUpdate");
        assertReserved(methods, Map.of("Job", List.of("id", "status", "createdAt", "title", "version"),
                "Finding", List.of("jobId", "findingId", "summary", "score")), Set.of("byStatus", "query"));
    }

    @Test
    void everyPublicMethodOfAnEntityWithEveryPartIsReserved() {
        Map<String, Set<String>> methods = publicMethods(WIDE);

        assertThat(methods.get("demo.WideRepository")).contains("putAll", "withExpiredHidden", "reindex", "transitionStatus",
                "transactionTarget", "byOwner", "byTitle");
        assertThat(methods.get("demo.WideUpdate")).contains("setOwnerAndRegion", "addCount", "appendToNotes", "addToTags",
                "deleteFromTags", "statusTransitionsFrom", "ifVersion", "toTransactionOperation");
        assertReserved(methods, Map.of("Wide", List.of("id", "createdAt", "owner", "region", "title", "status", "count",
                "notes", "tags", "version", "expiresAt")), Set.of("byOwner", "byTitle", "query"));
    }

    @Test
    void aNameNoPartWritesIsFree() {
        assertThat(RepositoryPart.reason("byOwner", List.of("owner", "region"))).isEmpty();
        assertThat(RepositoryPart.reason("setOwnerAndRegion", List.of("owner", "region"))).isPresent();
        assertThat(RepositoryPart.reason("setOwnerAndTitle", List.of("owner", "region"))).isEmpty();
    }

    /** Asserts that every method but the entities' own queries is reserved for an entity of those components. */
    private static void assertReserved(Map<String, Set<String>> methods, Map<String, List<String>> components, Set<String> queries) {
        List<String> free = new ArrayList<>();
        methods.forEach((type, names) -> {
            String entity = type.substring("demo.".length()).replaceAll("(AsyncRepository|Repository|Update)$", "");
            for (String name : names) {
                if (!queries.contains(name) && RepositoryPart.reason(name, components.get(entity)).isEmpty()) {
                    free.add(type + "." + name);
                }
            }
        });
        assertThat(free).as("generated methods that a query could also be named").isEmpty();
    }

    /** The public methods of every generated repository and update builder, read from javac's model of them. */
    private static Map<String, Set<String>> publicMethods(JavaFileObject... sources) {
        Map<String, Set<String>> methods = new TreeMap<>();
        AbstractProcessor reader = new AbstractProcessor() {
            @Override
            public Set<String> getSupportedAnnotationTypes() {
                return Set.of("*");
            }

            @Override
            public SourceVersion getSupportedSourceVersion() {
                return SourceVersion.latestSupported();
            }

            @Override
            public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
                for (TypeElement type : ElementFilter.typesIn(round.getRootElements())) {
                    String name = type.getQualifiedName().toString();
                    if (name.endsWith("Repository") || name.endsWith("Update")) {
                        Set<String> names = methods.computeIfAbsent(name, n -> new TreeSet<>());
                        type.getEnclosedElements().stream()
                                .filter(e -> e.getKind() == ElementKind.METHOD && e.getModifiers().contains(Modifier.PUBLIC))
                                .forEach(e -> names.add(e.getSimpleName().toString()));
                    }
                }
                return false;
            }
        };
        List<JavaFileObject> all = new ArrayList<>(List.of(sources));
        all.add(Sources.JOB_STATUS);
        Compilation compilation = Compiler.javac().withProcessors(new TablesmithProcessor(), reader)
                .compile(all.toArray(JavaFileObject[]::new));
        assertThat(compilation).succeeded();
        return methods;
    }
}
