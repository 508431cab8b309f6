package io.tablesmith.benchmarks.repositories;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Benchmark 3: times each repository operation against its hand-written counterpart
 * ({@link RepositoryCalls}) in interleaved pairs of blocks, on this thread's CPU time. On a
 * shared machine a wall-clock score moves with whatever else runs, by more than the 5 % this
 * comparison is about; a thread's CPU time does not count the time it waits for a core, and a
 * pair of neighbouring blocks sees the same machine. Each block runs one way about
 * {@value #BLOCK_MILLIS} ms; the order within a pair alternates. After a warm-up of each call
 * (the JIT's C2 compiles it; run with {@code -Xbatch} so that warm-up finishes on a busy
 * machine), it writes one CSV line per pair and operation:
 * {@code operation,pair,tablesmith_ns_per_call,hand_written_ns_per_call,tablesmith_bytes_per_call,hand_written_bytes_per_call}.
 *
 * <p>Usage: {@code RepositoryRunner <pairs> <out.csv>}
 */
public final class RepositoryRunner {

    private static final long BLOCK_MILLIS = 20;
    private static final long WARM_UP_MILLIS = 1_500;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static int sink;

    private RepositoryRunner() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: RepositoryRunner <pairs> <out.csv>");
        }
        int pairs = Integer.parseInt(args[0]);
        RepositoryCalls calls = new RepositoryCalls();
        calls.setUp();
        Map<String, List<Supplier<Object>>> operations = new LinkedHashMap<>();
        operations.put("create", List.of(calls::tablesmithCreate, calls::handWrittenCreate));
        operations.put("get", List.of(calls::tablesmithGet, calls::handWrittenGet));
        operations.put("put", List.of(calls::tablesmithPut, calls::handWrittenPut));
        operations.put("putAsStored", List.of(calls::tablesmithPutAsStored, calls::handWrittenPutAsStored));
        operations.put("replace", List.of(calls::tablesmithReplace, calls::handWrittenReplace));
        operations.put("update", List.of(calls::tablesmithUpdate, calls::handWrittenUpdate));
        operations.put("delete", List.of(calls::tablesmithDelete, calls::handWrittenDelete));
        operations.put("query", List.of(calls::tablesmithQuery, calls::handWrittenQuery));
        operations.put("getAll", List.of(calls::tablesmithGetAll, calls::handWrittenGetAll));

        Map<String, int[]> blockSizes = new LinkedHashMap<>();
        operations.forEach((name, ways) -> {
            int[] sizes = new int[2];
            for (int way = 0; way < 2; way++) {
                sizes[way] = warmUp(ways.get(way));
            }
            blockSizes.put(name, sizes);
        });

        List<String> lines = new ArrayList<>();
        lines.add("operation,pair,tablesmith_ns_per_call,hand_written_ns_per_call,tablesmith_bytes_per_call,hand_written_bytes_per_call");
        for (int pair = 0; pair < pairs; pair++) {
            for (Map.Entry<String, List<Supplier<Object>>> operation : operations.entrySet()) {
                int[] sizes = blockSizes.get(operation.getKey());
                double[][] measured = new double[2][];
                for (int k = 0; k < 2; k++) {
                    int way = (pair + k) % 2;
                    measured[way] = block(operation.getValue().get(way), Math.max(sizes[0], sizes[1]));
                }
                lines.add(operation.getKey() + "," + pair + "," + measured[0][0] + "," + measured[1][0] + ","
                        + measured[0][1] + "," + measured[1][1]);
            }
            System.out.print(".");
            System.out.flush();
        }
        System.out.println();
        calls.tearDown();
        try {
            Path out = Path.of(args[1]);
            Files.createDirectories(out.toAbsolutePath().getParent());
            Files.write(out, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs the call for about {@link #WARM_UP_MILLIS} of CPU; returns how many calls take about one block. */
    private static int warmUp(Supplier<Object> call) {
        long start = THREADS.getCurrentThreadCpuTime();
        long calls = 0;
        while (THREADS.getCurrentThreadCpuTime() - start < WARM_UP_MILLIS * 1_000_000) {
            for (int i = 0; i < 100; i++) {
                consume(call.get());
            }
            calls += 100;
        }
        double nanosPerCall = (THREADS.getCurrentThreadCpuTime() - start) / (double) calls;
        return (int) Math.max(10, BLOCK_MILLIS * 1_000_000 / nanosPerCall);
    }

    /** CPU nanoseconds and bytes allocated per call over {@code calls} calls. */
    private static double[] block(Supplier<Object> call, int calls) {
        long bytes = THREADS.getCurrentThreadAllocatedBytes();
        long start = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
            consume(call.get());
        }
        long cpu = THREADS.getCurrentThreadCpuTime() - start;
        long allocated = THREADS.getCurrentThreadAllocatedBytes() - bytes;
        return new double[] {cpu / (double) calls, allocated / (double) calls};
    }

    /** Keeps the result alive, so that the JIT cannot drop the call's work. */
    private static void consume(Object result) {
        sink += System.identityHashCode(result) & 1;
    }
}
