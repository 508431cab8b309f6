package io.tablesmith.local.scenarios;

/**
 * JUnit tags for scenarios that not every DynamoDB-compatible engine can pass, so a conformance run
 * against such an engine can exclude them ({@code -DexcludedGroups=transactions,not-in-dynalite}).
 */
public final class EngineTags {
    /** Needs TransactWriteItems or TransactGetItems, which dynalite does not implement. */
    public static final String TRANSACTIONS = "transactions";
    /**
     * DynamoDB behaviour that dynalite does not reproduce: ReturnValuesOnConditionCheckFailure, DynamoDB's
     * "Syntax error; token: .., near: .." wording, equality of maps and lists, REMOVE of several list
     * elements by their original indexes, the message of ResourceInUseException.
     */
    public static final String NOT_IN_DYNALITE = "not-in-dynalite";

    private EngineTags() {
    }
}
