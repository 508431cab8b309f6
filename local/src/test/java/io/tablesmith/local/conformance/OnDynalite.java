package io.tablesmith.local.conformance;

import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.scenarios.EngineTags;
import java.util.Set;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Runs a scenario class on dynalite, cross-checked with LocalDynamoDb ({@link CrossCheckedClient}).
 *
 * <p>Scenarios tagged with what dynalite lacks ({@link EngineTags#TRANSACTIONS},
 * {@link EngineTags#NOT_IN_DYNALITE}, {@link EngineTags#MULTI_ATTRIBUTE_KEYS}, {@link EngineTags#PARTIQL}, {@link EngineTags#BACKUPS},
 * {@link EngineTags#SERVICE_OPERATIONS}) are skipped here only; local/README.md ("Differences") says why
 * for each. The server is the run's shared one ({@link DynaliteExtension#server}), started on first use.
 */
public final class OnDynalite implements ExecutionCondition, BeforeEachCallback {
    static final Set<String> EXCLUDED_TAGS = Set.of(EngineTags.TRANSACTIONS, EngineTags.NOT_IN_DYNALITE,
            EngineTags.MULTI_ATTRIBUTE_KEYS, EngineTags.PARTIQL, EngineTags.BACKUPS, EngineTags.SERVICE_OPERATIONS);

    /** The account in dynalite's ARNs, which the cross-checked LocalDynamoDb takes as its own (see local/README.md). */
    private static final String DYNALITE_ACCOUNT = "000000000000";

    private static volatile DynaliteServer server;

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        for (String tag : context.getTags()) {
            if (EXCLUDED_TAGS.contains(tag)) {
                return ConditionEvaluationResult.disabled("dynalite cannot run scenarios tagged '" + tag
                        + "' (see local/README.md, Differences)");
            }
        }
        return ConditionEvaluationResult.enabled("runs on dynalite");
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        server = DynaliteExtension.server(context);
    }

    /** A client for the scenario: dynalite's answers, each compared with a fresh LocalDynamoDb's. */
    static DynamoDbClient client() {
        DynaliteServer current = server;
        if (current == null) {
            throw new IllegalStateException("OnDynalite is not registered on this test class");
        }
        return CrossCheckedClient.of(current.client(),
                LocalDynamoDb.builder().accountId(DYNALITE_ACCOUNT).build());
    }
}
