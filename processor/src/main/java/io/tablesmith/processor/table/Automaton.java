package io.tablesmith.processor.table;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A regular language over UTF-16 code units, as a finite automaton without empty moves: the
 * texts one placeholder can render, a literal, or what several constraints leave of them.
 * Languages are written as {@link Pattern}s and compiled once.
 */
final class Automaton {

    /** More product states than any key template needs; past it the search gives up rather than run on. */
    private static final int SEARCH_LIMIT = 2_000_000;

    record Edge(CharClass chars, int target) {}

    private final List<List<Edge>> edges;
    private final BitSet accepting;
    private final BitSet starts;

    private Automaton(List<List<Edge>> edges, BitSet accepting, BitSet starts) {
        this.edges = edges;
        this.accepting = accepting;
        this.starts = starts;
    }

    /** Texts that start with {@code prefix}. */
    static Automaton startingWith(String prefix) {
        return Pattern.seq(Pattern.literal(prefix), Pattern.many(Pattern.chars(CharClass.ANY), 0)).compile();
    }

    /** The texts {@code u} such that {@code prefix + u} is in this language (its left quotient). */
    Automaton after(String prefix) {
        BitSet current = starts;
        for (char c : prefix.toCharArray()) {
            BitSet next = new BitSet();
            current.stream().forEach(state -> edges.get(state).stream()
                    .filter(edge -> edge.chars().contains(c)).forEach(edge -> next.set(edge.target())));
            current = next;
        }
        return new Automaton(edges, accepting, current);
    }

    /** The texts {@code prefix + u} for every {@code u} of this language. */
    Automaton prefixed(String prefix) {
        if (prefix.isEmpty()) {
            return this;
        }
        int offset = prefix.length();
        List<List<Edge>> shifted = new ArrayList<>();
        for (int i = 0; i < offset; i++) {
            shifted.add(List.of(new Edge(CharClass.of(prefix.charAt(i)), i + 1)));
        }
        List<Edge> joint = new ArrayList<>();
        starts.stream().forEach(state -> edges.get(state)
                .forEach(edge -> joint.add(new Edge(edge.chars(), edge.target() + offset + 1))));
        shifted.add(joint);
        for (List<Edge> stateEdges : edges) {
            shifted.add(stateEdges.stream().map(edge -> new Edge(edge.chars(), edge.target() + offset + 1)).toList());
        }
        BitSet shiftedAccepting = new BitSet();
        accepting.stream().forEach(state -> shiftedAccepting.set(state + offset + 1));
        if (starts.intersects(accepting)) {
            shiftedAccepting.set(offset);
        }
        BitSet start = new BitSet();
        start.set(0);
        return new Automaton(shifted, shiftedAccepting, start);
    }

    boolean accepts(String text) {
        return after(text).starts.intersects(accepting);
    }

    /**
     * A shortest text that every language accepts, found by a breadth-first search of their
     * product; empty when they have none in common. Each step shows the most readable character
     * the step allows.
     */
    static Optional<String> shortestCommon(List<Automaton> languages) {
        int count = languages.size();
        Map<Tuple, Tuple> parents = new HashMap<>();
        Map<Tuple, Character> steps = new HashMap<>();
        ArrayDeque<Tuple> queue = new ArrayDeque<>();
        for (int[] start : startTuples(languages)) {
            Tuple tuple = new Tuple(start);
            if (parents.putIfAbsent(tuple, tuple) == null) {
                queue.add(tuple);
            }
        }
        while (!queue.isEmpty()) {
            Tuple current = queue.poll();
            if (allAccept(languages, current.states)) {
                return Optional.of(path(current, parents, steps));
            }
            for (Map.Entry<Tuple, CharClass> move : moves(languages, current.states, count).entrySet()) {
                if (parents.putIfAbsent(move.getKey(), current) == null) {
                    steps.put(move.getKey(), move.getValue().representative());
                    queue.add(move.getKey());
                    if (parents.size() > SEARCH_LIMIT) {
                        throw new IllegalStateException("the key space search passed " + SEARCH_LIMIT + " states");
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static List<int[]> startTuples(List<Automaton> languages) {
        List<int[]> tuples = new ArrayList<>();
        tuples.add(new int[0]);
        for (Automaton language : languages) {
            List<int[]> longer = new ArrayList<>();
            for (int[] tuple : tuples) {
                language.starts.stream().forEach(state -> {
                    int[] next = Arrays.copyOf(tuple, tuple.length + 1);
                    next[tuple.length] = state;
                    longer.add(next);
                });
            }
            tuples = longer;
        }
        return tuples;
    }

    private static boolean allAccept(List<Automaton> languages, int[] states) {
        for (int i = 0; i < states.length; i++) {
            if (!languages.get(i).accepting.get(states[i])) {
                return false;
            }
        }
        return true;
    }

    /** Every product state one character leads to, with the characters that lead there. */
    private static Map<Tuple, CharClass> moves(List<Automaton> languages, int[] states, int count) {
        Map<Tuple, CharClass> moves = new java.util.LinkedHashMap<>();
        collect(languages, states, 0, CharClass.ANY, new int[count], moves);
        return moves;
    }

    private static void collect(List<Automaton> languages, int[] states, int index, CharClass chars, int[] targets,
                                Map<Tuple, CharClass> moves) {
        if (index == states.length) {
            moves.merge(new Tuple(targets.clone()), chars, CharClass::union);
            return;
        }
        for (Edge edge : languages.get(index).edges.get(states[index])) {
            CharClass common = chars.intersect(edge.chars());
            if (!common.isEmpty()) {
                targets[index] = edge.target();
                collect(languages, states, index + 1, common, targets, moves);
            }
        }
    }

    private static String path(Tuple end, Map<Tuple, Tuple> parents, Map<Tuple, Character> steps) {
        StringBuilder text = new StringBuilder();
        for (Tuple at = end; parents.get(at) != at; at = parents.get(at)) {
            text.append(steps.get(at));
        }
        return text.reverse().toString();
    }

    /** Product states with value equality. */
    private record Tuple(int[] states) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Tuple tuple && Arrays.equals(states, tuple.states);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(states);
        }

        @Override
        public String toString() {
            return Arrays.toString(states);
        }
    }

    /**
     * A regular expression over character classes, compiled by Thompson's construction and then
     * freed of its empty moves.
     */
    sealed interface Pattern {

        static Pattern chars(CharClass chars) {
            return new Chars(chars);
        }

        static Pattern literal(String text) {
            return new Seq(text.chars().mapToObj(c -> chars(CharClass.of((char) c))).toList());
        }

        static Pattern seq(Pattern... parts) {
            return new Seq(List.of(parts));
        }

        static Pattern alt(List<Pattern> choices) {
            return new Alt(choices);
        }

        static Pattern alt(Pattern... choices) {
            return new Alt(List.of(choices));
        }

        /** {@code min} to {@code max} repetitions. */
        static Pattern times(Pattern part, int min, int max) {
            return new Repeat(part, min, max);
        }

        /** {@code min} or more repetitions. */
        static Pattern many(Pattern part, int min) {
            return new Repeat(part, min, -1);
        }

        /** No text at all: the language of an enum without constants. */
        static Pattern nothing() {
            return new Alt(List.of());
        }

        default Automaton compile() {
            Builder builder = new Builder();
            int[] fragment = builder.add(this);
            return builder.build(fragment[0], fragment[1]);
        }
    }

    record Chars(CharClass chars) implements Pattern {}

    record Seq(List<Pattern> parts) implements Pattern {}

    record Alt(List<Pattern> choices) implements Pattern {}

    record Repeat(Pattern part, int min, int max) implements Pattern {}

    /** Thompson's construction: each pattern becomes a fragment with one entry and one exit state. */
    private static final class Builder {
        private final List<List<Edge>> edges = new ArrayList<>();
        private final List<List<Integer>> empty = new ArrayList<>();

        private int state() {
            edges.add(new ArrayList<>());
            empty.add(new ArrayList<>());
            return edges.size() - 1;
        }

        /** {entry, exit}. */
        int[] add(Pattern pattern) {
            int entry = state();
            int exit;
            if (pattern instanceof Chars chars) {
                exit = state();
                edges.get(entry).add(new Edge(chars.chars(), exit));
            } else if (pattern instanceof Seq seq) {
                exit = entry;
                for (Pattern part : seq.parts()) {
                    int[] fragment = add(part);
                    empty.get(exit).add(fragment[0]);
                    exit = fragment[1];
                }
            } else if (pattern instanceof Alt alt) {
                exit = state();
                for (Pattern choice : alt.choices()) {
                    int[] fragment = add(choice);
                    empty.get(entry).add(fragment[0]);
                    empty.get(fragment[1]).add(exit);
                }
            } else {
                Repeat repeat = (Repeat) pattern;
                exit = entry;
                for (int i = 0; i < repeat.min(); i++) {
                    int[] fragment = add(repeat.part());
                    empty.get(exit).add(fragment[0]);
                    exit = fragment[1];
                }
                if (repeat.max() < 0) {
                    int[] loop = add(repeat.part());
                    empty.get(exit).add(loop[0]);
                    empty.get(loop[1]).add(exit);
                } else {
                    int end = state();
                    empty.get(exit).add(end);
                    for (int i = repeat.min(); i < repeat.max(); i++) {
                        int[] fragment = add(repeat.part());
                        empty.get(exit).add(fragment[0]);
                        empty.get(fragment[1]).add(end);
                        exit = fragment[1];
                    }
                    exit = end;
                }
            }
            return new int[] {entry, exit};
        }

        Automaton build(int entry, int exit) {
            int count = edges.size();
            List<List<Edge>> compiled = new ArrayList<>();
            BitSet accepting = new BitSet();
            for (int state = 0; state < count; state++) {
                BitSet closure = closure(state);
                List<Edge> stateEdges = new ArrayList<>();
                closure.stream().forEach(reached -> stateEdges.addAll(edges.get(reached)));
                compiled.add(List.copyOf(stateEdges));
                if (closure.get(exit)) {
                    accepting.set(state);
                }
            }
            BitSet starts = new BitSet();
            starts.set(entry);
            return new Automaton(compiled, accepting, starts);
        }

        private BitSet closure(int state) {
            BitSet seen = new BitSet();
            ArrayDeque<Integer> pending = new ArrayDeque<>(List.of(state));
            while (!pending.isEmpty()) {
                int next = pending.pop();
                if (!seen.get(next)) {
                    seen.set(next);
                    pending.addAll(empty.get(next));
                }
            }
            return seen;
        }
    }
}
