package io.tablesmith.processor.report;

import java.util.Collection;
import java.util.Optional;

/** Finds the name a user most likely meant, for "did you mean" hints. */
public final class Suggestions {

    private Suggestions() {
    }

    public static Optional<String> closest(String wrong, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int distance = candidate.equalsIgnoreCase(wrong) ? 0 : distance(wrong, candidate);
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        // A candidate that differs in every letter of a short name is no suggestion ({x} is not {id}).
        int tolerated = Math.min(Math.max(2, wrong.length() / 3), wrong.length() - 1);
        return bestDistance <= tolerated ? Optional.ofNullable(best) : Optional.empty();
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
