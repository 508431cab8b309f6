package io.tablesmith;

import io.tablesmith.condition.Condition;
import java.util.Optional;

/**
 * Thrown when a write's {@link Condition} did not hold for the stored item. Carries the item as
 * it is now, decoded, when it is known: DynamoDB returns it with the failure; on engines that do
 * not (dynalite), Tablesmith reads it once with a consistent read after the failure, so it is
 * then the item as of that read.
 */
public class ConditionFailedException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final transient Object current;

    /**
     * @param current the stored item, decoded, or {@code null} when it is unknown or absent
     */
    public ConditionFailedException(String entityType, String key, String problem, Object current, Throwable cause) {
        super(entityType, key, problem, cause);
        this.current = current;
    }

    /** The stored item as a record of the repository's entity, if it is known. */
    public Optional<Object> current() {
        return Optional.ofNullable(current);
    }

    /**
     * The stored item as a record of {@code type}, if it is known and of that type.
     *
     * @param type the entity's record class, e.g. {@code Job.class}
     */
    public <T> Optional<T> current(Class<T> type) {
        return type.isInstance(current) ? Optional.of(type.cast(current)) : Optional.empty();
    }
}
