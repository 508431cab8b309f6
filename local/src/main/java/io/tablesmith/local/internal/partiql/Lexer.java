package io.tablesmith.local.internal.partiql;

import java.util.ArrayList;
import java.util.List;

/** Splits a PartiQL statement into tokens: words, "quoted names", 'strings', numbers, ? and symbols. */
final class Lexer {
    enum Kind { WORD, QUOTED, STRING, NUMBER, PARAMETER, SYMBOL, END }

    record Token(Kind kind, String text) {
        boolean is(String symbolOrWord) {
            return (kind == Kind.SYMBOL || kind == Kind.WORD) && text.equalsIgnoreCase(symbolOrWord);
        }

        String describe() {
            return kind == Kind.END ? "end of statement" : text;
        }
    }

    private static final String[] SYMBOLS = {"<<", ">>", "<>", "!=", "<=", ">=", "=", "<", ">", "(", ")", "[", "]",
        "{", "}", ",", ".", ":", "*", "+", "-"};

    private Lexer() {
    }

    static List<Token> tokens(String statement) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = statement.length();
        while (i < n) {
            char c = statement.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '\'' || c == '"') {
                StringBuilder text = new StringBuilder();
                int j = i + 1;
                while (true) {
                    if (j >= n) {
                        throw PartiqlErrors.malformed(c == '"' ? "Unterminated quoted identifier"
                                : "Unterminated string literal");
                    }
                    char d = statement.charAt(j);
                    if (d == c) {
                        if (j + 1 < n && statement.charAt(j + 1) == c) {
                            text.append(c);
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    text.append(d);
                    j++;
                }
                tokens.add(new Token(c == '"' ? Kind.QUOTED : Kind.STRING, text.toString()));
                i = j + 1;
            } else if (Character.isDigit(c)) {
                int j = i;
                while (j < n && (Character.isDigit(statement.charAt(j)) || statement.charAt(j) == '.')) {
                    j++;
                }
                if (j < n && (statement.charAt(j) == 'e' || statement.charAt(j) == 'E')) {
                    j++;
                    if (j < n && (statement.charAt(j) == '+' || statement.charAt(j) == '-')) {
                        j++;
                    }
                    while (j < n && Character.isDigit(statement.charAt(j))) {
                        j++;
                    }
                }
                tokens.add(new Token(Kind.NUMBER, statement.substring(i, j)));
                i = j;
            } else if (Character.isLetter(c) || c == '_' || c == '$') {
                int j = i;
                while (j < n && (Character.isLetterOrDigit(statement.charAt(j)) || statement.charAt(j) == '_'
                        || statement.charAt(j) == '$')) {
                    j++;
                }
                tokens.add(new Token(Kind.WORD, statement.substring(i, j)));
                i = j;
            } else if (c == '?') {
                tokens.add(new Token(Kind.PARAMETER, "?"));
                i++;
            } else {
                String symbol = symbolAt(statement, i);
                if (symbol == null) {
                    throw PartiqlErrors.malformed("Unexpected character '" + c + "'");
                }
                tokens.add(new Token(Kind.SYMBOL, symbol));
                i += symbol.length();
            }
        }
        tokens.add(new Token(Kind.END, ""));
        return tokens;
    }

    private static String symbolAt(String statement, int i) {
        for (String symbol : SYMBOLS) {
            if (statement.startsWith(symbol, i)) {
                return symbol;
            }
        }
        return null;
    }
}
