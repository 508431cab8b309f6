package io.tablesmith.kcl;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Waits for a condition by polling it until a deadline: KCL works on its own threads, and says when by its effects. */
final class Await {
    private static final Duration POLL = Duration.ofMillis(50);

    private Await() {
    }

    /**
     * Returns as soon as {@code condition} holds; fails, with {@code state} describing what was seen, when it still
     * does not after {@code timeout}.
     */
    static void until(Duration timeout, String what, BooleanSupplier condition, Supplier<Object> state) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("Not " + what + " within " + timeout + "; " + state.get());
            }
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted while waiting until " + what, e);
            }
        }
    }
}
