package io.tablesmith;

/**
 * Thrown when a state transition's write found the item in another state than the one it moves
 * from. The message names the stored state and which of two things happened: the declared
 * transitions lead from {@code from} to it, so another writer moved the item first; or they cannot,
 * so the {@code from} passed was not the item's state (only a create, put or replace writes a state
 * directly). {@link #current(Class)} holds the item as it is now.
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
