package io.tablesmith.releasecheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The modules of the build, read from the root pom's {@code <modules>} down, and which of them are
 * published: every module whose {@code maven.deploy.skip} (its own, or else inherited from the
 * module above it) is not {@code true}. One property says both "never deployed" and "not in the
 * Central bundle", so the two cannot disagree.
 */
public final class ReactorModules {

    private static final String DEPLOY_SKIP = "maven.deploy.skip";

    /** A module: its folder, its pom, its coordinates and whether it is published. */
    public record Module(Path directory, PomFile pom, PomFile.Coordinates coordinates, boolean published) {
    }

    private ReactorModules() {
    }

    /** Every module under {@code root}, the root first, each before the modules it aggregates. */
    public static List<Module> of(Path root) throws IOException {
        List<Module> modules = new ArrayList<>();
        collect(root, null, false, modules);
        return modules;
    }

    /** Only the published ones. */
    public static List<Module> published(Path root) throws IOException {
        return of(root).stream().filter(Module::published).toList();
    }

    private static void collect(Path directory, PomFile aggregator, boolean aggregatorSkips, List<Module> modules)
            throws IOException {
        Path pomPath = directory.resolve("pom.xml");
        PomFile pom = PomFile.parse(Files.readAllBytes(pomPath));
        PomFile.Coordinates coordinates = PomChain.of(pom, Map.of()).coordinates();
        if (aggregator != null) {
            PomFile.Coordinates above = PomChain.of(aggregator, Map.of()).coordinates();
            if (pom.parent().filter(above::equals).isEmpty()) {
                throw new IllegalStateException(pomPath + ": its parent is not " + above + ", the pom of the folder above;"
                        + " whether it is published is read from the folder above, so it must inherit from there");
            }
        }
        String own = pom.properties().get(DEPLOY_SKIP);
        boolean skips = own == null ? aggregatorSkips : Boolean.parseBoolean(own);
        modules.add(new Module(directory, pom, coordinates, !skips));
        for (String module : pom.modules()) {
            collect(directory.resolve(module).normalize(), pom, skips, modules);
        }
    }
}
