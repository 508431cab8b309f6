package io.tablesmith.spring.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;

/**
 * What a native image needs to find the tables as the JVM does: the processor's service file, and the
 * public constructor of each table definition it lists, which {@link java.util.ServiceLoader} calls.
 * Read from the service files on the build's class path (Spring AOT runs this at build time); nothing
 * else of the application is reached by reflection, since every bean is made by a plain call.
 */
public final class TablesmithRuntimeHints implements RuntimeHintsRegistrar {

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        hints.resources().registerPattern(TableDefinitions.SERVICE_FILE);
        ClassLoader loader = classLoader != null ? classLoader : TablesmithRuntimeHints.class.getClassLoader();
        try {
            Enumeration<URL> files = loader.getResources(TableDefinitions.SERVICE_FILE);
            while (files.hasMoreElements()) {
                try (BufferedReader lines = new BufferedReader(new InputStreamReader(files.nextElement().openStream(),
                        StandardCharsets.UTF_8))) {
                    lines.lines().map(TablesmithRuntimeHints::className).filter(name -> !name.isEmpty())
                            .forEach(name -> hints.reflection().registerType(TypeReference.of(name),
                                    MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Reading " + TableDefinitions.SERVICE_FILE, e);
        }
    }

    /** A service file's line without its comment (ServiceLoader's format). */
    private static String className(String line) {
        int comment = line.indexOf('#');
        return (comment < 0 ? line : line.substring(0, comment)).trim();
    }
}
