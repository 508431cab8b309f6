package io.tablesmith.internal;

import java.util.Objects;

/**
 * A range of sort key values inside one entity's part of a partition, as DynamoDB's key
 * condition can express it ({@code BETWEEN}, {@code <=}, {@code >=} or {@code begins_with}).
 *
 * <p>A key condition has one clause on the sort key, so a range is always closed on both
 * sides by the entity's sort key prefix: {@code > x} becomes {@code BETWEEN key(x) AND
 * prefix + MAX}, and the strictness of {@code >} and {@code <} is kept by dropping the one item
 * whose key equals the bound. Where the entity's template has no literal prefix the open side
 * stays open and the entity-type filter keeps other entities out.
 *
 * @param low the lowest sort key, or {@code null} for none
 * @param high the highest sort key, or {@code null} for none
 * @param prefix for {@code begins_with}; then {@code low} and {@code high} are {@code null}
 * @param skipLow whether the item whose sort key equals {@code low} is left out
 * @param skipHigh whether the item whose sort key equals {@code high} is left out
 */
public record SortRange(String low, String high, String prefix, boolean skipLow, boolean skipHigh) {

    /** Sorts after every character a key can hold (U+10FFFF, the last code point, F4 8F BF BF in UTF-8). */
    public static final String AFTER_EVERYTHING = "\uDBFF\uDFFF";

    /** Sort keys that start with {@code prefix}. */
    public static SortRange beginsWith(String prefix) {
        return new SortRange(null, null, Objects.requireNonNull(prefix, "prefix"), false, false);
    }

    /** Sort keys from {@code low} to {@code high}. */
    public static SortRange between(Bound low, Bound high) {
        return new SortRange(low.lower(), high.upper(), null, low.skipAsLower(), high.skipAsUpper());
    }

    /** Sort keys from {@code low} up to the end of the entity's keys under {@code entityPrefix}. */
    public static SortRange from(Bound low, String entityPrefix) {
        return new SortRange(low.lower(), ceiling(entityPrefix), null, low.skipAsLower(), false);
    }

    /** Sort keys from the start of the entity's keys under {@code entityPrefix} up to {@code high}. */
    public static SortRange upTo(String entityPrefix, Bound high) {
        return new SortRange(entityPrefix.isEmpty() ? null : entityPrefix, high.upper(), null, false, high.skipAsUpper());
    }

    private static String ceiling(String entityPrefix) {
        return entityPrefix.isEmpty() ? null : after(entityPrefix);
    }

    /**
     * The lowest text above every text that starts with {@code prefix}: its last character
     * moved to the next code point (UTF-8 byte order is code point order). Keys of other
     * entities that this lets into a range are dropped by the entity-type filter.
     */
    static String after(String prefix) {
        char last = prefix.charAt(prefix.length() - 1);
        if (last < Character.MIN_SURROGATE - 1 || last >= Character.MAX_SURROGATE + 1 && last < Character.MAX_VALUE) {
            return prefix.substring(0, prefix.length() - 1) + (char) (last + 1);
        }
        if (last == Character.MIN_SURROGATE - 1) {
            return prefix.substring(0, prefix.length() - 1) + (char) (Character.MAX_SURROGATE + 1);
        }
        return prefix + AFTER_EVERYTHING;
    }

    /**
     * Whether no key can lie in the range: its low end is above its high end (a {@code between}
     * whose ends are swapped). DynamoDB refuses such a key condition, so no request is sent.
     */
    boolean isEmpty() {
        return low != null && high != null && ScalarOrder.compareUtf8(low, high) > 0;
    }

    /** Whether an item with this sort key lies outside the range's strict ends. */
    boolean skips(String sortKey) {
        return (skipLow && sortKey.equals(low)) || (skipHigh && sortKey.equals(high));
    }

    /** Describes the range for binding page tokens to it. */
    String describe() {
        return prefix != null ? "^" + prefix : low + "\u0000" + high + "\u0000" + skipLow + skipHigh;
    }

    /**
     * One end of a range on one sort key placeholder.
     *
     * @param key the rendered sort key, or the prefix every key with that value starts with: the
     *     template up to the value and the first character of the delimiter after it
     * @param exact whether {@code key} is a whole sort key (the placeholder is the template's last)
     * @param inclusive whether the value itself is in the range
     */
    public record Bound(String key, boolean exact, boolean inclusive) {

        /** A bound on the template's last placeholder, where one value makes one whole sort key. */
        public static Bound exact(String sortKey, boolean inclusive) {
            return new Bound(sortKey, true, inclusive);
        }

        /** A bound on an inner placeholder, where one value makes a group of keys sharing {@code prefix}. */
        public static Bound group(String prefix, boolean inclusive) {
            return new Bound(prefix, false, inclusive);
        }

        String lower() {
            return exact || inclusive ? key : after(key);
        }

        String upper() {
            return exact || !inclusive ? key : after(key);
        }

        boolean skipAsLower() {
            return exact && !inclusive;
        }

        boolean skipAsUpper() {
            return exact && !inclusive;
        }
    }
}
