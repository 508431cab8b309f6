package io.tablesmith.internal;

import java.security.SecureRandom;

/**
 * Time-ordered message ids: {@code <epoch millis, 15 digits>-<sequence, 6 digits>-<random, 8 hex>}.
 * Text order is push order within a process: when the clock stands still or steps back, the
 * last time is kept and the sequence counts on. Across processes ids order by each producer's
 * clock, and the random part keeps them distinct.
 */
final class MessageIds {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int SEQUENCE_LIMIT = 1_000_000;

    private long lastMillis = -1;
    private int sequence;

    /** The next id at {@code nowMillis}; never smaller than an id this instance returned before. */
    synchronized String next(long nowMillis) {
        if (nowMillis > lastMillis) {
            lastMillis = nowMillis;
            sequence = 0;
        } else if (++sequence == SEQUENCE_LIMIT) {
            lastMillis++;
            sequence = 0;
        }
        return String.format("%015d-%06d-%08x", lastMillis, sequence, RANDOM.nextInt());
    }

    /** The time an id was stamped with. */
    static long millisOf(String id) {
        return Long.parseLong(id.substring(0, 15));
    }
}
