package io.tablesmith.local.scenarios;

/**
 * JUnit tags for scenarios that not every DynamoDB-compatible engine can pass; the dynalite run
 * ({@code io.tablesmith.local.conformance.OnDynalite}) skips them. local/README.md ("Differences") lists
 * each with its reason.
 */
public final class EngineTags {
    /** Needs TransactWriteItems or TransactGetItems, which dynalite does not implement. */
    public static final String TRANSACTIONS = "transactions";
    /**
     * DynamoDB behaviour that dynalite does not reproduce: ReturnValuesOnConditionCheckFailure, DynamoDB's
     * "Syntax error; token: .., near: .." wording, equality of maps and lists, REMOVE of several list
     * elements by their original indexes, the message of ResourceInUseException, DeleteItem's ReturnValues
     * limit, Select=COUNT with a projection, the 25-request BatchWriteItem limit across tables, the
     * refusal of a consistent Scan of a GSI, UpdateTable taking effect at once, SPECIFIC_ATTRIBUTES
     * without a projection, ItemCollectionMetrics, CreateTable's member constraints on the name, TTL,
     * DynamoDB's newer wording of constraint messages and its Java rendering of quoted requests, table ARNs
     * and accounts, the checks of empty Query key values and of index key sizes, DynamoDB's wording of empty keys to
     * look up and of empty index keys, and a global index's warm throughput.
     */
    public static final String NOT_IN_DYNALITE = "not-in-dynalite";

    /**
     * Global secondary indexes with several partition-key or sort-key attributes (DynamoDB since November
     * 2025), which dynalite does not know.
     */
    public static final String MULTI_ATTRIBUTE_KEYS = "multi-attribute-keys";

    /** PartiQL (ExecuteStatement, BatchExecuteStatement, ExecuteTransaction), which dynalite does not implement. */
    public static final String PARTIQL = "partiql";

    /**
     * Backups, point-in-time recovery, imports and exports (CreateBackup, RestoreTableFromBackup,
     * UpdateContinuousBackups, RestoreTableToPointInTime, ImportTable, ExportTableToPointInTime and the rest),
     * which dynalite does not implement.
     */
    public static final String BACKUPS = "backups";

    /** Resource policies, DescribeEndpoints and DescribeLimits, which dynalite does not implement. */
    public static final String SERVICE_OPERATIONS = "service-operations";

    private EngineTags() {
    }
}
