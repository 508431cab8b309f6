package io.tablesmith;

import java.util.List;

/**
 * The table exists, but not as the generated {@code TablesmithTable.createTableRequest} defines it:
 * a request needed an index it does not have, or {@link TableCheck#requireMatch()} found
 * differences. Lists what differs, so the table (or the name passed to the repository) can be fixed.
 */
public class TableMismatchException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String tableName;
    private final List<String> differences;

    /**
     * @param entityType the entity type involved, or {@code null}
     * @param tableName the table that differs
     * @param differences what differs, one sentence each
     */
    public TableMismatchException(String entityType, String tableName, List<String> differences, Throwable cause) {
        super(entityType, null, "table \"" + tableName + "\" is not the table the generated TablesmithTable defines: "
                + String.join("; ", differences) + ". It was created from another definition, or it is another"
                + " application's table: check the table name passed to the repository, and compare the table with"
                + " TablesmithTable.check(client, \"" + tableName + "\")", cause);
        this.tableName = tableName;
        this.differences = List.copyOf(differences);
    }

    /** The table that differs. */
    public String tableName() {
        return tableName;
    }

    /** What differs, one sentence each. */
    public List<String> differences() {
        return differences;
    }
}
