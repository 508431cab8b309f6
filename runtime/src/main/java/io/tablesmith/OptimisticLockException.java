package io.tablesmith;

/** Thrown when the stored {@link Version @Version} differs from the record's: another writer got there first. Re-read the item and retry. */
public class OptimisticLockException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    public OptimisticLockException(String entityType, String key, String problem) {
        super(entityType, key, problem);
    }

    public OptimisticLockException(String entityType, String key, String problem, Throwable cause) {
        super(entityType, key, problem, cause);
    }
}
