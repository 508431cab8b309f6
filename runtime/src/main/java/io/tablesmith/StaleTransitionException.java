package io.tablesmith;

/**
 * Thrown when a state transition's write found the item in another state than the one it moves
 * from: another writer moved it first. {@link #current(Class)} holds the item as it is now.
 */
public class StaleTransitionException extends ConditionFailedException {

    private static final long serialVersionUID = 1L;

    /**
     * @param current the stored item, decoded, or {@code null} when it is unknown
     */
    public StaleTransitionException(String entityType, String key, String problem, Object current, Throwable cause) {
        super(entityType, key, problem, current, cause);
    }
}
