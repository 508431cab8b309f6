package io.tablesmith.benchmarks.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Start-up to the first answered request, for LocalDynamoDb's server ({@code java -jar
 * tablesmith-local-<version>-server.jar --port 0}, with no JVM options and with an application class-data
 * archive, {@code -XX:SharedArchiveFile}, made once by a run with {@code -XX:ArchiveClassesAtExit}) and for
 * dynalite ({@code node server.js} in its engine directory), each started {@code runs} times as a new
 * process, interleaved. The clock runs from just before the process is started until a {@code ListTables}
 * request, sent as soon as the process has printed its port, is answered with status 200; the server
 * process's CPU time (user + system, from {@code /proc}) is read at that moment too. Writes
 * {@code engine,run,ms,cpu_ms} lines to a CSV file.
 *
 * <p>Usage: {@code ServerStartRunner <runs> <server.jar> <dynalite engine dir> <out.csv>}; the archive is
 * written beside the CSV file. Linux only.
 */
public final class ServerStartRunner {
    private static final Pattern PORT = Pattern.compile("(?:LISTENING |http://127\\.0\\.0\\.1:)(\\d{1,5})");

    private ServerStartRunner() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: ServerStartRunner <runs> <server.jar> <dynalite dir> <out.csv>");
        }
        int runs = Integer.parseInt(args[0]);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Path.of(args[1]).toAbsolutePath().toString();
        Path archive = Path.of(args[3]).toAbsolutePath().resolveSibling("tablesmith-local-server.jsa");
        Files.deleteIfExists(archive);
        List<String> local = List.of(java, "-jar", jar, "--port", "0");
        List<String> localWithArchive = List.of(java, "-XX:SharedArchiveFile=" + archive, "-jar", jar, "--port", "0");
        List<String> dynalite = List.of("node", "server.js");
        Path dynaliteDir = Path.of(args[2]).toAbsolutePath();
        firstAnswer(List.of(java, "-XX:ArchiveClassesAtExit=" + archive, "-jar", jar, "--port", "0"), null);
        if (!Files.exists(archive)) {
            throw new IllegalStateException("the JVM wrote no class-data archive at " + archive);
        }

        List<String> lines = new ArrayList<>();
        lines.add("engine,run,ms,cpu_ms");
        for (int run = 0; run < runs; run++) {
            lines.add("local-server," + run + "," + firstAnswer(local, null));
            lines.add("local-server-appcds," + run + "," + firstAnswer(localWithArchive, null));
            lines.add("dynalite," + run + "," + firstAnswer(dynalite, dynaliteDir));
        }
        Files.write(Path.of(args[3]), lines, StandardCharsets.UTF_8);
    }

    /** {@code ms,cpu_ms}: wall time to the first answer, and the server's CPU time by then. */
    private static String firstAnswer(List<String> command, Path directory) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        long started = System.nanoTime();
        Process process = builder.start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line = out.readLine();
            Matcher port = line == null ? null : PORT.matcher(line);
            if (port == null || !port.find()) {
                throw new IllegalStateException(command + " printed " + line + " instead of its port");
            }
            listTables(Integer.parseInt(port.group(1)));
            double millis = (System.nanoTime() - started) / 1e6;
            return String.format(Locale.ROOT, "%.1f,%d", millis, processCpuMillis(process.pid()));
        } finally {
            process.destroy();
            process.waitFor();
        }
    }

    /** utime + stime of a process, from {@code /proc/<pid>/stat}, in milliseconds (at the kernel's 100 Hz ticks). */
    private static long processCpuMillis(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
    }

    private static void listTables(int port) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) URI.create("http://127.0.0.1:" + port + "/").toURL()
                .openConnection();
        connection.setRequestMethod("POST");
        connection.setDoOutput(true);
        connection.setRequestProperty("Content-Type", "application/x-amz-json-1.0");
        connection.setRequestProperty("X-Amz-Target", "DynamoDB_20120810.ListTables");
        // dynalite checks that a signature is there (not that it is right), and its date header
        connection.setRequestProperty("X-Amz-Date", "20260101T000000Z");
        connection.setRequestProperty("Authorization", "AWS4-HMAC-SHA256 Credential=a/20260101/us-east-1/dynamodb/"
                + "aws4_request, SignedHeaders=host, Signature=0");
        try (OutputStream body = connection.getOutputStream()) {
            body.write("{}".getBytes(StandardCharsets.UTF_8));
        }
        int status = connection.getResponseCode();
        if (status != 200) {
            throw new IllegalStateException("ListTables answered " + status + ": "
                    + new String(connection.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        }
        connection.getInputStream().readAllBytes();
    }
}
