package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Database;
import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.TableNames;
import io.tablesmith.local.internal.streams.TableStream;
import io.tablesmith.local.internal.validation.ModelValidator;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.PolicyNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyResponse;

/**
 * PutResourcePolicy, GetResourcePolicy and DeleteResourcePolicy on a table or its enabled stream, addressed by
 * ARN, and the ResourcePolicy that CreateTable may attach. A policy is kept as given, with a revision id that
 * is a timestamp (DynamoDB's are too, so later revisions compare greater): putting the same policy again
 * changes nothing, and {@code ExpectedRevisionId} (or {@code NO_POLICY}) makes a put or delete conditional.
 * LocalDynamoDb has no IAM: a policy is stored and returned, never evaluated. A policy belongs to one
 * incarnation of a table (its TableId) and goes with it.
 */
public final class ResourcePolicyOperations {
    /** DynamoDB's limit on a policy document. */
    private static final int MAX_POLICY_BYTES = 20 * 1024;
    private static final String NO_POLICY = "NO_POLICY";
    private static final String NOT_FOUND = "Resource-based policy not found for the provided ResourceArn: ";

    /** A policy and its revision. */
    private record Policy(String document, String revisionId) {
    }

    private final Database db;
    /** By table id, or by stream ARN for a stream's policy. */
    private final Map<String, Policy> policies = new ConcurrentHashMap<>();

    public ResourcePolicyOperations(Database db) {
        this.db = db;
    }

    public PutResourcePolicyResponse putResourcePolicy(PutResourcePolicyRequest r) {
        ModelValidator.check(r);
        checkPolicy(r.policy(), "policy");
        return db.read(() -> {
            Resource resource = resource(r.resourceArn(), r);
            synchronized (policies) {
                Policy current = policies.get(resource.key());
                checkExpected(r.expectedRevisionId(), current, resource);
                if (current != null && current.document().equals(r.policy())) {
                    return PutResourcePolicyResponse.builder().revisionId(current.revisionId()).build();
                }
                Policy next = new Policy(r.policy(), nextRevision(current));
                policies.put(resource.key(), next);
                return PutResourcePolicyResponse.builder().revisionId(next.revisionId()).build();
            }
        });
    }

    public GetResourcePolicyResponse getResourcePolicy(GetResourcePolicyRequest r) {
        ModelValidator.check(r);
        return db.read(() -> {
            Resource resource = resource(r.resourceArn(), r);
            Policy current = policies.get(resource.key());
            if (current == null) {
                throw notFound(NOT_FOUND + r.resourceArn());
            }
            return GetResourcePolicyResponse.builder().policy(current.document()).revisionId(current.revisionId())
                    .build();
        });
    }

    public DeleteResourcePolicyResponse deleteResourcePolicy(DeleteResourcePolicyRequest r) {
        ModelValidator.check(r);
        return db.read(() -> {
            Resource resource = resource(r.resourceArn(), r);
            synchronized (policies) {
                Policy current = policies.get(resource.key());
                if (current == null) {
                    throw notFound(NOT_FOUND + r.resourceArn());
                }
                checkExpected(r.expectedRevisionId(), current, resource);
                policies.remove(resource.key());
                return DeleteResourcePolicyResponse.builder().revisionId(current.revisionId()).build();
            }
        });
    }

    /** Checks the ResourcePolicy of a CreateTable (null: none). */
    static void checkCreatePolicy(String policy) {
        if (policy != null) {
            checkPolicy(policy, "resourcePolicy");
        }
    }

    /** Attaches the ResourcePolicy of a CreateTable (null: none) to the table it made. */
    void attach(Table table, String policy) {
        if (policy != null) {
            synchronized (policies) {
                policies.put(table.schema().id(), new Policy(policy, nextRevision(null)));
            }
        }
    }

    /** Drops the policy of a deleted table. */
    void detach(Table table) {
        policies.remove(table.schema().id());
    }

    /** A table or stream a policy is attached to: its key in {@link #policies} and its table's name. */
    private record Resource(String key, String tableName) {
    }

    /**
     * The table, or its enabled stream, that {@code arn} names (of this database's account, or
     * AccessDeniedException); call with the catalog lock held.
     */
    private Resource resource(String arn, SdkRequest request) {
        if (arn == null) {
            throw Errors.constraint(null, "resourceArn", "Member must not be null");
        }
        String tableArn = TableNames.tableArnOf(arn);
        TableNames.Arn parts = TableNames.arn(tableArn);
        db.checkAccount(parts, arn, request);
        String name = parts.tableName();
        Table table = db.find(tableArn, request);
        if (table == null) {
            throw Errors.resourceNotFound("Requested resource not found: Table: " + name + " not found");
        }
        if (tableArn.equals(arn)) {
            return new Resource(table.schema().id(), name);
        }
        if (!(table.changes() instanceof TableStream stream) || !stream.arn().equals(arn)) {
            throw Errors.resourceNotFound("Requested resource not found: Stream: " + arn + " not found");
        }
        return new Resource(arn, name);
    }

    private static void checkExpected(String expected, Policy current, Resource resource) {
        if (expected == null) {
            return;
        }
        if (expected.equals(NO_POLICY)) {
            if (current != null) {
                throw notFound(NOT_FOUND + "Requested policy update expecting none to be present for table "
                        + resource.tableName() + ", but a policy exists with revision id " + current.revisionId() + ".");
            }
            return;
        }
        if (current == null) {
            throw notFound(NOT_FOUND + "Requested update for policy with revision id " + expected
                    + ", but no policy is associated to target table " + resource.tableName() + ".");
        }
        if (!expected.equals(current.revisionId())) {
            throw notFound(NOT_FOUND + "Requested update for policy with revision id " + expected
                    + ", but the policy associated to target table " + resource.tableName() + " has revision id "
                    + current.revisionId() + ".");
        }
    }

    /** A timestamp on the database's clock, later than the revision it replaces. */
    private String nextRevision(Policy current) {
        long now = db.clock().millis();
        if (current != null) {
            now = Math.max(now, Long.parseLong(current.revisionId()) + 1);
        }
        return Long.toString(now);
    }

    private static void checkPolicy(String policy, String member) {
        if (policy == null) {
            throw Errors.constraint(null, member, "Member must not be null");
        }
        if (policy.isBlank()) {
            throw Errors.validation("One or more parameter values were invalid: The resource policy document is "
                    + "empty");
        }
        if (policy.getBytes(StandardCharsets.UTF_8).length > MAX_POLICY_BYTES) {
            throw Errors.validation("One or more parameter values were invalid: The resource policy document "
                    + "exceeds the maximum size of 20 KB");
        }
    }

    private static DynamoDbException notFound(String message) {
        return Errors.of(PolicyNotFoundException.builder(), "PolicyNotFoundException", message);
    }
}
