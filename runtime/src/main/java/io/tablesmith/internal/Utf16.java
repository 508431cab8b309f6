package io.tablesmith.internal;

/** Checks Java text for what UTF-8, in which DynamoDB stores every string, cannot carry. */
final class Utf16 {

    private Utf16() {
    }

    /** The failure of text with a lone surrogate, for the codec to name the attribute. */
    static CodecException notUtf8(String text) {
        int index = loneSurrogate(text);
        return new CodecException("the text has a lone surrogate (U+" + Integer.toHexString(text.charAt(index)).toUpperCase(java.util.Locale.ROOT)
                + " at index " + index + "), which UTF-8 cannot store, so DynamoDB would store it altered; pass well-formed text");
    }

    /** The index of the first lone surrogate in {@code text}, or -1 when it is well-formed. */
    public static int loneSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                    i++;
                } else {
                    return i;
                }
            } else if (Character.isLowSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }
}
