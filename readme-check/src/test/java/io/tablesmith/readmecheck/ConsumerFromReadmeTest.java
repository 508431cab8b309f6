package io.tablesmith.readmecheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The consumer takes exactly the XML blocks of the "Maven set-up" section and the Java blocks of the
 * "A record and a test" section, nothing from elsewhere.
 */
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
    void theJavaBlocksOfTheRecordAndTestSectionBecomeTheSourcesByPackageAndName() {
        String readme = """
                ## Maven set-up

                ```java
                class Before {}
                ```

                ## A record and a test

                ```java
                package shop;

                import io.tablesmith.Entity;

                @Entity(type = "CART")
                public record Cart(String id) {}
                ```

                ```java
                package shop;

                class CartTest {}
                ```

                ## A short tour

                ```java
                class After {}
                ```
                """;

        assertThat(ConsumerFromReadme.javaSources(readme)).containsExactly(
                entry("src/main/java/shop/Cart.java", "package shop;\n\nimport io.tablesmith.Entity;\n\n@Entity(type = \"CART\")\npublic record Cart(String id) {}\n"),
                entry("src/test/java/shop/CartTest.java", "package shop;\n\nclass CartTest {}\n"));
    }

    @Test
    void aRecordAndTestSectionWithoutJavaOrWithASnippetThatIsNoFileFails() {
        assertThatThrownBy(() -> ConsumerFromReadme.javaSources("## A record and a test\n\nWrite a record.\n"))
                .hasMessageContaining("has no ```java block");
        assertThatThrownBy(() -> ConsumerFromReadme.javaSources("## A record and a test\n\n```java\ncarts.get(\"c1\");\n```\n"))
                .hasMessageContaining("declares no class, record, interface or enum");
        assertThatThrownBy(() -> ConsumerFromReadme.javaSources("## A record and a test\n\n```java\nclass A {}\n```\n\n```java\nclass A {}\n```\n"))
                .hasMessageContaining("declares src/main/java/A.java twice");
    }

    @Test
    void theWholePomMustHoldEveryFragmentAsWritten() {
        String whole = "<project>\n  <dependencies>\n    <dependency/>\n  </dependencies>\n  <build>\n  </build>\n</project>\n";

        assertThat(ConsumerFromReadme.wholePom(List.of("<dependencies>\n  <dependency/>\n</dependencies>\n", whole)))
                .isEqualTo(whole);
        assertThatThrownBy(() -> ConsumerFromReadme.wholePom(List.of("<dependencies>\n  <other/>\n</dependencies>\n", whole)))
                .hasMessageContaining("does not hold this block").hasMessageContaining("<other/>");
        assertThatThrownBy(() -> ConsumerFromReadme.wholePom(List.of("<build/>\n")))
                .hasMessageContaining("must have one whole pom.xml");
    }

    @Test
    void theProjectIsTheWholePomWithTheReadmeAndDocsSources(@org.junit.jupiter.api.io.TempDir Path folder) throws IOException {
        Path readme = folder.resolve("README.md");
        Files.writeString(readme, "## Maven set-up\n\n```xml\n<plugins/>\n```\n\n```xml\n<project>\n<build>\n  <plugins/>\n</build>\n"
                + "</project>\n```\n\n## A record and a test\n\n```java\npackage p;\n\npublic record A() {}\n```\n");
        Path docs = folder.resolve("change-streams.md");
        Files.writeString(docs, "# Change streams\n\n## Applying each change once\n\n```java\npackage q;\n\npublic record B() {}\n```\n"
                + "\n## Limits\n\n```java\nclass NotThis {}\n```\n");
        Path template = folder.resolve("template");
        Files.createDirectories(template);
        Path stale = folder.resolve("out/src/main/java/p/Old.java");
        Files.createDirectories(stale.getParent());
        Files.writeString(stale, "class Old {}\n");
        Files.writeString(template.resolve("plugin-pins.xml"), "<pluginManagement/>\n");
        Files.writeString(template.resolve("verify.groovy"), "return true\n");

        ConsumerFromReadme.main(new String[] {readme.toString(), docs.toString(), template.toString(),
                folder.resolve("out").toString(), folder.resolve("settings.xml").toString(), folder.resolve("repo").toString()});

        assertThat(Files.readString(folder.resolve("out/pom.xml")))
                .isEqualTo("<project>\n<build>\n<pluginManagement/>\n  <plugins/>\n</build>\n</project>\n");
        assertThat(Files.readString(folder.resolve("out/src/main/java/p/A.java"))).isEqualTo("package p;\n\npublic record A() {}\n");
        assertThat(Files.readString(folder.resolve("out/src/main/java/q/B.java"))).isEqualTo("package q;\n\npublic record B() {}\n");
        assertThat(folder.resolve("out/src/main/java/NotThis.java")).doesNotExist();
        assertThat(stale).doesNotExist();
        assertThat(Files.readString(folder.resolve("settings.xml"))).contains("<url>" + folder.resolve("repo").toUri());
    }
}
