package io.tablesmith.transaction;

import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.lock.Lease;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB cancelled a transaction: nothing of it was written. {@link #reasons()} holds one
 * {@link Reason} per operation, in the order the operations were added, each with the item,
 * DynamoDB's reason code and what Tablesmith makes of it ({@link Problem}); {@link #failures()}
 * only those that caused the cancellation.
 *
 * <p>{@link #entityType()} and {@link #key()} name the failed item when exactly one failed. The
 * reasons are not serialized with the exception.
 */
public class TransactionFailedException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    /** What one operation of a transaction did. */
    public enum Operation {
        /** a put if no item has the key ({@link TransactionWriter#create}) */
        CREATE,
        /** a put, over the record's version if versioned ({@link TransactionWriter#put}) */
        PUT,
        /** a put over an existing item ({@link TransactionWriter#replace}) */
        REPLACE,
        /** a delete, by key or at the record's version ({@link TransactionWriter#delete}) */
        DELETE,
        /** a typed update of an existing item ({@link TransactionWriter#update}) */
        UPDATE,
        /** a condition check: the item exists */
        REQUIRE_EXISTS,
        /** a condition check: no item has the key */
        REQUIRE_NOT_EXISTS,
        /** a condition check: the item exists at a version */
        REQUIRE_VERSION,
        /** a condition check: a {@link Lease} still holds its lock ({@link TransactionWriter#requireLease}) */
        REQUIRE_LEASE,
        /** a read of a get transaction */
        GET;

        /** The operation as a word of a message: {@code create}, {@code require version}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        }
    }

    /** What Tablesmith makes of one operation's cancellation reason. */
    public enum Problem {
        /** this operation did not fail (DynamoDB's code {@code None}); another one did */
        NONE,
        /** an item with the key exists, and the operation wanted none (create, require not exists) */
        DUPLICATE,
        /**
         * no item with the key exists, and the operation needed one (replace, update, a versioned delete,
         * a put of a record at version 1 or more, checks)
         */
        NOT_FOUND,
        /** the stored version differs from the one expected: another writer got there first */
        STALE_VERSION,
        /** the item stored under the key belongs to another entity type ({@code _et}); nothing of it was changed */
        WRONG_ENTITY_TYPE,
        /** the operation's condition (a {@code when} condition, a transition's state) did not hold */
        CONDITION_FAILED,
        /** another transaction or write was changing the item ({@code TransactionConflict}); retry */
        CONFLICT,
        /** throughput exceeded or throttled; retry later */
        THROTTLED,
        /** DynamoDB refused the operation itself ({@code ValidationError}, e.g. an item too large) */
        INVALID,
        /** any other code */
        OTHER;

        /** The problem as words of a message. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        }
    }

    /**
     * One operation's outcome.
     *
     * @param index the operation's position in the transaction, from 0
     * @param operation what the operation was
     * @param entityType the entity type of the item
     * @param tableName the table of the item
     * @param key the item's key
     * @param code DynamoDB's reason code ({@code None}, {@code ConditionalCheckFailed}, {@code TransactionConflict}, …)
     * @param message DynamoDB's message, or empty
     * @param problem what Tablesmith makes of the code
     * @param detail Tablesmith's explanation, e.g. {@code expected stored version 1 but found 2}
     * @param storedItem the item as stored when the condition failed, as DynamoDB returned it; empty when none
     * @param storedRecord {@code storedItem} decoded, when it could be
     */
    public record Reason(int index, Operation operation, String entityType, String tableName, ItemKey<?> key, String code,
                         String message, Problem problem, String detail, Map<String, AttributeValue> storedItem,
                         Optional<Object> storedRecord) {

        public Reason {
            Objects.requireNonNull(operation, "operation");
            Objects.requireNonNull(problem, "problem");
            message = message == null ? "" : message;
            detail = detail == null ? "" : detail;
            storedItem = storedItem == null ? Map.of() : Map.copyOf(storedItem);
            storedRecord = storedRecord == null ? Optional.empty() : storedRecord;
        }

        /** Whether this operation caused the cancellation. */
        public boolean failed() {
            return problem != Problem.NONE;
        }

        /**
         * The stored record DynamoDB returned with a failed condition, decoded.
         *
         * @param type the record type, e.g. {@code Job.class}
         * @throws ClassCastException when the record is of another type
         */
        public <T> Optional<T> stored(Class<T> type) {
            return storedRecord.map(type::cast);
        }

        /** {@code #0 create JOB [pk=JOB#42, sk=METADATA]: duplicate (ConditionalCheckFailed): …}. */
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder("#").append(index).append(' ').append(operation.label()).append(' ')
                    .append(entityType).append(" [").append(key).append("]: ").append(problem.label())
                    .append(" (").append(code).append(')');
            if (!detail.isEmpty()) {
                text.append(": ").append(detail);
            }
            return text.toString();
        }
    }

    private final transient List<Reason> reasons;

    /**
     * @param reasons one per operation, in request order
     * @param cause DynamoDB's {@code TransactionCanceledException}
     */
    public TransactionFailedException(List<Reason> reasons, Throwable cause) {
        this(reasons, List.copyOf(reasons).stream().filter(Reason::failed).toList(), cause);
    }

    private TransactionFailedException(List<Reason> reasons, List<Reason> failures, Throwable cause) {
        super(failures.size() == 1 ? failures.get(0).entityType() : null,
                failures.size() == 1 ? failures.get(0).key().toString() : null,
                describe(reasons, failures), cause);
        this.reasons = List.copyOf(reasons);
    }

    private static String describe(List<Reason> reasons, List<Reason> failures) {
        String problems = failures.isEmpty()
                ? "DynamoDB gave no reason"
                : failures.stream().map(Reason::toString).collect(Collectors.joining("; "));
        return "transaction cancelled, nothing was written (" + failures.size() + " of " + reasons.size()
                + " operations failed): " + problems;
    }

    /** Every operation's outcome, in the order the operations were added. */
    public List<Reason> reasons() {
        return reasons == null ? List.of() : reasons;
    }

    /** The operations that caused the cancellation, in request order. */
    public List<Reason> failures() {
        return reasons().stream().filter(Reason::failed).toList();
    }

    /**
     * Whether sending the same transaction again may succeed: every failure is a conflict with
     * another writer or throttling, none a failed condition.
     */
    public boolean retryable() {
        List<Reason> failures = failures();
        return !failures.isEmpty() && failures.stream()
                .allMatch(r -> r.problem() == Problem.CONFLICT || r.problem() == Problem.THROTTLED);
    }
}
