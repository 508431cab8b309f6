package io.tablesmith;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One page of a query's results.
 *
 * @param <T> the record type
 */
public final class Page<T> {

    private final List<T> items;
    private final String nextToken;
    private final Capacity consumedCapacity;

    /**
     * @param items the page's items, in query order
     * @param nextToken the token of the following page, or {@code null} on the last page
     */
    public Page(List<T> items, String nextToken) {
        this(items, nextToken, null);
    }

    /**
     * A page that knows what its requests consumed.
     *
     * @param consumedCapacity what the page's requests consumed, or {@code null} when no capacity was asked for
     */
    public Page(List<T> items, String nextToken, Capacity consumedCapacity) {
        this.items = List.copyOf(items);
        this.nextToken = nextToken;
        this.consumedCapacity = consumedCapacity;
    }

    /** The items on this page, in query order; unmodifiable. */
    public List<T> items() {
        return items;
    }

    /**
     * The token that continues exactly after this page's last item; empty on the last page.
     * Pass it to {@link PageRequest#after(String)} with the same query and partition.
     */
    public Optional<String> nextToken() {
        return Optional.ofNullable(nextToken);
    }

    /** Whether another page follows. */
    public boolean hasNext() {
        return nextToken != null;
    }

    /**
     * What the requests of this page consumed, summed (a page that read past other entities' items
     * took several); present when capacity was asked for ({@link RequestOptions#withConsumedCapacity}).
     * Not part of {@link #equals}: two pages of the same items are equal whatever they cost.
     */
    public Optional<Capacity> consumedCapacity() {
        return Optional.ofNullable(consumedCapacity);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Page<?> that
                && items.equals(that.items)
                && Objects.equals(nextToken, that.nextToken);
    }

    @Override
    public int hashCode() {
        return Objects.hash(items, nextToken);
    }

    @Override
    public String toString() {
        return "Page[items=" + items + ", nextToken=" + nextToken + "]";
    }
}
