package io.tablesmith.releasecheck;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Checks a Central Portal upload bundle against Central's publishing requirements (see
 * {@link Rule}) before anyone uploads it, and names, for every problem, the component and the rule.
 */
public final class BundleCheck {

    private static final String SNAPSHOT = "-SNAPSHOT";
    private static final Pattern HEX = Pattern.compile("[0-9a-fA-F]+");

    /**
     * What the check is told besides the bundle: the publisher's namespace, the public keys the
     * signatures must verify with, the artifactIds that must be published (none: any), and whether a
     * component's own -SNAPSHOT version is let through, for rehearsing a release on a development build.
     */
    public record Options(String namespace, Signatures keys, Set<String> expectedArtifactIds,
                          boolean snapshotVersionAllowed) {
        /** Whether a groupId is the namespace or below it: the project's own. */
        public boolean owns(String groupId) {
            return groupId != null && (groupId.equals(namespace) || groupId.startsWith(namespace + "."));
        }
    }

    /** What the check found: the rules broken, and notes that are no violation (a SNAPSHOT let through). */
    public record Result(List<Violation> violations, List<String> notes, int components, int files) {
        public boolean passed() {
            return violations.isEmpty();
        }
    }

    private final BundleFiles bundle;
    private final Options options;
    private final List<Violation> violations = new ArrayList<>();
    private final Set<String> notes = new LinkedHashSet<>();
    private final Map<PomFile.Coordinates, PomFile> poms = new HashMap<>();
    private final Set<String> unreadablePoms = new HashSet<>();

    private BundleCheck(BundleFiles bundle, Options options) {
        this.bundle = bundle;
        this.options = options;
    }

    /** Checks every file and every component of the bundle. */
    public static Result check(BundleFiles bundle, Options options) {
        BundleCheck check = new BundleCheck(bundle, options);
        SortedMap<String, List<String>> folders = check.folders();
        folders.forEach(check::readPom);
        folders.forEach(check::checkComponent);
        check.checkExpectedComponents(folders.keySet());
        return new Result(List.copyOf(check.violations), List.copyOf(check.notes), folders.size(),
                bundle.paths().size());
    }

    /**
     * Arguments: {@code --bundle <zip> --public-key <armored key file> --namespace <groupId>
     * [--expect <artifactId,...>] [--allow-snapshot-version true|false]}. Prints what it found and
     * fails (with every violation in the message) when a rule is broken.
     */
    public static void main(String[] args) throws IOException {
        Map<String, String> named = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            named.put(args[i], args[i + 1]);
        }
        Path zip = Path.of(required(named, "--bundle"));
        Options options = new Options(required(named, "--namespace"),
                Signatures.fromPublicKeys(Files.readAllBytes(Path.of(required(named, "--public-key")))),
                Arrays.stream(named.getOrDefault("--expect", "").split("[,\\s]+")).filter(id -> !id.isEmpty())
                        .collect(Collectors.toSet()),
                Boolean.parseBoolean(named.getOrDefault("--allow-snapshot-version", "false")));
        Result result = check(BundleFiles.readZip(zip), options);
        System.out.println("Central bundle check of " + zip + ": " + result.components() + " components, "
                + result.files() + " files, " + result.violations().size() + " violations");
        result.notes().forEach(note -> System.out.println("  note: " + note));
        result.violations().forEach(violation -> System.out.println("  " + violation));
        if (!result.passed()) {
            StringBuilder message = new StringBuilder(zip + " breaks Central's publishing requirements:");
            result.violations().forEach(violation -> message.append(System.lineSeparator()).append("  ").append(violation));
            throw new IllegalStateException(message.toString());
        }
    }

    private static String required(Map<String, String> named, String name) {
        String value = named.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("missing argument " + name);
        }
        return value;
    }

    /** The files by folder; a file outside any folder is a violation at once (its signature and checksums go with it). */
    private SortedMap<String, List<String>> folders() {
        SortedMap<String, List<String>> folders = new TreeMap<>();
        for (String path : bundle.paths()) {
            int slash = path.lastIndexOf('/');
            if (slash < 0) {
                if (!BundleFiles.isPrimary(path)) {
                    continue;
                }
                violations.add(new Violation("bundle", Rule.LAYOUT, path + " lies outside any"
                        + " <groupId>/<artifactId>/<version>/ folder"));
            } else {
                folders.computeIfAbsent(path.substring(0, slash), folder -> new ArrayList<>()).add(path.substring(slash + 1));
            }
        }
        return folders;
    }

    private void readPom(String folder, List<String> names) {
        Component component = Component.of(folder);
        if (component == null || !names.contains(component.pomName())) {
            return;
        }
        try {
            PomFile pom = PomFile.parse(bundle.get(folder + "/" + component.pomName()));
            poms.put(PomChain.of(pom, Map.of()).coordinates(), pom);
        } catch (IllegalArgumentException e) {
            unreadablePoms.add(folder);
            violations.add(new Violation(component.label(), Rule.COORDINATES, component.pomName() + " is " + e.getMessage()));
        }
    }

    private void checkComponent(String folder, List<String> names) {
        Component component = Component.of(folder);
        if (component == null) {
            violations.add(new Violation("bundle", Rule.LAYOUT, folder + "/ is not a <groupId>/<artifactId>/<version>/ folder"));
            return;
        }
        String label = component.label();
        if (!options.owns(component.groupId())) {
            violations.add(new Violation(label, Rule.NAMESPACE, "groupId " + component.groupId()
                    + " is outside the namespace " + options.namespace()));
        }
        if (component.version().endsWith(SNAPSHOT)) {
            if (options.snapshotVersionAllowed()) {
                notes.add(component.version() + " is a SNAPSHOT version, let through to rehearse a release: Central"
                        + " would refuse this bundle for it; every other rule was checked as for a release");
            } else {
                violations.add(new Violation(label, Rule.RELEASE_VERSION, "version " + component.version() + " is a SNAPSHOT"));
            }
        }
        for (String name : names) {
            checkFile(component, folder + "/" + name, name, names);
        }
        PomFile pom = poms.get(component.coordinates());
        if (pom == null) {
            if (unreadablePoms.contains(folder)) {
                return;
            }
            if (names.contains(component.pomName())) {
                violations.add(new Violation(label, Rule.COORDINATES, component.pomName() + " names other coordinates than "
                        + component.coordinates() + ", where it lies"));
            } else {
                violations.add(new Violation(label, Rule.LAYOUT, "no " + component.pomName()));
            }
            return;
        }
        PomChain chain = PomChain.of(pom, poms);
        new PomRules(component, chain, poms.keySet(), options, violations).check();
        if (!pom.packaging().equals("pom")) {
            checkJars(component, folder, names);
        }
    }

    private void checkFile(Component component, String path, String name, List<String> names) {
        String label = component.label();
        if (!BundleFiles.isPrimary(name)) {
            String primary = name.endsWith(BundleFiles.SIGNATURE_SUFFIX)
                    ? name.substring(0, name.length() - BundleFiles.SIGNATURE_SUFFIX.length())
                    : name.substring(0, name.lastIndexOf('.'));
            if (!names.contains(primary)) {
                violations.add(new Violation(label, Rule.LAYOUT, name + " lies beside no " + primary));
            }
            return;
        }
        String base = component.artifactId() + "-" + component.version();
        if (!name.startsWith(base + ".") && !name.startsWith(base + "-")) {
            violations.add(new Violation(label, Rule.LAYOUT, name + " is not a file of " + label
                    + ": its name does not start with " + base));
        }
        byte[] content = bundle.get(path);
        byte[] signature = bundle.get(path + BundleFiles.SIGNATURE_SUFFIX);
        if (signature == null) {
            violations.add(new Violation(label, Rule.SIGNATURE, "no " + name + BundleFiles.SIGNATURE_SUFFIX));
        } else {
            options.keys().problem(content, signature).ifPresent(problem ->
                    violations.add(new Violation(label, Rule.SIGNATURE, name + BundleFiles.SIGNATURE_SUFFIX + " " + problem)));
        }
        for (Digest digest : Digest.values()) {
            byte[] checksum = bundle.get(digest.fileFor(path));
            if (checksum == null) {
                if (digest.required()) {
                    violations.add(new Violation(label, Rule.CHECKSUMS, "no " + digest.fileFor(name)));
                }
                continue;
            }
            String[] words = new String(checksum, StandardCharsets.US_ASCII).strip().split("\\s+");
            String expected = digest.hex(content);
            if (!HEX.matcher(words[0]).matches() || !words[0].equalsIgnoreCase(expected)) {
                violations.add(new Violation(label, Rule.CHECKSUMS, digest.fileFor(name) + " holds " + words[0]
                        + ", but the file's digest is " + expected));
            }
        }
    }

    private void checkJars(Component component, String folder, List<String> names) {
        String base = component.artifactId() + "-" + component.version();
        if (!names.contains(base + ".jar")) {
            violations.add(new Violation(component.label(), Rule.LAYOUT, "no " + base + ".jar, which its packaging promises"));
            return;
        }
        checkCompanion(component, folder, names, base + "-sources.jar", ".java", "no source file (*.java)");
        checkCompanion(component, folder, names, base + "-javadoc.jar", "index.html", "no index.html");
    }

    private void checkCompanion(Component component, String folder, List<String> names, String jar, String entrySuffix,
                                String lack) {
        if (!names.contains(jar)) {
            violations.add(new Violation(component.label(), Rule.JAVADOC_AND_SOURCES, "no " + jar));
            return;
        }
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(bundle.get(folder + "/" + jar)))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.getName().endsWith(entrySuffix)) {
                    return;
                }
            }
            violations.add(new Violation(component.label(), Rule.JAVADOC_AND_SOURCES, jar + " holds " + lack));
        } catch (IOException e) {
            violations.add(new Violation(component.label(), Rule.JAVADOC_AND_SOURCES, jar + " is not a readable jar: "
                    + e.getMessage()));
        }
    }

    private void checkExpectedComponents(Set<String> folders) {
        if (options.expectedArtifactIds().isEmpty()) {
            return;
        }
        Set<String> present = new TreeSet<>();
        for (String folder : folders) {
            Optional.ofNullable(Component.of(folder)).ifPresent(component -> present.add(component.artifactId()));
        }
        Set<String> expectedArtifactIds = new TreeSet<>(options.expectedArtifactIds());
        for (String expected : expectedArtifactIds) {
            if (!present.contains(expected)) {
                violations.add(new Violation(expected, Rule.EXPECTED_COMPONENTS, "is not in the bundle"));
            }
        }
        for (String artifactId : present) {
            if (!expectedArtifactIds.contains(artifactId)) {
                violations.add(new Violation(artifactId, Rule.EXPECTED_COMPONENTS, "is in the bundle but not among the"
                        + " modules meant to be published (" + String.join(", ", expectedArtifactIds) + ")"));
            }
        }
    }

    /** A folder of the bundle read as the coordinates its place gives. */
    record Component(String groupId, String artifactId, String version) {

        /** The component a folder {@code g/r/o/u/p/artifactId/version} stands for, or null if it has too few levels. */
        static Component of(String folder) {
            String[] segments = folder.split("/");
            if (segments.length < 3) {
                return null;
            }
            int last = segments.length - 1;
            return new Component(String.join(".", Arrays.copyOf(segments, last - 1)), segments[last - 1], segments[last]);
        }

        PomFile.Coordinates coordinates() {
            return new PomFile.Coordinates(groupId, artifactId, version);
        }

        String pomName() {
            return artifactId + "-" + version + ".pom";
        }

        String label() {
            return artifactId + " " + version;
        }
    }
}
