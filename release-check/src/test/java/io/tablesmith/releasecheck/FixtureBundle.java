package io.tablesmith.releasecheck;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * A small project's bundle, complete as Central wants it: a parent pom with the metadata, a library
 * {@code example-core}, and {@code example-extra}, which depends on it. Tests break one thing and
 * see the check name it.
 */
final class FixtureBundle {

    static final String NAMESPACE = "io.example";

    private final String version;
    private final Map<String, byte[]> primaries = new TreeMap<>();

    private FixtureBundle(String version) {
        this.version = version;
    }

    static FixtureBundle of(String version) {
        FixtureBundle fixture = new FixtureBundle(version);
        fixture.put(fixture.path("example-parent", ".pom"), fixture.parentPom());
        fixture.library("example-core", """
                  <dependencies>
                    <dependency><groupId>org.other</groupId><artifactId>lib</artifactId></dependency>
                  </dependencies>
                """);
        fixture.library("example-extra", """
                  <dependencies>
                    <dependency><groupId>io.example</groupId><artifactId>example-core</artifactId></dependency>
                    <dependency>
                      <groupId>io.example</groupId><artifactId>example-testkit</artifactId><version>${project.version}</version>
                      <scope>test</scope>
                    </dependency>
                  </dependencies>
                """);
        return fixture;
    }

    /** The options a release of this fixture is checked with: its namespace, the release key, any components. */
    static BundleCheck.Options options() {
        return new BundleCheck.Options(NAMESPACE, TestKeys.releaseKeyOnly(), Set.of(), false);
    }

    String path(String artifactId, String suffix) {
        return "io/example/" + artifactId + "/" + version + "/" + artifactId + "-" + version + suffix;
    }

    FixtureBundle put(String path, String content) {
        return put(path, content.getBytes(StandardCharsets.UTF_8));
    }

    FixtureBundle put(String path, byte[] content) {
        primaries.put(path, content);
        return this;
    }

    FixtureBundle remove(String path) {
        primaries.remove(path);
        return this;
    }

    /** Rewrites a component's pom. */
    FixtureBundle editPom(String artifactId, UnaryOperator<String> edit) {
        String path = path(artifactId, ".pom");
        return put(path, edit.apply(new String(primaries.get(path), StandardCharsets.UTF_8)));
    }

    /** Every file signed by the release key, with all four checksums. */
    BundleFiles build() {
        return signedBy(TestKeys.RELEASE);
    }

    BundleFiles signedBy(SigningKey key) {
        BundleFiles bundle = new BundleFiles();
        primaries.forEach((path, content) -> bundle.put(path, content).put(path + ".asc", TestKeys.sign(key, content)));
        return bundle.addChecksums();
    }

    private void library(String artifactId, String dependencies) {
        put(path(artifactId, ".pom"), """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <parent><groupId>io.example</groupId><artifactId>example-parent</artifactId><version>%s</version></parent>
                  <artifactId>%s</artifactId>
                  <name>Example %s</name>
                  <description>A part of the example.</description>
                %s</project>
                """.formatted(version, artifactId, artifactId, dependencies));
        put(path(artifactId, ".jar"), jar("io/example/" + artifactId + "/Api.class"));
        put(path(artifactId, "-sources.jar"), jar("io/example/" + artifactId + "/Api.java"));
        put(path(artifactId, "-javadoc.jar"), jar("index.html"));
    }

    private String parentPom() {
        return """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>io.example</groupId>
                  <artifactId>example-parent</artifactId>
                  <version>%s</version>
                  <packaging>pom</packaging>
                  <name>Example</name>
                  <description>An example project.</description>
                  <url>https://example.io</url>
                  <licenses>
                    <license><name>Apache License, Version 2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url></license>
                  </licenses>
                  <developers><developer><name>The example maintainers</name></developer></developers>
                  <scm><url>https://example.io/source</url><connection>scm:git:https://example.io/source.git</connection></scm>
                  <properties><lib.version>2.1.0</lib.version></properties>
                  <dependencyManagement>
                    <dependencies>
                      <dependency><groupId>io.example</groupId><artifactId>example-core</artifactId><version>${project.version}</version></dependency>
                      <dependency><groupId>org.other</groupId><artifactId>lib</artifactId><version>${lib.version}</version></dependency>
                    </dependencies>
                  </dependencyManagement>
                  <build>
                    <plugins>
                      <plugin>
                        <artifactId>maven-jar-plugin</artifactId><version>3.4.2</version>
                        <configuration><archive><manifestEntries><Built-By>${user.name}</Built-By></manifestEntries></archive></configuration>
                      </plugin>
                    </plugins>
                  </build>
                </project>
                """.formatted(version);
    }

    static byte[] jar(String... entries) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (String entry : entries) {
                zip.putNextEntry(new ZipEntry(entry));
                zip.write(entry.getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
