package io.tablesmith.releasecheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Lays out the published modules' signed files as the bundle Central Portal's upload takes: a zip
 * whose paths are the Maven repository layout, each file with its {@code .asc} signature (made by
 * maven-gpg-plugin in each module) and its md5, sha1, sha256 and sha512 checksums.
 *
 * <p>For each published module (see {@link ReactorModules}), from its {@code target/}: the pom
 * (the copy maven-gpg-plugin signed there) and, for a module that is not a pom, its jar, sources
 * jar and javadoc jar, each with the signature beside it. What it does not find it leaves out, and
 * the bundle check names it. Other attached files (such as tablesmith-local's self-contained server
 * jar) are not published.
 */
public final class BundleStager {

    private static final List<String> FILE_SUFFIXES = List.of(".pom", ".jar", "-sources.jar", "-javadoc.jar");

    private BundleStager() {
    }

    /**
     * Arguments: the repository root, the zip to write, and the time every zip entry carries
     * (ISO-8601, the build's {@code project.build.outputTimestamp}).
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("expected: repositoryRoot bundleZip outputTimestamp");
        }
        Path root = Path.of(args[0]);
        Path zip = Path.of(args[1]);
        BundleFiles bundle = stage(ReactorModules.published(root));
        bundle.writeZip(zip, Instant.parse(args[2]));
        System.out.println("Central bundle " + zip + ": " + bundle.paths().size() + " files of "
                + ReactorModules.published(root).stream().map(module -> module.coordinates().toString()).toList());
    }

    /** The bundle of the given modules' built and signed files, checksums added. */
    public static BundleFiles stage(List<ReactorModules.Module> modules) throws IOException {
        BundleFiles bundle = new BundleFiles();
        Set<String> missing = new LinkedHashSet<>();
        for (ReactorModules.Module module : modules) {
            PomFile.Coordinates coordinates = module.coordinates();
            String folder = coordinates.groupId().replace('.', '/') + "/" + coordinates.artifactId() + "/"
                    + coordinates.version() + "/";
            String base = coordinates.artifactId() + "-" + coordinates.version();
            Path target = module.directory().resolve("target");
            List<String> names = new ArrayList<>();
            for (String suffix : module.pom().packaging().equals("pom") ? List.of(".pom") : FILE_SUFFIXES) {
                names.add(base + suffix);
                names.add(base + suffix + BundleFiles.SIGNATURE_SUFFIX);
            }
            for (String name : names) {
                Path file = target.resolve(name);
                if (Files.isRegularFile(file)) {
                    bundle.put(folder + name, Files.readAllBytes(file));
                } else {
                    missing.add(file.toString());
                }
            }
        }
        missing.forEach(path -> System.out.println("  not found, left out of the bundle: " + path));
        return bundle.addChecksums();
    }
}
