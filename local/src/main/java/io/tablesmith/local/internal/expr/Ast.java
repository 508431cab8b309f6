package io.tablesmith.local.internal.expr;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The syntax trees of condition, update and projection expressions, with names and values resolved. */
public final class Ast {
    private Ast() {
    }

    /** A document path: attribute names (String) and list indexes (Integer). */
    public record Path(List<Object> elements) {
        public String head() {
            return (String) elements.get(0);
        }

        public boolean isNested() {
            return elements.size() > 1;
        }

        /** DynamoDB's rendering in error messages: {@code [a, b, [2]]}. */
        public String render() {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < elements.size(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                Object e = elements.get(i);
                sb.append(e instanceof Integer ? "[" + e + "]" : e);
            }
            return sb.append(']').toString();
        }
    }

    /** Something that yields a value: a path, a placeholder value, size(), or an update function. */
    public interface Operand {
    }

    public record PathOperand(Path path) implements Operand {
    }

    public record ValueOperand(String placeholder, AttributeValue value) implements Operand {
    }

    public record SizeOperand(Operand argument) implements Operand {
    }

    public record IfNotExists(Path path, Operand fallback) implements Operand {
    }

    public record ListAppend(Operand first, Operand second) implements Operand {
    }

    public record Arithmetic(char operator, Operand left, Operand right) implements Operand {
    }

    /** A boolean condition. */
    public interface Condition {
    }

    public record And(Condition left, Condition right) implements Condition {
    }

    public record Or(Condition left, Condition right) implements Condition {
    }

    public record Not(Condition condition) implements Condition {
    }

    /** op is one of =, &lt;&gt;, &lt;, &lt;=, &gt;, &gt;=. */
    public record Comparison(String operator, Operand left, Operand right) implements Condition {
    }

    public record Between(Operand value, Operand low, Operand high) implements Condition {
    }

    public record In(Operand value, List<Operand> candidates) implements Condition {
    }

    /** attribute_exists, attribute_not_exists, attribute_type, begins_with, contains. */
    public record Function(String name, List<Operand> arguments) implements Condition {
    }

    public record SetAction(Path path, Operand value) {
    }

    public record AddAction(Path path, AttributeValue value) {
    }

    public record DeleteAction(Path path, AttributeValue value) {
    }

    public record Update(List<SetAction> sets, List<Path> removes, List<AddAction> adds, List<DeleteAction> deletes) {
        /** Every path the update writes, in order. */
        public List<Path> paths() {
            List<Path> paths = new java.util.ArrayList<>();
            sets.forEach(s -> paths.add(s.path()));
            paths.addAll(removes);
            adds.forEach(a -> paths.add(a.path()));
            deletes.forEach(d -> paths.add(d.path()));
            return paths;
        }
    }
}
