package io.tablesmith.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small build on disk, as the release profile leaves it: modules built and signed in their target folders. */
class BundleStagerTest {

    @TempDir
    Path root;

    @BeforeEach
    void writeBuild() throws IOException {
        write("pom.xml", """
                <project>
                  <groupId>io.example</groupId><artifactId>example-parent</artifactId><version>1.0.0</version>
                  <packaging>pom</packaging>
                  <name>Example</name><description>An example.</description><url>https://example.io</url>
                  <licenses><license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license></licenses>
                  <developers><developer><name>Maintainers</name></developer></developers>
                  <scm><url>https://example.io/src</url><connection>scm:git:https://example.io/src.git</connection></scm>
                  <properties><maven.deploy.skip>false</maven.deploy.skip></properties>
                  <modules><module>core</module><module>tests</module><module>group</module></modules>
                </project>
                """);
        write("core/pom.xml", child("example-parent", "example-core", "jar", ""));
        write("tests/pom.xml", child("example-parent", "example-tests", "jar",
                "<properties><maven.deploy.skip>true</maven.deploy.skip></properties>"));
        write("group/pom.xml", child("example-parent", "example-group", "pom",
                "<properties><maven.deploy.skip>true</maven.deploy.skip></properties><modules><module>inner</module></modules>"));
        write("group/inner/pom.xml", child("example-group", "example-inner", "jar", ""));
        signed("target/example-parent-1.0.0.pom", read("pom.xml"));
        signed("core/target/example-core-1.0.0.pom", read("core/pom.xml"));
        signed("core/target/example-core-1.0.0.jar", FixtureBundle.jar("io/example/Core.class"));
        signed("core/target/example-core-1.0.0-sources.jar", FixtureBundle.jar("io/example/Core.java"));
        signed("core/target/example-core-1.0.0-javadoc.jar", FixtureBundle.jar("index.html"));
        signed("core/target/example-core-1.0.0-server.jar", FixtureBundle.jar("io/example/Server.class"));
    }

    @Test
    void theModulesThatAreNotSkippedForDeploymentArePublishedAndAnAggregatorsSkipIsInherited() throws IOException {
        List<ReactorModules.Module> modules = ReactorModules.of(root);

        assertThat(modules).extracting(module -> module.coordinates().artifactId() + (module.published() ? " published" : ""))
                .containsExactly("example-parent published", "example-core published", "example-tests", "example-group",
                        "example-inner");
    }

    @Test
    void aModuleMustInheritFromTheFolderAbove() throws IOException {
        write("group/inner/pom.xml", child("example-parent", "example-inner", "jar", ""));

        assertThatThrownBy(() -> ReactorModules.of(root)).isInstanceOf(IllegalStateException.class)
                .hasMessage(root.resolve("group/inner/pom.xml") + ": its parent is not io.example:example-group:1.0.0, the pom"
                        + " of the folder above; whether it is published is read from the folder above, so it must inherit"
                        + " from there");
    }

    @Test
    void thePublishedModulesSignedFilesAreLaidOutWithChecksumsAndPassTheCheck() throws IOException {
        BundleFiles bundle = BundleStager.stage(ReactorModules.published(root));

        String core = "io/example/example-core/1.0.0/example-core-1.0.0";
        assertThat(bundle.paths()).filteredOn(BundleFiles::isPrimary).containsExactly(
                core + "-javadoc.jar", core + "-sources.jar", core + ".jar", core + ".pom",
                "io/example/example-parent/1.0.0/example-parent-1.0.0.pom");
        assertThat(bundle.paths()).contains(core + ".jar.asc", core + ".jar.md5", core + ".jar.sha1", core + ".jar.sha256",
                core + ".jar.sha512");
        assertThat(bundle.get(core + ".pom")).isEqualTo(read("core/pom.xml"));
        BundleCheck.Result result = BundleCheck.check(bundle, new BundleCheck.Options("io.example",
                TestKeys.releaseKeyOnly(), java.util.Set.of("example-parent", "example-core"), false));
        assertThat(result.violations()).isEmpty();
    }

    @Test
    void whatIsNotBuiltOrNotSignedIsLeftOutForTheCheckToName() throws IOException {
        Files.delete(root.resolve("core/target/example-core-1.0.0-javadoc.jar"));
        Files.delete(root.resolve("core/target/example-core-1.0.0.jar.asc"));

        BundleFiles bundle = BundleStager.stage(ReactorModules.published(root));

        assertThat(BundleCheck.check(bundle, FixtureBundle.options()).violations())
                .extracting(violation -> violation.component() + ": " + violation.problem())
                .containsExactlyInAnyOrder("example-core 1.0.0: no example-core-1.0.0-javadoc.jar",
                        "example-core 1.0.0: example-core-1.0.0-javadoc.jar.asc lies beside no example-core-1.0.0-javadoc.jar",
                        "example-core 1.0.0: no example-core-1.0.0.jar.asc");
    }

    private static String child(String parent, String artifactId, String packaging, String more) {
        return """
                <project>
                  <parent><groupId>io.example</groupId><artifactId>%s</artifactId><version>1.0.0</version></parent>
                  <artifactId>%s</artifactId><packaging>%s</packaging>
                  <name>%s</name><description>A part.</description>
                  %s
                </project>
                """.formatted(parent, artifactId, packaging, artifactId, more);
    }

    private void signed(String path, byte[] content) throws IOException {
        write(path, content);
        write(path + ".asc", TestKeys.sign(TestKeys.RELEASE, content));
    }

    private void write(String path, String content) throws IOException {
        write(path, content.getBytes(StandardCharsets.UTF_8));
    }

    private void write(String path, byte[] content) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        Files.write(file, content);
    }

    private byte[] read(String path) throws IOException {
        return Files.readAllBytes(root.resolve(path));
    }
}
