package io.tablesmith.processor.table;

import io.tablesmith.processor.table.KeyShape.Field;
import io.tablesmith.processor.table.KeyShape.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Decides whether two keys (a partition and a sort key template each) can render the same pair
 * of texts, and finds a shortest such pair with the values that render it on each side.
 *
 * <p>The keys meet only field by field ({@link KeyShape}), so they give a system of equations:
 * equal literals, a value equal to a literal's remainder, or one value equal to another with a
 * literal prefix added ({@code "A" + x = "AB" + y} means {@code x = "B" + y}). A value used in
 * both the partition and the sort key (or twice) is one unknown, so such keys are decided
 * together, never each alone. In each connected group of unknowns every text is its root's with a
 * prefix taken off and another put on; each value's language, moved through that relation, becomes
 * a regular constraint on the root's text, and a breadth-first search of the constraints' product
 * automaton finds the shortest root text, or proves there is none. The method is exact: no
 * equal keys are missed, and every key it reports is rendered by the values it shows.
 */
final class KeyEquations {

    /** Both keys of one side. */
    record Key(KeyShape partition, KeyShape sort) {}

    /** Keys both sides render, and on each side the value texts that render them, in key order. */
    record Witness(String partition, String sort, Map<Value, String> first, Map<Value, String> second) {}

    /** One unknown: a value of one side. */
    private record Node(int side, Value value) {}

    /** {@code to = prefix + from}. */
    private record Link(Node from, Node to, String prefix) {}

    /** A text as its root's: {@code put + (root without the prefix taken)}. */
    private record Relation(String taken, String put) {

        /** This relation, then {@code next}; null when no text satisfies both. */
        Relation then(Relation next) {
            if (put.startsWith(next.taken)) {
                return new Relation(taken, next.put + put.substring(next.taken.length()));
            }
            if (next.taken.startsWith(put)) {
                return new Relation(taken + next.taken.substring(put.length()), next.put);
            }
            return null;
        }

        String apply(String root) {
            return put + root.substring(taken.length());
        }
    }

    private final Map<Node, List<Automaton>> languages = new LinkedHashMap<>();
    private final List<Link> links = new ArrayList<>();
    /** A side's value that takes the rest of the other side's key, with the fields it takes. */
    private final Map<Node, List<Field>> tails = new LinkedHashMap<>();
    private boolean contradiction;

    private KeyEquations() {
    }

    /** Equal keys of {@code first} and {@code second}, or empty when none can exist. */
    static Optional<Witness> solve(Key first, Key second) {
        KeyEquations equations = new KeyEquations();
        equations.align(first.partition(), second.partition());
        equations.align(first.sort(), second.sort());
        if (equations.contradiction) {
            return Optional.empty();
        }
        return equations.solve().map(texts -> equations.witness(first, second, texts));
    }

    private void align(KeyShape first, KeyShape second) {
        for (Field field : first.fields()) {
            node(0, field.value());
        }
        for (Field field : second.fields()) {
            node(1, field.value());
        }
        List<Field> a = first.fields();
        List<Field> b = second.fields();
        boolean tail = b.get(b.size() - 1).value() != null && b.get(b.size() - 1).value().holdsDelimiter();
        if (a.get(a.size() - 1).value() != null && a.get(a.size() - 1).value().holdsDelimiter()) {
            throw new IllegalStateException("the runtime's keys are compared as the second side only");
        }
        if (tail ? a.size() < b.size() : a.size() != b.size()) {
            contradiction = true;
            return;
        }
        int paired = tail ? b.size() - 1 : b.size();
        for (int i = 0; i < paired; i++) {
            pair(a.get(i), b.get(i));
        }
        if (tail) {
            Field last = b.get(b.size() - 1);
            if (!last.literal().isEmpty()) {
                throw new IllegalStateException("a runtime key part that takes the rest of the key follows '#' directly");
            }
            List<Field> rest = a.subList(paired, a.size());
            // The value is at least one character: the rest must not be one empty literal field.
            if (rest.size() == 1 && rest.get(0).value() == null && rest.get(0).literal().isEmpty()) {
                contradiction = true;
            }
            tails.put(new Node(1, last.value()), rest);
        }
    }

    private void pair(Field a, Field b) {
        String la = a.literal();
        String lb = b.literal();
        if (a.value() == null && b.value() == null) {
            contradiction |= !la.equals(lb);
        } else if (b.value() == null) {
            constant(new Node(0, a.value()), la, lb);
        } else if (a.value() == null) {
            constant(new Node(1, b.value()), lb, la);
        } else if (lb.startsWith(la)) {
            links.add(new Link(new Node(1, b.value()), new Node(0, a.value()), lb.substring(la.length())));
        } else if (la.startsWith(lb)) {
            links.add(new Link(new Node(0, a.value()), new Node(1, b.value()), la.substring(lb.length())));
        } else {
            contradiction = true;
        }
    }

    /** {@code prefix + value = literal}. */
    private void constant(Node node, String prefix, String literal) {
        if (!literal.startsWith(prefix)) {
            contradiction = true;
            return;
        }
        languages.get(node).add(Automaton.Pattern.literal(literal.substring(prefix.length())).compile());
    }

    private void node(int side, Value value) {
        if (value != null && !value.holdsDelimiter()) {
            languages.computeIfAbsent(new Node(side, value), key -> new ArrayList<>(List.of(value.language())));
        }
    }

    /** A text for every unknown, or empty when the system has no solution. */
    private Optional<Map<Node, String>> solve() {
        Map<Node, Relation> relations = new LinkedHashMap<>();
        Map<Node, String> texts = new LinkedHashMap<>();
        for (Node root : languages.keySet()) {
            if (relations.containsKey(root)) {
                continue;
            }
            List<Automaton> constraints = new ArrayList<>();
            List<Node> group = new ArrayList<>();
            relations.put(root, new Relation("", ""));
            constrain(constraints, root, relations.get(root));
            ArrayDeque<Node> pending = new ArrayDeque<>(List.of(root));
            while (!pending.isEmpty()) {
                Node node = pending.poll();
                group.add(node);
                for (Link link : links) {
                    Node other = link.from().equals(node) ? link.to() : link.to().equals(node) ? link.from() : null;
                    if (other == null) {
                        continue;
                    }
                    Relation step = link.from().equals(node) ? new Relation("", link.prefix()) : new Relation(link.prefix(), "");
                    Relation reached = relations.get(node).then(step);
                    if (reached == null) {
                        return Optional.empty();
                    }
                    Relation known = relations.get(other);
                    if (known == null) {
                        relations.put(other, reached);
                        constrain(constraints, other, reached);
                        pending.add(other);
                    } else if (!agree(known, reached, constraints)) {
                        return Optional.empty();
                    }
                }
            }
            Optional<String> rootText = Automaton.shortestCommon(constraints);
            if (rootText.isEmpty()) {
                return Optional.empty();
            }
            group.forEach(node -> texts.put(node, relations.get(node).apply(rootText.get())));
        }
        return Optional.of(texts);
    }

    /** Adds what {@code node}'s languages require of its root's text. */
    private void constrain(List<Automaton> constraints, Node node, Relation relation) {
        for (Automaton language : languages.get(node)) {
            constraints.add(language.after(relation.put()).prefixed(relation.taken()));
        }
    }

    /**
     * Whether two relations a cycle gives one unknown can both hold: then they agree wherever the
     * root starts with the longer prefix taken, which becomes a constraint.
     */
    private static boolean agree(Relation known, Relation reached, List<Automaton> constraints) {
        Relation shorter = known.taken().length() <= reached.taken().length() ? known : reached;
        Relation longer = shorter == known ? reached : known;
        if (!longer.taken().startsWith(shorter.taken())
                || !(shorter.put() + longer.taken().substring(shorter.taken().length())).equals(longer.put())) {
            return false;
        }
        if (!longer.taken().equals(shorter.taken())) {
            constraints.add(Automaton.startingWith(longer.taken()));
        }
        return true;
    }

    private Witness witness(Key first, Key second, Map<Node, String> texts) {
        Map<Node, String> all = new LinkedHashMap<>(texts);
        tails.forEach((node, rest) -> all.put(node, render(rest, 0, all)));
        String partition = render(first.partition().fields(), 0, all);
        String sort = render(first.sort().fields(), 0, all);
        if (!partition.equals(render(second.partition().fields(), 1, all)) || !sort.equals(render(second.sort().fields(), 1, all))) {
            throw new IllegalStateException("the keys found differ: " + partition + " / " + sort);
        }
        return new Witness(partition, sort, values(first, 0, all), values(second, 1, all));
    }

    private static String render(List<Field> fields, int side, Map<Node, String> texts) {
        List<String> rendered = new ArrayList<>();
        for (Field field : fields) {
            rendered.add(field.literal() + (field.value() == null ? "" : texts.get(new Node(side, field.value()))));
        }
        return String.join("#", rendered);
    }

    private static Map<Value, String> values(Key key, int side, Map<Node, String> texts) {
        Map<Value, String> values = new LinkedHashMap<>();
        for (KeyShape shape : List.of(key.partition(), key.sort())) {
            for (Field field : shape.fields()) {
                if (field.value() != null) {
                    values.putIfAbsent(field.value(), texts.get(new Node(side, field.value())));
                }
            }
        }
        return values;
    }
}
