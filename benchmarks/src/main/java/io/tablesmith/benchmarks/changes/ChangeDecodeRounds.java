package io.tablesmith.benchmarks.changes;

import io.tablesmith.benchmarks.ChangeBenchmark;
import io.tablesmith.benchmarks.report.ReportSection;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The cost of a typed change against its images' {@code fromItem}, in rounds: each round is one JMH run
 * of {@link ChangeBenchmark}'s four benchmarks side by side (one fork each, {@value #WARMUPS} warm-up and
 * {@value #MEASUREMENTS} measured iterations of 1 s), and a change's throughput is compared with its
 * baseline's within the round. A fork's iterations agree with each other within a few per cent, but one fork
 * of a benchmark runs up to 1.4 times as fast as the next (the JIT's profile, where the records land in
 * memory, the other tenants of a shared two-core machine), more than the gap being measured: so many
 * short forks, not a few long ones. The report gives the median of each benchmark's forks, the ratio of
 * those medians, and the median, lowest and highest of the rounds' own ratios. Writes its section of
 * {@code docs/benchmarks.md} between {@value #START} and {@value #END}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ChangeDecodeRounds docs/benchmarks.md
 * java -cp benchmarks/target/benchmarks.jar io.tablesmith.benchmarks.changes.ChangeDecodeRounds - 3   # a quick look
 * </pre>
 */
public final class ChangeDecodeRounds {

    static final String START = "<!-- change-decoding:start -->";
    static final String END = "<!-- change-decoding:end -->";
    static final int WARMUPS = 3;
    static final int MEASUREMENTS = 2;
    private static final int ROUNDS = 12;

    /** A change and the baseline it is compared with. */
    private record Pair(String change, String baseline, String what) {}

    private static final List<Pair> PAIRS = List.of(
            new Pair("decodeInsertion", "fromItemOfRecord", "an insertion (new image)"),
            new Pair("decodeModification", "fromItemTwiceOfRecord", "a modification (old and new images)"));

    /** One benchmark's results over the rounds. */
    private record Runs(List<Double> perSecond, List<Double> bytes) {}

    private ChangeDecodeRounds() {
    }

    /** Arguments: the report to write ({@code -}: none; default {@code docs/benchmarks.md}) and the rounds (default 8). */
    public static void main(String[] args) throws Exception {
        String report = args.length > 0 ? args[0] : "docs/benchmarks.md";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : ROUNDS;
        double loadBefore = loadAverage();
        String started = LocalDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT));
        Map<String, Runs> runs = new LinkedHashMap<>();
        for (int round = 1; round <= rounds; round++) {
            for (RunResult result : new Runner(options()).run()) {
                String benchmark = result.getParams().getBenchmark();
                String name = benchmark.substring(benchmark.lastIndexOf('.') + 1);
                Runs of = runs.computeIfAbsent(name, key -> new Runs(new ArrayList<>(), new ArrayList<>()));
                of.perSecond().add(result.getPrimaryResult().getScore());
                of.bytes().add(allocatedPerRecord(result));
            }
            StringBuilder line = new StringBuilder("round " + round + ":");
            for (Pair pair : PAIRS) {
                line.append(String.format(Locale.ROOT, " %s %.2fx", pair.change(), ratios(runs, pair)[round - 1]));
            }
            System.out.println(line);
        }
        double loadAfter = loadAverage();
        String section = section(runs, rounds, started, loadBefore, loadAfter);
        System.out.println(section);
        if (!report.equals("-")) {
            ReportSection.write(Path.of(report), START, END, section);
        }
    }

    private static Options options() {
        StringBuilder names = new StringBuilder();
        for (Pair pair : PAIRS) {
            names.append(names.length() == 0 ? "" : "|").append(pair.change()).append('|').append(pair.baseline());
        }
        return new OptionsBuilder()
                .include(ChangeBenchmark.class.getName() + ".(" + names + ")$")
                .forks(1)
                .jvmArgsAppend("-Xbatch")
                .warmupIterations(WARMUPS)
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(MEASUREMENTS)
                .measurementTime(TimeValue.seconds(1))
                .addProfiler(GCProfiler.class)
                .verbosity(VerboseMode.SILENT)
                .build();
    }

    private static double allocatedPerRecord(RunResult result) {
        for (String label : result.getSecondaryResults().keySet()) {
            if (label.endsWith("gc.alloc.rate.norm")) {
                return result.getSecondaryResults().get(label).getScore();
            }
        }
        return Double.NaN;
    }

    /** Each round's change throughput over its baseline's. */
    private static double[] ratios(Map<String, Runs> runs, Pair pair) {
        List<Double> change = runs.get(pair.change()).perSecond();
        List<Double> baseline = runs.get(pair.baseline()).perSecond();
        double[] ratios = new double[change.size()];
        for (int i = 0; i < ratios.length; i++) {
            ratios[i] = change.get(i) / baseline.get(i);
        }
        return ratios;
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    private static double median(List<Double> values) {
        return median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static String section(Map<String, Runs> runs, int rounds, String started, double loadBefore, double loadAfter) {
        StringBuilder text = new StringBuilder(START).append('\n');
        text.append("### Decoding a change against decoding an item\n\n");
        text.append(String.format(Locale.ROOT, "`ChangeDecodeRounds` (%s UTC, %d processors, load average %.2f before, %.2f after): %d rounds,"
                        + " each one JMH run of `ChangeBenchmark`'s four benchmarks side by side (one fork each, -Xbatch, %d warm-up and %d"
                        + " measured iterations of 1 s; each invocation a batch of 64 different records of `Order`, reported per"
                        + " record). A typed change is decoded from a stream record by `TablesmithChange.DECODER`; its baseline is"
                        + " the generated `fromItem` of the images the same record holds, reached through the record"
                        + " (`record.dynamodb().newImage()`) as a consumer without the change type reaches them.%n%n",
                started, Runtime.getRuntime().availableProcessors(), loadBefore, loadAfter, rounds, WARMUPS, MEASUREMENTS));
        text.append("| what | records/s, median of the rounds (lowest-highest) | bytes allocated per record |\n");
        text.append("|---|---:|---:|\n");
        for (Pair pair : PAIRS) {
            row(text, "`TablesmithChange.DECODER` of " + pair.what(), runs.get(pair.change()));
            row(text, "`fromItem` of " + (pair.change().contains("Modification") ? "both images" : "the same image"),
                    runs.get(pair.baseline()));
        }
        text.append("\n| change against its baseline | ratio of the medians | median of the rounds' ratios | lowest | highest"
                + " | rounds at 1.00× or above |\n");
        text.append("|---|---:|---:|---:|---:|---:|\n");
        for (Pair pair : PAIRS) {
            double[] ratios = ratios(runs, pair);
            double[] sorted = ratios.clone();
            Arrays.sort(sorted);
            long atLeast = Arrays.stream(ratios).filter(ratio -> ratio >= 1.0).count();
            double ofMedians = median(runs.get(pair.change()).perSecond()) / median(runs.get(pair.baseline()).perSecond());
            text.append(String.format(Locale.ROOT, "| %s | %.2f× | %.2f× | %.2f× | %.2f× | %d of %d |%n", pair.what(), ofMedians,
                    median(ratios), sorted[0], sorted[sorted.length - 1], atLeast, ratios.length));
        }
        return text.append(END).append('\n').toString();
    }

    private static void row(StringBuilder text, String what, Runs runs) {
        double[] perSecond = runs.perSecond().stream().mapToDouble(Double::doubleValue).toArray();
        double[] sorted = perSecond.clone();
        Arrays.sort(sorted);
        text.append(String.format(Locale.ROOT, "| %s | %,.0f (%,.0f-%,.0f) | %,.0f |%n", what, median(perSecond), sorted[0],
                sorted[sorted.length - 1], median(runs.bytes())));
    }
}
