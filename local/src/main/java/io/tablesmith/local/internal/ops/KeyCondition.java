package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Values;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A KeyConditionExpression reduced to "hash = value" and an optional sort key condition. */
final class KeyCondition {
    /** One key's condition: operator (=, <, <=, >, >=, BETWEEN, begins_with) and its values. */
    record Part(String operator, List<AttributeValue> values) {
        boolean matches(AttributeValue v) {
            switch (operator) {
                case "BETWEEN":
                    return ConditionEvaluator.compare(">=", v, values.get(0))
                            && ConditionEvaluator.compare("<=", v, values.get(1));
                case "begins_with":
                    return Values.beginsWith(v, values.get(0));
                default:
                    return ConditionEvaluator.compare(operator, v, values.get(0));
            }
        }
    }

    final AttributeValue hashValue;
    final Part range;

    private KeyCondition(AttributeValue hashValue, Part range) {
        this.hashValue = hashValue;
        this.range = range;
    }

    private static final Map<String, String> FLIPPED = Map.of("=", "=", "<", ">", "<=", ">=", ">", "<", ">=", "<=");

    static KeyCondition of(Ast.Condition condition, KeyDef hash, KeyDef range) {
        Map<String, Part> parts = new LinkedHashMap<>();
        collect(condition, parts);
        if (parts.size() > 2) {
            throw Errors.validation("Conditions can be of length 1 or 2 only");
        }
        if (range == null && parts.size() > 1) {
            throw Errors.validation("Query key condition not supported");
        }
        if (!parts.containsKey(hash.name())) {
            throw Errors.validation("Query condition missed key schema element: " + hash.name());
        }
        if (parts.size() == 2 && !parts.containsKey(range.name())) {
            throw Errors.validation("Query condition missed key schema element: " + range.name());
        }
        Part h = parts.get(hash.name());
        checkTypes(h, hash);
        if (!"=".equals(h.operator())) {
            throw Errors.validation("Query key condition not supported");
        }
        Part r = range == null ? null : parts.get(range.name());
        if (r != null) {
            checkTypes(r, range);
        }
        return new KeyCondition(h.values().get(0), r);
    }

    private static void checkTypes(Part part, KeyDef key) {
        for (AttributeValue v : part.values()) {
            if (!key.type().equals(Values.type(v))) {
                throw Errors.validation("One or more parameter values were invalid: Condition parameter type does not "
                        + "match schema type");
            }
        }
    }

    private static void collect(Ast.Condition c, Map<String, Part> parts) {
        if (c instanceof Ast.And) {
            collect(((Ast.And) c).left(), parts);
            collect(((Ast.And) c).right(), parts);
            return;
        }
        if (c instanceof Ast.Or) {
            throw Errors.validation("Invalid operator used in KeyConditionExpression: OR");
        }
        if (c instanceof Ast.Not) {
            throw Errors.validation("Invalid operator used in KeyConditionExpression: NOT");
        }
        if (c instanceof Ast.In) {
            throw Errors.validation("Invalid operator used in KeyConditionExpression: IN");
        }
        String operator;
        List<Ast.Operand> operands = new ArrayList<>();
        if (c instanceof Ast.Comparison) {
            Ast.Comparison cmp = (Ast.Comparison) c;
            if ("<>".equals(cmp.operator())) {
                throw Errors.validation("Invalid operator used in KeyConditionExpression: <>");
            }
            operator = cmp.operator();
            operands.add(cmp.left());
            operands.add(cmp.right());
        } else if (c instanceof Ast.Between) {
            Ast.Between b = (Ast.Between) c;
            if (!(b.value() instanceof Ast.PathOperand)) {
                throw invalidCondition("BETWEEN operator must have the key attribute as its first operand");
            }
            operator = "BETWEEN";
            operands.add(b.value());
            operands.add(b.low());
            operands.add(b.high());
        } else {
            Ast.Function f = (Ast.Function) c;
            if (!"begins_with".equals(f.name())) {
                throw Errors.validation("Invalid operator used in KeyConditionExpression: " + f.name());
            }
            if (!(f.arguments().get(0) instanceof Ast.PathOperand)) {
                throw invalidCondition("begins_with operator must have the key attribute as its first operand");
            }
            operator = "begins_with";
            operands.addAll(f.arguments());
        }
        String attribute = null;
        int attributeIndex = -1;
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            Ast.Operand o = operands.get(i);
            if (o instanceof Ast.SizeOperand) {
                throw Errors.validation("KeyConditionExpressions cannot contain nested operations");
            }
            if (o instanceof Ast.PathOperand) {
                Ast.Path path = ((Ast.PathOperand) o).path();
                if (attribute != null) {
                    throw invalidCondition("Multiple attribute names used in one condition");
                }
                if (path.isNested()) {
                    throw Errors.validation("KeyConditionExpressions cannot have conditions on nested attributes");
                }
                attribute = path.head();
                attributeIndex = i;
            } else {
                values.add(((Ast.ValueOperand) o).value());
            }
        }
        if (attribute == null) {
            throw invalidCondition("No key attribute specified");
        }
        if (parts.containsKey(attribute)) {
            throw Errors.validation("KeyConditionExpressions must only contain one condition per key");
        }
        if (attributeIndex != 0) {
            operator = FLIPPED.get(operator);
        }
        parts.put(attribute, new Part(operator, values));
    }

    private static RuntimeException invalidCondition(String message) {
        return Errors.validation("Invalid condition in KeyConditionExpression: " + message);
    }
}
