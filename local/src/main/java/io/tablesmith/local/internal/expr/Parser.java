package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.expr.Problems.Category;
import io.tablesmith.local.internal.expr.Token.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A hand-written recursive-descent parser for DynamoDB's condition (also filter and key condition),
 * update and projection expressions. Syntax errors are thrown at once; semantic problems are collected
 * and the one DynamoDB would report is thrown when the expression has been read.
 *
 * <pre>
 * condition  := or
 * or         := and ("OR" and)*
 * and        := not ("AND" not)*
 * not        := "NOT" not | "(" or ")" | function | operand comparison
 * comparison := comparator operand | "BETWEEN" operand "AND" operand | "IN" "(" operand ("," operand)* ")"
 * operand    := path | ":value" | "size" "(" operand ")"
 * path       := name ("." name | "[" digits "]")*      name := identifier | "#placeholder"
 * update     := ("SET" set ("," set)* | "REMOVE" path ("," path)* | ("ADD" | "DELETE") path ":value" (...)*)+
 * set        := path "=" value (("+" | "-") value)?
 * value      := path | ":value" | "if_not_exists" "(" path "," value ")" | "list_append" "(" value "," value ")"
 * projection := path ("," path)*
 * </pre>
 */
public final class Parser {
    private final String kind;
    private final TokenCursor tokens;
    private final ExpressionContext context;
    private final Problems problems = new Problems();
    private final SemanticChecks checks = new SemanticChecks(problems);
    private final boolean update;
    private final Map<Integer, Integer> parenGroups = new HashMap<>();

    private Parser(String kind, String text, ExpressionContext context, boolean update) {
        if (text.isEmpty()) {
            throw Errors.invalidExpression(kind, "The expression can not be empty;");
        }
        this.kind = kind;
        this.context = context;
        this.update = update;
        this.tokens = new TokenCursor(kind, text);
    }

    /** Parses a ConditionExpression, FilterExpression or KeyConditionExpression ({@code kind} names which). */
    public static Ast.Condition condition(String kind, String text, ExpressionContext context) {
        Parser p = new Parser(kind, text, context, false);
        Ast.Condition c = p.parseOr();
        p.tokens.expectEnd();
        p.problems.throwFirst(kind, Category.PARENS, Category.UNKNOWN_FUNCTION, Category.MISUSED_FUNCTION,
                Category.RESERVED, Category.ATTR_NAME, Category.OPERAND_COUNT, Category.DISTINCT, Category.FUNCTION);
        return c;
    }

    public static Ast.Update update(String text, ExpressionContext context) {
        Parser p = new Parser("UpdateExpression", text, context, true);
        Ast.Update u = p.parseUpdate();
        p.problems.throwFirst(p.kind, Category.RESERVED, Category.UNKNOWN_FUNCTION, Category.SECTION,
                Category.ATTR_NAME, Category.ATTR_VALUE, Category.PATH_OVERLAP, Category.PATH_CONFLICT,
                Category.OPERAND, Category.FUNCTION);
        return u;
    }

    public static List<Ast.Path> projection(String text, ExpressionContext context) {
        Parser p = new Parser("ProjectionExpression", text, context, false);
        List<Ast.Path> paths = new ArrayList<>();
        do {
            Ast.Path path = p.parsePath();
            p.checks.overlap(path);
            paths.add(path);
        } while (p.tokens.accept(Kind.COMMA));
        p.tokens.expectEnd();
        p.problems.throwFirst(p.kind, Category.RESERVED, Category.ATTR_NAME, Category.PATH_OVERLAP,
                Category.PATH_CONFLICT);
        return paths;
    }

    // ---------------------------------------------------------------- conditions

    private Ast.Condition parseOr() {
        Ast.Condition left = parseAnd();
        while (tokens.peek().isKeyword("OR")) {
            tokens.next();
            left = new Ast.Or(left, parseAnd());
        }
        return left;
    }

    private Ast.Condition parseAnd() {
        Ast.Condition left = parseNot();
        while (tokens.peek().isKeyword("AND")) {
            tokens.next();
            left = new Ast.And(left, parseNot());
        }
        return left;
    }

    private Ast.Condition parseNot() {
        if (tokens.peek().isKeyword("NOT")) {
            tokens.next();
            return new Ast.Not(parseNot());
        }
        return parsePrimary();
    }

    private Ast.Condition parsePrimary() {
        if (tokens.peek().is(Kind.LPAREN)) {
            int open = tokens.position();
            tokens.next();
            Ast.Condition inner = parseOr();
            int close = tokens.position();
            tokens.expect(Kind.RPAREN);
            Integer innerClose = parenGroups.get(open + 1);
            if (innerClose != null && innerClose == close - 1) {
                problems.add(Category.PARENS, "The expression has redundant parentheses;");
            }
            parenGroups.put(open, close);
            return inner;
        }
        return parsePredicate();
    }

    private Ast.Condition parsePredicate() {
        Token t = tokens.peek();
        if (t.is(Kind.NAME) && tokens.peek(1).is(Kind.LPAREN) && !"size".equals(t.text())) {
            Ast.Function f = parseConditionFunction();
            if (startsComparison(tokens.peek())) {
                problems.add(Category.MISUSED_FUNCTION,
                        "The function is not allowed to be used this way in an expression; function: " + f.name());
                parseComparisonRest(new Ast.ValueOperand(null, null));
            }
            return f;
        }
        Ast.Operand left = parseOperand();
        Ast.Condition c = parseComparisonRest(left);
        if (c == null) {
            if (left instanceof Ast.SizeOperand) {
                throw Errors.invalidExpression(kind,
                        "The function is not allowed to be used this way in an expression; function: size");
            }
            throw tokens.syntaxError();
        }
        return c;
    }

    private static boolean isComparator(Token t) {
        switch (t.kind()) {
            case EQ: case NE: case LT: case LE: case GT: case GE:
                return true;
            default:
                return false;
        }
    }

    private static boolean startsComparison(Token t) {
        return isComparator(t) || t.isKeyword("BETWEEN") || t.isKeyword("IN");
    }

    /** The rest of "operand comparator operand", BETWEEN or IN; null when no comparison follows. */
    private Ast.Condition parseComparisonRest(Ast.Operand left) {
        Token op = tokens.peek();
        if (isComparator(op)) {
            tokens.next();
            Ast.Operand right = parseOperand();
            checks.distinct(op.text(), left, right);
            return new Ast.Comparison(op.text(), left, right);
        }
        if (op.isKeyword("BETWEEN")) {
            tokens.next();
            Ast.Operand low = parseOperand();
            if (!tokens.peek().isKeyword("AND")) {
                throw tokens.syntaxError();
            }
            tokens.next();
            Ast.Operand high = parseOperand();
            checks.between(low, high);
            return new Ast.Between(left, low, high);
        }
        if (op.isKeyword("IN")) {
            tokens.next();
            tokens.expect(Kind.LPAREN);
            List<Ast.Operand> candidates = new ArrayList<>();
            do {
                candidates.add(parseOperand());
            } while (tokens.accept(Kind.COMMA));
            tokens.expect(Kind.RPAREN);
            return new Ast.In(left, candidates);
        }
        return null;
    }

    private Ast.Function parseConditionFunction() {
        String name = tokens.next().text();
        List<Ast.Operand> args = parseArguments(false);
        if (!SemanticChecks.CONDITION_FUNCTIONS.contains(name)) {
            problems.add(Category.UNKNOWN_FUNCTION, "Invalid function name; function: " + name);
        } else {
            checks.conditionFunction(name, args);
        }
        return new Ast.Function(name, args);
    }

    private List<Ast.Operand> parseArguments(boolean updateValues) {
        tokens.expect(Kind.LPAREN);
        List<Ast.Operand> args = new ArrayList<>();
        do {
            args.add(updateValues ? parseUpdateValue(false) : parseOperand());
        } while (tokens.accept(Kind.COMMA));
        tokens.expect(Kind.RPAREN);
        return args;
    }

    // ---------------------------------------------------------------- operands and paths

    private Ast.Operand parseOperand() {
        Token t = tokens.peek();
        if (t.is(Kind.NAME) && tokens.peek(1).is(Kind.LPAREN)) {
            return update ? parseUpdateFunction() : parseSize();
        }
        if (t.is(Kind.VALUE_REF)) {
            tokens.next();
            AttributeValue v = context.value(t.text());
            if (v == null) {
                problems.add(update ? Category.ATTR_VALUE : Category.ATTR_NAME,
                        "An expression attribute value used in expression is not defined; attribute value: " + t.text());
            }
            return new Ast.ValueOperand(t.text(), v);
        }
        if ((t.is(Kind.NAME) && !tokens.atKeyword()) || t.is(Kind.NAME_REF)) {
            return new Ast.PathOperand(parsePath());
        }
        throw tokens.syntaxError();
    }

    /** size(...) as an operand; any other function there is misused. */
    private Ast.Operand parseSize() {
        String name = tokens.peek().text();
        if (!"size".equals(name)) {
            parseConditionFunction();
            if (SemanticChecks.CONDITION_FUNCTIONS.contains(name)) {
                problems.add(Category.MISUSED_FUNCTION,
                        "The function is not allowed to be used this way in an expression; function: " + name);
            }
            return new Ast.ValueOperand(name, null);
        }
        tokens.next();
        List<Ast.Operand> args = parseArguments(false);
        checks.conditionFunction("size", args);
        return new Ast.SizeOperand(args.get(0));
    }

    private Ast.Operand parseUpdateFunction() {
        String name = tokens.next().text();
        List<Ast.Operand> args = parseArguments(true);
        if (!SemanticChecks.UPDATE_FUNCTIONS.contains(name)) {
            problems.add(Category.UNKNOWN_FUNCTION, "Invalid function name; function: " + name);
            return new Ast.ValueOperand(name, null);
        }
        if (args.size() != 2) {
            problems.add(Category.FUNCTION, "Incorrect number of operands for operator or function; "
                    + "operator or function: " + name + ", number of operands: " + args.size());
            return new Ast.ValueOperand(name, null);
        }
        if ("if_not_exists".equals(name)) {
            if (!(args.get(0) instanceof Ast.PathOperand)) {
                problems.add(Category.FUNCTION,
                        "Operator or function requires a document path; operator or function: " + name);
                return new Ast.ValueOperand(name, null);
            }
            return new Ast.IfNotExists(((Ast.PathOperand) args.get(0)).path(), args.get(1));
        }
        checks.operandTypes(name, "L", args);
        return new Ast.ListAppend(args.get(0), args.get(1));
    }

    private Ast.Path parsePath() {
        List<Object> elements = new ArrayList<>();
        elements.add(pathName());
        while (true) {
            if (tokens.accept(Kind.DOT)) {
                elements.add(pathName());
            } else if (tokens.accept(Kind.LBRACKET)) {
                Token number = tokens.peek();
                if (!number.is(Kind.NUMBER)) {
                    throw tokens.syntaxError();
                }
                int index;
                try {
                    index = Integer.parseInt(number.text());
                } catch (NumberFormatException e) {
                    throw tokens.syntaxError();
                }
                tokens.next();
                tokens.expect(Kind.RBRACKET);
                elements.add(index);
            } else {
                return new Ast.Path(List.copyOf(elements));
            }
        }
    }

    /** One name of a path: a #placeholder resolved, or a bare name that must not be a reserved word. */
    private String pathName() {
        Token t = tokens.peek();
        if (t.is(Kind.NAME_REF)) {
            tokens.next();
            String name = context.name(t.text());
            if (name == null) {
                problems.add(Category.ATTR_NAME,
                        "An expression attribute name used in the document path is not defined; attribute name: "
                                + t.text());
                return t.text();
            }
            return name;
        }
        if (t.is(Kind.NAME)) {
            tokens.next();
            if (ReservedWords.isReserved(t.text())) {
                problems.add(Category.RESERVED, "Attribute name is a reserved keyword; reserved keyword: " + t.text());
            }
            return t.text();
        }
        throw tokens.syntaxError();
    }

    // ---------------------------------------------------------------- updates

    private Ast.Update parseUpdate() {
        List<Ast.SetAction> sets = new ArrayList<>();
        List<Ast.Path> removes = new ArrayList<>();
        List<Ast.AddAction> adds = new ArrayList<>();
        List<Ast.DeleteAction> deletes = new ArrayList<>();
        Set<String> sections = new HashSet<>();
        if (tokens.peek().is(Kind.EOF)) {
            throw tokens.syntaxError();
        }
        while (!tokens.peek().is(Kind.EOF)) {
            Token keyword = tokens.peek();
            String section = keyword.is(Kind.NAME) ? keyword.text().toUpperCase(Locale.ROOT) : "";
            if (!Set.of("SET", "REMOVE", "ADD", "DELETE").contains(section)) {
                throw tokens.syntaxError();
            }
            tokens.next();
            if (!sections.add(section)) {
                problems.add(Category.SECTION,
                        "The \"" + section + "\" section can only be used once in an update expression;");
            }
            do {
                Ast.Path path = parseTargetPath();
                switch (section) {
                    case "SET":
                        tokens.expect(Kind.EQ);
                        sets.add(new Ast.SetAction(path, parseUpdateValue(true)));
                        break;
                    case "REMOVE":
                        removes.add(path);
                        break;
                    case "ADD":
                        adds.add(new Ast.AddAction(path, parseSetOperand("ADD")));
                        break;
                    default:
                        deletes.add(new Ast.DeleteAction(path, parseSetOperand("DELETE")));
                        break;
                }
            } while (tokens.accept(Kind.COMMA));
        }
        return new Ast.Update(sets, removes, adds, deletes);
    }

    private Ast.Path parseTargetPath() {
        Token t = tokens.peek();
        if (!(t.is(Kind.NAME) || t.is(Kind.NAME_REF))) {
            throw tokens.syntaxError();
        }
        Ast.Path path = parsePath();
        checks.overlap(path);
        return path;
    }

    private AttributeValue parseSetOperand(String operator) {
        Token t = tokens.peek();
        if (!t.is(Kind.VALUE_REF)) {
            throw tokens.syntaxError();
        }
        tokens.next();
        AttributeValue v = context.value(t.text());
        if (v == null) {
            problems.add(Category.ATTR_VALUE,
                    "An expression attribute value used in expression is not defined; attribute value: " + t.text());
            return null;
        }
        checks.setOperand(operator, v);
        return v;
    }

    private Ast.Operand parseUpdateValue(boolean allowArithmetic) {
        Ast.Operand left = parseOperand();
        if (allowArithmetic && (tokens.peek().is(Kind.PLUS) || tokens.peek().is(Kind.MINUS))) {
            char op = tokens.next().text().charAt(0);
            Ast.Operand right = parseOperand();
            checks.operandTypes(String.valueOf(op), "N", List.of(left, right));
            return new Ast.Arithmetic(op, left, right);
        }
        return left;
    }
}
