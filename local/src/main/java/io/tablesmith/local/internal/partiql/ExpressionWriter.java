package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.ValueOrder;
import io.tablesmith.local.internal.ValueTypes;
import io.tablesmith.local.internal.partiql.Statement.Expr;
import io.tablesmith.local.internal.partiql.Statement.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes PartiQL expressions as DynamoDB condition and update expressions, every name and value a
 * placeholder, so that the engine's own parser, checks and evaluator serve PartiQL too.
 */
final class ExpressionWriter {
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, String> placeholderOfName = new HashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    /** The ExpressionAttributeNames written so far, or null when none. */
    Map<String, String> names() {
        return names.isEmpty() ? null : names;
    }

    /** The ExpressionAttributeValues written so far, or null when none. */
    Map<String, AttributeValue> values() {
        return values.isEmpty() ? null : values;
    }

    String path(Path path) {
        StringBuilder sb = new StringBuilder();
        for (Object element : path.elements()) {
            if (element instanceof Integer index) {
                sb.append('[').append(index).append(']');
            } else {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(name((String) element));
            }
        }
        return sb.toString();
    }

    String name(String name) {
        return placeholderOfName.computeIfAbsent(name, n -> {
            String placeholder = "#n" + names.size();
            names.put(placeholder, n);
            return placeholder;
        });
    }

    String value(AttributeValue value) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, value);
        return placeholder;
    }

    /** A WHERE expression as a condition expression. */
    String condition(Expr e) {
        if (e instanceof Statement.And and) {
            return conjunct(and.left()) + " AND " + conjunct(and.right());
        }
        if (e instanceof Statement.Or or) {
            return condition(or.left()) + " OR " + condition(or.right());
        }
        if (e instanceof Statement.Not not) {
            return "NOT " + (precedence(not.expr()) < NOT ? "(" + condition(not.expr()) + ")" : condition(not.expr()));
        }
        if (e instanceof Statement.Compare c) {
            if (!c.operator().equals("=") && !c.operator().equals("<>")) {
                orderable(c.operator(), c.left(), c.right());
            }
            return operand(c.left()) + " " + c.operator() + " " + operand(c.right());
        }
        if (e instanceof Statement.Between b) {
            orderable("BETWEEN", b.value(), b.low(), b.high());
            return operand(b.value()) + " BETWEEN " + operand(b.low()) + " AND " + operand(b.high());
        }
        if (e instanceof Statement.In in) {
            List<String> candidates = new ArrayList<>();
            in.candidates().forEach(c -> candidates.add(operand(c)));
            return operand(in.value()) + " IN (" + String.join(", ", candidates) + ")";
        }
        if (e instanceof Statement.Is is) {
            String path = operand(is.value());
            if (is.missing()) {
                return (is.negated() ? "attribute_exists(" : "attribute_not_exists(") + path + ")";
            }
            // in PartiQL a missing attribute IS NULL too
            String isNull = "attribute_type(" + path + ", " + value(AttributeValue.fromS("NULL")) + ")";
            return is.negated() ? "attribute_exists(" + path + ") AND NOT " + isNull
                    : "attribute_not_exists(" + path + ") OR " + isNull;
        }
        if (e instanceof Statement.Call call) {
            switch (call.name()) {
                case "begins_with", "contains", "attribute_type", "attribute_exists", "attribute_not_exists":
                    return call.name() + "(" + arguments(call.arguments()) + ")";
                case "exists":
                    return "attribute_exists(" + arguments(call.arguments()) + ")";
                case "missing":
                    return "attribute_not_exists(" + arguments(call.arguments()) + ")";
                default:
                    throw Errors.validation("Unsupported function in a condition: " + call.name());
            }
        }
        throw Errors.validation("Unsupported condition: a " + describe(e) + " is not a condition");
    }

    /** A condition as an operand of AND: in parentheses when it is an OR. */
    String conjunct(Expr e) {
        return precedence(e) < AND ? "(" + condition(e) + ")" : condition(e);
    }

    private static final int OR = 1;
    private static final int AND = 2;
    private static final int NOT = 3;
    private static final int PREDICATE = 4;

    /** How tightly the written form of {@code e} binds (parentheses are added only where needed). */
    private static int precedence(Expr e) {
        if (e instanceof Statement.Or) {
            return OR;
        }
        if (e instanceof Statement.And) {
            return AND;
        }
        if (e instanceof Statement.Not) {
            return NOT;
        }
        if (e instanceof Statement.Is is && !is.missing()) {
            return is.negated() ? AND : OR;
        }
        return PREDICATE;
    }

    /** A value of a condition or a SET: a path, a value, size(), arithmetic or an update function. */
    String operand(Expr e) {
        if (e instanceof Path p) {
            return path(p);
        }
        if (e instanceof Statement.Value v) {
            return value(v.value());
        }
        if (e instanceof Statement.Arithmetic a) {
            return operand(a.left()) + " " + a.operator() + " " + operand(a.right());
        }
        if (e instanceof Statement.Call call) {
            switch (call.name()) {
                case "size", "list_append", "if_not_exists":
                    return call.name() + "(" + arguments(call.arguments()) + ")";
                default:
                    throw Errors.validation("Unsupported function as a value: " + call.name());
            }
        }
        throw Errors.validation("Unsupported operand: a " + describe(e) + " is not a value");
    }

    /** DynamoDB refuses, before reading any item, to order a value of a type without an order. */
    private static void orderable(String operator, Expr... operands) {
        for (Expr operand : operands) {
            if (operand instanceof Statement.Value v && !ValueOrder.isOrderable(ValueTypes.type(v.value()))) {
                throw Errors.validation("Incorrect operand type for operator or function; operator or function: "
                        + operator + ", operand type: " + ValueTypes.type(v.value()));
            }
        }
    }

    private String arguments(List<Expr> arguments) {
        List<String> out = new ArrayList<>();
        arguments.forEach(a -> out.add(operand(a)));
        return String.join(", ", out);
    }

    /** The SET and REMOVE actions of an UPDATE as an update expression (set_add and set_delete as ADD and DELETE). */
    String update(List<Statement.Action> actions) {
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        List<String> adds = new ArrayList<>();
        List<String> deletes = new ArrayList<>();
        for (Statement.Action action : actions) {
            String path = path(action.path());
            if (action.value() == null) {
                removes.add(path);
            } else if (action.value() instanceof Statement.Call call
                    && (call.name().equals("set_add") || call.name().equals("set_delete"))) {
                if (call.arguments().size() != 2 || !call.arguments().get(0).equals(action.path())
                        || !(call.arguments().get(1) instanceof Statement.Value)) {
                    throw Errors.validation(call.name() + " takes the attribute being set and a set value: "
                            + "SET a = " + call.name() + "(a, <<...>>)");
                }
                String operand = operand(call.arguments().get(1));
                (call.name().equals("set_add") ? adds : deletes).add(path + " " + operand);
            } else {
                sets.add(path + " = " + operand(action.value()));
            }
        }
        StringBuilder sb = new StringBuilder();
        clause(sb, "SET", sets);
        clause(sb, "REMOVE", removes);
        clause(sb, "ADD", adds);
        clause(sb, "DELETE", deletes);
        return sb.toString();
    }

    private static void clause(StringBuilder sb, String keyword, List<String> parts) {
        if (!parts.isEmpty()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(keyword).append(' ').append(String.join(", ", parts));
        }
    }

    private static String describe(Expr e) {
        return e.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }
}
