package io.tablesmith;

import java.util.Objects;
import java.util.Optional;

/**
 * What page of a query to read: how many items, in which direction, and after which token.
 * Immutable; every method returns a new request.
 *
 * <pre>{@code
 * Page<Job> first = jobs.byStatus(RUNNING, PageRequest.of(20).descending());
 * Page<Job> second = jobs.byStatus(RUNNING, PageRequest.of(20).descending().after(first.nextToken().orElseThrow()));
 * }</pre>
 */
public final class PageRequest {

    private final int limit;
    private final boolean descending;
    private final String token;

    private PageRequest(int limit, boolean descending, String token) {
        this.limit = limit;
        this.descending = descending;
        this.token = token;
    }

    /**
     * The first page of at most {@code limit} items, in ascending sort-key order.
     *
     * @throws IllegalArgumentException when {@code limit} is not positive
     */
    public static PageRequest of(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("A page holds at least one item, but the limit was " + limit);
        }
        return new PageRequest(limit, false, null);
    }

    /** The same request in descending sort-key order (newest first for a timestamp sort key). */
    public PageRequest descending() {
        return new PageRequest(limit, true, token);
    }

    /** The same request in ascending sort-key order. */
    public PageRequest ascending() {
        return new PageRequest(limit, false, token);
    }

    /**
     * The page that follows the one whose {@link Page#nextToken()} is {@code token}. The token
     * only works with the query, partition and direction that issued it.
     */
    public PageRequest after(String token) {
        return new PageRequest(limit, descending, Objects.requireNonNull(token, "token"));
    }

    /** The maximum number of items on the page. */
    public int limit() {
        return limit;
    }

    /** Whether items come in descending sort-key order. */
    public boolean isDescending() {
        return descending;
    }

    /** The token of the page to continue after, if any. */
    public Optional<String> token() {
        return Optional.ofNullable(token);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PageRequest that
                && limit == that.limit
                && descending == that.descending
                && Objects.equals(token, that.token);
    }

    @Override
    public int hashCode() {
        return Objects.hash(limit, descending, token);
    }

    @Override
    public String toString() {
        return "PageRequest[limit=" + limit + ", " + (descending ? "descending" : "ascending")
                + (token == null ? "" : ", after=" + token) + "]";
    }
}
