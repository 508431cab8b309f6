package io.tablesmith.benchmarks.coldstart;

import java.lang.management.ManagementFactory;

/**
 * Benchmark 2, one measurement: run in a fresh JVM by {@link ColdStartRunner}, it encodes one
 * record to an item and decodes it back, once, the way its argument says, and prints how long
 * that took.
 *
 * <p>Printed, on one line: the way, then the nanoseconds from entering {@code main} to the first
 * item encoded and decoded (everything the mapping costs on first use: loading and linking its
 * classes and the SDK's, building the schema, the first encode and decode in the interpreter),
 * then the milliseconds from the JVM's start ({@code RuntimeMXBean.getStartTime()}) to the same
 * moment, which adds the JVM's own boot, the same for every way. The management classes that
 * tell the start time are loaded only after the clock has stopped.
 *
 * <p>Each way lives in its own class, so this class links none of the others' before the clock
 * starts.
 */
public final class ColdStart {

    private ColdStart() {
    }

    public static void main(String[] args) {
        long start = System.nanoTime();
        String way = args.length == 1 ? args[0] : "";
        int check = switch (way) {
            case "tablesmith" -> TablesmithFirstItem.run();
            case "enhanced-bean" -> EnhancedBeanFirstItem.run();
            case "enhanced-immutable" -> EnhancedImmutableFirstItem.run();
            case "hand-written" -> HandWrittenFirstItem.run();
            default -> throw new IllegalArgumentException(
                    "Say which way: tablesmith, enhanced-bean, enhanced-immutable or hand-written; not " + String.join(" ", args));
        };
        long elapsed = System.nanoTime() - start;
        long now = System.currentTimeMillis();
        long sinceJvmStart = now - ManagementFactory.getRuntimeMXBean().getStartTime();
        System.out.println(way + " " + elapsed + " " + sinceJvmStart + " " + check);
    }
}
