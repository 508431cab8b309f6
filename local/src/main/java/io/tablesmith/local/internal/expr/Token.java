package io.tablesmith.local.internal.expr;

/** One lexical token of an expression: its kind, its text and where it starts and ends. */
record Token(Kind kind, String text, int start, int end) {
    enum Kind {
        NAME, NAME_REF, VALUE_REF, NUMBER,
        LPAREN, RPAREN, LBRACKET, RBRACKET, COMMA, DOT,
        EQ, NE, LT, LE, GT, GE, PLUS, MINUS,
        /** A character no rule accepts: always a syntax error, reported with its context. */
        UNKNOWN,
        EOF
    }

    boolean isKeyword(String keyword) {
        return kind == Kind.NAME && text.equalsIgnoreCase(keyword);
    }

    boolean is(Kind k) {
        return kind == k;
    }

    String display() {
        return kind == Kind.EOF ? "<EOF>" : text;
    }
}
