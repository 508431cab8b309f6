package io.tablesmith.local.internal.validation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The length, value and pattern constraints of DynamoDB's public service model (and DynamoDB Streams'),
 * by the SDK's structure and member names. The SDK's jar leaves them out of its model classes, so
 * {@code local/model/constraints.py} writes them from the same model into {@code constraints.txt}.
 */
final class MemberConstraints {
    /** A lower and upper bound, either possibly absent; on a string's length, a collection's size or a number. */
    record Bounds(boolean length, Long min, Long max) {
    }

    /** The constraints of one member: its bounds, its pattern, and the bounds of each element or map value. */
    record Constraint(String member, Bounds bounds, Pattern pattern, Bounds element) {
    }

    private static final Map<String, List<Constraint>> BY_STRUCTURE = load();

    private MemberConstraints() {
    }

    /** The constrained members of the structure the SDK calls {@code sdkClassName}, in the model's order. */
    static List<Constraint> of(String sdkClassName) {
        return BY_STRUCTURE.getOrDefault(sdkClassName, List.of());
    }

    private static Map<String, List<Constraint>> load() {
        Map<String, List<Constraint>> byStructure = new HashMap<>();
        try (InputStream in = MemberConstraints.class.getResourceAsStream("constraints.txt")) {
            if (in == null) {
                throw new IllegalStateException("constraints.txt is missing from the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] words = line.split(" ");
                    byStructure.computeIfAbsent(words[0], k -> new ArrayList<>()).add(parse(words));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return byStructure;
    }

    private static Constraint parse(String[] words) {
        Bounds bounds = bounds(words, 2);
        Pattern pattern = null;
        Bounds element = null;
        for (int i = 5; i < words.length; i++) {
            if (words[i].equals("pattern")) {
                pattern = Pattern.compile(words[++i]);
            } else if (words[i].equals("element")) {
                element = bounds(words, i + 1);
                i += 3;
            }
        }
        return new Constraint(words[1], bounds, pattern, element);
    }

    private static Bounds bounds(String[] words, int at) {
        return new Bounds(words[at].equals("length"), number(words[at + 1]), number(words[at + 2]));
    }

    private static Long number(String word) {
        return word.equals("-") ? null : Long.valueOf(word);
    }
}
