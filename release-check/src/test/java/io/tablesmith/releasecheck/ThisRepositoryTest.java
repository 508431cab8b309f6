package io.tablesmith.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * This repository's own poms, in every build (the bundle itself is built and checked only with
 * -Prelease): the modules published are the ones the release check expects, and their poms have
 * what Central asks for.
 */
class ThisRepositoryTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void thePublishedModulesAreExactlyTheOnesTheReleaseCheckExpects() throws IOException {
        List<String> published = ReactorModules.published(ROOT).stream()
                .map(module -> module.coordinates().artifactId()).toList();

        assertThat(published).containsExactlyInAnyOrderElementsOf(expectedByTheReleaseProfile())
                .containsExactly("tablesmith-parent", "tablesmith-runtime", "tablesmith-processor", "tablesmith-local", "tablesmith-lambda");
    }

    @Test
    void everyPublishedPomHasTheMetadataCentralAsksForAndNoSnapshotButItsOwn() throws IOException {
        List<ReactorModules.Module> modules = ReactorModules.published(ROOT);
        Map<PomFile.Coordinates, PomFile> poms = new HashMap<>();
        modules.forEach(module -> poms.put(module.coordinates(), module.pom()));
        List<Violation> violations = new ArrayList<>();

        for (ReactorModules.Module module : modules) {
            PomFile.Coordinates coordinates = module.coordinates();
            BundleCheck.Component component = new BundleCheck.Component(coordinates.groupId(), coordinates.artifactId(),
                    coordinates.version());
            new PomRules(component, PomChain.of(module.pom(), poms), poms.keySet(),
                    new BundleCheck.Options("io.tablesmith", null, java.util.Set.of(), true), violations).check();
        }

        assertThat(violations).isEmpty();
    }

    /** The --expect argument of release-check's pom. */
    private static List<String> expectedByTheReleaseProfile() throws IOException {
        String pom = Files.readString(ROOT.resolve("release-check/pom.xml"));
        Matcher expect = Pattern.compile("<argument>--expect</argument>\\s*<argument>([^<]+)</argument>").matcher(pom);
        assertThat(expect.find()).as("release-check/pom.xml names the expected modules").isTrue();
        return Arrays.asList(expect.group(1).strip().split(","));
    }
}
