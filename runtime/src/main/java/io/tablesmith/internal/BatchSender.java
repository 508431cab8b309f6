package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * The retry loop both batch calls share. Work is a list of distinct keys; it goes out in
 * requests of at most {@code size} keys, one request after the other. Whatever a request
 * leaves undone (unprocessed, or all of it when the call was throttled) is sent again after a
 * backoff, at most {@code maxAttempts} times in all. When a request runs out of attempts the
 * sender stops and reports its leftovers together with every key not yet sent.
 */
final class BatchSender {

    /** One request: sends these keys and returns those DynamoDB left unprocessed. */
    @FunctionalInterface
    interface Call {
        Set<ItemKey<?>> send(List<ItemKey<?>> keys);
    }

    /**
     * Why and where the sender stopped.
     *
     * @param undone every key not done, in the order of the work
     * @param unsent how many of them (at the end) were never sent
     * @param attempts how often the last request was sent
     * @param cause the throttling error of the last attempt, the interruption, or {@code null}
     */
    record GaveUp(List<ItemKey<?>> undone, int unsent, int attempts, Throwable cause) {

        /** A message such as "putAll gave up: 3 of 26 items were not written: …". */
        String describe(String operation, String notDone, int total) {
            StringBuilder message = new StringBuilder(operation).append(" gave up: ")
                    .append(undone.size()).append(" of ").append(total).append(total == 1 ? " item was " : " items were ")
                    .append(notDone).append(": ");
            String tries = attempts + (attempts == 1 ? " attempt" : " attempts") + " (BatchOptions.maxAttempts)";
            if (cause instanceof InterruptedException) {
                message.append("the thread was interrupted while waiting to retry after attempt ").append(attempts);
            } else if (cause != null) {
                message.append("DynamoDB still throttled the request after ").append(tries);
            } else {
                message.append("DynamoDB still returned them as unprocessed after ").append(tries);
            }
            if (unsent > 0) {
                message.append(", so the ").append(unsent).append(" after them were not sent");
            }
            message.append(". Not done: ");
            message.append(undone.stream().limit(5).map(key -> "[" + key + "]").collect(Collectors.joining(", ")));
            if (undone.size() > 5) {
                message.append(" and ").append(undone.size() - 5).append(" more");
            }
            return message.append("; keys() lists them all. Sending them again later is safe.").toString();
        }
    }

    private final Backoff backoff;

    BatchSender(Backoff backoff) {
        this.backoff = Objects.requireNonNull(backoff, "backoff");
    }

    Backoff backoff() {
        return backoff;
    }

    /** Sends every key; empty when all were done, else what was left. */
    Optional<GaveUp> sendAll(List<ItemKey<?>> work, int size, Call call) {
        int maxAttempts = backoff.options().maxAttempts();
        for (int from = 0; from < work.size(); from += size) {
            int to = Math.min(work.size(), from + size);
            List<ItemKey<?>> pending = work.subList(from, to);
            List<ItemKey<?>> neverSent = work.subList(to, work.size());
            Throwable throttled = null;
            int attempts = 0;
            while (!pending.isEmpty()) {
                if (attempts == maxAttempts) {
                    return Optional.of(gaveUp(pending, neverSent, attempts, throttled));
                }
                if (attempts > 0) {
                    try {
                        backoff.pause(attempts);
                    } catch (InterruptedException interrupted) {
                        Thread.currentThread().interrupt();
                        return Optional.of(gaveUp(pending, neverSent, attempts, interrupted));
                    }
                }
                attempts++;
                try {
                    Set<ItemKey<?>> unprocessed = call.send(pending);
                    pending = pending.stream().filter(unprocessed::contains).toList();
                    throttled = null;
                } catch (AwsServiceException e) {
                    if (!isThrottling(e)) {
                        throw e;
                    }
                    throttled = e;
                }
            }
        }
        return Optional.empty();
    }

    private static GaveUp gaveUp(List<ItemKey<?>> pending, List<ItemKey<?>> neverSent, int attempts, Throwable cause) {
        List<ItemKey<?>> undone = new ArrayList<>(pending.size() + neverSent.size());
        undone.addAll(pending);
        undone.addAll(neverSent);
        return new GaveUp(List.copyOf(undone), neverSent.size(), attempts, cause);
    }

    /** DynamoDB refused the whole call for its rate, so nothing of it was done and it may be sent again. */
    static boolean isThrottling(AwsServiceException e) {
        return e instanceof ProvisionedThroughputExceededException
                || e instanceof RequestLimitExceededException
                || e instanceof ThrottlingException
                || e.isThrottlingException();
    }

    /** The table key of an item or key map, as DynamoDB returns them; {@code null} if it has none. */
    static ItemKey<?> keyIn(Map<String, AttributeValue> attributes) {
        AttributeValue partition = attributes.get(ItemKey.PARTITION_ATTRIBUTE);
        AttributeValue sort = attributes.get(ItemKey.SORT_ATTRIBUTE);
        return partition == null || sort == null || partition.s() == null || sort.s() == null
                ? null
                : new ItemKey<>(partition.s(), sort.s());
    }
}
