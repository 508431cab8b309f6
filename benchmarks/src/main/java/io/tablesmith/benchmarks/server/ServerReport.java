package io.tablesmith.benchmarks.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the "LocalDynamoDb as a server" section of docs/benchmarks.md from one run of
 * benchmarks/run-server.sh: JMH's CSV of {@code EngineBenchmark -p engine=local-server,dynalite},
 * {@link ServerStartRunner}'s and {@link ServerCpuRunner}'s CSVs. The section sits between two markers,
 * which the main report keeps.
 *
 * <p>Usage: {@code ServerReport <jmh.csv> <start.csv> <cpu.csv> <benchmarks.md>}
 */
public final class ServerReport {
    public static final String BEGIN = "<!-- server-mode:begin (benchmarks/run-server.sh) -->";
    public static final String END = "<!-- server-mode:end -->";

    private ServerReport() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: ServerReport <jmh.csv> <start.csv> <cpu.csv> <benchmarks.md>");
        }
        Map<String, double[]> jmh = readJmh(Path.of(args[0]));
        Map<String, List<Double>> start = readStart(Path.of(args[1]));
        List<String> cpu = Files.readAllLines(Path.of(args[2]), StandardCharsets.UTF_8);
        String section = render(jmh, start, cpu.subList(1, cpu.size()));
        Path doc = Path.of(args[3]);
        String text = Files.exists(doc) ? Files.readString(doc, StandardCharsets.UTF_8) : "# Benchmarks\n";
        Files.writeString(doc, withSection(text, section), StandardCharsets.UTF_8);
        System.out.println(section);
    }

    /** {@code text} with its server section replaced by {@code section}, or with it appended. */
    public static String withSection(String text, String section) {
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        if (begin >= 0 && end > begin) {
            return text.substring(0, begin) + section + text.substring(end + END.length());
        }
        return text.stripTrailing() + "\n\n" + section + "\n";
    }

    /** The section of {@code text} between the markers, markers included, or null. */
    public static String sectionOf(String text) {
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        return begin >= 0 && end > begin ? text.substring(begin, end + END.length()) : null;
    }

    private static String render(Map<String, double[]> jmh, Map<String, List<Double>> start, List<String> cpu) {
        StringBuilder md = new StringBuilder(BEGIN).append("\n## LocalDynamoDb as a server, against dynalite\n\n");
        md.append("Written by `benchmarks/run-server.sh` (about 6 minutes) on ")
                .append(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC)
                        .format(Instant.now()))
                .append(", load average before the run ").append(System.getenv().getOrDefault("LOAD_BEFORE", "?"))
                .append(". Both engines answer over HTTP on 127.0.0.1, to the same Java client: the AWS SDK's ")
                .append("`DynamoDbClient` with its URL-connection HTTP client, one thread, the same pre-built ")
                .append("requests as benchmark 4 (`EngineBenchmark`, run with `-p engine=local-server,dynalite`; ")
                .append("3 warm-up and 5 measured iterations of 1 s, one fork).\n\n");
        md.append("| request | LocalDynamoDb server, req/s | ± | dynalite, req/s | ± | server × dynalite | target ≥ 3× |\n");
        md.append("|---|---:|---:|---:|---:|---:|---|\n");
        for (String op : List.of("put", "get", "query")) {
            double[] local = jmh.get(op + "/local-server");
            double[] dynalite = jmh.get(op + "/dynalite");
            if (local == null || dynalite == null) {
                md.append("| `").append(op).append("` | not measured | | | | | |\n");
                continue;
            }
            double ratio = local[0] / dynalite[0];
            md.append(String.format(Locale.ROOT, "| `%s` | %,.0f | %,.0f | %,.0f | %,.0f | %.1f× | %s |%n",
                    op, local[0], local[1], dynalite[0], dynalite[1], ratio, ratio >= 3 ? "met" : "**missed**"));
        }
        md.append("\nCPU time per request, each server in a process of its own (`ServerCpuRunner`: the server ")
                .append("process's user + system time from `/proc`, the client thread's CPU time, wall time; ")
                .append("the same SDK client, one thread, after as many requests for warm-up as measured). CPU ")
                .append("time depends far less than requests per second on what else the machine runs.\n\n");
        md.append("| request | engine | wall µs | client CPU µs | server CPU µs |\n|---|---|---:|---:|---:|\n");
        Map<String, Double> serverCpu = new HashMap<>();
        for (String line : cpu) {
            String[] f = line.split(",");
            serverCpu.put(f[1] + "/" + f[0], Double.parseDouble(f[4]));
            md.append("| `").append(f[1]).append("` | ").append(f[0]).append(" | ").append(f[2]).append(" | ")
                    .append(f[3]).append(" | ").append(f[4]).append(" |\n");
        }
        md.append("\nServer CPU per request, dynalite ÷ LocalDynamoDb server:");
        for (String op : List.of("put", "get", "query")) {
            Double local = serverCpu.get(op + "/local-server");
            Double dynalite = serverCpu.get(op + "/dynalite");
            if (local != null && dynalite != null && local > 0) {
                md.append(String.format(Locale.ROOT, " `%s` %.1f×;", op, dynalite / local));
            }
        }
        md.setLength(md.length() - 1);
        md.append(".\n");
        md.append("\nStart-up to the first answered request: from just before the process is started until a ")
                .append("`ListTables`, sent as soon as the process prints its port, is answered (")
                .append("`ServerStartRunner`: `java -jar tablesmith-local-<version>-server.jar --port 0` with no JVM ")
                .append("options, and `node server.js` in dynalite's engine directory; the two interleaved).\n\n");
        md.append("| engine | runs | median ms | min ms | max ms | target < 300 ms |\n|---|---:|---:|---:|---:|---|\n");
        for (String engine : List.of("local-server", "dynalite")) {
            List<Double> ms = new ArrayList<>(start.getOrDefault(engine, List.of()));
            if (ms.isEmpty()) {
                continue;
            }
            ms.sort(null);
            double median = ms.size() % 2 == 1 ? ms.get(ms.size() / 2)
                    : (ms.get(ms.size() / 2 - 1) + ms.get(ms.size() / 2)) / 2;
            md.append(String.format(Locale.ROOT, "| %s | %d | %.0f | %.0f | %.0f | %s |%n", engine, ms.size(), median,
                    ms.get(0), ms.get(ms.size() - 1),
                    engine.equals("local-server") ? (median < 300 ? "met" : "**missed**") : ""));
        }
        return md.append(END).toString();
    }

    /** benchmark/engine → {score, error}, from JMH's CSV (quoted fields, the engine parameter last). */
    private static Map<String, double[]> readJmh(Path csv) throws IOException {
        Map<String, double[]> rows = new HashMap<>();
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.replace("\"", "").split(",");
            String name = f[0].substring(f[0].lastIndexOf('.') + 1);
            rows.put(name + "/" + f[f.length - 1], new double[] {Double.parseDouble(f[4]), parseOrNaN(f[5])});
        }
        return rows;
    }

    private static double parseOrNaN(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static Map<String, List<Double>> readStart(Path csv) throws IOException {
        Map<String, List<Double>> byEngine = new HashMap<>();
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            byEngine.computeIfAbsent(f[0], k -> new ArrayList<>()).add(Double.parseDouble(f[2]));
        }
        return byEngine;
    }
}
