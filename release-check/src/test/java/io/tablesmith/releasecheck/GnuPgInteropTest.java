package io.tablesmith.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The signatures the build makes (BouncyCastle, as maven-gpg-plugin's signer) and the check accepts
 * are the ones GnuPG accepts too, and the ones it refuses GnuPG refuses: the check does not merely
 * agree with itself. Runs where {@code gpg} is installed; GnuPG is not needed to build or release.
 */
class GnuPgInteropTest {

    @TempDir
    Path folder;

    private Path home;

    @BeforeEach
    void importTheReleaseKeyIntoAnEmptyKeyring() throws Exception {
        assumeTrue(onPath("gpg"), "gpg is not installed");
        home = Files.createDirectory(folder.resolve("gnupg"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        Path key = Files.write(folder.resolve("public.asc"), TestKeys.RELEASE.armoredPublic());
        assertThat(gpg("--import", key.toString()).exitCode()).isZero();
    }

    @Test
    void gnuPgVerifiesWhatTheCheckVerifies() throws Exception {
        byte[] content = FixtureBundle.jar("io/example/Api.class");
        byte[] signature = TestKeys.sign(TestKeys.RELEASE, content);

        Result result = gpgVerify(content, signature);

        assertThat(TestKeys.releaseKeyOnly().problem(content, signature)).isEmpty();
        assertThat(result.exitCode()).isZero();
        assertThat(result.status()).contains("[GNUPG:] VALIDSIG " + TestKeys.RELEASE.fingerprint());
    }

    @Test
    void gnuPgRefusesWhatTheCheckRefuses() throws Exception {
        byte[] changed = FixtureBundle.jar("io/example/Other.class");
        byte[] signatureOfAnother = TestKeys.sign(TestKeys.RELEASE, FixtureBundle.jar("io/example/Api.class"));

        Result result = gpgVerify(changed, signatureOfAnother);

        assertThat(TestKeys.releaseKeyOnly().problem(changed, signatureOfAnother)).isPresent();
        assertThat(result.exitCode()).isNotZero();
        assertThat(result.status()).contains("[GNUPG:] BADSIG");
    }

    private record Result(int exitCode, String status) {
    }

    private Result gpgVerify(byte[] content, byte[] signature) throws IOException, InterruptedException {
        Path file = Files.write(folder.resolve("a.jar"), content);
        Path asc = Files.write(folder.resolve("a.jar.asc"), signature);
        return gpg("--verify", asc.toString(), file.toString());
    }

    /** gpg in batch mode on the test's own keyring, never starting an agent (verifying needs none). */
    private Result gpg(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("gpg", "--homedir", home.toString(), "--batch", "--no-autostart",
                "--status-fd", "1"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String status = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Result(process.waitFor(), status);
    }

    private static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && List.of(path.split(File.pathSeparator)).stream()
                .anyMatch(folder -> Files.isExecutable(Path.of(folder, program)));
    }
}
