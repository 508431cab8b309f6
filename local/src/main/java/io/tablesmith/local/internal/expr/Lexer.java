package io.tablesmith.local.internal.expr;

import java.util.ArrayList;
import java.util.List;

/** Splits an expression into tokens; an unknown character is a syntax error. */
final class Lexer {
    private Lexer() {
    }

    static List<Token> tokenize(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            if (isNameStart(c)) {
                i++;
                while (i < n && isNamePart(text.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(Token.Kind.NAME, text.substring(start, i), start, i));
                continue;
            }
            if (c == '#' || c == ':') {
                i++;
                while (i < n && isNamePart(text.charAt(i))) {
                    i++;
                }
                if (i == start + 1) {
                    tokens.add(new Token(Token.Kind.UNKNOWN, String.valueOf(c), start, i));
                    continue;
                }
                tokens.add(new Token(c == '#' ? Token.Kind.NAME_REF : Token.Kind.VALUE_REF,
                        text.substring(start, i), start, i));
                continue;
            }
            if (c >= '0' && c <= '9') {
                i++;
                while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                    i++;
                }
                tokens.add(new Token(Token.Kind.NUMBER, text.substring(start, i), start, i));
                continue;
            }
            Token.Kind k;
            int len = 1;
            switch (c) {
                case '(': k = Token.Kind.LPAREN; break;
                case ')': k = Token.Kind.RPAREN; break;
                case '[': k = Token.Kind.LBRACKET; break;
                case ']': k = Token.Kind.RBRACKET; break;
                case ',': k = Token.Kind.COMMA; break;
                case '.': k = Token.Kind.DOT; break;
                case '=': k = Token.Kind.EQ; break;
                case '+': k = Token.Kind.PLUS; break;
                case '-': k = Token.Kind.MINUS; break;
                case '<':
                    if (i + 1 < n && text.charAt(i + 1) == '>') {
                        k = Token.Kind.NE;
                        len = 2;
                    } else if (i + 1 < n && text.charAt(i + 1) == '=') {
                        k = Token.Kind.LE;
                        len = 2;
                    } else {
                        k = Token.Kind.LT;
                    }
                    break;
                case '>':
                    if (i + 1 < n && text.charAt(i + 1) == '=') {
                        k = Token.Kind.GE;
                        len = 2;
                    } else {
                        k = Token.Kind.GT;
                    }
                    break;
                default:
                    k = Token.Kind.UNKNOWN;
                    break;
            }
            tokens.add(new Token(k, text.substring(start, start + len), start, start + len));
            i += len;
        }
        tokens.add(new Token(Token.Kind.EOF, "", n, n));
        return tokens;
    }

    private static boolean isNameStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isNamePart(char c) {
        return isNameStart(c) || (c >= '0' && c <= '9');
    }
}
