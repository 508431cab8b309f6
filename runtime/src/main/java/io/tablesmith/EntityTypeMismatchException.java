package io.tablesmith;

/**
 * A write, update, delete or check was refused because the item stored under the key belongs to
 * another entity type ({@code _et}): one entity's operations never change another's items. The
 * database's condition refused it, so nothing was written.
 */
public class EntityTypeMismatchException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String storedEntityType;

    /**
     * @param entityType the entity type of the repository that tried the operation
     * @param key the item key as {@code pk=…, sk=…}
     * @param operation what was refused ({@code put}, {@code delete}, …)
     * @param storedEntityType the {@code _et} of the stored item, or {@code null} when it has none
     */
    public EntityTypeMismatchException(String entityType, String key, String operation, String storedEntityType) {
        super(entityType, key, operation + " refused: the item stored under this key is "
                + (storedEntityType == null ? "not a Tablesmith item (it has no _et)" : "a " + storedEntityType)
                + ", not a " + entityType + "; one entity's operations never change another entity's items,"
                + " so nothing was written; check which key you built");
        this.storedEntityType = storedEntityType;
    }

    /** The entity type of the stored item ({@code _et}), or {@code null} when it has none. */
    public String storedEntityType() {
        return storedEntityType;
    }
}
