package io.tablesmith.benchmarks.coldstart;

import io.tablesmith.benchmarks.model.Address;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderStatus;
import java.io.FileInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Benchmark 2, one measurement: run in a fresh JVM by {@link ColdStartRunner}, it encodes one
 * record to an item and decodes it back, once, the way its argument says, and prints how long
 * that took.
 *
 * <p>Printed, on one line: the way; the nanoseconds from entering {@code main} to the first
 * item encoded and decoded (everything the mapping costs on first use: loading and linking its
 * classes and the SDK's, building the schema, the first encode and decode in the interpreter);
 * the CPU nanoseconds the main thread spent in that interval (Linux's
 * {@code /proc/thread-self/schedstat}; -1 elsewhere), which a busy machine disturbs far less than
 * the wall clock, as waiting for a core does not count; and the milliseconds from the JVM's start
 * ({@code RuntimeMXBean.getStartTime()}) to the same moment, which adds the JVM's own boot, the
 * same for every way. The management classes that tell the start time are loaded only after the
 * clock has stopped.
 *
 * <p>Each way lives in its own class, so this class links none of the others' before the clock
 * starts.
 */
public final class ColdStart {

    private ColdStart() {
    }

    public static void main(String[] args) {
        long cpuStart = threadCpuNanos();
        long start = System.nanoTime();
        String way = args.length == 1 ? args[0] : "";
        int check = switch (way) {
            case "tablesmith" -> TablesmithFirstItem.run();
            case "enhanced-bean" -> EnhancedBeanFirstItem.run();
            case "hand-written" -> HandWrittenFirstItem.run();
            default -> throw new IllegalArgumentException(
                    "Say which way: tablesmith, enhanced-bean or hand-written; not " + String.join(" ", args));
        };
        long elapsed = System.nanoTime() - start;
        long cpuEnd = threadCpuNanos();
        long now = System.currentTimeMillis();
        long sinceJvmStart = now - ManagementFactory.getRuntimeMXBean().getStartTime();
        long cpu = cpuStart < 0 || cpuEnd < 0 ? -1 : cpuEnd - cpuStart;
        System.out.println(way + " " + elapsed + " " + cpu + " " + sinceJvmStart + " " + check);
    }

    /** The record every way encodes: built the same way for all, before any mapping is touched. */
    static Order order() {
        return new Order("c-42", "o-7", "leave at the door", 3, 1_000_007L, 19.75, true, OrderStatus.PAID,
                Instant.ofEpochSecond(1_715_940_930L, 123_000_000), new BigDecimal("149.90"),
                new Address("7 Harbour Street", "Bristol", "BS1 4RN"), List.of("express", "fragile"), Map.of("p-7", 1));
    }

    /**
     * The current thread's CPU time in nanoseconds: the first number in
     * {@code /proc/thread-self/schedstat}. Read with classes the JVM has loaded before {@code main}
     * ({@code FileInputStream}), so that reading it adds nothing to what is measured.
     */
    private static long threadCpuNanos() {
        byte[] buffer = new byte[128];
        int length;
        try (FileInputStream in = new FileInputStream("/proc/thread-self/schedstat")) {
            length = in.read(buffer);
        } catch (IOException e) {
            return -1;
        }
        long nanos = 0;
        for (int i = 0; i < length && buffer[i] >= '0' && buffer[i] <= '9'; i++) {
            nanos = nanos * 10 + (buffer[i] - '0');
        }
        return length > 0 ? nanos : -1;
    }
}
