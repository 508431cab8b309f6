package io.tablesmith.readmecheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * Writes the consumer project that checks docs/spring-boot.md's set-up, as {@link ConsumerFromReadme} does
 * the README's: the whole {@code pom.xml} of its "Set-up" section, exactly as written, after checking that it
 * holds the section's fragments, and the Java blocks of "An application and its test" as the project's
 * sources, with the template's {@code verify.groovy}. The plugins the page does not name (resources, jar)
 * are pinned as for the README's project; the settings file is the one {@link ConsumerFromReadme} writes.
 */
public final class SpringBootConsumerFromDocs {

    static final String DOCUMENT = "docs/spring-boot.md";
    static final String SET_UP = "## Set-up";
    static final String SOURCES = "## An application and its test";

    private SpringBootConsumerFromDocs() {
    }

    /** Arguments: docs/spring-boot.md, the template project's folder, the folder to write the project to. */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("expected: springBootDoc template output");
        }
        String doc = Files.readString(Path.of(args[0]));
        Path template = Path.of(args[1]);
        Path output = Path.of(args[2]);
        String pom = ConsumerFromReadme.wholePom(ConsumerFromReadme.blocks(doc, SET_UP, "xml", DOCUMENT), DOCUMENT, SET_UP);
        Map<String, String> sources = ConsumerFromReadme.sources(doc, SOURCES, DOCUMENT);
        Files.createDirectories(output);
        pom = pom.replaceFirst("<build>", "<build>\n" + Files.readString(template.resolve("plugin-pins.xml")).strip());
        Files.writeString(output.resolve("pom.xml"), pom);
        ConsumerFromReadme.deleteTree(output.resolve("src"));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = output.resolve(source.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
        }
        Files.copy(template.resolve("verify.groovy"), output.resolve("verify.groovy"), StandardCopyOption.REPLACE_EXISTING);
    }
}
