package io.tablesmith.processor.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A set of UTF-16 code units, as sorted, disjoint, inclusive ranges: the label of one step of a
 * key language (a digit, a plain character of an escaped value, one literal character).
 */
final class CharClass {

    static final CharClass EMPTY = new CharClass(new int[0]);
    static final CharClass ANY = range(Character.MIN_VALUE, Character.MAX_VALUE);
    static final CharClass DIGIT = range('0', '9');
    static final CharClass LOWER_HEX = range('0', '9').union(range('a', 'f'));
    /** The highest character a key value holds only escaped: the escape character itself. */
    static final char LAST_ESCAPED = '%';

    /** Readable characters first, so that the keys shown in messages are easy to read. */
    private static final char[] PREFERRED = "a0AbcxyzZ19-".toCharArray();

    /** {@code lo0, hi0, lo1, hi1, ...}. */
    private final int[] bounds;

    private CharClass(int[] bounds) {
        this.bounds = bounds;
    }

    static CharClass range(char from, char to) {
        return from > to ? EMPTY : new CharClass(new int[] {from, to});
    }

    static CharClass of(char c) {
        return range(c, c);
    }

    static CharClass ofChars(String chars) {
        CharClass result = EMPTY;
        for (char c : chars.toCharArray()) {
            result = result.union(of(c));
        }
        return result;
    }

    boolean isEmpty() {
        return bounds.length == 0;
    }

    boolean contains(char c) {
        for (int i = 0; i < bounds.length; i += 2) {
            if (c >= bounds[i] && c <= bounds[i + 1]) {
                return true;
            }
        }
        return false;
    }

    CharClass intersect(CharClass other) {
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < bounds.length; i += 2) {
            for (int j = 0; j < other.bounds.length; j += 2) {
                int lo = Math.max(bounds[i], other.bounds[j]);
                int hi = Math.min(bounds[i + 1], other.bounds[j + 1]);
                if (lo <= hi) {
                    result.add(lo);
                    result.add(hi);
                }
            }
        }
        return normalized(result);
    }

    CharClass union(CharClass other) {
        List<Integer> result = new ArrayList<>();
        Arrays.stream(bounds).forEach(result::add);
        Arrays.stream(other.bounds).forEach(result::add);
        return normalized(result);
    }

    CharClass minus(CharClass other) {
        CharClass result = this;
        for (int j = 0; j < other.bounds.length; j += 2) {
            CharClass below = other.bounds[j] == 0 ? EMPTY : range(Character.MIN_VALUE, (char) (other.bounds[j] - 1));
            CharClass above = other.bounds[j + 1] == Character.MAX_VALUE ? EMPTY
                    : range((char) (other.bounds[j + 1] + 1), Character.MAX_VALUE);
            result = result.intersect(below.union(above));
        }
        return result;
    }

    /** One member, readable where the class allows: the character a witness key shows for this step. */
    char representative() {
        for (char c : PREFERRED) {
            if (contains(c)) {
                return c;
            }
        }
        CharClass visible = minus(range(Character.MIN_VALUE, ' ')).minus(range(Character.MIN_SURROGATE, Character.MAX_SURROGATE));
        return (char) (visible.isEmpty() ? bounds[0] : visible.bounds[0]);
    }

    /** Sorts and merges ranges given as {@code lo, hi} pairs. */
    private static CharClass normalized(List<Integer> pairs) {
        List<int[]> ranges = new ArrayList<>();
        for (int i = 0; i < pairs.size(); i += 2) {
            ranges.add(new int[] {pairs.get(i), pairs.get(i + 1)});
        }
        ranges.sort((a, b) -> Integer.compare(a[0], b[0]));
        List<Integer> merged = new ArrayList<>();
        for (int[] range : ranges) {
            int last = merged.size() - 1;
            if (last > 0 && range[0] <= merged.get(last) + 1) {
                merged.set(last, Math.max(merged.get(last), range[1]));
            } else {
                merged.add(range[0]);
                merged.add(range[1]);
            }
        }
        return new CharClass(merged.stream().mapToInt(Integer::intValue).toArray());
    }
}
