package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.ValueEquality;
import io.tablesmith.local.internal.ValueOrder;
import io.tablesmith.local.internal.ValueTypes;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Evaluates a parsed condition against an item (an absent item is an empty map). */
public final class ConditionEvaluator {
    private ConditionEvaluator() {
    }

    public static boolean matches(Ast.Condition condition, Map<String, AttributeValue> item) {
        if (condition instanceof Ast.And) {
            Ast.And and = (Ast.And) condition;
            return matches(and.left(), item) && matches(and.right(), item);
        }
        if (condition instanceof Ast.Or) {
            Ast.Or or = (Ast.Or) condition;
            return matches(or.left(), item) || matches(or.right(), item);
        }
        if (condition instanceof Ast.Not) {
            return !matches(((Ast.Not) condition).condition(), item);
        }
        if (condition instanceof Ast.Comparison) {
            Ast.Comparison c = (Ast.Comparison) condition;
            return compare(c.operator(), value(c.left(), item), value(c.right(), item));
        }
        if (condition instanceof Ast.Between) {
            Ast.Between b = (Ast.Between) condition;
            AttributeValue v = value(b.value(), item);
            return compare(">=", v, value(b.low(), item)) && compare("<=", v, value(b.high(), item));
        }
        if (condition instanceof Ast.In) {
            Ast.In in = (Ast.In) condition;
            AttributeValue v = value(in.value(), item);
            for (Ast.Operand candidate : in.candidates()) {
                if (compare("=", v, value(candidate, item))) {
                    return true;
                }
            }
            return false;
        }
        return function((Ast.Function) condition, item);
    }

    private static boolean function(Ast.Function f, Map<String, AttributeValue> item) {
        switch (f.name()) {
            case "attribute_exists":
                return value(f.arguments().get(0), item) != null;
            case "attribute_not_exists":
                return value(f.arguments().get(0), item) == null;
            case "attribute_type": {
                AttributeValue v = value(f.arguments().get(0), item);
                AttributeValue type = value(f.arguments().get(1), item);
                return v != null && type != null && type.s() != null && type.s().equals(ValueTypes.type(v));
            }
            case "begins_with": {
                AttributeValue v = value(f.arguments().get(0), item);
                AttributeValue prefix = value(f.arguments().get(1), item);
                return v != null && prefix != null && ValueFunctions.beginsWith(v, prefix);
            }
            case "contains": {
                AttributeValue v = value(f.arguments().get(0), item);
                AttributeValue operand = value(f.arguments().get(1), item);
                return v != null && operand != null && ValueFunctions.contains(v, operand);
            }
            default:
                return false;
        }
    }

    /** Evaluates =, &lt;&gt;, &lt;, &lt;=, &gt;, &gt;= with DynamoDB's rules; a missing operand fails all but &lt;&gt;. */
    public static boolean compare(String operator, AttributeValue a, AttributeValue b) {
        if ("<>".equals(operator)) {
            return a == null || b == null || !ValueEquality.equal(a, b);
        }
        if (a == null || b == null) {
            return false;
        }
        if ("=".equals(operator)) {
            return ValueEquality.equal(a, b);
        }
        String type = ValueTypes.type(a);
        if (!ValueOrder.isOrderable(type) || !type.equals(ValueTypes.type(b))) {
            return false;
        }
        int c = ValueOrder.compare(a, b);
        switch (operator) {
            case "<": return c < 0;
            case "<=": return c <= 0;
            case ">": return c > 0;
            case ">=": return c >= 0;
            default: return false;
        }
    }

    /** The value of a condition operand: a path, a placeholder or size(). */
    public static AttributeValue value(Ast.Operand operand, Map<String, AttributeValue> item) {
        if (operand instanceof Ast.PathOperand) {
            return Paths.resolve(item, ((Ast.PathOperand) operand).path());
        }
        if (operand instanceof Ast.ValueOperand) {
            return ((Ast.ValueOperand) operand).value();
        }
        if (operand instanceof Ast.SizeOperand) {
            AttributeValue v = value(((Ast.SizeOperand) operand).argument(), item);
            Integer size = ValueFunctions.size(v);
            return size == null ? null : AttributeValue.fromN(Integer.toString(size));
        }
        return null;
    }
}
