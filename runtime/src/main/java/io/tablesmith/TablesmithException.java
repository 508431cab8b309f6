package io.tablesmith;

import java.util.Objects;

/**
 * The root of every exception Tablesmith throws. Each says which entity, which key and what
 * was expected, so a log line alone is enough to find the item.
 */
public class TablesmithException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String entityType;
    private final String key;

    /**
     * @param entityType the entity type ({@code @Entity(type)}), or {@code null} when none applies
     * @param key the item key as {@code pk=…, sk=…}, or {@code null} when none applies
     * @param problem what went wrong and what was expected
     */
    public TablesmithException(String entityType, String key, String problem) {
        this(entityType, key, problem, null);
    }

    public TablesmithException(String entityType, String key, String problem, Throwable cause) {
        super(describe(entityType, key, Objects.requireNonNull(problem, "problem")), cause);
        this.entityType = entityType;
        this.key = key;
    }

    private static String describe(String entityType, String key, String problem) {
        StringBuilder message = new StringBuilder();
        if (entityType != null) {
            message.append(entityType);
            if (key != null) {
                message.append(" [").append(key).append(']');
            }
            message.append(": ");
        }
        return message.append(problem).toString();
    }

    /** The entity type involved, or {@code null}. */
    public String entityType() {
        return entityType;
    }

    /** The key of the item involved, rendered as {@code pk=…, sk=…}, or {@code null}. */
    public String key() {
        return key;
    }
}
