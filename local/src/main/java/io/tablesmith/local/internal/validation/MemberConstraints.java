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
                    Constraint constraint = parse(line);
                    byStructure.computeIfAbsent(line.substring(0, line.indexOf(' ')), k -> new ArrayList<>())
                            .add(constraint);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return byStructure;
    }

    /** {@code <class> <member> <length|value> <min> <max> [element <length|value> <min> <max>] [pattern <regex>]}. */
    private static Constraint parse(String line) {
        int patternAt = line.indexOf(" pattern ");
        Pattern pattern = patternAt < 0 ? null : Pattern.compile(line.substring(patternAt + " pattern ".length()));
        String[] words = (patternAt < 0 ? line : line.substring(0, patternAt)).split(" ");
        Bounds element = words.length > 5 && words[5].equals("element") ? bounds(words, 6) : null;
        return new Constraint(words[1], bounds(words, 2), pattern, element);
    }

    private static Bounds bounds(String[] words, int at) {
        return new Bounds(words[at].equals("length"), number(words[at + 1]), number(words[at + 2]));
    }

    private static Long number(String word) {
        return word.equals("-") ? null : Long.valueOf(word);
    }
}
