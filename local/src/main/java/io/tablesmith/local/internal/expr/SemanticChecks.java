package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.ValueOrder;
import io.tablesmith.local.internal.ValueRendering;
import io.tablesmith.local.internal.ValueTypes;
import io.tablesmith.local.internal.expr.Problems.Category;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The checks DynamoDB makes on a parsed expression before reading any item: operand counts and types of
 * functions, distinct operands, BETWEEN bounds, overlapping document paths. Each finding goes to
 * {@link Problems}, which reports the one DynamoDB would.
 */
final class SemanticChecks {
    static final Set<String> CONDITION_FUNCTIONS =
            Set.of("attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains", "size");
    static final Set<String> UPDATE_FUNCTIONS = Set.of("if_not_exists", "list_append");
    private static final Set<String> ATTRIBUTE_TYPES =
            Set.of("S", "N", "B", "NULL", "SS", "BOOL", "L", "BS", "NS", "M");

    private final Problems problems;
    private final List<Ast.Path> writtenPaths = new ArrayList<>();

    SemanticChecks(Problems problems) {
        this.problems = problems;
    }

    void conditionFunction(String name, List<Ast.Operand> args) {
        int expected = "attribute_exists".equals(name) || "attribute_not_exists".equals(name) || "size".equals(name)
                ? 1 : 2;
        if (args.size() != expected) {
            problems.add(Category.OPERAND_COUNT, "Incorrect number of operands for operator or function; "
                    + "operator or function: " + name + ", number of operands: " + args.size());
            return;
        }
        if (args.size() == 2) {
            distinct(name, args.get(0), args.get(1));
        }
        switch (name) {
            case "attribute_exists":
            case "attribute_not_exists":
                requirePath(name, args.get(0));
                break;
            case "begins_with":
                for (Ast.Operand arg : args) {
                    String type = typeOf(arg);
                    if (type != null && !"S".equals(type) && !"B".equals(type)) {
                        wrongType(name, type);
                        break;
                    }
                }
                break;
            case "attribute_type":
                attributeType(name, args);
                break;
            case "size": {
                String type = typeOf(args.get(0));
                if ("N".equals(type) || "BOOL".equals(type) || "NULL".equals(type)) {
                    wrongType(name, type);
                }
                break;
            }
            default:
                break;
        }
    }

    private void attributeType(String name, List<Ast.Operand> args) {
        if (!requirePath(name, args.get(0))) {
            return;
        }
        String type = typeOf(args.get(1));
        if (!"S".equals(type)) {
            wrongType(name, type == null ? "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}" : type);
            return;
        }
        String typeName = ((Ast.ValueOperand) args.get(1)).value().s();
        if (!ATTRIBUTE_TYPES.contains(typeName)) {
            problems.add(Category.FUNCTION, "Invalid attribute type name found; type: " + typeName
                    + ", valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}");
        }
    }

    private boolean requirePath(String name, Ast.Operand operand) {
        if (operand instanceof Ast.PathOperand) {
            return true;
        }
        problems.add(Category.FUNCTION, "Operator or function requires a document path; operator or function: " + name);
        return false;
    }

    private void wrongType(String name, String type) {
        problems.add(Category.FUNCTION, "Incorrect operand type for operator or function; operator or function: "
                + name + ", operand type: " + type);
    }

    /** {@code a = a}: the same path on both sides. */
    void distinct(String operator, Ast.Operand a, Ast.Operand b) {
        if (a instanceof Ast.PathOperand && b instanceof Ast.PathOperand
                && ((Ast.PathOperand) a).path().equals(((Ast.PathOperand) b).path())) {
            problems.add(Category.DISTINCT, "The first operand must be distinct from the remaining operands for "
                    + "this operator or function; operator: " + operator + ", first operand: "
                    + ((Ast.PathOperand) a).path().render());
        }
    }

    void between(Ast.Operand low, Ast.Operand high) {
        AttributeValue lo = low instanceof Ast.ValueOperand ? ((Ast.ValueOperand) low).value() : null;
        AttributeValue hi = high instanceof Ast.ValueOperand ? ((Ast.ValueOperand) high).value() : null;
        if (lo == null || hi == null) {
            return;
        }
        String t1 = ValueTypes.type(lo);
        String t2 = ValueTypes.type(hi);
        String bounds = "lower bound operand: AttributeValue: " + ValueRendering.render(lo)
                + ", upper bound operand: AttributeValue: " + ValueRendering.render(hi);
        if (!t1.equals(t2)) {
            problems.add(Category.FUNCTION,
                    "The BETWEEN operator requires same data type for lower and upper bounds; " + bounds);
        } else if (ValueOrder.isOrderable(t1) && ValueOrder.compare(lo, hi) > 0) {
            problems.add(Category.FUNCTION,
                    "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; " + bounds);
        }
    }

    /** list_append and + / -: placeholder operands must be lists, respectively numbers. */
    void operandTypes(String function, String required, List<Ast.Operand> operands) {
        for (Ast.Operand operand : operands) {
            String type = immediateType(operand);
            if (type != null && !required.equals(type)) {
                wrongType(function, type);
                return;
            }
        }
    }

    /** ADD takes a number or a set; DELETE a set. */
    void setOperand(String operator, AttributeValue value) {
        String type = ValueTypes.type(value);
        boolean ok = "SS".equals(type) || "NS".equals(type) || "BS".equals(type)
                || ("ADD".equals(operator) && "N".equals(type));
        if (!ok) {
            problems.add(Category.OPERAND, "Incorrect operand type for operator or function; operator: " + operator
                    + ", operand type: " + longTypeName(type));
        }
    }

    /** Every path written (or projected) must be apart from every other. */
    void overlap(Ast.Path path) {
        for (Ast.Path seen : writtenPaths) {
            List<Object> a = seen.elements();
            List<Object> b = path.elements();
            boolean diverged = false;
            for (int i = 0; i < Math.min(a.size(), b.size()) && !diverged; i++) {
                if (a.get(i).getClass() != b.get(i).getClass()) {
                    problems.add(Category.PATH_CONFLICT, "Two document paths conflict with each other; "
                            + "must remove or rewrite one of these paths; path one: " + seen.render()
                            + ", path two: " + path.render());
                    diverged = true;
                } else if (!a.get(i).equals(b.get(i))) {
                    diverged = true;
                }
            }
            if (!diverged) {
                problems.add(Category.PATH_OVERLAP, "Two document paths overlap with each other; "
                        + "must remove or rewrite one of these paths; path one: " + seen.render()
                        + ", path two: " + path.render());
            }
        }
        writtenPaths.add(path);
    }

    /** The statically known type of a condition operand (placeholder values and size()), or null. */
    private static String typeOf(Ast.Operand operand) {
        if (operand instanceof Ast.SizeOperand) {
            return "N";
        }
        return immediateType(operand);
    }

    private static String immediateType(Ast.Operand operand) {
        if (operand instanceof Ast.ValueOperand) {
            AttributeValue v = ((Ast.ValueOperand) operand).value();
            return v == null ? null : ValueTypes.type(v);
        }
        return null;
    }

    private static String longTypeName(String type) {
        switch (type) {
            case "S": return "STRING";
            case "N": return "NUMBER";
            case "B": return "BINARY";
            case "BOOL": return "BOOLEAN";
            case "L": return "LIST";
            case "M": return "MAP";
            default: return type;
        }
    }
}
