import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Fails the build early, with a message that says what to install, when Node.js or npm is
 * missing. Without it the build would stop at "Cannot run program npm", which does not say
 * that this module needs Node.js >= 20 or why.
 *
 * <p>Run by exec-maven-plugin with the JDK's source launcher ({@code java RequireNode.java}),
 * because nothing of this module is compiled yet in the generate-resources phase.
 */
public final class RequireNode {
    private static final int MINIMUM_NODE_MAJOR = 20;
    private static final boolean WINDOWS = System.getProperty("os.name", "").startsWith("Windows");

    public static void main(String[] args) {
        String node = versionOf("node");
        if (node == null) {
            fail("Node.js was not found on the PATH.");
        }
        int major = majorOf(node);
        if (major < MINIMUM_NODE_MAJOR) {
            fail("Node.js " + node + " is on the PATH, but version " + MINIMUM_NODE_MAJOR + " or newer is needed.");
        }
        String npm = versionOf(WINDOWS ? "npm.cmd" : "npm");
        if (npm == null) {
            fail("Node.js " + node + " was found, but npm was not found on the PATH.");
        }
        System.out.println("[tablesmith-dynalite] using Node.js " + node + " and npm " + npm);
    }

    /** The first line the tool prints for --version, or null when it cannot be run. */
    private static String versionOf(String tool) {
        try {
            Process process = new ProcessBuilder(List.of(tool, "--version"))
                    .redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                    .start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0 || output.isEmpty()) {
                process.destroyForcibly();
                return null;
            }
            return output.lines().findFirst().orElse(output);
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static java.io.File nullDevice() {
        return new java.io.File(WINDOWS ? "NUL" : "/dev/null");
    }

    private static int majorOf(String version) {
        String digits = version.startsWith("v") ? version.substring(1) : version;
        int dot = digits.indexOf('.');
        try {
            return Integer.parseInt(dot < 0 ? digits : digits.substring(0, dot));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static void fail(String problem) {
        System.err.println();
        System.err.println("[tablesmith-dynalite] " + problem);
        System.err.println("[tablesmith-dynalite] This module installs dynalite (a DynamoDB-compatible server for the");
        System.err.println("[tablesmith-dynalite] integration tests) with `npm ci`, so the build needs Node.js >= "
                + MINIMUM_NODE_MAJOR + " and npm.");
        System.err.println("[tablesmith-dynalite] Install them (https://nodejs.org or your OS package manager) and rebuild,");
        System.err.println("[tablesmith-dynalite] or pass -Dtablesmith.dynalite.skipNpm=true to skip the install (tests that");
        System.err.println("[tablesmith-dynalite] need dynalite will then fail).");
        System.err.println();
        System.exit(1);
    }

    private RequireNode() {
    }
}
