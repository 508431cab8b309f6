package io.tablesmith.vector;

import io.tablesmith.Capacity;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What a vector search returned: the records with their scores, nearest first in DynamoDB's order,
 * and what the search consumed when capacity was asked for
 * ({@link io.tablesmith.RequestOptions#withConsumedCapacity}).
 *
 * <p>DynamoDB reports a search's capacity as request bytes ({@link #requestBytes()});
 * {@link #consumedCapacity()} gives them as read units, one a 4,096 bytes, so that a search adds up
 * with the other reads of a budget or an observer.
 *
 * @param <T> the record type
 */
public final class Similar<T> {

    private final List<Scored<T>> matches;
    private final Capacity consumedCapacity;
    private final Double requestBytes;

    /**
     * @param matches the results, in DynamoDB's order
     * @param consumedCapacity what the search consumed, or {@code null} when no capacity was asked for
     * @param requestBytes DynamoDB's {@code VectorSearchRequestBytes}, or {@code null} when not reported
     */
    public Similar(List<Scored<T>> matches, Capacity consumedCapacity, Double requestBytes) {
        this.matches = List.copyOf(Objects.requireNonNull(matches, "matches"));
        this.consumedCapacity = consumedCapacity;
        this.requestBytes = requestBytes;
    }

    /** The results, nearest first. */
    public List<Scored<T>> matches() {
        return matches;
    }

    /** The records alone, nearest first. */
    public List<T> records() {
        return matches.stream().map(Scored::record).toList();
    }

    /** What the search consumed, as read units; present when capacity was asked for. */
    public Optional<Capacity> consumedCapacity() {
        return Optional.ofNullable(consumedCapacity);
    }

    /** The request bytes DynamoDB reported for the search, when capacity was asked for. */
    public OptionalDouble requestBytes() {
        return requestBytes == null ? OptionalDouble.empty() : OptionalDouble.of(requestBytes);
    }

    @Override
    public String toString() {
        return "Similar" + matches;
    }
}
