package io.tablesmith;

/** Thrown when a write requires the item to exist (for example {@code replace}) and it does not. */
public class ItemNotFoundException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public ItemNotFoundException(String entityType, String key, String problem) {
        super(entityType, key, problem);
    }

    public ItemNotFoundException(String entityType, String key, String problem, Throwable cause) {
        super(entityType, key, problem, cause);
    }
}
