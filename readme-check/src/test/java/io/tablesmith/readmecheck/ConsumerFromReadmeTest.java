package io.tablesmith.readmecheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The consumer takes exactly the XML blocks of the "Maven set-up" section, nothing from elsewhere. */
class ConsumerFromReadmeTest {

    @Test
    void takesTheXmlBlocksOfTheSetUpSectionOnly() {
        String readme = """
                # Project

                ```xml
                <before/>
                ```

                ## Maven set-up

                ```
                mvn -B install
                ```

                ```xml
                <dependencies/>
                ```

                text

                ```xml
                <build/>
                ```

                ## What is generated

                ```xml
                <after/>
                ```
                """;

        assertThat(ConsumerFromReadme.xmlBlocks(readme)).containsExactly("<dependencies/>\n", "<build/>\n");
    }

    @Test
    void aReadmeWithoutTheSectionOrItsXmlFails() {
        assertThatThrownBy(() -> ConsumerFromReadme.xmlBlocks("# Project\n\n## Usage\n"))
                .hasMessageContaining("no section \"## Maven set-up\"");
        assertThatThrownBy(() -> ConsumerFromReadme.xmlBlocks("# P\n\n## Maven set-up\n\nJust add it.\n\n## Next\n"))
                .hasMessageContaining("has no ```xml block");
    }

    @Test
    void theProjectIsTheTemplateWithTheReadmeXmlInItsPlace(@org.junit.jupiter.api.io.TempDir Path folder) throws IOException {
        Path readme = folder.resolve("README.md");
        Files.writeString(readme, "## Maven set-up\n\n```xml\n<dependencies/>\n```\n\n```xml\n<build>\n  <plugins/>\n</build>\n```\n");
        Path template = folder.resolve("template");
        Files.createDirectories(template.resolve("src/main/java"));
        Files.writeString(template.resolve("pom-template.xml"), "<project>\n" + ConsumerFromReadme.MARKER + "\n</project>\n");
        Files.writeString(template.resolve("plugin-pins.xml"), "<pluginManagement/>\n");
        Files.writeString(template.resolve("verify.groovy"), "return true\n");
        Files.writeString(template.resolve("src/main/java/A.java"), "class A {}\n");

        ConsumerFromReadme.main(new String[] {readme.toString(), template.toString(), folder.resolve("out").toString(),
                folder.resolve("settings.xml").toString(), folder.resolve("repo").toString()});

        assertThat(Files.readString(folder.resolve("out/pom.xml")))
                .isEqualTo("<project>\n<dependencies/>\n\n<build>\n<pluginManagement/>\n  <plugins/>\n</build>\n\n</project>\n");
        assertThat(folder.resolve("out/src/main/java/A.java")).exists();
        assertThat(Files.readString(folder.resolve("settings.xml"))).contains("<url>" + folder.resolve("repo").toUri());
    }
}
