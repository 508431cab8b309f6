package io.tablesmith.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

class BundleCheckTest {

    private static final String VERSION = "1.0.0";
    private final FixtureBundle fixture = FixtureBundle.of(VERSION);

    @Test
    void aCompleteReleaseBundlePasses() {
        BundleCheck.Result result = BundleCheck.check(fixture.build(), FixtureBundle.options());

        assertThat(result.violations()).isEmpty();
        assertThat(result.notes()).isEmpty();
        assertThat(result.components()).isEqualTo(3);
        // parent: pom; two libraries: pom, jar, sources, javadoc; each with .asc, .md5, .sha1, .sha256, .sha512
        assertThat(result.files()).isEqualTo(9 * 6);
    }

    @Test
    void aMissingJavadocJarIsNamedWithItsComponentAndTheRule() {
        fixture.remove(fixture.path("example-core", "-javadoc.jar"));

        assertThat(messages(fixture.build())).containsExactly("example-core 1.0.0: no example-core-1.0.0-javadoc.jar"
                + " [javadoc-and-sources: every <artifactId>-<version>.jar has a -sources.jar and a -javadoc.jar (this"
                + " project also asks that they hold sources and an index.html, where Central would take placeholders)]");
    }

    @Test
    void sourcesAndJavadocJarsMustHoldSourcesAndAnIndex() {
        fixture.remove(fixture.path("example-extra", "-sources.jar"))
                .put(fixture.path("example-core", "-sources.jar"), FixtureBundle.jar("README.md"))
                .put(fixture.path("example-core", "-javadoc.jar"), FixtureBundle.jar("README.md"));

        assertThat(violations(fixture.build())).containsExactlyInAnyOrder(
                "example-core 1.0.0: example-core-1.0.0-sources.jar holds no source file (*.java)",
                "example-core 1.0.0: example-core-1.0.0-javadoc.jar holds no index.html",
                "example-extra 1.0.0: no example-extra-1.0.0-sources.jar");
    }

    @Test
    void aJarWithoutItsPackagingsJarIsNamed() {
        fixture.remove(fixture.path("example-core", ".jar"));

        assertThat(violations(fixture.build())).containsExactly(
                "example-core 1.0.0: no example-core-1.0.0.jar, which its packaging promises");
    }

    @Test
    void everyFileNeedsASignatureThatVerifiesWithTheReleaseKey() {
        BundleFiles bundle = fixture.build();
        String jar = fixture.path("example-core", ".jar");
        bundle.remove(fixture.path("example-extra", ".pom.asc"));
        bundle.put(jar, FixtureBundle.jar("io/example/example-core/Changed.class")).addChecksums();

        assertThat(violations(bundle)).containsExactlyInAnyOrder(
                "example-extra 1.0.0: no example-extra-1.0.0.pom.asc",
                "example-core 1.0.0: example-core-1.0.0.jar.asc does not verify: the file is not the one that was signed");
    }

    @Test
    void aSignatureByAnotherKeyIsRefusedWithBothKeyIds() {
        BundleFiles bundle = fixture.signedBy(TestKeys.OTHER);

        List<String> violations = violations(bundle);

        assertThat(violations).hasSize(9);
        assertThat(violations).first().asString().startsWith("example-core 1.0.0: example-core-1.0.0-javadoc.jar.asc is made"
                        + " by key " + keyId(TestKeys.OTHER) + ", not by the release key " + keyId(TestKeys.RELEASE));
    }

    @Test
    void aSignatureThatIsNoSignatureIsNamed() {
        BundleFiles bundle = fixture.build();
        bundle.put(fixture.path("example-parent", ".pom.asc"), "not a signature".getBytes(StandardCharsets.UTF_8));

        assertThat(violations(bundle)).singleElement().asString()
                .startsWith("example-parent 1.0.0: example-parent-1.0.0.pom.asc is not an OpenPGP signature");
    }

    @Test
    void md5AndSha1AreRequiredAndEveryChecksumMustMatch() {
        BundleFiles bundle = fixture.build();
        String pom = fixture.path("example-core", ".pom");
        bundle.remove(pom + ".sha1").remove(pom + ".sha512");
        bundle.put(fixture.path("example-core", ".jar.md5"), "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII));

        assertThat(violations(bundle)).containsExactlyInAnyOrder(
                "example-core 1.0.0: no example-core-1.0.0.pom.sha1",
                "example-core 1.0.0: example-core-1.0.0.jar.md5 holds 0123456789abcdef0123456789abcdef, but the file's digest is "
                        + Digest.MD5.hex(bundle.get(fixture.path("example-core", ".jar"))));
    }

    @Test
    void aChecksumFileMayNameTheFileAfterTheDigestAsSha1sumWritesIt() {
        BundleFiles bundle = fixture.build();
        String jar = fixture.path("example-core", ".jar");
        bundle.put(jar + ".sha1", (Digest.SHA1.hex(bundle.get(jar)) + "  example-core-1.0.0.jar\n").getBytes(StandardCharsets.US_ASCII));

        assertThat(violations(bundle)).isEmpty();
    }

    @Test
    void theMetadataCentralAsksForIsInheritedFromTheParentButNameAndDescriptionAreEachPomsOwn() {
        fixture.editPom("example-parent", pom -> pom.replaceAll("(?s)<licenses>.*</licenses>", "")
                        .replaceAll("<url>https://example.io</url>", "")
                        .replace("<developer><name>The example maintainers</name></developer>", "<developer><id>x</id></developer>"))
                .editPom("example-core", pom -> pom.replaceAll("<name>.*</name>", ""));

        assertThat(violations(fixture.build())).containsExactlyInAnyOrder(
                "example-parent 1.0.0: example-parent-1.0.0.pom (with its parents) lacks <url>, <licenses><license> with"
                        + " <name> and <url>, <developers><developer> with <name>",
                "example-core 1.0.0: example-core-1.0.0.pom (with its parents) lacks <name>, <url>, <licenses><license>"
                        + " with <name> and <url>, <developers><developer> with <name>",
                "example-extra 1.0.0: example-extra-1.0.0.pom (with its parents) lacks <url>, <licenses><license> with"
                        + " <name> and <url>, <developers><developer> with <name>");
    }

    @Test
    void aChildsOwnScmCountsWhereTheParentHasNone() {
        fixture.editPom("example-parent", pom -> pom.replaceAll("<scm>.*</scm>", ""))
                .editPom("example-core", pom -> pom.replace("</description>",
                        "</description><scm><url>https://x.io</url><connection>scm:git:https://x.io/x.git</connection></scm>"));

        assertThat(violations(fixture.build())).containsExactlyInAnyOrder(
                "example-parent 1.0.0: example-parent-1.0.0.pom (with its parents) lacks <scm> with <url> and <connection>",
                "example-extra 1.0.0: example-extra-1.0.0.pom (with its parents) lacks <scm> with <url> and <connection>");
    }

    @Test
    void aSnapshotVersionFailsARelease() {
        FixtureBundle snapshot = FixtureBundle.of("1.0.0-SNAPSHOT");

        BundleCheck.Result result = BundleCheck.check(snapshot.build(), FixtureBundle.options());

        assertThat(result.violations()).extracting(Violation::rule).containsOnly(Rule.RELEASE_VERSION,
                Rule.NO_SNAPSHOT_DEPENDENCIES);
        assertThat(result.violations()).extracting(Violation::toString).contains(
                "example-core 1.0.0-SNAPSHOT: version 1.0.0-SNAPSHOT is a SNAPSHOT [release-version: a component's version"
                        + " does not end in -SNAPSHOT]",
                "example-core 1.0.0-SNAPSHOT: its parent io.example:example-parent is at the SNAPSHOT version 1.0.0-SNAPSHOT"
                        + " [no-snapshot-dependencies: no parent, dependency or plugin version is a SNAPSHOT, or an"
                        + " expression that cannot be resolved]");
    }

    @Test
    void aRehearsalLetsTheProjectsOwnSnapshotVersionThroughWithANote() {
        BundleCheck.Result result = BundleCheck.check(FixtureBundle.of("1.0.0-SNAPSHOT").build(), rehearsal());

        assertThat(result.violations()).isEmpty();
        assertThat(result.notes()).containsExactly("1.0.0-SNAPSHOT is a SNAPSHOT version, let through to rehearse a"
                + " release: Central would refuse this bundle for it; every other rule was checked as for a release");
    }

    @Test
    void aRehearsalStillRefusesSomeoneElsesSnapshot() {
        FixtureBundle snapshot = FixtureBundle.of("1.0.0-SNAPSHOT");
        snapshot.editPom("example-parent", pom -> pom.replace("<lib.version>2.1.0</lib.version>",
                "<lib.version>2.2.0-SNAPSHOT</lib.version>"));

        assertThat(BundleCheck.check(snapshot.build(), rehearsal()).violations()).extracting(Violation::toString)
                .singleElement().asString().startsWith("example-parent 1.0.0-SNAPSHOT: the managed dependency org.other:lib"
                        + " is at the SNAPSHOT version 2.2.0-SNAPSHOT");
    }

    @Test
    void aPluginOrPluginDependencySnapshotIsRefusedToo() {
        fixture.editPom("example-parent", pom -> pom.replace("<version>3.4.2</version>",
                "<version>3.4.2</version><dependencies><dependency><groupId>org.tool</groupId><artifactId>t</artifactId>"
                        + "<version>1-SNAPSHOT</version></dependency></dependencies>"));

        assertThat(violations(fixture.build())).containsExactly(
                "example-parent 1.0.0: the plugin dependency org.tool:t is at the SNAPSHOT version 1-SNAPSHOT");
    }

    @Test
    void aVersionNothingResolvesIsRefusedButExpressionsInsidePluginConfigurationAreNotReferences() {
        fixture.editPom("example-core", pom -> pom.replace("<artifactId>lib</artifactId>",
                "<artifactId>lib</artifactId><version>${lib.next}</version>"));

        assertThat(violations(fixture.build())).containsExactly("example-core 1.0.0: the dependency org.other:lib has the"
                + " version ${lib.next}, which nothing in the bundle resolves");
    }

    @Test
    void theProjectsOwnParentAndCompileDependenciesMustBeInTheBundleButTestDependenciesNeedNot() {
        fixture.remove(fixture.path("example-core", ".pom"))
                .remove(fixture.path("example-core", ".jar"))
                .remove(fixture.path("example-core", "-sources.jar"))
                .remove(fixture.path("example-core", "-javadoc.jar"))
                .editPom("example-parent", pom -> pom.replace("<version>1.0.0</version>\n  <packaging>",
                        "<version>1.0.0</version>\n  <parent><groupId>io.example</groupId><artifactId>example-root</artifactId>"
                                + "<version>1</version></parent>\n  <packaging>"));

        assertThat(violations(fixture.build())).containsExactlyInAnyOrder(
                "example-parent 1.0.0: its parent io.example:example-root 1 is not in the bundle",
                "example-extra 1.0.0: the dependency io.example:example-core is not in the bundle");
    }

    @Test
    void aPomMustNameTheCoordinatesOfItsPlace() {
        fixture.editPom("example-extra", pom -> pom.replace("<artifactId>example-extra</artifactId>",
                "<artifactId>example-other</artifactId>"));

        assertThat(violations(fixture.build())).containsExactly("example-extra 1.0.0: example-extra-1.0.0.pom names other"
                + " coordinates than io.example:example-extra:1.0.0, where it lies");
    }

    @Test
    void aPomThatIsNotXmlIsNamed() {
        fixture.put(fixture.path("example-extra", ".pom"), "<project>");

        assertThat(violations(fixture.build())).singleElement().asString()
                .startsWith("example-extra 1.0.0: example-extra-1.0.0.pom is not a readable pom");
    }

    @Test
    void aComponentOutsideTheNamespaceIsRefused() {
        BundleFiles bundle = fixture.build();

        BundleCheck.Result result = BundleCheck.check(bundle,
                new BundleCheck.Options("io.elsewhere", TestKeys.releaseKeyOnly(), Set.of(), false));

        assertThat(result.violations()).extracting(Violation::toString).contains("example-core 1.0.0: groupId io.example"
                + " is outside the namespace io.elsewhere [namespace: every component's groupId is the publisher's verified"
                + " namespace or below it]");
    }

    @Test
    void filesOutsideTheLayoutAreNamed() {
        fixture.put("README.md", "hello")
                .put("io/example/example-core/1.0.0/notes.txt", "stray")
                .put("io/example/example-core/1.0.0/example-core-1.0.0-tests.jar", FixtureBundle.jar("T.class"));
        BundleFiles bundle = fixture.build();
        bundle.put("io/example/example-core/1.0.0/example-core-1.0.0-old.jar.sha1", "00".getBytes(StandardCharsets.US_ASCII));

        assertThat(violations(bundle)).containsExactlyInAnyOrder(
                "bundle: README.md lies outside any <groupId>/<artifactId>/<version>/ folder",
                "example-core 1.0.0: notes.txt is not a file of example-core 1.0.0: its name does not start with example-core-1.0.0",
                "example-core 1.0.0: example-core-1.0.0-old.jar.sha1 lies beside no example-core-1.0.0-old.jar");
    }

    @Test
    void aFolderWithoutAPomIsNamed() {
        fixture.remove(fixture.path("example-extra", ".pom"));

        assertThat(violations(fixture.build())).containsExactly("example-extra 1.0.0: no example-extra-1.0.0.pom");
    }

    @Test
    void theBundleHoldsExactlyTheExpectedComponents() {
        BundleCheck.Result result = BundleCheck.check(fixture.build(), new BundleCheck.Options(FixtureBundle.NAMESPACE,
                TestKeys.releaseKeyOnly(), Set.of("example-parent", "example-core", "example-more"), false));

        assertThat(result.violations()).extracting(Violation::toString).containsExactlyInAnyOrder(
                "example-more: is not in the bundle [expected-components: this project's rule: the bundle holds exactly"
                        + " the modules meant to be published]",
                "example-extra: is in the bundle but not among the modules meant to be published (example-core,"
                        + " example-more, example-parent) [expected-components: this project's rule: the bundle holds"
                        + " exactly the modules meant to be published]");
    }

    private static BundleCheck.Options rehearsal() {
        return new BundleCheck.Options(FixtureBundle.NAMESPACE, TestKeys.releaseKeyOnly(), Set.of(), true);
    }

    /** The violations as the build prints them. */
    private static List<String> messages(BundleFiles bundle) {
        return BundleCheck.check(bundle, FixtureBundle.options()).violations().stream().map(Violation::toString).toList();
    }

    /** The violations without the rule's wording: component and problem. */
    private static List<String> violations(BundleFiles bundle) {
        return BundleCheck.check(bundle, FixtureBundle.options()).violations().stream()
                .map(violation -> violation.component() + ": " + violation.problem()).toList();
    }

    private static String keyId(SigningKey key) {
        return String.format("%016X", key.secretRing().getPublicKey().getKeyID());
    }
}
