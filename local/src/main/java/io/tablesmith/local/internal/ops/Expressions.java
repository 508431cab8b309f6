package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ExpressionContext;
import io.tablesmith.local.internal.expr.Parser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The parsed expressions of one request, checked together for unused names and values. */
final class Expressions {
    Ast.Update update;
    Ast.Condition condition;
    Ast.Condition keyCondition;
    Ast.Condition filter;
    List<Ast.Path> projection;

    private Expressions() {
    }

    /**
     * Parses the given expressions (any may be null) in DynamoDB's order. {@code valueExpressions} names
     * the expressions of this operation that may use values, for the "can only be specified" message.
     */
    static Expressions parse(Map<String, String> names, Map<String, AttributeValue> values, String update,
                             String condition, String keyCondition, String filter, String projection,
                             String... valueExpressions) {
        checkParameters(names, values, update, condition, keyCondition, filter, projection, valueExpressions);
        checkNames(names);
        Expressions e = new Expressions();
        if (names == null && values == null && update == null && condition == null && keyCondition == null
                && filter == null && projection == null) {
            return e; // most writes carry no expression: nothing to parse or check
        }
        ExpressionContext context = new ExpressionContext(names, values);
        if (update != null) {
            e.update = Parser.update(update, context);
        }
        if (condition != null) {
            e.condition = Parser.condition("ConditionExpression", condition, context);
        }
        if (keyCondition != null) {
            e.keyCondition = Parser.condition("KeyConditionExpression", keyCondition, context);
        }
        if (filter != null) {
            e.filter = Parser.condition("FilterExpression", filter, context);
        }
        if (projection != null) {
            e.projection = Parser.projection(projection, context);
        }
        context.checkAllUsed();
        return e;
    }

    /** DynamoDB's first check: placeholders given without any expression that could use them. */
    static void checkParameters(Map<String, String> names, Map<String, AttributeValue> values, String update,
                                String condition, String keyCondition, String filter, String projection,
                                String... valueExpressions) {
        boolean anyExpression = update != null || condition != null || keyCondition != null || filter != null
                || projection != null;
        if (names != null && !anyExpression) {
            throw Errors.validation("ExpressionAttributeNames can only be specified when using expressions");
        }
        boolean anyValueExpression = update != null || condition != null || keyCondition != null || filter != null;
        if (values != null && !anyValueExpression && valueExpressions.length > 0) {
            throw Errors.validation("ExpressionAttributeValues can only be specified when using expressions: "
                    + String.join(" and ", valueExpressions) + (valueExpressions.length > 1 ? " are" : " is") + " null");
        }
    }

    /** An ExpressionAttributeNames entry may not stand for the empty name. */
    private static void checkNames(Map<String, String> names) {
        if (names == null) {
            return;
        }
        for (Map.Entry<String, String> e : names.entrySet()) {
            if (e.getValue() == null || e.getValue().isEmpty()) {
                throw Errors.validation("ExpressionAttributeNames contains invalid value: Empty attribute name for key "
                        + e.getKey());
            }
        }
    }

    /** Top-level attribute names a condition reads (for "can only contain non-primary key attributes"). */
    static List<String> heads(Ast.Condition condition) {
        List<String> heads = new ArrayList<>();
        collect(condition, heads);
        return heads;
    }

    private static void collect(Ast.Condition c, List<String> heads) {
        if (c instanceof Ast.And) {
            collect(((Ast.And) c).left(), heads);
            collect(((Ast.And) c).right(), heads);
        } else if (c instanceof Ast.Or) {
            collect(((Ast.Or) c).left(), heads);
            collect(((Ast.Or) c).right(), heads);
        } else if (c instanceof Ast.Not) {
            collect(((Ast.Not) c).condition(), heads);
        } else if (c instanceof Ast.Comparison) {
            collect(((Ast.Comparison) c).left(), heads);
            collect(((Ast.Comparison) c).right(), heads);
        } else if (c instanceof Ast.Between) {
            collect(((Ast.Between) c).value(), heads);
            collect(((Ast.Between) c).low(), heads);
            collect(((Ast.Between) c).high(), heads);
        } else if (c instanceof Ast.In) {
            collect(((Ast.In) c).value(), heads);
            ((Ast.In) c).candidates().forEach(o -> collect(o, heads));
        } else if (c instanceof Ast.Function) {
            ((Ast.Function) c).arguments().forEach(o -> collect(o, heads));
        }
    }

    private static void collect(Ast.Operand o, List<String> heads) {
        if (o instanceof Ast.PathOperand) {
            heads.add(((Ast.PathOperand) o).path().head());
        } else if (o instanceof Ast.SizeOperand) {
            collect(((Ast.SizeOperand) o).argument(), heads);
        }
    }
}
