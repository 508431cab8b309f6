package io.tablesmith;

/**
 * Thrown, before any request, for a state transition that the component's
 * {@link Transition @Transition} declarations do not allow.
 */
public class IllegalTransitionException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    /**
     * @param problem which move was refused and which moves are allowed from its state
     */
    public IllegalTransitionException(String entityType, String key, String problem) {
        super(entityType, key, problem);
    }
}
