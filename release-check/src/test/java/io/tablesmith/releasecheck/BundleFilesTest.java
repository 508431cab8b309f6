package io.tablesmith.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.TimeZone;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleFilesTest {

    private static final Instant TIME = Instant.parse("2026-12-01T00:00:00Z");

    @TempDir
    Path folder;

    @Test
    void everyFileGetsAllFourChecksumsButSignaturesAndChecksumsGetNone() {
        BundleFiles bundle = new BundleFiles()
                .put("io/x/a/1/a-1.jar", bytes("jar"))
                .put("io/x/a/1/a-1.jar.asc", bytes("signature"))
                .addChecksums();

        assertThat(bundle.paths()).containsExactly("io/x/a/1/a-1.jar", "io/x/a/1/a-1.jar.asc", "io/x/a/1/a-1.jar.md5",
                "io/x/a/1/a-1.jar.sha1", "io/x/a/1/a-1.jar.sha256", "io/x/a/1/a-1.jar.sha512");
        // as sha1sum and md5sum print them for the same three bytes
        assertThat(bundle.get("io/x/a/1/a-1.jar.sha1")).asString(StandardCharsets.US_ASCII)
                .isEqualTo("f92e777f4341930bad9b2422283c4680d00dbc06");
        assertThat(bundle.get("io/x/a/1/a-1.jar.md5")).asString(StandardCharsets.US_ASCII)
                .isEqualTo("68995fcbf432492d15484d04a9d2ac40");
    }

    @Test
    void theZipHoldsTheMavenLayoutWithItsFoldersAndReadsBackTheSame() throws Exception {
        BundleFiles bundle = FixtureBundle.of("1.0.0").build();
        Path zip = folder.resolve("bundle.zip");

        bundle.writeZip(zip, TIME);

        try (ZipFile file = new ZipFile(zip.toFile())) {
            List<String> names = file.stream().map(ZipEntry::getName).toList();
            assertThat(names).startsWith("io/", "io/example/", "io/example/example-core/", "io/example/example-core/1.0.0/",
                    "io/example/example-core/1.0.0/example-core-1.0.0-javadoc.jar");
        }
        BundleFiles read = BundleFiles.readZip(zip);
        assertThat(read.paths()).isEqualTo(bundle.paths());
        for (String path : bundle.paths()) {
            assertThat(read.get(path)).as(path).isEqualTo(bundle.get(path));
        }
    }

    @Test
    void theSameFilesGiveTheSameZipBytesWhateverTheTimeZone() throws Exception {
        BundleFiles bundle = FixtureBundle.of("1.0.0").build();
        TimeZone machine = TimeZone.getDefault();
        try {
            TimeZone.setDefault(TimeZone.getTimeZone("Pacific/Kiritimati"));
            bundle.writeZip(folder.resolve("first.zip"), TIME);
            TimeZone.setDefault(TimeZone.getTimeZone("America/Los_Angeles"));
            bundle.writeZip(folder.resolve("second.zip"), TIME);
        } finally {
            TimeZone.setDefault(machine);
        }

        assertThat(folder.resolve("second.zip")).hasSameBinaryContentAs(folder.resolve("first.zip"));
    }

    @Test
    void aZipEntryThatLeavesTheBundleIsRefused() throws Exception {
        Path zip = folder.resolve("evil.zip");
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream zipOut = new ZipOutputStream(out)) {
            zipOut.putNextEntry(new ZipEntry("io/../../etc/passwd"));
            zipOut.closeEntry();
        }

        assertThatThrownBy(() -> BundleFiles.readZip(zip)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(zip + " holds the entry io/../../etc/passwd, which leaves the bundle");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
