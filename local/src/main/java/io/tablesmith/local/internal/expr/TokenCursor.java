package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.expr.Token.Kind;
import java.util.List;

/** Walks the tokens of one expression and words syntax errors as DynamoDB does. */
final class TokenCursor {
    private final String kind;
    private final String text;
    private final List<Token> tokens;
    private int pos;

    TokenCursor(String kind, String text) {
        this.kind = kind;
        this.text = text;
        this.tokens = Lexer.tokenize(text);
    }

    int position() {
        return pos;
    }

    Token peek() {
        return tokens.get(pos);
    }

    Token peek(int ahead) {
        return tokens.get(Math.min(pos + ahead, tokens.size() - 1));
    }

    Token next() {
        Token t = tokens.get(pos);
        if (t.kind() != Kind.EOF) {
            pos++;
        }
        return t;
    }

    boolean accept(Kind k) {
        if (peek().is(k)) {
            next();
            return true;
        }
        return false;
    }

    Token expect(Kind k) {
        if (!peek().is(k)) {
            throw syntaxError();
        }
        return next();
    }

    void expectEnd() {
        if (!peek().is(Kind.EOF)) {
            throw syntaxError();
        }
    }

    boolean atKeyword() {
        Token t = peek();
        return t.isKeyword("AND") || t.isKeyword("OR") || t.isKeyword("NOT") || t.isKeyword("BETWEEN")
                || t.isKeyword("IN");
    }

    /** A syntax error at the current token. */
    RuntimeException syntaxError() {
        return syntaxError(pos);
    }

    /** DynamoDB's "Syntax error; token: "x", near: "prev x next"". */
    RuntimeException syntaxError(int index) {
        Token bad = tokens.get(index);
        int from = index > 0 ? tokens.get(index - 1).start() : bad.start();
        Token after = index + 1 < tokens.size() ? tokens.get(index + 1) : bad;
        int to = Math.max(bad.end(), after.end());
        String near = text.substring(from, Math.min(to, text.length()));
        return Errors.invalidExpression(kind, "Syntax error; token: \"" + bad.display() + "\", near: \"" + near + "\"");
    }
}
