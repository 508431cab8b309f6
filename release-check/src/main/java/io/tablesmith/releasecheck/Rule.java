package io.tablesmith.releasecheck;

/**
 * The rules a bundle is checked against: Central's publishing requirements
 * (central.sonatype.org, "Publishing requirements" and "Publishing by uploading a bundle"), and two
 * of this project's own, marked so.
 */
public enum Rule {
    LAYOUT("layout", "files lie in the Maven repository layout, <groupId as folders>/<artifactId>/<version>/"
            + "<artifactId>-<version>[-<classifier>].<extension>, each with its pom"),
    NAMESPACE("namespace", "every component's groupId is the publisher's verified namespace or below it"),
    COORDINATES("coordinates", "the pom gives groupId, artifactId and version (itself or through its parent),"
            + " and they match its place in the bundle"),
    RELEASE_VERSION("release-version", "a component's version does not end in -SNAPSHOT"),
    METADATA("metadata", "the pom has a name and a description, and it or a parent has a url, a license"
            + " (name and url), a developer (name) and scm (url and connection)"),
    JAVADOC_AND_SOURCES("javadoc-and-sources", "every <artifactId>-<version>.jar has a -sources.jar and a"
            + " -javadoc.jar (this project also asks that they hold sources and an index.html, where Central"
            + " would take placeholders)"),
    SIGNATURE("signature", "every file has a detached OpenPGP signature (.asc) that verifies with the"
            + " publisher's public key"),
    CHECKSUMS("checksums", "every file has .md5 and .sha1 checksum files (.sha256 and .sha512 are optional)"
            + " holding its hex digest"),
    NO_SNAPSHOT_DEPENDENCIES("no-snapshot-dependencies", "no parent, dependency or plugin version is a"
            + " SNAPSHOT, or an expression that cannot be resolved"),
    RELEASED_DEPENDENCIES("released-dependencies", "a release depends only on released artifacts: the"
            + " project's own parent and the dependencies users get are in the bundle"),
    EXPECTED_COMPONENTS("expected-components", "this project's rule: the bundle holds exactly the modules"
            + " meant to be published");

    private final String id;
    private final String requirement;

    Rule(String id, String requirement) {
        this.id = id;
        this.requirement = requirement;
    }

    public String id() {
        return id;
    }

    /** What the rule asks, in one sentence. */
    public String requirement() {
        return requirement;
    }
}
