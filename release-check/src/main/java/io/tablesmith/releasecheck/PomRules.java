package io.tablesmith.releasecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The rules one component's pom must keep: Central's metadata, and what it may depend on. */
final class PomRules {

    private final BundleCheck.Component component;
    private final PomChain chain;
    private final Set<PomFile.Coordinates> bundled;
    private final BundleCheck.Options options;
    private final List<Violation> violations;

    PomRules(BundleCheck.Component component, PomChain chain, Set<PomFile.Coordinates> bundled,
             BundleCheck.Options options, List<Violation> violations) {
        this.component = component;
        this.chain = chain;
        this.bundled = bundled;
        this.options = options;
        this.violations = violations;
    }

    void check() {
        checkMetadata();
        for (PomFile.Reference reference : chain.pom().references()) {
            checkReference(reference);
        }
    }

    private void checkMetadata() {
        PomFile pom = chain.pom();
        List<String> missing = new ArrayList<>();
        if (pom.name() == null) {
            missing.add("<name>");
        }
        if (pom.description() == null) {
            missing.add("<description>");
        }
        if (chain.inherited(PomFile::url) == null) {
            missing.add("<url>");
        }
        List<PomFile.License> licenses = chain.inherited(PomFile::licenses);
        if (licenses == null || licenses.stream().anyMatch(license -> license.name() == null || license.url() == null)) {
            missing.add("<licenses><license> with <name> and <url>");
        }
        List<String> developers = chain.inherited(PomFile::developerNames);
        if (developers == null || developers.stream().anyMatch(String::isBlank)) {
            missing.add("<developers><developer> with <name>");
        }
        if (chain.inherited(PomFile::scmUrl) == null || chain.inherited(PomFile::scmConnection) == null) {
            missing.add("<scm> with <url> and <connection>");
        }
        if (!missing.isEmpty()) {
            violations.add(new Violation(component.label(), Rule.METADATA, component.pomName() + " (with its parents)"
                    + " lacks " + String.join(", ", missing)));
        }
    }

    private void checkReference(PomFile.Reference reference) {
        boolean own = options.owns(reference.groupId());
        Optional<String> version = reference.version() == null ? Optional.empty() : chain.interpolate(reference.version());
        if (reference.version() != null && version.isEmpty()) {
            violations.add(new Violation(component.label(), Rule.NO_SNAPSHOT_DEPENDENCIES, describe(reference)
                    + " has the version " + reference.version() + ", which nothing in the bundle resolves"));
            return;
        }
        if (version.isPresent() && version.get().endsWith("-SNAPSHOT")
                && !(options.snapshotVersionAllowed() && own && isBundledVersion(version.get()))) {
            violations.add(new Violation(component.label(), Rule.NO_SNAPSHOT_DEPENDENCIES, describe(reference)
                    + " is at the SNAPSHOT version " + version.get()));
        }
        boolean needed = reference.kind() == PomFile.ReferenceKind.PARENT || reference.reachesUsers();
        if (own && needed && !isBundled(reference, version)) {
            violations.add(new Violation(component.label(), Rule.RELEASED_DEPENDENCIES, describe(reference)
                    + (version.map(v -> " " + v).orElse("")) + " is not in the bundle"));
        }
    }

    /** Whether a version is that of a component in the bundle: the project's own, let through in a rehearsal. */
    private boolean isBundledVersion(String version) {
        return bundled.stream().anyMatch(coordinates -> coordinates.version().equals(version));
    }

    private boolean isBundled(PomFile.Reference reference, Optional<String> version) {
        return bundled.stream().anyMatch(coordinates -> coordinates.groupId().equals(reference.groupId())
                && coordinates.artifactId().equals(reference.artifactId())
                && version.map(coordinates.version()::equals).orElse(true));
    }

    private static String describe(PomFile.Reference reference) {
        String kind = switch (reference.kind()) {
            case PARENT -> "its parent";
            case DEPENDENCY -> "the dependency";
            case MANAGED_DEPENDENCY -> "the managed dependency";
            case PLUGIN -> "the plugin";
            case PLUGIN_DEPENDENCY -> "the plugin dependency";
        };
        return kind + " " + reference.groupId() + ":" + reference.artifactId();
    }
}
