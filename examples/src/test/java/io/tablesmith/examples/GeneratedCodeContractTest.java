package io.tablesmith.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.internal.RepositoryCore;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The contract between generated code and the runtime, as {@code io.tablesmith.internal}'s
 * package-info states it: the types generated code may use, and the few that the runtime's own
 * packages share, are the package's only public types; generated code names the first group and
 * nothing else of the runtime's internals, and each type of the first group is one generated code
 * names or reaches through what a named one returns.
 *
 * <p>Generated code is read where it is: the processor's golden files (one set per kind of
 * generated code) and this module's generated sources (the research demo).
 */
class GeneratedCodeContractTest {

    private static final Path RUNTIME_SOURCES = Path.of("../runtime/src/main/java/io/tablesmith/internal");
    private static final Path GOLDEN_FILES = Path.of("../processor/src/test/resources/golden");
    private static final Path GENERATED_SOURCES = Path.of("target/generated-sources/annotations");
    private static final Pattern INTERNAL_TYPE = Pattern.compile("\\bio\\.tablesmith\\.internal\\.([A-Z]\\w*)");
    private static final String FOR_GENERATED_CODE = "<h2>For generated code</h2>";
    private static final String FOR_THE_RUNTIME = "<h2>For the runtime's own packages</h2>";

    private static Set<String> forGeneratedCode;
    private static Set<String> forTheRuntime;

    @BeforeAll
    static void readThePackageInfo() throws IOException {
        String info = Files.readString(RUNTIME_SOURCES.resolve("package-info.java"));
        int generated = info.indexOf(FOR_GENERATED_CODE);
        int runtime = info.indexOf(FOR_THE_RUNTIME);
        int end = info.indexOf("<h2>", runtime + FOR_THE_RUNTIME.length());
        assertThat(generated).as("the package-info's section %s", FOR_GENERATED_CODE).isNotNegative();
        assertThat(runtime).as("the package-info's section %s", FOR_THE_RUNTIME).isGreaterThan(generated);
        forGeneratedCode = internalTypes(info.substring(generated, runtime));
        forTheRuntime = internalTypes(info.substring(runtime, end < 0 ? info.length() : end));
    }

    @Test
    void thePackagesPublicTypesAreExactlyTheListedOnes() throws Exception {
        Set<String> listed = new TreeSet<>(forGeneratedCode);
        listed.addAll(forTheRuntime);

        assertThat(forGeneratedCode).as("listed in both groups").doesNotContainAnyElementsOf(forTheRuntime);
        assertThat(publicInternalTypes()).as("the public types of io.tablesmith.internal")
                .containsExactlyInAnyOrderElementsOf(listed);
    }

    @Test
    void generatedCodeUsesTheContractAndNothingElse() throws IOException {
        TreeMap<String, List<Path>> used = usedInternalTypes();

        assertThat(used).as("generated code read").isNotEmpty();
        assertThat(new TreeSet<>(used.keySet())).as("internal types generated code uses")
                .isSubsetOf(forGeneratedCode);
        for (String type : forTheRuntime) {
            assertThat(used).as("%s is for the runtime's own packages", type).doesNotContainKey(type);
        }
    }

    @Test
    void everyTypeOfTheContractIsUsedByGeneratedCode() throws IOException {
        assertThat(reachable(usedInternalTypes().keySet())).as("the contract holds nothing that generated code does not use")
                .containsAll(forGeneratedCode);
    }

    /**
     * The types generated code names and those it reaches without naming them: what their public methods
     * return ({@code reader.keyMismatch(...).component(...)} calls a {@code KeyMismatch}).
     */
    private static Set<String> reachable(Set<String> named) {
        Set<String> reached = new TreeSet<>();
        List<String> toVisit = new ArrayList<>(named);
        while (!toVisit.isEmpty()) {
            String simpleName = toVisit.remove(toVisit.size() - 1);
            if (!reached.add(simpleName)) {
                continue;
            }
            for (java.lang.reflect.Method method : internalType(simpleName).getMethods()) {
                Class<?> result = method.getReturnType();
                if (result.getPackageName().equals("io.tablesmith.internal") && result.getEnclosingClass() == null) {
                    toVisit.add(result.getSimpleName());
                }
            }
        }
        return reached;
    }

    private static Set<String> internalTypes(String text) {
        Set<String> types = new TreeSet<>();
        Matcher matcher = INTERNAL_TYPE.matcher(text);
        while (matcher.find()) {
            types.add(matcher.group(1));
        }
        return types;
    }

    /** Each internal type named by generated code, with the files that name it. */
    private static TreeMap<String, List<Path>> usedInternalTypes() throws IOException {
        assertThat(GENERATED_SOURCES.resolve("io/tablesmith/examples/research")).as("the demo's generated sources").isDirectory();
        assertThat(GOLDEN_FILES).as("the processor's golden files").isDirectory();
        TreeMap<String, List<Path>> used = new TreeMap<>();
        for (Path root : List.of(GOLDEN_FILES, GENERATED_SOURCES)) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    for (String type : internalTypes(Files.readString(file))) {
                        used.computeIfAbsent(type, t -> new ArrayList<>()).add(file);
                    }
                }
            }
        }
        return used;
    }

    private static Set<String> publicInternalTypes() throws IOException, URISyntaxException {
        Path classes = Path.of(RepositoryCore.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> types = new TreeSet<>();
        if (Files.isDirectory(classes)) {
            try (Stream<Path> files = Files.list(classes.resolve("io/tablesmith/internal"))) {
                files.map(f -> f.getFileName().toString()).forEach(name -> addIfPublic(types, name));
            }
        } else {
            try (var jar = new java.util.jar.JarFile(classes.toFile())) {
                jar.stream().map(entry -> entry.getName())
                        .filter(name -> name.startsWith("io/tablesmith/internal/") && name.indexOf('/', 23) < 0)
                        .forEach(name -> addIfPublic(types, name.substring("io/tablesmith/internal/".length())));
            }
        }
        return types;
    }

    private static void addIfPublic(Set<String> types, String fileName) {
        if (!fileName.endsWith(".class") || fileName.contains("$") || fileName.equals("package-info.class")) {
            return;
        }
        String simpleName = fileName.substring(0, fileName.length() - ".class".length());
        if (Modifier.isPublic(internalType(simpleName).getModifiers())) {
            types.add(simpleName);
        }
    }

    private static Class<?> internalType(String simpleName) {
        try {
            return Class.forName("io.tablesmith.internal." + simpleName, false, GeneratedCodeContractTest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }
}
