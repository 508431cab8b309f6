package io.tablesmith;

/** A key could not be built: a component it needs is null or empty, or cannot be rendered. */
public class InvalidKeyException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public InvalidKeyException(String entityType, String problem) {
        super(entityType, null, problem);
    }
}
