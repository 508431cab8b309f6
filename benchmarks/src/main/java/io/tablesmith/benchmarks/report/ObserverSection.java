package io.tablesmith.benchmarks.report;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/** Section 6 of {@code docs/benchmarks.md}: what each observer adds to a {@code put} and a {@code get} ({@code ObserverBenchmark}). */
final class ObserverSection {

    private static final String[][] WAYS = {
            {"NoObserver", "no observer"}, {"OpenTelemetry", "`OpenTelemetryObserver`"},
            {"Micrometer", "`MicrometerObserver`"}, {"Both", "both"}};

    private ObserverSection() {
    }

    /**
     * The section's Markdown, and one summary line per operation added to {@code summary}.
     *
     * @param score a JMH score by key ({@code ObserverBenchmark.putBoth}, {@code ...:gc.alloc.rate.norm})
     * @param error its error
     */
    static String render(ToDoubleFunction<String> score, ToDoubleFunction<String> error, List<String> summary) {
        StringBuilder md = new StringBuilder();
        md.append("## 6. Observers: OpenTelemetry and Micrometer\n\n");
        md.append("A repository's `put` and `get` of one order on LocalDynamoDb in process, with no observer, with\n");
        md.append("`OpenTelemetryObserver` (the OpenTelemetry SDK, every span sampled and ended into an exporter that drops it),\n");
        md.append("with `MicrometerObserver` (a `SimpleMeterRegistry`; it asks DynamoDB for `TOTAL` capacity) and with both. JMH,\n");
        md.append("average time, one fork, two warm-up and three measured iterations of 1 s, `-prof gc` for the bytes allocated.\n");
        md.append("In process the engine's work is a few microseconds, so the observers' cost shows; over a network round trip\n");
        md.append("of milliseconds it is a small share. Source: `benchmarks/src/main/java/io/tablesmith/benchmarks/ObserverBenchmark.java`.\n\n");
        md.append("| operation | way | ns/op | added ns/op | bytes/op |\n|---|---|---:|---:|---:|\n");
        for (String operation : List.of("put", "get")) {
            double none = score.applyAsDouble(key(operation, "NoObserver"));
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "observers %-4s    no observer %.0f ns", operation, none));
            for (String[] way : WAYS) {
                String key = key(operation, way[0]);
                double ns = score.applyAsDouble(key);
                md.append("| `").append(operation).append("` | ").append(way[1]).append(" | ")
                        .append(String.format(Locale.ROOT, "%,.0f ± %,.0f", ns, error.applyAsDouble(key))).append(" | ")
                        .append(way[0].equals("NoObserver") ? "" : String.format(Locale.ROOT, "%+,.0f", ns - none)).append(" | ")
                        .append(String.format(Locale.ROOT, "%,.0f", score.applyAsDouble(key + ":gc.alloc.rate.norm")))
                        .append(" |\n");
                if (!way[0].equals("NoObserver")) {
                    line.append(String.format(Locale.ROOT, ", %s %+.0f ns", way[0], ns - none));
                }
            }
            summary.add(line.toString());
        }
        md.append('\n');
        return md.toString();
    }

    private static String key(String operation, String way) {
        return "ObserverBenchmark." + operation + way;
    }
}
