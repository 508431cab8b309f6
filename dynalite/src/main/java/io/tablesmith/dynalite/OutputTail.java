package io.tablesmith.dynalite;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads a child process's output stream to its end on a daemon thread, keeping only the last
 * bytes. Draining matters: a child whose pipe fills up blocks on its next write. The tail is
 * what a start-up failure reports.
 */
final class OutputTail {
    private static final int LIMIT = 16 * 1024;

    private final byte[] ring = new byte[LIMIT];
    private long written;
    private final Thread reader;

    private OutputTail(InputStream stream, String threadName) {
        reader = new Thread(() -> drain(stream), threadName);
        reader.setDaemon(true);
    }

    static OutputTail follow(InputStream stream, String threadName) {
        OutputTail tail = new OutputTail(stream, threadName);
        tail.reader.start();
        return tail;
    }

    private void drain(InputStream stream) {
        byte[] buffer = new byte[4096];
        try (stream) {
            for (int n; (n = stream.read(buffer)) >= 0; ) {
                append(buffer, n);
            }
        } catch (IOException streamClosed) {
            // The process is gone or its stream was closed: whatever arrived is kept.
        }
    }

    private synchronized void append(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            ring[(int) (written++ % LIMIT)] = bytes[i];
        }
    }

    /**
     * The last output, after waiting briefly for the stream's end, so that a process that just
     * died has its final words read.
     */
    String text() {
        try {
            reader.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            int length = (int) Math.min(written, LIMIT);
            byte[] last = new byte[length];
            long start = written - length;
            for (int i = 0; i < length; i++) {
                last[i] = ring[(int) ((start + i) % LIMIT)];
            }
            return new String(last, StandardCharsets.UTF_8).strip();
        }
    }
}
