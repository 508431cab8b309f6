package io.tablesmith.internal;

import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A type stored as a string (S), in a set as a string set (SS).
 *
 * @param <T> the Java type
 */
public final class TextCodec<T> implements Codec<T> {

    private final String problem;
    private final Function<T, String> toText;
    private final Function<String, T> fromText;

    /**
     * @param problem what is wrong with text that does not parse, after the quoted text ("is not an ISO-8601 date")
     * @param fromText parses the text; any {@link RuntimeException} it throws becomes a decode error
     */
    public TextCodec(String problem, Function<T, String> toText, Function<String, T> fromText) {
        this.problem = problem;
        this.toText = toText;
        this.fromText = fromText;
    }

    @Override
    public AttributeValue write(T value) {
        return AttributeValue.fromS(text(value));
    }

    @Override
    public T read(AttributeValue value) {
        String text = value.s();
        if (text == null) {
            throw CodecException.wrongType("a string (S)", value);
        }
        return parse(text);
    }

    String text(T value) {
        String text = toText.apply(value);
        if (Utf16.loneSurrogate(text) >= 0) {
            throw Utf16.notUtf8(text);
        }
        return text;
    }

    T parse(String text) {
        try {
            return fromText.apply(text);
        } catch (CodecException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new CodecException("'" + text + "' " + problem, e);
        }
    }
}
