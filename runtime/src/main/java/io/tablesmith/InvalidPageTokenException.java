package io.tablesmith;

/**
 * A page token was refused: it is malformed, was changed, or was issued by another query
 * (another entity, index, partition or direction). The token is never used to read.
 */
public class InvalidPageTokenException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public InvalidPageTokenException(String entityType, String problem) {
        super(entityType, null, problem);
    }
}
