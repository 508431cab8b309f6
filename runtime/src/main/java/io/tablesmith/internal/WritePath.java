package io.tablesmith.internal;

import io.tablesmith.ItemEncodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.OutcomeUnknownException;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The one guarded write path: every request that writes, from every feature (repositories,
 * updates, fenced writes, batches, transactions, the queue, locks, re-indexing), is a
 * {@link Write} rendered by {@link WriteRequests} and sent here. A refused write is judged by
 * {@link WriteRefusal} from the stored item DynamoDB returns with the refusal; on engines that
 * return none (dynalite), one consistent read fetches it, on the failure path only.
 */
public final class WritePath {

    private final DynamoDbClient client;

    public WritePath(DynamoDbClient client) {
        this(client, null);
    }

    /**
     * @param entityType the entity type (or internal item type) whose requests this path sends, named by the
     *     typed exceptions for a missing or mismatched table; {@code null} when it sends several
     */
    public WritePath(DynamoDbClient client, String entityType) {
        this.client = TranslatingClient.of(client, entityType);
    }

    /**
     * The client reads go through; writes go through this path. Both translate DynamoDB's answers about the table
     * itself (it does not exist, it lacks an index) into typed exceptions that name it ({@link TranslatingClient}).
     */
    public DynamoDbClient client() {
        return client;
    }

    /**
     * Sends one write.
     *
     * @return what DynamoDB returned ({@code ALL_NEW} of an update, {@code ALL_OLD} of a delete); empty otherwise
     * @throws io.tablesmith.TablesmithException the judged refusal (another entity's item, a lost lease, a stale
     *     version, ...), or a number DynamoDB refused to store; nothing was written
     */
    public Map<String, AttributeValue> write(Write write) {
        try {
            return send(write);
        } catch (ConditionalCheckFailedException refused) {
            throw refusal(write, refused).exception();
        }
    }

    /**
     * What became of one write: the attributes DynamoDB returned, or the refusal, for callers that
     * act on a refusal (a create that then replaces, a bulk load that reports each record, the queue).
     */
    public record Outcome(Map<String, AttributeValue> attributes, WriteRefusal refusal) {

        /** Whether the write was stored. */
        public boolean written() {
            return refusal == null;
        }
    }

    /**
     * Sends one write and returns its outcome; a refusal's stored item is read only when the caller
     * asks for it.
     *
     * @throws ItemEncodeException when DynamoDB refused a number an update's add would store
     */
    public Outcome attempt(Write write) {
        try {
            return new Outcome(send(write), null);
        } catch (ConditionalCheckFailedException refused) {
            return new Outcome(Map.of(), refusal(write, refused));
        }
    }

    /**
     * Sends one write whose failure must not be mistaken for a refusal: when the call fails in any
     * way but a refused condition (throttling, a timeout, a broken connection, a server error,
     * which DynamoDB may answer before or after applying the write), the item is read back
     * consistently and {@code appliedIf} decides from it whether the write took effect. Then the
     * outcome is a success with the item as read, or the original failure, thrown as it was: the
     * write did not happen. Costs a read on the failure path only.
     *
     * @param appliedIf whether the item as read now shows the write's effect (an empty map: no item)
     * @throws OutcomeUnknownException when the read fails too, so the outcome cannot be known
     */
    public Outcome attempt(Write write, Predicate<Map<String, AttributeValue>> appliedIf) {
        try {
            return attempt(write);
        } catch (SdkException failed) {
            Map<String, AttributeValue> stored;
            try {
                stored = stored(write.tableName, write.key);
            } catch (SdkException unreadable) {
                failed.addSuppressed(unreadable);
                throw new OutcomeUnknownException(write.entityType, write.key.toString(), write.operation()
                        + " failed (" + failed.getMessage() + ") and the item could not be read to tell whether it was"
                        + " applied (" + unreadable.getMessage() + "); repeat the operation once DynamoDB answers", failed);
            }
            if (appliedIf.test(stored)) {
                return new Outcome(stored, null);
            }
            throw failed;
        }
    }

    private Map<String, AttributeValue> send(Write write) {
        try {
            return switch (write.kind) {
                case PUT -> {
                    client.putItem(WriteRequests.putItem(write));
                    yield Map.of();
                }
                case UPDATE -> client.updateItem(WriteRequests.updateItem(write)).attributes();
                case DELETE -> client.deleteItem(WriteRequests.deleteItem(write)).attributes();
                case CHECK -> throw new IllegalStateException("a condition check is sent only in a transaction");
            };
        } catch (ConditionalCheckFailedException refused) {
            throw refused;
        } catch (DynamoDbException refused) {
            if (write.changes != null && NumberRefusal.is(refused)) {
                throw NumberRefusal.exception(write, stored(write.tableName, write.key), refused);
            }
            if (write.changes != null && UpdateSize.refused(refused)) {
                throw UpdateSize.exception(write, stored(write.tableName, write.key), refused);
            }
            throw refused;
        }
    }

    private WriteRefusal refusal(Write write, ConditionalCheckFailedException refused) {
        Map<String, AttributeValue> returned = refused.hasItem() ? refused.item() : Map.of();
        return WriteRefusal.of(write, () -> returned.isEmpty() ? stored(write.tableName, write.key) : returned, refused);
    }

    /**
     * Sends the writes as one transaction, each with the guards it has on its own (see {@link TransactItem}).
     *
     * @throws software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException when DynamoDB cancelled it
     */
    public void transact(List<Write> writes, String clientRequestToken) {
        List<TransactWriteItem> items = new java.util.ArrayList<>(writes.size());
        for (Write write : writes) {
            items.add(WriteRequests.transactItem(write));
        }
        client.transactWriteItems(WriteRequests.transaction(items, clientRequestToken));
    }

    /**
     * Sends one {@code BatchWriteItem} of unchecked writes to one table.
     *
     * @return the keys DynamoDB left unprocessed
     */
    Set<ItemKey<?>> batch(String tableName, List<Write> writes) {
        BatchWriteItemResponse response = client.batchWriteItem(WriteRequests.batch(tableName, writes));
        if (!response.hasUnprocessedItems()) {
            return Set.of();
        }
        Set<ItemKey<?>> keys = new HashSet<>();
        for (WriteRequest unprocessed : response.unprocessedItems().getOrDefault(tableName, List.of())) {
            Map<String, AttributeValue> attributes = unprocessed.putRequest() != null
                    ? unprocessed.putRequest().item()
                    : unprocessed.deleteRequest() != null ? unprocessed.deleteRequest().key() : Map.of();
            ItemKey<?> key = BatchSender.keyIn(attributes);
            if (key != null) {
                keys.add(key);
            }
        }
        return keys;
    }

    private Map<String, AttributeValue> stored(String tableName, ItemKey<?> key) {
        return StoredItems.fetch(client, tableName, key, true).orElse(Map.of());
    }

    /** DynamoDB's refusal of a number an add would store, as a Tablesmith exception naming the attribute. */
    static final class NumberRefusal {

        static boolean is(DynamoDbException e) {
            String code = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
            String message = String.valueOf(e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage());
            return "ValidationException".equals(code) && (message.contains("Number overflow")
                    || message.contains("Number underflow") || message.contains("significant digits"));
        }

        static ItemEncodeException exception(Write write, Map<String, AttributeValue> stored, DynamoDbException e) {
            // The add whose result DynamoDB cannot store, as far as the item read now tells; else the first.
            ItemUpdate.BoundedAdd culprit = null;
            for (ItemUpdate.BoundedAdd add : write.changes.boundedAdds()) {
                AttributeValue value = stored.get(add.attribute());
                BigDecimal before = value == null || value.n() == null ? BigDecimal.ZERO : new BigDecimal(value.n());
                if (!storable(before.add(add.delta()))) {
                    culprit = add;
                    break;
                }
                culprit = culprit == null ? add : culprit;
            }
            String attribute = culprit == null ? "?" : culprit.attribute();
            AttributeValue value = culprit == null ? null : stored.get(attribute);
            String problem = write.operation() + " refused: DynamoDB cannot store the result of adding "
                    + (culprit == null ? "?" : culprit.delta()) + " to the stored "
                    + (value == null ? "value (absent, or unknown)" : value.n())
                    + " (" + e.awsErrorDetails().errorMessage() + "); nothing was written";
            return new ItemEncodeException(write.entityType, write.key.toString(), attribute, problem, e);
        }

        /** Whether DynamoDB stores the number: at most 38 significant digits, magnitude below 1E+126 and from 1E-130. */
        private static boolean storable(BigDecimal number) {
            if (number.signum() == 0) {
                return true;
            }
            BigDecimal stripped = number.stripTrailingZeros();
            int exponent = stripped.precision() - stripped.scale() - 1;
            return stripped.precision() <= Numbers.MAX_DIGITS && exponent <= 125 && exponent >= -130;
        }
    }
}
