package io.tablesmith;

/**
 * DynamoDB answered that the table a request names does not exist (in the client's account and
 * region, or not yet ACTIVE). Nothing was read or written.
 */
public class TableNotFoundException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String tableName;

    /**
     * @param entityType the entity type of the repository (or the feature) that sent the request, or {@code null}
     * @param tableName the table the request named
     * @param operation the DynamoDB operation, e.g. {@code PutItem}
     */
    public TableNotFoundException(String entityType, String tableName, String operation, Throwable cause) {
        super(entityType, null, operation + " refused: table \"" + tableName + "\" does not exist in the client's account"
                + " and region (or is not ACTIVE yet); create it with TablesmithTable.createTableRequest(\"" + tableName
                + "\") and wait until it is ACTIVE, or pass the name of the table that exists to the repository"
                + " (a name per environment is a common slip)", cause);
        this.tableName = tableName;
    }

    /** The table the request named. */
    public String tableName() {
        return tableName;
    }
}
