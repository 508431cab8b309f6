package io.tablesmith.local.server;

/**
 * A pull reader over one JSON text, just enough for DynamoDB's wire format: the codec asks for the
 * value its model expects next, so no tree is built. Every malformed input ends in a
 * {@link MalformedRequestException}, which the server answers as DynamoDB's SerializationException.
 */
final class JsonReader {
    private final String text;
    private int pos;

    JsonReader(String text) {
        this.text = text;
    }

    /** What the next value is: one of {@code { [ " n t f} or {@code -}/digit for a number. */
    char peekValue() {
        skipWhitespace();
        if (pos >= text.length()) {
            throw error("unexpected end of input");
        }
        return text.charAt(pos);
    }

    boolean nextIsNull() {
        if (peekValue() == 'n') {
            expectWord("null");
            return true;
        }
        return false;
    }

    void beginObject() {
        expect('{');
    }

    /**
     * Inside an object: the next member's name (its value follows), or {@code null} at the closing brace.
     * {@code first} says whether this is the first call for the object (no comma before it).
     */
    String nextName(boolean first) {
        skipWhitespace();
        if (pos < text.length() && text.charAt(pos) == '}') {
            pos++;
            return null;
        }
        if (!first) {
            expect(',');
            skipWhitespace();
        }
        String name = readString();
        expect(':');
        return name;
    }

    void beginArray() {
        expect('[');
    }

    /** Inside an array: whether another element follows (consuming the comma), false at the closing bracket. */
    boolean hasNextElement(boolean first) {
        skipWhitespace();
        if (pos < text.length() && text.charAt(pos) == ']') {
            pos++;
            return false;
        }
        if (!first) {
            expect(',');
        }
        return true;
    }

    String readString() {
        skipWhitespace();
        if (pos >= text.length() || text.charAt(pos) != '"') {
            throw error("expected a string");
        }
        pos++;
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '"') {
                return text.substring(start, pos++);
            }
            if (c == '\\') {
                return readEscapedString(start);
            }
            if (c < 0x20) {
                throw error("control character in a string");
            }
            pos++;
        }
        throw error("unterminated string");
    }

    private String readEscapedString(int start) {
        StringBuilder sb = new StringBuilder(text.length() - start).append(text, start, pos);
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                throw error("control character in a string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                break;
            }
            char escaped = text.charAt(pos++);
            switch (escaped) {
                case '"', '\\', '/' -> sb.append(escaped);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> sb.append(readHexChar());
                default -> throw error("invalid escape \\" + escaped);
            }
        }
        throw error("unterminated string");
    }

    private char readHexChar() {
        if (pos + 4 > text.length()) {
            throw error("invalid \\u escape");
        }
        int value = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(text.charAt(pos++), 16);
            if (digit < 0) {
                throw error("invalid \\u escape");
            }
            value = value * 16 + digit;
        }
        return (char) value;
    }

    /** A number's text as written, for the caller to convert to the type its model asks for. */
    String readNumber() {
        skipWhitespace();
        int start = pos;
        if (pos < text.length() && text.charAt(pos) == '-') {
            pos++;
        }
        int digits = skipDigits();
        if (digits == 0) {
            throw error("expected a number");
        }
        if (pos < text.length() && text.charAt(pos) == '.') {
            pos++;
            if (skipDigits() == 0) {
                throw error("expected digits after the decimal point");
            }
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            if (skipDigits() == 0) {
                throw error("expected digits in the exponent");
            }
        }
        return text.substring(start, pos);
    }

    private int skipDigits() {
        int start = pos;
        while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            pos++;
        }
        return pos - start;
    }

    boolean readBoolean() {
        char c = peekValue();
        if (c == 't') {
            expectWord("true");
            return true;
        }
        if (c == 'f') {
            expectWord("false");
            return false;
        }
        throw error("expected true or false");
    }

    /** Skips one value of any type (a member this engine does not model). */
    void skipValue() {
        char c = peekValue();
        switch (c) {
            case '{' -> {
                beginObject();
                for (boolean first = true; nextName(first) != null; first = false) {
                    skipValue();
                }
            }
            case '[' -> {
                beginArray();
                for (boolean first = true; hasNextElement(first); first = false) {
                    skipValue();
                }
            }
            case '"' -> readString();
            case 't', 'f' -> readBoolean();
            case 'n' -> expectWord("null");
            default -> readNumber();
        }
    }

    /** Fails unless only whitespace is left. */
    void expectEnd() {
        skipWhitespace();
        if (pos < text.length()) {
            throw error("unexpected content after the JSON value");
        }
    }

    private void expectWord(String word) {
        if (!text.startsWith(word, pos)) {
            throw error("expected " + word);
        }
        pos += word.length();
    }

    private void expect(char c) {
        skipWhitespace();
        if (pos >= text.length() || text.charAt(pos) != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
                return;
            }
            pos++;
        }
    }

    MalformedRequestException error(String what) {
        return new MalformedRequestException("Malformed JSON at offset " + pos + ": " + what);
    }
}
