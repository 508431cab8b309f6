package io.tablesmith.transaction;

import io.tablesmith.Capacity;
import io.tablesmith.ItemKey;
import io.tablesmith.TablesmithException;
import io.tablesmith.internal.Call;
import io.tablesmith.internal.Calls;
import io.tablesmith.internal.TransactItem;
import io.tablesmith.internal.TransactItems;
import io.tablesmith.internal.WritePath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * A get transaction: items of several repositories read at one point in time with one
 * {@code TransactGetItems} request (at most {@value Transaction#MAX_ITEMS} keys, each once).
 * Start one with {@link Transaction#read(DynamoDbClient)}.
 *
 * <pre>{@code
 * TransactionReader.Result read = Transaction.read(dynamo)
 *         .get(jobs, JobKeys.key("42"))
 *         .get(reports, ReportKeys.key("42"))
 *         .execute();
 * Optional<Job> job = read.get(jobs, JobKeys.key("42"));
 * }</pre>
 */
public final class TransactionReader {

    private final DynamoDbClient client;
    private final TransactItems items = new TransactItems();

    TransactionReader(DynamoDbClient client) {
        this.client = new WritePath(Objects.requireNonNull(client, "client")).client();
    }

    /**
     * Reads the item with this key (build it with {@code <Name>Keys.key}).
     *
     * @throws TablesmithException when this key is asked twice or this would be key 101, before anything is sent
     */
    public <T> TransactionReader get(TransactionalRepository<T> repository, ItemKey<T> key) {
        items.add(TransactItem.get(TransactionWriter.target(repository), Objects.requireNonNull(key, "key")));
        return this;
    }

    /** The number of keys so far. */
    public int size() {
        return items.size();
    }

    /**
     * Sends the transaction; an empty one sends nothing.
     *
     * @throws TransactionFailedException when DynamoDB cancelled it, e.g. because a write transaction was changing an item
     */
    public Result execute() {
        Call call = Calls.of(items.entityTypes(), client).open("read");
        try {
            List<TransactItem> gets = items.items();
            List<Optional<Object>> records = new ArrayList<>();
            if (!gets.isEmpty()) {
                TransactGetItemsResponse response;
                try {
                    response = client.transactGetItems(request -> request
                            .transactItems(gets.stream().map(TransactItem::getItem).toList()));
                } catch (TransactionCanceledException e) {
                    throw items.failure(e);
                }
                List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
                for (int i = 0; i < gets.size(); i++) {
                    Map<String, AttributeValue> item = i < responses.size() && responses.get(i).hasItem()
                            ? responses.get(i).item() : Map.of();
                    records.add(item.isEmpty() ? Optional.empty() : Optional.of(gets.get(i).decode(item)));
                }
            }
            return new Result(items, records, Call.consumedSoFar().orElse(null));
        } finally {
            call.close();
        }
    }

    /** The items a get transaction read. */
    public static final class Result {

        private final TransactItems items;
        private final List<Optional<Object>> records;
        private final Capacity consumedCapacity;

        Result(TransactItems items, List<Optional<Object>> records, Capacity consumedCapacity) {
            this.items = items;
            this.records = List.copyOf(records);
            this.consumedCapacity = consumedCapacity;
        }

        /** What the transaction consumed (twice the units of its reads), when capacity was asked for. */
        public Optional<Capacity> consumedCapacity() {
            return Optional.ofNullable(consumedCapacity);
        }

        /**
         * The item read for this key, or empty when there was none.
         *
         * @throws IllegalArgumentException when the transaction did not read this key of this repository
         */
        public <T> Optional<T> get(TransactionalRepository<T> repository, ItemKey<T> key) {
            TransactionTarget<T> target = TransactionWriter.target(repository);
            int index = items.indexOf(TransactItem.get(target, key).identity());
            if (index < 0) {
                throw new IllegalArgumentException(target.schema().entityType() + " [" + key
                        + "]: this transaction did not read that key of table " + target.tableName());
            }
            @SuppressWarnings("unchecked") // decoded by the schema of this table's repository
            Optional<T> record = (Optional<T>) records.get(index);
            return record;
        }

        /** Every item in the order the keys were added, empty where there was none. */
        public List<Optional<Object>> inOrder() {
            return records;
        }

        /** The number of keys read. */
        public int size() {
            return records.size();
        }
    }
}
