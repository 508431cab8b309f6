package io.tablesmith.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A value that could not be encoded or decoded, with the path inside the attribute where it
 * happened. Item readers and writers turn it into an exception naming the entity, the key and
 * the attribute; it never reaches users.
 */
final class CodecException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String problem;
    private String path = "";

    public CodecException(String problem) {
        this(problem, null);
    }

    public CodecException(String problem, Throwable cause) {
        super(problem, cause, false, false);
        this.problem = problem;
    }

    static CodecException wrongType(String expected, AttributeValue actual) {
        return new CodecException("expected " + expected + " but the item holds " + actual.type());
    }

    /** Adds the enclosing step ({@code .name}, {@code [3]}) to the path, innermost last. */
    public CodecException within(String step) {
        path = step + path;
        return this;
    }

    /** What went wrong. */
    public String problem() {
        return problem;
    }

    /** The path inside the top-level attribute, such as {@code .address.zip} or {@code [2]}, or empty. */
    public String path() {
        return path;
    }
}
