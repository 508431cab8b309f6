package io.tablesmith.benchmarks.coldstart;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Benchmark 2: launches {@link ColdStart} in a fresh JVM, {@code runs} times for each way and
 * each JVM setting (none, and {@code -XX:TieredStopAtLevel=1} as serverless functions often run),
 * the ways interleaved (round after round, each round in a rotated order) so that a busy moment on
 * the machine hits all of them alike, and writes every measurement to a CSV file:
 * {@code way,jvm,run,main_to_first_item_ns,main_thread_cpu_ns,jvm_start_to_first_item_ms}.
 *
 * <p>Every child gets the same java and class path (this JVM's).
 *
 * <p>Usage: {@code ColdStartRunner <runs> <out.csv>}
 */
public final class ColdStartRunner {

    static final List<String> WAYS = List.of("hand-written", "tablesmith", "enhanced-bean");
    /** JVM settings by name: the default, and C1 only. */
    static final List<List<String>> SETTINGS = List.of(List.of(), List.of("-XX:TieredStopAtLevel=1"));

    private ColdStartRunner() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: ColdStartRunner <runs> <out.csv>");
        }
        int runs = Integer.parseInt(args[0]);
        Path out = Path.of(args[1]);
        String java = ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String classPath = System.getProperty("java.class.path");

        List<String> lines = new ArrayList<>();
        lines.add("way,jvm,run,main_to_first_item_ns,main_thread_cpu_ns,jvm_start_to_first_item_ms");
        for (int run = 0; run < runs; run++) {
            for (List<String> setting : SETTINGS) {
                String jvm = setting.isEmpty() ? "default" : "C1";
                for (int k = 0; k < WAYS.size(); k++) {
                    String way = WAYS.get((run + k) % WAYS.size());
                    String[] fields = launch(java, classPath, setting, way).split(" ");
                    if (fields.length != 5 || !fields[0].equals(way)) {
                        throw new IllegalStateException("unexpected output from the " + way + " child: " + String.join(" ", fields));
                    }
                    lines.add(way + "," + jvm + "," + run + "," + fields[1] + "," + fields[2] + "," + fields[3]);
                }
            }
            System.out.print(".");
            System.out.flush();
        }
        System.out.println();
        try {
            Files.createDirectories(out.toAbsolutePath().getParent());
            Files.write(out, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String launch(String java, String classPath, List<String> options, String way) throws InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(options);
        command.addAll(List.of("-cp", classPath, ColdStart.class.getName(), way));
        try {
            Process child = new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            int exit = child.waitFor();
            if (exit != 0) {
                throw new IllegalStateException("the " + way + " child exited with " + exit + ": " + output);
            }
            return output;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
