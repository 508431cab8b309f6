package io.tablesmith.examples.spring;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.context.metrics.buffering.BufferingApplicationStartup;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.metrics.StartupStep;

/**
 * What the starter adds to the research-job service's start-up, in fresh JVMs: the application started
 * with Spring's {@link BufferingApplicationStartup}, which times every bean's creation, and the time of
 * the Tablesmith beans (outermost ones only, so a bean made for another is counted once) set against the
 * whole start-up. Not a test and not JMH; run it by hand:
 *
 * <pre>
 * mvn -q -pl examples-spring-boot test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp examples-spring-boot/target/test-classes:examples-spring-boot/target/classes:$(cat examples-spring-boot/target/cp.txt) \
 *     io.tablesmith.examples.spring.StartupCost 10
 * </pre>
 *
 * The application runs on LocalDynamoDb in process, as its {@code application.properties} say, so the
 * figure holds the table's creation there and its check, but no network.
 */
public final class StartupCost {

    private static final Set<String> TABLESMITH_BEANS = Set.of("tablesmithTables", "tablesmithComponents",
            "tablesmithLocalDynamoDb", "tablesmithDynamoDbClient", "jobRepository", "researchLeaseLocks",
            "researchChangeDecoder", "tablesmithHealthContributor");

    private StartupCost() {
    }

    /** {@code StartupCost <runs>}: that many fresh JVMs, each printing one line, then the medians. */
    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length == 1 && args[0].equals("once")) {
            once();
            return;
        }
        int runs = args.length == 0 ? 10 : Integer.parseInt(args[0]);
        List<Double> totals = new ArrayList<>();
        List<Double> tablesmith = new ArrayList<>();
        String java = ProcessHandle.current().info().command().orElse("java");
        for (int run = 0; run < runs; run++) {
            Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    StartupCost.class.getName(), "once").redirectErrorStream(true).start();
            String result = null;
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.startsWith("startup-cost ")) {
                        result = line;
                    }
                }
            }
            if (process.waitFor() != 0 || result == null) {
                throw new IllegalStateException("run " + run + " failed");
            }
            String[] parts = result.split(" ");
            totals.add(Double.parseDouble(parts[1]));
            tablesmith.add(Double.parseDouble(parts[2]));
            System.out.printf("run %d: start-up %.1f ms, Tablesmith's beans %.1f ms%n", run + 1, totals.get(run), tablesmith.get(run));
        }
        System.out.printf("median of %d: start-up %.1f ms (JVM start to context ready), Tablesmith's beans %.1f ms%n",
                runs, median(totals), median(tablesmith));
    }

    private static void once() {
        BufferingApplicationStartup startup = new BufferingApplicationStartup(100_000);
        SpringApplication application = new SpringApplication(ResearchJobsApplication.class);
        application.setApplicationStartup(startup);
        application.setDefaultProperties(Map.of("server.port", "0", "logging.level.root", "WARN",
                "spring.main.banner-mode", "off"));
        try (ConfigurableApplicationContext context = application.run()) {
            double total = ManagementFactory.getRuntimeMXBean().getUptime();
            Map<Long, Long> parents = new HashMap<>();
            Map<Long, String> beans = new HashMap<>();
            double tablesmithNanos = 0;
            for (var event : startup.getBufferedTimeline().getEvents()) {
                StartupStep step = event.getStartupStep();
                if (step.getParentId() != null) {
                    parents.put(step.getId(), step.getParentId());
                }
                for (StartupStep.Tag tag : step.getTags()) {
                    if (tag.getKey().equals("beanName")) {
                        beans.put(step.getId(), tag.getValue());
                    }
                }
            }
            for (var event : startup.getBufferedTimeline().getEvents()) {
                long id = event.getStartupStep().getId();
                if (isTablesmithBean(beans.get(id)) && !insideTablesmithBean(id, parents, beans)) {
                    tablesmithNanos += event.getDuration().toNanos();
                }
            }
            System.out.printf("startup-cost %.1f %.1f%n", total, tablesmithNanos / 1e6);
        }
    }

    private static boolean insideTablesmithBean(long id, Map<Long, Long> parents, Map<Long, String> beans) {
        for (Long parent = parents.get(id); parent != null; parent = parents.get(parent)) {
            if (isTablesmithBean(beans.get(parent))) {
                return true;
            }
        }
        return false;
    }

    private static boolean isTablesmithBean(String name) {
        return name != null && TABLESMITH_BEANS.contains(name);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }
}
