package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.ValueTypes;
import io.tablesmith.local.internal.expr.Ast;
import java.util.List;

/**
 * The rules of a SearchConditionExpression beyond its syntax (which is a condition expression's): it reads
 * top-level attributes of the index's SearchSchema only, each compared with a value of the type the table
 * declares for it, with comparisons, BETWEEN, IN, AND, OR, NOT and parentheses (no functions, no size());
 * and when the SearchSchema has a vector index partition key (HASH), the expression must say which
 * partition to search: an equality on that key, joined to the rest by AND, and the key is compared by = only.
 */
public final class SearchConditions {
    private static final String INVALID = "Invalid SearchConditionExpression: ";

    private SearchConditions() {
    }

    /** Refuses {@code condition} (null when the request has none) for a search of {@code index}. */
    public static void check(Ast.Condition condition, VectorIndexDef index) {
        KeyDef hash = index.hash();
        if (hash != null && condition == null) {
            throw Errors.validation("SearchConditionExpression must be provided when SearchSchema has a HASH key");
        }
        if (condition == null) {
            return;
        }
        walk(condition, index);
        if (hash != null && !hasPartitionEquality(condition, hash.name())) {
            throw Errors.validation(INVALID + "it must contain an equality condition on the vector index partition "
                    + "key " + hash.name() + ", joined to the other conditions by AND");
        }
    }

    private static void walk(Ast.Condition c, VectorIndexDef index) {
        if (c instanceof Ast.And and) {
            walk(and.left(), index);
            walk(and.right(), index);
        } else if (c instanceof Ast.Or or) {
            walk(or.left(), index);
            walk(or.right(), index);
        } else if (c instanceof Ast.Not not) {
            walk(not.condition(), index);
        } else if (c instanceof Ast.Comparison comparison) {
            boolean pathLeft = comparison.left() instanceof Ast.PathOperand;
            Ast.Operand path = pathLeft ? comparison.left() : comparison.right();
            Ast.Operand value = pathLeft ? comparison.right() : comparison.left();
            KeyDef attribute = attribute(path, value, index);
            if (attribute == index.hash() && !comparison.operator().equals("=")) {
                throw Errors.validation("Invalid comparator used in SearchConditionExpression");
            }
        } else if (c instanceof Ast.Between between) {
            noHashKey(attribute(between.value(), between.low(), index), index);
            attribute(between.value(), between.high(), index);
        } else if (c instanceof Ast.In in) {
            for (Ast.Operand candidate : in.candidates()) {
                noHashKey(attribute(in.value(), candidate, index), index);
            }
        } else if (c instanceof Ast.Function function) {
            throw Errors.validation(INVALID + "the function " + function.name() + " is not supported; use "
                    + "comparisons, BETWEEN, IN, AND, OR and NOT");
        }
    }

    private static void noHashKey(KeyDef attribute, VectorIndexDef index) {
        if (attribute == index.hash()) {
            throw Errors.validation("Invalid comparator used in SearchConditionExpression");
        }
    }

    /** The SearchSchema attribute a condition compares with a value, checking both sides. */
    private static KeyDef attribute(Ast.Operand path, Ast.Operand value, VectorIndexDef index) {
        if (path instanceof Ast.SizeOperand || value instanceof Ast.SizeOperand) {
            throw Errors.validation(INVALID + "the function size is not supported; use comparisons, BETWEEN, IN, "
                    + "AND, OR and NOT");
        }
        if (!(path instanceof Ast.PathOperand p) || !(value instanceof Ast.ValueOperand v)) {
            throw Errors.validation(INVALID + "each condition must compare an attribute of the SearchSchema with "
                    + "an expression attribute value");
        }
        if (p.path().isNested()) {
            throw Errors.validation(INVALID + "nested attribute paths are not supported: " + p.path().render());
        }
        KeyDef attribute = index.searchAttribute(p.path().head());
        if (attribute == null) {
            throw Errors.validation(INVALID + "attribute " + p.path().head() + " is not in the SearchSchema of "
                    + "vector index " + index.name());
        }
        if (!attribute.type().equals(ValueTypes.type(v.value()))) {
            throw Errors.validation("One or more parameter values were invalid: Condition parameter type does not "
                    + "match schema type");
        }
        return attribute;
    }

    private static boolean hasPartitionEquality(Ast.Condition c, String hash) {
        if (c instanceof Ast.And and) {
            return hasPartitionEquality(and.left(), hash) || hasPartitionEquality(and.right(), hash);
        }
        if (c instanceof Ast.Comparison comparison && comparison.operator().equals("=")) {
            for (Ast.Operand side : List.of(comparison.left(), comparison.right())) {
                if (side instanceof Ast.PathOperand p && p.path().head().equals(hash)) {
                    return true;
                }
            }
        }
        return false;
    }
}
