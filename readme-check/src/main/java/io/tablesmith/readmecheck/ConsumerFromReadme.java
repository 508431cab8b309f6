package io.tablesmith.readmecheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes the consumer project that checks README.md's "Maven set-up" section: the template's
 * {@code pom-template.xml} with the section's XML blocks put in, exactly as written, in place of
 * {@value #MARKER}, plus the template's sources and {@code verify.groovy}, and a settings file whose
 * only repository is the local repository the outer build uses (so the consumer build needs no network).
 *
 * <p>One addition to the README's {@code <build>}: versions for the plugins the README does not
 * name (resources, jar), pinned to ones the outer build already has, because Maven 3.8's defaults
 * for them would have to be downloaded on every clean build. The compiler and Surefire plugins
 * come from the README alone.
 */
public final class ConsumerFromReadme {

    static final String MARKER = "<!-- README: Maven set-up -->";
    private static final String SECTION = "## Maven set-up";
    private static final Pattern SECTION_HEADING = Pattern.compile("^" + Pattern.quote(SECTION) + "[ \\t]*$", Pattern.MULTILINE);
    private static final Pattern NEXT_SECTION = Pattern.compile("^## ", Pattern.MULTILINE);
    private static final Pattern XML_BLOCK = Pattern.compile("```xml\\n(.*?)```", Pattern.DOTALL);

    private ConsumerFromReadme() {
    }

    /**
     * Arguments: README.md, the template project's folder, the folder to write the project to,
     * the settings file to write and the outer build's local repository.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 5) {
            throw new IllegalArgumentException("expected: readme template output settings localRepository");
        }
        Path readme = Path.of(args[0]);
        Path template = Path.of(args[1]);
        Path output = Path.of(args[2]);
        List<String> blocks = xmlBlocks(Files.readString(readme));
        String pom = Files.readString(template.resolve("pom-template.xml"));
        if (!pom.contains(MARKER)) {
            throw new IllegalStateException(template.resolve("pom-template.xml") + " lacks " + MARKER);
        }
        Files.createDirectories(output);
        String readmeXml = String.join("\n", blocks);
        if (!readmeXml.contains("<build>")) {
            throw new IllegalStateException("README.md's \"" + SECTION + "\" section has no <build> block");
        }
        readmeXml = readmeXml.replaceFirst("<build>", "<build>\n" + Files.readString(template.resolve("plugin-pins.xml")).strip());
        Files.writeString(output.resolve("pom.xml"), pom.replace(MARKER, readmeXml));
        copySources(template.resolve("src"), output.resolve("src"));
        Files.copy(template.resolve("verify.groovy"), output.resolve("verify.groovy"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(Path.of(args[3]), settings(Path.of(args[4]).toUri().toString()));
    }

    /** The XML blocks between "## Maven set-up" and the next section of the same level. */
    static List<String> xmlBlocks(String readme) {
        Matcher heading = SECTION_HEADING.matcher(readme);
        if (!heading.find()) {
            throw new IllegalStateException("README.md has no section \"" + SECTION + "\"");
        }
        Matcher next = NEXT_SECTION.matcher(readme);
        int end = next.find(heading.end()) ? next.start() : readme.length();
        String section = readme.substring(heading.end(), end);
        List<String> blocks = new ArrayList<>();
        Matcher matcher = XML_BLOCK.matcher(section);
        while (matcher.find()) {
            blocks.add(matcher.group(1));
        }
        if (blocks.isEmpty()) {
            throw new IllegalStateException("README.md's \"" + SECTION + "\" section has no ```xml block");
        }
        return blocks;
    }

    private static void copySources(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            files.filter(Files::isRegularFile).forEach(file -> {
                Path target = to.resolve(from.relativize(file).toString());
                try {
                    Files.createDirectories(target.getParent());
                    Files.copy(file, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    /** "central" replaced by the outer build's local repository, which keeps no checksums. */
    private static String settings(String repositoryUrl) {
        String repository = """
                        <id>central</id>
                        <url>%s</url>
                        <releases><checksumPolicy>ignore</checksumPolicy></releases>
                        <snapshots><enabled>false</enabled></snapshots>
                """.formatted(repositoryUrl);
        return """
                <settings>
                  <profiles>
                    <profile>
                      <id>outer-build</id>
                      <repositories><repository>
                %1$s      </repository></repositories>
                      <pluginRepositories><pluginRepository>
                %1$s      </pluginRepository></pluginRepositories>
                    </profile>
                  </profiles>
                  <activeProfiles><activeProfile>outer-build</activeProfile></activeProfiles>
                </settings>
                """.formatted(repository);
    }
}
