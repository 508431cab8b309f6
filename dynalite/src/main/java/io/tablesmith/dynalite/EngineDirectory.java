package io.tablesmith.dynalite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Finds the folder that holds {@code server.js} and its installed {@code node_modules}.
 *
 * <p>Tests of any module run with that module's folder as working directory, so searching
 * upward for {@code dynalite/engine/server.js} finds the engine from every module of the
 * repository without configuration; the system property covers every other layout.
 */
final class EngineDirectory {
    /** System property naming the engine folder explicitly; it wins over the upward search. */
    static final String PROPERTY = "tablesmith.dynalite.dir";

    static final String SCRIPT = "server.js";
    private static final Path RELATIVE_SCRIPT = Paths.get("dynalite", "engine", SCRIPT);

    /** The engine folder named by the system property, or else found upward from the working directory. */
    static Path locate() {
        return locate(System.getProperty(PROPERTY), Paths.get("").toAbsolutePath());
    }

    static Path locate(String propertyValue, Path workingDirectory) {
        if (propertyValue != null && !propertyValue.isBlank()) {
            return validated(Paths.get(propertyValue).toAbsolutePath().normalize(),
                    "named by -D" + PROPERTY);
        }
        for (Path dir = workingDirectory.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            Path script = dir.resolve(RELATIVE_SCRIPT);
            if (Files.isRegularFile(script)) {
                return validated(script.getParent(), "found above " + workingDirectory);
            }
        }
        throw new IllegalStateException("Cannot find dynalite's engine: no " + RELATIVE_SCRIPT
                + " in " + workingDirectory + " or any folder above it. Set -D" + PROPERTY
                + "=<path to tablesmith's dynalite/engine folder>.");
    }

    /** Checks the folder now, so a missing install fails with its fix rather than with a Node.js stack trace. */
    static Path validated(Path dir, String howFound) {
        if (!Files.isRegularFile(dir.resolve(SCRIPT))) {
            throw new IllegalStateException("The dynalite engine folder " + dir + " (" + howFound
                    + ") has no " + SCRIPT + ".");
        }
        if (!Files.isDirectory(dir.resolve("node_modules").resolve("dynalite"))) {
            throw new IllegalStateException("dynalite is not installed in " + dir + " (" + howFound
                    + "). Build the dynalite module (mvn -pl dynalite generate-resources) or run"
                    + " `npm ci --ignore-scripts` in that folder.");
        }
        return dir;
    }

    private EngineDirectory() {
    }
}
