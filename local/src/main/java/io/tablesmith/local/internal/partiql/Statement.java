package io.tablesmith.local.internal.partiql;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The parsed forms of DynamoDB's PartiQL statements and of their expressions (parameters already bound). */
final class Statement {
    private Statement() {
    }

    /** A parsed statement. */
    sealed interface Parsed permits Select, Insert, Update, Delete, Exists {
        Source source();
    }

    /** FROM "table" or "table"."index". */
    record Source(String table, String index) {
    }

    /**
     * SELECT: {@code projection} is null for {@code *}; {@code where} may be null; {@code orderBy} names the
     * sort key of an ORDER BY (or is null), {@code descending} its direction.
     */
    record Select(List<Path> projection, Source source, Expr where, Path orderBy, boolean descending)
            implements Parsed {
    }

    record Insert(Source source, Map<String, AttributeValue> item) implements Parsed {
    }

    /** An assignment {@code path = value} (SET) or a removal ({@code value} null, REMOVE). */
    record Action(Path path, Expr value) {
    }

    /** {@code returning} is null or e.g. "ALL OLD", "MODIFIED NEW". */
    record Update(Source source, List<Action> actions, Expr where, String returning) implements Parsed {
    }

    record Delete(Source source, Expr where, String returning) implements Parsed {
    }

    /** {@code EXISTS(SELECT ...)} or {@code NOT EXISTS(...)}: a condition check in a transaction. */
    record Exists(Select select, boolean negated) implements Parsed {
        @Override
        public Source source() {
            return select.source();
        }
    }

    /** An expression of a WHERE clause or of a SET value. */
    sealed interface Expr permits Path, Value, Compare, And, Or, Not, Between, In, Is, Call, Arithmetic {
    }

    /** A document path: names (String) and list indexes (Integer). */
    record Path(List<Object> elements) implements Expr {
        String head() {
            return (String) elements.get(0);
        }

        /** The name a SELECT gives this path's value: its last name. */
        String label() {
            for (int i = elements.size() - 1; i >= 0; i--) {
                if (elements.get(i) instanceof String name) {
                    return name;
                }
            }
            return head();
        }
    }

    record Value(AttributeValue value) implements Expr {
    }

    /** {@code operator} is =, &lt;&gt;, &lt;, &lt;=, &gt; or &gt;= ({@code !=} is read as &lt;&gt;). */
    record Compare(String operator, Expr left, Expr right) implements Expr {
    }

    record And(Expr left, Expr right) implements Expr {
    }

    record Or(Expr left, Expr right) implements Expr {
    }

    record Not(Expr expr) implements Expr {
    }

    record Between(Expr value, Expr low, Expr high) implements Expr {
    }

    record In(Expr value, List<Expr> candidates) implements Expr {
    }

    /** {@code x IS [NOT] MISSING} or {@code x IS [NOT] NULL}. */
    record Is(Expr value, boolean missing, boolean negated) implements Expr {
    }

    /** A function, its name in lower case: begins_with, contains, attribute_type, size, list_append, ... */
    record Call(String name, List<Expr> arguments) implements Expr {
    }

    /** {@code a + b} or {@code a - b} in a SET value. */
    record Arithmetic(char operator, Expr left, Expr right) implements Expr {
    }
}
