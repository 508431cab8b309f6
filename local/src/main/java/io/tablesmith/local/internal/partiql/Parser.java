package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.partiql.Lexer.Kind;
import io.tablesmith.local.internal.partiql.Lexer.Token;
import io.tablesmith.local.internal.partiql.Statement.Action;
import io.tablesmith.local.internal.partiql.Statement.Expr;
import io.tablesmith.local.internal.partiql.Statement.Path;
import io.tablesmith.local.internal.partiql.Statement.Source;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A recursive-descent parser for DynamoDB's PartiQL subset:
 *
 * <pre>
 * statement := SELECT ("*" | path ("," path)*) FROM source [WHERE expr] [ORDER BY path [ASC | DESC]]
 *            | INSERT INTO source VALUE value
 *            | UPDATE source (SET path "=" expr ("," path "=" expr)* | REMOVE path ("," path)*)+
 *              [WHERE expr] [returning]
 *            | DELETE FROM source [WHERE expr] [returning]
 *            | [NOT] EXISTS "(" select ")"
 * source    := name ["." name]
 * returning := RETURNING (ALL | MODIFIED) (OLD | NEW) "*"
 * expr      := or;  or := and (OR and)*;  and := not (AND not)*;  not := NOT not | predicate
 * predicate := sum [comparator sum | [NOT] BETWEEN sum AND sum | [NOT] IN list | IS [NOT] (MISSING | NULL)]
 * sum       := primary (("+" | "-") primary)*
 * primary   := "(" expr ")" | value | function "(" expr ("," expr)* ")" | path
 * value     := 'string' | number | TRUE | FALSE | NULL | "?" | "[" values "]" | "{" 'key' ":" value, ... "}"
 *            | "&lt;&lt;" values "&gt;&gt;"
 * </pre>
 */
final class Parser {
    private static final List<String> COMPARATORS = List.of("=", "<>", "!=", "<", "<=", ">", ">=");

    private final List<Token> tokens;
    private final List<AttributeValue> parameters;
    private int position;
    private int parametersUsed;

    private Parser(String statement, List<AttributeValue> parameters) {
        this.tokens = Lexer.tokens(statement);
        this.parameters = parameters;
    }

    /** Parses one statement, binding its {@code ?} to {@code parameters} in order. */
    static Statement.Parsed parse(String statement, List<AttributeValue> parameters) {
        if (statement == null) {
            throw Errors.constraint(null, "statement", "Member must not be null");
        }
        Parser p = new Parser(statement, parameters == null ? List.of() : parameters);
        Statement.Parsed parsed = p.statement();
        if (p.peek().kind() != Kind.END) {
            throw PartiqlErrors.malformed("Unexpected token: " + p.peek().describe());
        }
        if (p.parametersUsed != p.parameters.size()) {
            throw Errors.validation("Number of parameters in request and statement don't match.");
        }
        return parsed;
    }

    private Statement.Parsed statement() {
        Token first = peek();
        if (first.is("SELECT")) {
            return select();
        }
        if (first.is("INSERT")) {
            return insert();
        }
        if (first.is("UPDATE")) {
            return update();
        }
        if (first.is("DELETE")) {
            return delete();
        }
        if (first.is("EXISTS") || first.is("NOT")) {
            boolean negated = accept("NOT");
            expect("EXISTS");
            expect("(");
            Statement.Select select = select();
            expect(")");
            return new Statement.Exists(select, negated);
        }
        throw PartiqlErrors.malformed("Expected data manipulation");
    }

    private Statement.Select select() {
        expect("SELECT");
        List<Path> projection = null;
        if (!accept("*")) {
            projection = new ArrayList<>();
            do {
                projection.add(path());
            } while (accept(","));
        }
        expect("FROM");
        Source source = source();
        Expr where = accept("WHERE") ? expr() : null;
        Path orderBy = null;
        boolean descending = false;
        if (accept("ORDER")) {
            expect("BY");
            orderBy = path();
            descending = accept("DESC");
            if (!descending) {
                accept("ASC");
            }
        }
        return new Statement.Select(projection, source, where, orderBy, descending);
    }

    private Statement.Insert insert() {
        expect("INSERT");
        expect("INTO");
        Source source = source();
        if (source.index() != null) {
            throw PartiqlErrors.malformed("FROM clause may only contain a single table name");
        }
        expect("VALUE");
        if (!peek().is("{")) {
            throw PartiqlErrors.malformed("Expected a tuple of attribute names and values after VALUE");
        }
        AttributeValue item = value();
        return new Statement.Insert(source, item.m());
    }

    private Statement.Update update() {
        expect("UPDATE");
        Source source = source();
        List<Action> actions = new ArrayList<>();
        while (peek().is("SET") || peek().is("REMOVE")) {
            boolean set = next().is("SET");
            do {
                Path path = path();
                if (set) {
                    expect("=");
                    actions.add(new Action(path, expr()));
                } else {
                    actions.add(new Action(path, null));
                }
            } while (accept(","));
        }
        if (actions.isEmpty()) {
            throw PartiqlErrors.malformed("Expected SET or REMOVE");
        }
        Expr where = accept("WHERE") ? expr() : null;
        return new Statement.Update(source, actions, where, returning());
    }

    private Statement.Delete delete() {
        expect("DELETE");
        expect("FROM");
        Source source = source();
        Expr where = accept("WHERE") ? expr() : null;
        return new Statement.Delete(source, where, returning());
    }

    private String returning() {
        if (!accept("RETURNING")) {
            return null;
        }
        Token which = next();
        Token age = next();
        if (!(which.is("ALL") || which.is("MODIFIED")) || !(age.is("OLD") || age.is("NEW"))) {
            throw PartiqlErrors.malformed("Expected RETURNING ALL|MODIFIED OLD|NEW *");
        }
        expect("*");
        return which.text().toUpperCase(Locale.ROOT) + " " + age.text().toUpperCase(Locale.ROOT);
    }

    private Source source() {
        List<String> parts = new ArrayList<>();
        do {
            Token t = next();
            if (t.kind() != Kind.QUOTED && t.kind() != Kind.WORD) {
                throw PartiqlErrors.malformed("Expected a table name, found " + t.describe());
            }
            parts.add(t.text());
        } while (accept("."));
        if (parts.size() > 2) {
            throw Errors.validation("A path may contain at most 2 components in the FROM clause");
        }
        for (String part : parts) {
            if (part.isEmpty()) {
                throw Errors.validation("Path component cannot be an empty string");
            }
        }
        return new Source(parts.get(0), parts.size() == 2 ? parts.get(1) : null);
    }

    private Expr expr() {
        Expr left = and();
        while (accept("OR")) {
            left = new Statement.Or(left, and());
        }
        return left;
    }

    private Expr and() {
        Expr left = not();
        while (accept("AND")) {
            left = new Statement.And(left, not());
        }
        return left;
    }

    private Expr not() {
        if (accept("NOT")) {
            return new Statement.Not(not());
        }
        return predicate();
    }

    private Expr predicate() {
        Expr left = sum();
        Token t = peek();
        if (t.kind() == Kind.SYMBOL && COMPARATORS.contains(t.text())) {
            next();
            String operator = "!=".equals(t.text()) ? "<>" : t.text();
            return new Statement.Compare(operator, left, sum());
        }
        boolean negated = false;
        if (t.is("NOT") && (peek(1).is("BETWEEN") || peek(1).is("IN"))) {
            next();
            negated = true;
        }
        if (accept("BETWEEN")) {
            Expr low = sum();
            expect("AND");
            Expr between = new Statement.Between(left, low, sum());
            return negated ? new Statement.Not(between) : between;
        }
        if (accept("IN")) {
            Expr in = new Statement.In(left, candidates());
            return negated ? new Statement.Not(in) : in;
        }
        if (accept("IS")) {
            boolean not = accept("NOT");
            if (accept("MISSING")) {
                return new Statement.Is(left, true, not);
            }
            if (accept("NULL")) {
                return new Statement.Is(left, false, not);
            }
            throw PartiqlErrors.malformed("Expected MISSING or NULL after IS");
        }
        return left;
    }

    private List<Expr> candidates() {
        String close;
        if (accept("[")) {
            close = "]";
        } else {
            expect("(");
            close = ")";
        }
        List<Expr> candidates = new ArrayList<>();
        do {
            candidates.add(sum());
        } while (accept(","));
        expect(close);
        return candidates;
    }

    private Expr sum() {
        Expr left = primary();
        while (peek().is("+") || peek().is("-")) {
            char operator = next().text().charAt(0);
            left = new Statement.Arithmetic(operator, left, primary());
        }
        return left;
    }

    private Expr primary() {
        Token t = peek();
        if (t.is("(")) {
            next();
            Expr inner = expr();
            expect(")");
            return inner;
        }
        if (t.kind() == Kind.WORD && peek(1).is("(") && !isLiteralWord(t)) {
            next();
            next();
            List<Expr> arguments = new ArrayList<>();
            if (!peek().is(")")) {
                do {
                    arguments.add(expr());
                } while (accept(","));
            }
            expect(")");
            return new Statement.Call(t.text().toLowerCase(Locale.ROOT), arguments);
        }
        if (t.kind() == Kind.QUOTED || (t.kind() == Kind.WORD && !isLiteralWord(t))) {
            return path();
        }
        return new Statement.Value(value());
    }

    private static boolean isLiteralWord(Token t) {
        return t.is("TRUE") || t.is("FALSE") || t.is("NULL") || t.is("MISSING");
    }

    private Path path() {
        List<Object> elements = new ArrayList<>();
        elements.add(name());
        while (true) {
            if (accept(".")) {
                elements.add(name());
            } else if (peek().is("[")) {
                next();
                Token index = next();
                if (index.kind() == Kind.NUMBER && index.text().chars().allMatch(Character::isDigit)) {
                    elements.add(Integer.parseInt(index.text()));
                } else if (index.kind() == Kind.STRING) {
                    elements.add(index.text());
                } else {
                    throw PartiqlErrors.malformed("Expected a list index, found " + index.describe());
                }
                expect("]");
            } else {
                return new Path(elements);
            }
        }
    }

    private String name() {
        Token t = next();
        if (t.kind() != Kind.QUOTED && t.kind() != Kind.WORD) {
            throw PartiqlErrors.malformed("Expected an attribute name, found " + t.describe());
        }
        return t.text();
    }

    private AttributeValue value() {
        Token t = next();
        switch (t.kind()) {
            case STRING:
                return AttributeValue.fromS(t.text());
            case NUMBER:
                return AttributeValue.fromN(t.text());
            case PARAMETER:
                if (parametersUsed >= parameters.size()) {
                    parametersUsed++;
                    throw Errors.validation("Number of parameters in request and statement don't match.");
                }
                return parameters.get(parametersUsed++);
            default:
                break;
        }
        if (t.is("-") && peek().kind() == Kind.NUMBER) {
            return AttributeValue.fromN("-" + next().text());
        }
        if (t.is("TRUE") || t.is("FALSE")) {
            return AttributeValue.fromBool(t.is("TRUE"));
        }
        if (t.is("NULL")) {
            return AttributeValue.fromNul(true);
        }
        if (t.is("[")) {
            List<AttributeValue> list = new ArrayList<>();
            if (!accept("]")) {
                do {
                    list.add(value());
                } while (accept(","));
                expect("]");
            }
            return AttributeValue.fromL(list);
        }
        if (t.is("{")) {
            Map<String, AttributeValue> map = new LinkedHashMap<>();
            if (!accept("}")) {
                do {
                    Token key = next();
                    if (key.kind() != Kind.STRING && key.kind() != Kind.QUOTED) {
                        throw PartiqlErrors.malformed("Expected an attribute name in quotes, found " + key.describe());
                    }
                    expect(":");
                    map.put(key.text(), value());
                } while (accept(","));
                expect("}");
            }
            return AttributeValue.fromM(map);
        }
        if (t.is("<<")) {
            return set();
        }
        throw PartiqlErrors.malformed("Unexpected token: " + t.describe());
    }

    private AttributeValue set() {
        List<AttributeValue> members = new ArrayList<>();
        do {
            members.add(value());
        } while (accept(","));
        expect(">>");
        if (members.stream().allMatch(m -> m.s() != null)) {
            return AttributeValue.fromSs(members.stream().map(AttributeValue::s).toList());
        }
        if (members.stream().allMatch(m -> m.n() != null)) {
            return AttributeValue.fromNs(members.stream().map(AttributeValue::n).toList());
        }
        if (members.stream().allMatch(m -> m.b() != null)) {
            return AttributeValue.fromBs(members.stream().map(AttributeValue::b).toList());
        }
        throw Errors.validation("A set may only hold strings, numbers or binaries, all of one type");
    }

    private Token peek() {
        return tokens.get(position);
    }

    private Token peek(int ahead) {
        return tokens.get(Math.min(position + ahead, tokens.size() - 1));
    }

    private Token next() {
        Token t = tokens.get(position);
        if (t.kind() != Kind.END) {
            position++;
        }
        return t;
    }

    private boolean accept(String symbolOrWord) {
        if (peek().is(symbolOrWord)) {
            position++;
            return true;
        }
        return false;
    }

    private void expect(String symbolOrWord) {
        Token t = next();
        if (!t.is(symbolOrWord)) {
            throw PartiqlErrors.malformed("Expected " + symbolOrWord + ", found " + t.describe());
        }
    }
}
