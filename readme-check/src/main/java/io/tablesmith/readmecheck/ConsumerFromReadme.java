package io.tablesmith.readmecheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes the consumer project that checks README.md's quick start: the whole {@code pom.xml} of the
 * "Maven set-up" section, exactly as written, after checking that it holds the section's other XML
 * blocks (the fragments a user adds to a project of their own) as they are written; the Java blocks of
 * the "A record and a test" section and of docs/change-streams.md's "Applying each change once", exactly
 * as written, as the project's sources (a class named {@code *Test} under {@code src/test/java}, any
 * other under {@code src/main/java}, each in the folder of its package); the template's
 * {@code verify.groovy}; and a settings file whose only repository is the local repository the outer
 * build uses (so the consumer build needs no network).
 *
 * <p>One addition to the README's {@code <build>}: versions for the plugins the README does not
 * name (resources, jar), pinned to ones the outer build already has, because Maven 3.8's defaults
 * for them would have to be downloaded on every clean build. The compiler and Surefire plugins
 * come from the README alone.
 */
public final class ConsumerFromReadme {

    private static final String SECTION = "## Maven set-up";
    private static final String SOURCES_SECTION = "## A record and a test";
    private static final String DOCS_SOURCES_SECTION = "## Applying each change once";
    private static final Pattern NEXT_SECTION = Pattern.compile("^## ", Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern TOP_LEVEL_TYPE = Pattern.compile(
            "^(?:public |final |abstract )*(?:class|record|interface|enum) (\\w+)", Pattern.MULTILINE);

    private ConsumerFromReadme() {
    }

    /**
     * Arguments: README.md, docs/change-streams.md, the template project's folder, the folder to write the
     * project to, the settings file to write and the outer build's local repository.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 6) {
            throw new IllegalArgumentException("expected: readme changeStreamsDoc template output settings localRepository");
        }
        Path readme = Path.of(args[0]);
        Path template = Path.of(args[2]);
        Path output = Path.of(args[3]);
        String readmeText = Files.readString(readme);
        String pom = wholePom(xmlBlocks(readmeText));
        Map<String, String> sources = javaSources(readmeText);
        sources.putAll(sources(Files.readString(Path.of(args[1])), DOCS_SOURCES_SECTION, "docs/change-streams.md"));
        Files.createDirectories(output);
        pom = pom.replaceFirst("<build>", "<build>\n" + Files.readString(template.resolve("plugin-pins.xml")).strip());
        Files.writeString(output.resolve("pom.xml"), pom);
        deleteTree(output.resolve("src"));   // a class the README no longer declares must not survive from a build before
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = output.resolve(source.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
        }
        Files.copy(template.resolve("verify.groovy"), output.resolve("verify.groovy"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(Path.of(args[4]), settings(Path.of(args[5]).toUri().toString()));
    }

    /** The XML blocks between "## Maven set-up" and the next section of the same level. */
    static List<String> xmlBlocks(String readme) {
        return blocks(readme, SECTION, "xml", "README.md");
    }

    /**
     * The one block that is a whole {@code pom.xml}, which must hold every other block (a fragment), as written
     * but for indentation and line breaks, and have a {@code <build>}.
     */
    static String wholePom(List<String> blocks) {
        return wholePom(blocks, "README.md", SECTION);
    }

    /** {@link #wholePom(List)} of another document's section. */
    static String wholePom(List<String> blocks, String document, String section) {
        List<String> whole = blocks.stream().filter(block -> block.startsWith("<?xml") || block.startsWith("<project")).toList();
        if (whole.size() != 1) {
            throw new IllegalStateException(document + "'s \"" + section + "\" section must have one whole pom.xml (a ```xml block"
                    + " starting with <?xml or <project), not " + whole.size());
        }
        String pom = whole.get(0);
        for (String fragment : blocks) {
            if (fragment != pom && !collapsed(pom).contains(collapsed(fragment))) {
                throw new IllegalStateException(document + "'s whole pom.xml does not hold this block of its \"" + section
                        + "\" section as written:\n" + fragment);
            }
        }
        if (!pom.contains("<build>")) {
            throw new IllegalStateException(document + "'s whole pom.xml has no <build>");
        }
        return pom;
    }

    private static String collapsed(String xml) {
        return xml.strip().replaceAll("\\s+", " ");
    }

    /**
     * The Java blocks between "## A record and a test" and the next section of the same level, by the
     * path each is written to in the project, in the README's order.
     */
    static Map<String, String> javaSources(String readme) {
        return sources(readme, SOURCES_SECTION, "README.md");
    }

    /** The Java blocks of one section of {@code document}, by the path each is written to in the project. */
    static Map<String, String> sources(String text, String section, String document) {
        Map<String, String> sources = new LinkedHashMap<>();
        for (String block : blocks(text, section, "java", document)) {
            Matcher type = TOP_LEVEL_TYPE.matcher(block);
            if (!type.find()) {
                throw new IllegalStateException("a ```java block of " + document + "'s \"" + section
                        + "\" section declares no class, record, interface or enum:\n" + block);
            }
            Matcher pkg = PACKAGE.matcher(block);
            String folder = pkg.find() ? pkg.group(1).replace('.', '/') + "/" : "";
            String root = type.group(1).endsWith("Test") ? "src/test/java/" : "src/main/java/";
            String path = root + folder + type.group(1) + ".java";
            if (sources.put(path, block) != null) {
                throw new IllegalStateException(document + "'s \"" + section + "\" section declares " + path + " twice");
            }
        }
        return sources;
    }

    static List<String> blocks(String readme, String sectionHeading, String language, String document) {
        Matcher heading = Pattern.compile("^" + Pattern.quote(sectionHeading) + "[ \\t]*$", Pattern.MULTILINE).matcher(readme);
        if (!heading.find()) {
            throw new IllegalStateException(document + " has no section \"" + sectionHeading + "\"");
        }
        Matcher next = NEXT_SECTION.matcher(readme);
        int end = next.find(heading.end()) ? next.start() : readme.length();
        String section = readme.substring(heading.end(), end);
        List<String> blocks = new ArrayList<>();
        Matcher matcher = Pattern.compile("```" + language + "\\n(.*?)```", Pattern.DOTALL).matcher(section);
        while (matcher.find()) {
            blocks.add(matcher.group(1));
        }
        if (blocks.isEmpty()) {
            throw new IllegalStateException(document + "'s \"" + sectionHeading + "\" section has no ```" + language + " block");
        }
        return blocks;
    }

    static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
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
