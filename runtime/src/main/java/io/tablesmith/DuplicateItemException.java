package io.tablesmith;

/** Thrown by {@code create} when an item with the same key already exists. */
public class DuplicateItemException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public DuplicateItemException(String entityType, String key, String problem) {
        super(entityType, key, problem);
    }

    public DuplicateItemException(String entityType, String key, String problem, Throwable cause) {
        super(entityType, key, problem, cause);
    }
}
