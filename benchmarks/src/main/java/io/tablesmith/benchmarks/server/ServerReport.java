package io.tablesmith.benchmarks.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the "LocalDynamoDb as a server" section of docs/benchmarks.md from one run of
 * benchmarks/run-server.sh: {@link ServerThroughputRunner}'s and {@link ServerStartRunner}'s CSVs. The
 * section sits between two markers, which the main report keeps.
 *
 * <p>Usage: {@code ServerReport <throughput.csv> <start.csv> <benchmarks.md>}
 */
public final class ServerReport {
    public static final String BEGIN = "<!-- server-mode:begin (benchmarks/run-server.sh) -->";
    public static final String END = "<!-- server-mode:end -->";

    private ServerReport() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            throw new IllegalArgumentException("usage: ServerReport <throughput.csv> <start.csv> <benchmarks.md>");
        }
        List<String[]> throughput = rows(Path.of(args[0]));
        List<String[]> start = rows(Path.of(args[1]));
        String section = render(throughput, start);
        Path doc = Path.of(args[2]);
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

    private static String render(List<String[]> throughput, List<String[]> start) throws IOException {
        String loadAfter = String.join(", ", List.of(Files.readString(Path.of("/proc/loadavg")).split(" ")).subList(0, 3));
        int rounds = (int) throughput.stream().mapToInt(r -> Integer.parseInt(r[4])).distinct().count();
        StringBuilder md = new StringBuilder(BEGIN).append("\n## LocalDynamoDb as a server, against dynalite\n\n");
        md.append("Written by `benchmarks/run-server.sh` (about 17 minutes) on ")
                .append(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC)
                        .format(Instant.now()))
                .append(", load average before the run ").append(System.getenv().getOrDefault("LOAD_BEFORE", "?"))
                .append(", after it ").append(loadAfter).append(" (2 cores, shared with other work). ")
                .append("Both servers run as processes of their own (`java -jar tablesmith-local-<version>-server.jar`, ")
                .append("no JVM options; dynalite's `node server.js`, one Node.js thread) and answer the same client ")
                .append("in a third process (`ServerThroughputRunner`): the AWS SDK's `DynamoDbClient`, with its Apache ")
                .append("HTTP client (`apache`) and its Apache HttpClient 5 one (`apache5`), each shared by 1, 4 or 16 ")
                .append("threads, and with its URL-connection client on one thread. ")
                .append("`put` writes an item of 8 attributes, `get` reads one by key, `query` reads a partition of ")
                .append("10 items; 500 items in 50 partitions. Each cell is the median of ").append(rounds)
                .append(" rounds; in each round the two servers are measured one right after the other, and the ")
                .append("ratio's range is over the rounds. Server CPU is the server process's user + system time per ")
                .append("request (`/proc`), client CPU the client process's; CPU time depends far less than ")
                .append("requests per second on what else the machine runs.\n\n");
        md.append("| client, threads | request | LocalDynamoDb server, req/s | dynalite, req/s | server × dynalite "
                + "(range) | server CPU µs, ours | dynalite | client CPU µs, ours | dynalite | target ≥ 3× |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---|\n");
        Map<String, List<String[]>> cells = new LinkedHashMap<>();
        for (String[] r : throughput) {
            cells.computeIfAbsent(r[1] + " " + r[2] + "/" + r[3], k -> new ArrayList<>()).add(r);
        }
        for (Map.Entry<String, List<String[]>> cell : cells.entrySet()) {
            String[] setup = cell.getValue().get(0);
            List<String[]> local = cell.getValue().stream().filter(r -> r[0].equals("local-server")).toList();
            List<String[]> dynalite = cell.getValue().stream().filter(r -> r[0].equals("dynalite")).toList();
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < Math.min(local.size(), dynalite.size()); i++) {
                ratios.add(Double.parseDouble(local.get(i)[5]) / Double.parseDouble(dynalite.get(i)[5]));
            }
            ratios.sort(null);
            double ratio = median(column(local, 5)) / median(column(dynalite, 5));
            md.append(String.format(Locale.ROOT,
                    "| %s, %s | `%s` | %,.0f | %,.0f | %.1f× (%.1f–%.1f) | %.0f | %.0f | %.0f | %.0f | %s |%n",
                    setup[1], setup[2], setup[3], median(column(local, 5)), median(column(dynalite, 5)), ratio,
                    ratios.get(0), ratios.get(ratios.size() - 1), median(column(local, 6)),
                    median(column(dynalite, 6)), median(column(local, 7)), median(column(dynalite, 7)),
                    ratio >= 3 ? "met" : "**missed**"));
        }
        md.append("\nStart-up to the first answered request: from just before the process is started until a ")
                .append("`ListTables`, sent as soon as the process prints its port, is answered (`ServerStartRunner`: ")
                .append("`java -jar tablesmith-local-<version>-server.jar --port 0` with no JVM options; the same with ")
                .append("`-XX:SharedArchiveFile=` an application class-data archive written once by a run with ")
                .append("`-XX:ArchiveClassesAtExit=` (JDK 13 and later); `node server.js` in dynalite's engine ")
                .append("directory; the three interleaved). CPU is the server process's user + system time at that ")
                .append("moment, at the kernel's 10 ms ticks.\n\n");
        md.append("| engine | runs | median ms | min ms | max ms | median CPU ms | target < 300 ms |\n")
                .append("|---|---:|---:|---:|---:|---:|---|\n");
        for (String engine : List.of("local-server", "local-server-appcds", "dynalite")) {
            List<String[]> runs = start.stream().filter(r -> r[0].equals(engine)).toList();
            if (runs.isEmpty()) {
                continue;
            }
            List<Double> ms = column(runs, 2);
            ms.sort(null);
            double median = median(ms);
            md.append(String.format(Locale.ROOT, "| %s | %d | %.0f | %.0f | %.0f | %.0f | %s |%n", engine, ms.size(),
                    median, ms.get(0), ms.get(ms.size() - 1), median(column(runs, 3)),
                    engine.startsWith("local-server") ? (median < 300 ? "met" : "**missed**") : ""));
        }
        return md.append(END).toString();
    }

    private static List<Double> column(List<String[]> rows, int index) {
        List<Double> values = new ArrayList<>();
        for (String[] row : rows) {
            values.add(Double.parseDouble(row[index]));
        }
        return values;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** The rows of a CSV file without its header line, split at commas (no quoted fields). */
    private static List<String[]> rows(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        List<String[]> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            rows.add(line.split(","));
        }
        return rows;
    }
}
