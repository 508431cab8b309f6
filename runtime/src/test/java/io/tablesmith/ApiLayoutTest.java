package io.tablesmith;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The public API as a user meets it: the packages it is grouped in, and names that never clash when
 * a user imports them all with wildcards beside {@code java.util.*} (and {@code java.lang}, which
 * every file imports). Read from the compiled classes, so a type added anywhere is held to it.
 */
class ApiLayoutTest {

    private static final List<String> PACKAGES = List.of("io.tablesmith", "io.tablesmith.condition",
            "io.tablesmith.transaction", "io.tablesmith.stream", "io.tablesmith.queue", "io.tablesmith.lock",
            "io.tablesmith.reindex", "io.tablesmith.telemetry", "io.tablesmith.vector", "io.tablesmith.async");

    @Test
    void thePublicApiIsTheRootAndItsTaskPackages() throws Exception {
        Set<String> packagesWithPublicTypes = new TreeSet<>();
        for (String name : publicTypes(runtimeClasses(), "io.tablesmith", true)) {
            packagesWithPublicTypes.add(name.substring(0, name.lastIndexOf('.')));
        }
        packagesWithPublicTypes.remove("io.tablesmith.internal");

        assertThat(packagesWithPublicTypes).containsExactlyInAnyOrderElementsOf(PACKAGES);
        for (String pkg : PACKAGES) {
            assertThat(runtimeClasses().resolve(pkg.replace('.', '/')).resolve("package-info.class"))
                    .as("%s says what it is for in its package-info", pkg).exists();
        }
    }

    @Test
    void noTwoPublicTypesShareASimpleNameWithEachOtherOrWithJavaUtilAndJavaLang() throws Exception {
        Map<String, List<String>> bySimpleName = new TreeMap<>();
        for (String pkg : PACKAGES) {
            for (String type : publicTypes(runtimeClasses(), pkg, false)) {
                bySimpleName.computeIfAbsent(type.substring(type.lastIndexOf('.') + 1), n -> new ArrayList<>()).add(type);
            }
        }
        Path jdk = FileSystems.getFileSystem(URI.create("jrt:/")).getPath("modules", "java.base");
        for (String pkg : List.of("java.util", "java.lang")) {
            for (String type : publicTypes(jdk, pkg, false)) {
                List<String> ours = bySimpleName.get(type.substring(type.lastIndexOf('.') + 1));
                if (ours != null) {
                    ours.add(type);
                }
            }
        }

        assertThat(bySimpleName).as("public types by simple name").isNotEmpty();
        assertThat(bySimpleName.values().stream().filter(types -> types.size() > 1).toList())
                .as("names that a wildcard import makes ambiguous").isEmpty();
    }

    @Test
    void noPublicSignatureNamesAnInternalType() throws Exception {
        List<String> leaks = new ArrayList<>();
        for (String pkg : PACKAGES) {
            for (String name : publicTypes(runtimeClasses(), pkg, false)) {
                Class<?> type = Class.forName(name, false, ApiLayoutTest.class.getClassLoader());
                List<String> signatures = new ArrayList<>();
                signatures.add(String.valueOf(type.getGenericSuperclass()));
                for (java.lang.reflect.Type implemented : type.getGenericInterfaces()) {
                    signatures.add(implemented.getTypeName());
                }
                for (java.lang.reflect.Method method : type.getMethods()) {
                    signatures.add(method.toGenericString());
                }
                for (java.lang.reflect.Constructor<?> constructor : type.getConstructors()) {
                    signatures.add(constructor.toGenericString());
                }
                for (java.lang.reflect.Field field : type.getFields()) {
                    signatures.add(field.toGenericString());
                }
                signatures.stream().filter(signature -> signature.contains("io.tablesmith.internal."))
                        .forEach(signature -> leaks.add(name + ": " + signature));
            }
        }

        assertThat(leaks).as("public members that hand out or take the runtime's internals").isEmpty();
    }

    private static Path runtimeClasses() throws URISyntaxException {
        return Path.of(EntitySchema.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** The public top-level types of {@code pkg} (and of its sub-packages when {@code deep}). */
    private static List<String> publicTypes(Path root, String pkg, boolean deep) throws IOException {
        Path dir = root.resolve(pkg.replace('.', '/'));
        try (Stream<Path> files = deep ? Files.walk(dir) : Files.list(dir)) {
            return files.map(file -> root.relativize(file).toString())
                    .filter(file -> file.endsWith(".class") && !file.contains("$") && !file.endsWith("package-info.class")
                            && !file.endsWith("module-info.class"))
                    .map(file -> file.substring(0, file.length() - ".class".length()).replace('/', '.'))
                    .filter(ApiLayoutTest::isPublic)
                    .collect(Collectors.toList());
        }
    }

    private static boolean isPublic(String className) {
        try {
            return Modifier.isPublic(Class.forName(className, false, ApiLayoutTest.class.getClassLoader()).getModifiers());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }
}
