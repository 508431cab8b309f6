package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.partiql.Statement.Expr;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The top-level AND terms of a WHERE clause, and what they say about key attributes. */
final class Conjuncts {
    private final List<Expr> terms = new ArrayList<>();

    Conjuncts(Expr where) {
        collect(where);
    }

    private void collect(Expr e) {
        if (e == null) {
            return;
        }
        if (e instanceof Statement.And and) {
            collect(and.left());
            collect(and.right());
        } else {
            terms.add(e);
        }
    }

    List<Expr> terms() {
        return terms;
    }

    /** The value of the first term {@code attribute = value} (either way round), or null. */
    AttributeValue equality(String attribute) {
        for (Expr term : terms) {
            AttributeValue v = equalityValue(term, attribute);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /** Whether a term is {@code attribute = value} or {@code attribute IN [...]}. */
    boolean equalityOrIn(String attribute) {
        for (Expr term : terms) {
            if (equalityValue(term, attribute) != null) {
                return true;
            }
            if (term instanceof Statement.In in && isAttribute(in.value(), attribute)) {
                return true;
            }
        }
        return false;
    }

    /** The key the terms fix with {@code =}, or null when an attribute of {@code attributes} has none. */
    Map<String, AttributeValue> key(List<String> attributes) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String attribute : attributes) {
            AttributeValue v = equality(attribute);
            if (v == null) {
                return null;
            }
            key.put(attribute, v);
        }
        return key;
    }

    /** Every term but the first {@code attribute = value} of each of {@code attributes}. */
    List<Expr> without(List<String> attributes) {
        List<Expr> rest = new ArrayList<>(terms);
        for (String attribute : attributes) {
            for (int i = 0; i < rest.size(); i++) {
                if (equalityValue(rest.get(i), attribute) != null) {
                    rest.remove(i);
                    break;
                }
            }
        }
        return rest;
    }

    /** The terms joined again with AND, or null when there are none. */
    static Expr join(List<Expr> terms) {
        Expr joined = null;
        for (Expr term : terms) {
            joined = joined == null ? term : new Statement.And(joined, term);
        }
        return joined;
    }

    private static AttributeValue equalityValue(Expr term, String attribute) {
        if (term instanceof Statement.Compare c && c.operator().equals("=")) {
            if (isAttribute(c.left(), attribute) && c.right() instanceof Statement.Value v) {
                return v.value();
            }
            if (isAttribute(c.right(), attribute) && c.left() instanceof Statement.Value v) {
                return v.value();
            }
        }
        return null;
    }

    static boolean isAttribute(Expr e, String attribute) {
        return e instanceof Statement.Path p && p.elements().size() == 1 && p.head().equals(attribute);
    }

    /** The top-level attribute names an expression reads, sorted. */
    static Set<String> attributes(Expr e) {
        Set<String> names = new TreeSet<>();
        attributes(e, names);
        return names;
    }

    private static void attributes(Expr e, Set<String> names) {
        if (e instanceof Statement.Path p) {
            names.add(p.head());
        } else if (e instanceof Statement.And x) {
            attributes(x.left(), names);
            attributes(x.right(), names);
        } else if (e instanceof Statement.Or x) {
            attributes(x.left(), names);
            attributes(x.right(), names);
        } else if (e instanceof Statement.Not x) {
            attributes(x.expr(), names);
        } else if (e instanceof Statement.Compare x) {
            attributes(x.left(), names);
            attributes(x.right(), names);
        } else if (e instanceof Statement.Between x) {
            attributes(x.value(), names);
            attributes(x.low(), names);
            attributes(x.high(), names);
        } else if (e instanceof Statement.In x) {
            attributes(x.value(), names);
            x.candidates().forEach(c -> attributes(c, names));
        } else if (e instanceof Statement.Is x) {
            attributes(x.value(), names);
        } else if (e instanceof Statement.Call x) {
            x.arguments().forEach(a -> attributes(a, names));
        } else if (e instanceof Statement.Arithmetic x) {
            attributes(x.left(), names);
            attributes(x.right(), names);
        }
    }
}
