package io.tablesmith.releasecheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SigningKey as the parent pom's release profile runs it: from source, with exactly the jars the
 * pom copies for it, in a JVM of its own. The unit tests' class path has more than the pom hands
 * over, so only this shows that the tool has what a real release's key needs. (The throwaway key's
 * path runs in every release build, CI's included.)
 */
class SigningKeyLaunchTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path folder;

    @Test
    void aRealReleasesKeyInTheEnvironmentIsReadAndOnlyItsPublicPartWritten() throws Exception {
        Launch launch = launch(Map.of(SigningKey.KEY_VARIABLE,
                new String(TestKeys.OTHER.armoredSecret(), StandardCharsets.US_ASCII)));

        assertThat(launch.exitCode()).as(launch.output()).isZero();
        assertThat(launch.output()).isEqualTo("Release signing key from " + SigningKey.KEY_VARIABLE + ": "
                + TestKeys.OTHER.fingerprint() + System.lineSeparator());
        assertThat(folder.resolve(SigningKey.THROWAWAY_SECRET_FILE)).doesNotExist();
        assertThat(folder.resolve(SigningKey.PUBLIC_FILE)).hasBinaryContent(TestKeys.OTHER.armoredPublic());
    }

    private record Launch(int exitCode, String output) {
    }

    private Launch launch(Map<String, String> environment) throws IOException, InterruptedException {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", String.join(java.io.File.pathSeparator, toolJars()),
                ROOT.resolve("release-check/src/main/java/io/tablesmith/releasecheck/SigningKey.java").toString(),
                folder.toString());
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove(SigningKey.KEY_VARIABLE);
        builder.environment().putAll(environment);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Launch(process.waitFor(), output);
    }

    /** The jars of the parent pom's signing-key-tool execution, from the local repository. */
    private static List<String> toolJars() throws IOException {
        String pom = Files.readString(ROOT.resolve("pom.xml"));
        Matcher execution = Pattern.compile("(?s)<id>signing-key-tool</id>.*?</artifactItems>").matcher(pom);
        assertThat(execution.find()).as("the parent pom has the signing-key-tool execution").isTrue();
        String version = PomChain.of(PomFile.parse(pom.getBytes(StandardCharsets.UTF_8)), Map.of())
                .interpolate("${bouncycastle.version}").orElseThrow();
        Path repository = Path.of(System.getProperty("tablesmith.localRepository"));
        List<String> jars = new ArrayList<>();
        Matcher item = Pattern.compile("<groupId>([^<]+)</groupId>\\s*<artifactId>([^<]+)</artifactId>")
                .matcher(execution.group());
        while (item.find()) {
            String artifactId = item.group(2);
            jars.add(repository.resolve(item.group(1).replace('.', '/')).resolve(artifactId).resolve(version)
                    .resolve(artifactId + "-" + version + ".jar").toString());
        }
        assertThat(jars).isNotEmpty();
        return jars;
    }
}
