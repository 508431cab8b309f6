package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Values;
import io.tablesmith.local.internal.expr.Problems.Category;
import io.tablesmith.local.internal.expr.Token.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A hand-written recursive-descent parser for DynamoDB's condition (also filter and key condition),
 * update and projection expressions. Syntax errors are thrown at once; semantic problems are collected
 * and the one DynamoDB would report is thrown when the expression has been read.
 */
public final class Parser {
    private static final Set<String> CONDITION_FUNCTIONS =
            Set.of("attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains", "size");
    private static final Set<String> UPDATE_FUNCTIONS = Set.of("if_not_exists", "list_append");
    private static final Set<String> ATTRIBUTE_TYPES =
            Set.of("S", "N", "B", "NULL", "SS", "BOOL", "L", "BS", "NS", "M");

    private final String kind;
    private final String text;
    private final List<Token> tokens;
    private final ExpressionContext context;
    private final Problems problems = new Problems();
    private final boolean update;
    private final Map<Integer, Integer> parenGroups = new HashMap<>();
    private final List<Ast.Path> writtenPaths = new ArrayList<>();
    private int pos;

    private Parser(String kind, String text, ExpressionContext context, boolean update) {
        if (text.isEmpty()) {
            throw Errors.invalidExpression(kind, "The expression can not be empty;");
        }
        this.kind = kind;
        this.text = text;
        this.context = context;
        this.update = update;
        this.tokens = Lexer.tokenize(text);
    }

    /** Parses a ConditionExpression, FilterExpression or KeyConditionExpression ({@code kind} names which). */
    public static Ast.Condition condition(String kind, String text, ExpressionContext context) {
        Parser p = new Parser(kind, text, context, false);
        Ast.Condition c = p.parseOr();
        p.expectEnd();
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
            p.checkOverlap(path);
            paths.add(path);
        } while (p.accept(Kind.COMMA));
        p.expectEnd();
        p.problems.throwFirst(p.kind, Category.RESERVED, Category.ATTR_NAME, Category.PATH_OVERLAP,
                Category.PATH_CONFLICT);
        return paths;
    }

    // ---------------------------------------------------------------- tokens

    private Token peek() {
        return tokens.get(pos);
    }

    private Token peek(int ahead) {
        return tokens.get(Math.min(pos + ahead, tokens.size() - 1));
    }

    private Token next() {
        Token t = tokens.get(pos);
        if (t.kind() != Kind.EOF) {
            pos++;
        }
        return t;
    }

    private boolean accept(Kind k) {
        if (peek().is(k)) {
            next();
            return true;
        }
        return false;
    }

    private Token expect(Kind k) {
        if (!peek().is(k)) {
            throw syntaxError(pos);
        }
        return next();
    }

    private void expectEnd() {
        if (!peek().is(Kind.EOF)) {
            throw syntaxError(pos);
        }
    }

    private RuntimeException syntaxError(int index) {
        Token bad = tokens.get(index);
        int from = index > 0 ? tokens.get(index - 1).start() : bad.start();
        Token after = index + 1 < tokens.size() ? tokens.get(index + 1) : bad;
        int to = Math.max(bad.end(), after.end());
        String near = text.substring(from, Math.min(to, text.length()));
        return Errors.invalidExpression(kind, "Syntax error; token: \"" + bad.display() + "\", near: \"" + near + "\"");
    }

    private boolean atKeyword() {
        Token t = peek();
        return t.isKeyword("AND") || t.isKeyword("OR") || t.isKeyword("NOT") || t.isKeyword("BETWEEN")
                || t.isKeyword("IN");
    }

    // ---------------------------------------------------------------- conditions

    private Ast.Condition parseOr() {
        Ast.Condition left = parseAnd();
        while (peek().isKeyword("OR")) {
            next();
            left = new Ast.Or(left, parseAnd());
        }
        return left;
    }

    private Ast.Condition parseAnd() {
        Ast.Condition left = parseNot();
        while (peek().isKeyword("AND")) {
            next();
            left = new Ast.And(left, parseNot());
        }
        return left;
    }

    private Ast.Condition parseNot() {
        if (peek().isKeyword("NOT")) {
            next();
            return new Ast.Not(parseNot());
        }
        return parsePrimary();
    }

    private Ast.Condition parsePrimary() {
        if (peek().is(Kind.LPAREN)) {
            int open = pos;
            next();
            Ast.Condition inner = parseOr();
            int close = pos;
            expect(Kind.RPAREN);
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
        Token t = peek();
        if (t.is(Kind.NAME) && peek(1).is(Kind.LPAREN) && !"size".equals(t.text())) {
            Ast.Function f = parseConditionFunction();
            if (isComparator(peek()) || peek().isKeyword("BETWEEN") || peek().isKeyword("IN")) {
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
            throw syntaxError(pos);
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

    private Ast.Condition parseComparisonRest(Ast.Operand left) {
        Token op = peek();
        if (isComparator(op)) {
            next();
            Ast.Operand right = parseOperand();
            checkDistinct(op.text(), left, right);
            return new Ast.Comparison(op.text(), left, right);
        }
        if (op.isKeyword("BETWEEN")) {
            next();
            Ast.Operand low = parseOperand();
            if (!peek().isKeyword("AND")) {
                throw syntaxError(pos);
            }
            next();
            Ast.Operand high = parseOperand();
            checkBetween(low, high);
            return new Ast.Between(left, low, high);
        }
        if (op.isKeyword("IN")) {
            next();
            expect(Kind.LPAREN);
            List<Ast.Operand> candidates = new ArrayList<>();
            do {
                candidates.add(parseOperand());
            } while (accept(Kind.COMMA));
            expect(Kind.RPAREN);
            return new Ast.In(left, candidates);
        }
        return null;
    }

    private Ast.Function parseConditionFunction() {
        Token nameToken = next();
        String name = nameToken.text();
        List<Ast.Operand> args = parseArguments();
        if (!CONDITION_FUNCTIONS.contains(name)) {
            problems.add(Category.UNKNOWN_FUNCTION, "Invalid function name; function: " + name);
            return new Ast.Function(name, args);
        }
        checkConditionFunction(name, args);
        return new Ast.Function(name, args);
    }

    private List<Ast.Operand> parseArguments() {
        expect(Kind.LPAREN);
        List<Ast.Operand> args = new ArrayList<>();
        do {
            args.add(parseOperand());
        } while (accept(Kind.COMMA));
        expect(Kind.RPAREN);
        return args;
    }

    private void checkConditionFunction(String name, List<Ast.Operand> args) {
        int expected = "attribute_exists".equals(name) || "attribute_not_exists".equals(name) || "size".equals(name)
                ? 1 : 2;
        if (args.size() != expected) {
            problems.add(Category.OPERAND_COUNT, "Incorrect number of operands for operator or function; "
                    + "operator or function: " + name + ", number of operands: " + args.size());
            return;
        }
        if (args.size() == 2) {
            checkDistinct(name, args.get(0), args.get(1));
        }
        switch (name) {
            case "attribute_exists":
            case "attribute_not_exists":
                if (!(args.get(0) instanceof Ast.PathOperand)) {
                    problems.add(Category.FUNCTION,
                            "Operator or function requires a document path; operator or function: " + name);
                }
                break;
            case "begins_with":
                for (Ast.Operand arg : args) {
                    String type = typeOf(arg);
                    if (type != null && !"S".equals(type) && !"B".equals(type)) {
                        problems.add(Category.FUNCTION, "Incorrect operand type for operator or function; "
                                + "operator or function: " + name + ", operand type: " + type);
                        break;
                    }
                }
                break;
            case "attribute_type": {
                if (!(args.get(0) instanceof Ast.PathOperand)) {
                    problems.add(Category.FUNCTION,
                            "Operator or function requires a document path; operator or function: " + name);
                    break;
                }
                String type = typeOf(args.get(1));
                if (!"S".equals(type)) {
                    problems.add(Category.FUNCTION, "Incorrect operand type for operator or function; "
                            + "operator or function: " + name + ", operand type: "
                            + (type == null ? "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}" : type));
                } else {
                    String typeName = ((Ast.ValueOperand) args.get(1)).value().s();
                    if (!ATTRIBUTE_TYPES.contains(typeName)) {
                        problems.add(Category.FUNCTION, "Invalid attribute type name found; type: " + typeName
                                + ", valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}");
                    }
                }
                break;
            }
            case "size": {
                String type = typeOf(args.get(0));
                if ("N".equals(type) || "BOOL".equals(type) || "NULL".equals(type)) {
                    problems.add(Category.FUNCTION, "Incorrect operand type for operator or function; "
                            + "operator or function: " + name + ", operand type: " + type);
                }
                break;
            }
            default:
                break;
        }
    }

    private void checkDistinct(String operator, Ast.Operand a, Ast.Operand b) {
        if (a instanceof Ast.PathOperand && b instanceof Ast.PathOperand
                && ((Ast.PathOperand) a).path().equals(((Ast.PathOperand) b).path())) {
            problems.add(Category.DISTINCT, "The first operand must be distinct from the remaining operands for "
                    + "this operator or function; operator: " + operator + ", first operand: "
                    + ((Ast.PathOperand) a).path().render());
        }
    }

    private void checkBetween(Ast.Operand low, Ast.Operand high) {
        if (!(low instanceof Ast.ValueOperand) || !(high instanceof Ast.ValueOperand)) {
            return;
        }
        AttributeValue lo = ((Ast.ValueOperand) low).value();
        AttributeValue hi = ((Ast.ValueOperand) high).value();
        if (lo == null || hi == null) {
            return;
        }
        String t1 = Values.type(lo);
        String t2 = Values.type(hi);
        String bounds = "lower bound operand: AttributeValue: " + Values.render(lo)
                + ", upper bound operand: AttributeValue: " + Values.render(hi);
        if (!t1.equals(t2)) {
            problems.add(Category.FUNCTION,
                    "The BETWEEN operator requires same data type for lower and upper bounds; " + bounds);
        } else if (Values.isOrderable(t1) && Values.compareScalars(lo, hi) > 0) {
            problems.add(Category.FUNCTION,
                    "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; " + bounds);
        }
    }

    /** The statically known type of an operand (placeholder values and size()), or null. */
    private static String typeOf(Ast.Operand operand) {
        if (operand instanceof Ast.ValueOperand) {
            AttributeValue v = ((Ast.ValueOperand) operand).value();
            return v == null ? null : Values.type(v);
        }
        if (operand instanceof Ast.SizeOperand || operand instanceof Ast.Arithmetic) {
            return "N";
        }
        if (operand instanceof Ast.ListAppend) {
            return "L";
        }
        return null;
    }

    // ---------------------------------------------------------------- operands and paths

    private Ast.Operand parseOperand() {
        Token t = peek();
        if (t.is(Kind.NAME) && peek(1).is(Kind.LPAREN)) {
            return update ? parseUpdateFunction() : parseSize();
        }
        if (t.is(Kind.VALUE_REF)) {
            next();
            AttributeValue v = context.value(t.text());
            if (v == null) {
                problems.add(update ? Category.ATTR_VALUE : Category.ATTR_NAME,
                        "An expression attribute value used in expression is not defined; attribute value: " + t.text());
            }
            return new Ast.ValueOperand(t.text(), v);
        }
        if ((t.is(Kind.NAME) && !atKeyword()) || t.is(Kind.NAME_REF)) {
            return new Ast.PathOperand(parsePath());
        }
        throw syntaxError(pos);
    }

    private Ast.Operand parseSize() {
        Token nameToken = peek();
        String name = nameToken.text();
        if (!"size".equals(name)) {
            Ast.Function f = parseConditionFunction();
            if (CONDITION_FUNCTIONS.contains(name)) {
                problems.add(Category.MISUSED_FUNCTION,
                        "The function is not allowed to be used this way in an expression; function: " + name);
            }
            return new Ast.ValueOperand(f.name(), null);
        }
        next();
        List<Ast.Operand> args = parseArguments();
        checkConditionFunction("size", args);
        return new Ast.SizeOperand(args.get(0));
    }

    private Ast.Operand parseUpdateFunction() {
        Token nameToken = next();
        String name = nameToken.text();
        List<Ast.Operand> args = new ArrayList<>();
        expect(Kind.LPAREN);
        do {
            args.add(parseUpdateValue(false));
        } while (accept(Kind.COMMA));
        expect(Kind.RPAREN);
        if (!UPDATE_FUNCTIONS.contains(name)) {
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
        for (Ast.Operand arg : args) {
            String type = immediateType(arg);
            if (type != null && !"L".equals(type)) {
                problems.add(Category.FUNCTION, "Incorrect operand type for operator or function; "
                        + "operator or function: " + name + ", operand type: " + type);
                break;
            }
        }
        return new Ast.ListAppend(args.get(0), args.get(1));
    }

    private static String immediateType(Ast.Operand operand) {
        if (operand instanceof Ast.ValueOperand) {
            AttributeValue v = ((Ast.ValueOperand) operand).value();
            return v == null ? null : Values.type(v);
        }
        return null;
    }

    private Ast.Path parsePath() {
        List<Object> elements = new ArrayList<>();
        elements.add(pathName(next()));
        while (true) {
            if (peek().is(Kind.DOT)) {
                next();
                Token t = peek();
                if (!t.is(Kind.NAME) && !t.is(Kind.NAME_REF)) {
                    throw syntaxError(pos);
                }
                elements.add(pathName(next()));
            } else if (peek().is(Kind.LBRACKET)) {
                next();
                Token number = peek();
                if (!number.is(Kind.NUMBER)) {
                    throw syntaxError(pos);
                }
                next();
                int index;
                try {
                    index = Integer.parseInt(number.text());
                } catch (NumberFormatException e) {
                    throw syntaxError(pos - 1);
                }
                expect(Kind.RBRACKET);
                elements.add(index);
            } else {
                return new Ast.Path(List.copyOf(elements));
            }
        }
    }

    private String pathName(Token t) {
        if (t.is(Kind.NAME_REF)) {
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
            if (ReservedWords.isReserved(t.text())) {
                problems.add(Category.RESERVED, "Attribute name is a reserved keyword; reserved keyword: " + t.text());
            }
            return t.text();
        }
        throw syntaxError(tokens.indexOf(t));
    }

    private void checkOverlap(Ast.Path path) {
        for (Ast.Path seen : writtenPaths) {
            List<Object> a = seen.elements();
            List<Object> b = path.elements();
            boolean diverged = false;
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                if (a.get(i).getClass() != b.get(i).getClass()) {
                    problems.add(Category.PATH_CONFLICT, "Two document paths conflict with each other; "
                            + "must remove or rewrite one of these paths; path one: " + seen.render()
                            + ", path two: " + path.render());
                    diverged = true;
                    break;
                }
                if (!a.get(i).equals(b.get(i))) {
                    diverged = true;
                    break;
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

    // ---------------------------------------------------------------- updates

    private Ast.Update parseUpdate() {
        List<Ast.SetAction> sets = new ArrayList<>();
        List<Ast.Path> removes = new ArrayList<>();
        List<Ast.AddAction> adds = new ArrayList<>();
        List<Ast.DeleteAction> deletes = new ArrayList<>();
        java.util.Set<String> sections = new java.util.HashSet<>();
        if (peek().is(Kind.EOF)) {
            throw syntaxError(pos);
        }
        while (!peek().is(Kind.EOF)) {
            Token keyword = peek();
            String section = keyword.kind() == Kind.NAME ? keyword.text().toUpperCase(java.util.Locale.ROOT) : "";
            if (!Set.of("SET", "REMOVE", "ADD", "DELETE").contains(section)) {
                throw syntaxError(pos);
            }
            next();
            if (!sections.add(section)) {
                problems.add(Category.SECTION,
                        "The \"" + section + "\" section can only be used once in an update expression;");
            }
            do {
                Ast.Path path = parseTargetPath();
                switch (section) {
                    case "SET": {
                        expect(Kind.EQ);
                        sets.add(new Ast.SetAction(path, parseUpdateValue(true)));
                        break;
                    }
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
            } while (accept(Kind.COMMA));
        }
        return new Ast.Update(sets, removes, adds, deletes);
    }

    private Ast.Path parseTargetPath() {
        Token t = peek();
        if (!(t.is(Kind.NAME) || t.is(Kind.NAME_REF))) {
            throw syntaxError(pos);
        }
        Ast.Path path = parsePath();
        checkOverlap(path);
        return path;
    }

    private AttributeValue parseSetOperand(String operator) {
        Token t = peek();
        if (!t.is(Kind.VALUE_REF)) {
            throw syntaxError(pos);
        }
        next();
        AttributeValue v = context.value(t.text());
        if (v == null) {
            problems.add(Category.ATTR_VALUE,
                    "An expression attribute value used in expression is not defined; attribute value: " + t.text());
            return null;
        }
        String type = Values.type(v);
        boolean ok = "SS".equals(type) || "NS".equals(type) || "BS".equals(type)
                || ("ADD".equals(operator) && "N".equals(type));
        if (!ok) {
            problems.add(Category.OPERAND, "Incorrect operand type for operator or function; operator: " + operator
                    + ", operand type: " + longTypeName(type));
        }
        return v;
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

    private Ast.Operand parseUpdateValue(boolean allowArithmetic) {
        Ast.Operand left = parseOperand();
        if (allowArithmetic && (peek().is(Kind.PLUS) || peek().is(Kind.MINUS))) {
            char op = next().text().charAt(0);
            Ast.Operand right = parseOperand();
            for (Ast.Operand operand : List.of(left, right)) {
                String type = immediateType(operand);
                if (type != null && !"N".equals(type)) {
                    problems.add(Category.FUNCTION, "Incorrect operand type for operator or function; "
                            + "operator or function: " + op + ", operand type: " + type);
                    break;
                }
            }
            return new Ast.Arithmetic(op, left, right);
        }
        return left;
    }
}
