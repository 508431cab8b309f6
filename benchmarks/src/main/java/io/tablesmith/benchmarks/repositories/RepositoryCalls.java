package io.tablesmith.benchmarks.repositories;

import io.tablesmith.ItemKey;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.benchmarks.model.HandWrittenOrderCodec;
import io.tablesmith.benchmarks.model.Order;
import io.tablesmith.benchmarks.model.OrderKeys;
import io.tablesmith.benchmarks.model.OrderRepository;
import io.tablesmith.benchmarks.model.TablesmithTable;
import io.tablesmith.local.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * Benchmark 3's calls: each repository operation and a hand-written {@code DynamoDbClient} call
 * doing the same work (the same request, the careful codec of the codec benchmark to encode and
 * decode), on LocalDynamoDb in process, where the engine is fast enough for the library's own
 * cost to show. The table holds {@value #CUSTOMERS} customers × {@value #ORDERS} orders; each
 * call takes the next order in turn. {@link RepositoryRunner} times them.
 *
 * <p>Like Tablesmith's, the hand-written writes are conditioned on the stored item's {@code _et}
 * (an entity's operations touch only its own items) and the query filters by it.
 *
 * <p>{@code create} and {@code delete} need the item absent or present again for the next call,
 * so both ways follow them with the same raw {@code DeleteItem} or {@code PutItem}.
 */
public final class RepositoryCalls {

    static final String TABLE = "orders";
    static final int CUSTOMERS = 20;
    static final int ORDERS = 50;
    static final int PAGE = 20;
    static final int GET_ALL = 100;
    /** The {@code _et} every write is conditioned on and every query filtered by, as Tablesmith does. */
    private static final AttributeValue ORDER = AttributeValue.fromS("ORDER");

    private DynamoDbClient client;
    private OrderRepository repository;
    private Order[] orders;
    private Order[] fresh;
    private Order[] asStored;
    private List<ItemKey<Order>> someKeys;
    private int next;

    public void setUp() {
        client = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest(TABLE));
        repository = new OrderRepository(client, TABLE);
        orders = new Order[CUSTOMERS * ORDERS];
        fresh = new Order[orders.length];
        asStored = new Order[orders.length];
        for (int o = 0; o < ORDERS; o++) {
            for (int c = 0; c < CUSTOMERS; c++) {
                // interleaved, so consecutive operations hit different partitions
                orders[o * CUSTOMERS + c] = Order.sample("c-" + c, o);
                fresh[o * CUSTOMERS + c] = Order.sample("new-" + c, o);
                asStored[o * CUSTOMERS + c] = orders[o * CUSTOMERS + c].withTotalAsStored();
                repository.put(orders[o * CUSTOMERS + c]);
            }
        }
        someKeys = new ArrayList<>();
        for (int i = 0; i < GET_ALL; i++) {
            someKeys.add(OrderKeys.keyOf(orders[i * 7 % orders.length]));
        }
        if (handWrittenQuery().size() != PAGE || tablesmithQuery().items().size() != PAGE
                || handWrittenGetAll().size() != GET_ALL || !tablesmithGetAll().equals(handWrittenGetAll())) {
            throw new IllegalStateException("the two ways do not read the same items");
        }
    }

    public void tearDown() {
        client.close();
    }

    private Order nextOrder() {
        next = next + 1 < orders.length ? next + 1 : 0;
        return orders[next];
    }

    private Order nextFresh() {
        next = next + 1 < fresh.length ? next + 1 : 0;
        return fresh[next];
    }

    // ---------------------------------------------------------------- create (then a raw delete)

    public Order tablesmithCreate() {
        Order order = nextFresh();
        repository.create(order);
        rawDelete(order);
        return order;
    }

    public Order handWrittenCreate() {
        Order order = nextFresh();
        try {
            client.putItem(put -> put.tableName(TABLE).item(HandWrittenOrderCodec.toItem(order))
                    .conditionExpression("attribute_not_exists(#pk)")
                    .expressionAttributeNames(Map.of("#pk", "pk")));
        } catch (ConditionalCheckFailedException e) {
            throw new IllegalStateException("exists", e);
        }
        rawDelete(order);
        return order;
    }

    // ---------------------------------------------------------------- get

    public Optional<Order> tablesmithGet() {
        Order order = nextOrder();
        return repository.get(order.customerId(), order.orderId());
    }

    public Optional<Order> handWrittenGet() {
        Order order = nextOrder();
        GetItemResponse response = client.getItem(get -> get.tableName(TABLE).key(key(order)));
        return response.hasItem() && !response.item().isEmpty()
                ? Optional.of(HandWrittenOrderCodec.fromItem(response.item()))
                : Optional.empty();
    }

    // ---------------------------------------------------------------- put

    public Order tablesmithPut() {
        return repository.put(nextOrder());
    }

    public Order handWrittenPut() {
        Order order = nextOrder();
        client.putItem(put -> put.tableName(TABLE).item(HandWrittenOrderCodec.toItem(order))
                .conditionExpression("attribute_not_exists(#pk) OR (#et = :et)")
                .expressionAttributeNames(Map.of("#pk", "pk", "#et", "_et"))
                .expressionAttributeValues(Map.of(":et", ORDER)));
        return order;
    }

    // ---------------------------------------------------------------- put of a record already as stored

    /**
     * A put of an order whose total is already in DynamoDB's form ({@code 156.9}): the record it
     * returns costs the schema's checks, where {@link #tablesmithPut} (a total of {@code 156.90}) decodes
     * the written item to return what a read returns.
     */
    public Order tablesmithPutAsStored() {
        return repository.put(nextAsStored());
    }

    public Order handWrittenPutAsStored() {
        Order order = nextAsStored();
        client.putItem(put -> put.tableName(TABLE).item(HandWrittenOrderCodec.toItem(order))
                .conditionExpression("attribute_not_exists(#pk) OR (#et = :et)")
                .expressionAttributeNames(Map.of("#pk", "pk", "#et", "_et"))
                .expressionAttributeValues(Map.of(":et", ORDER)));
        return order;
    }

    private Order nextAsStored() {
        next = next + 1 < asStored.length ? next + 1 : 0;
        return asStored[next];
    }

    // ---------------------------------------------------------------- replace

    public Order tablesmithReplace() {
        return repository.replace(nextOrder());
    }

    public Order handWrittenReplace() {
        Order order = nextOrder();
        client.putItem(put -> put.tableName(TABLE).item(HandWrittenOrderCodec.toItem(order))
                .conditionExpression("attribute_exists(#pk) AND #et = :et")
                .expressionAttributeNames(Map.of("#pk", "pk", "#et", "_et"))
                .expressionAttributeValues(Map.of(":et", ORDER)));
        return order;
    }

    // ---------------------------------------------------------------- update

    public Order tablesmithUpdate() {
        Order order = nextOrder();
        return repository.update(order.customerId(), order.orderId()).setQuantity(next).execute();
    }

    public Order handWrittenUpdate() {
        Order order = nextOrder();
        Map<String, AttributeValue> item = client.updateItem(update -> update.tableName(TABLE).key(key(order))
                .updateExpression("SET #quantity = :quantity")
                .conditionExpression("attribute_exists(#pk) AND #et = :et")
                .expressionAttributeNames(Map.of("#quantity", "quantity", "#pk", "pk", "#et", "_et"))
                .expressionAttributeValues(Map.of(":quantity", AttributeValue.fromN(Integer.toString(next)), ":et", ORDER))
                .returnValues(ReturnValue.ALL_NEW)).attributes();
        return HandWrittenOrderCodec.fromItem(item);
    }

    // ---------------------------------------------------------------- delete (then a raw put)

    public Optional<Order> tablesmithDelete() {
        Order order = nextOrder();
        Optional<Order> deleted = repository.delete(order.customerId(), order.orderId());
        rawPut(order);
        return deleted;
    }

    public Optional<Order> handWrittenDelete() {
        Order order = nextOrder();
        DeleteItemResponse response = client.deleteItem(delete -> delete.tableName(TABLE).key(key(order))
                .conditionExpression("attribute_not_exists(#pk) OR #et = :et")
                .expressionAttributeNames(Map.of("#pk", "pk", "#et", "_et"))
                .expressionAttributeValues(Map.of(":et", ORDER))
                .returnValues(ReturnValue.ALL_OLD));
        Optional<Order> deleted = response.hasAttributes() && !response.attributes().isEmpty()
                ? Optional.of(HandWrittenOrderCodec.fromItem(response.attributes()))
                : Optional.empty();
        rawPut(order);
        return deleted;
    }

    // ---------------------------------------------------------------- a query page

    public Page<Order> tablesmithQuery() {
        return repository.ordersOf(nextOrder().customerId(), PageRequest.of(PAGE));
    }

    public List<Order> handWrittenQuery() {
        Order order = nextOrder();
        QueryResponse response = client.query(query -> query.tableName(TABLE)
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
                .filterExpression("#et = :et")
                .expressionAttributeNames(Map.of("#pk", "pk", "#sk", "sk", "#et", "_et"))
                .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("CUSTOMER#" + order.customerId()),
                        ":sk", AttributeValue.fromS("ORDER#"), ":et", ORDER))
                .limit(PAGE));
        List<Order> page = new ArrayList<>(response.count());
        for (Map<String, AttributeValue> item : response.items()) {
            page.add(HandWrittenOrderCodec.fromItem(item));
        }
        return page;
    }

    // ---------------------------------------------------------------- getAll of 100

    public List<Order> tablesmithGetAll() {
        return repository.getAll(someKeys);
    }

    public List<Order> handWrittenGetAll() {
        List<Map<String, AttributeValue>> keys = new ArrayList<>(someKeys.size());
        for (ItemKey<Order> key : someKeys) {
            keys.add(Map.of("pk", AttributeValue.fromS(key.partition()), "sk", AttributeValue.fromS(key.sort())));
        }
        BatchGetItemResponse response = client.batchGetItem(batch -> batch.requestItems(
                Map.of(TABLE, KeysAndAttributes.builder().keys(keys).build())));
        if (response.hasUnprocessedKeys() && !response.unprocessedKeys().isEmpty()) {
            throw new IllegalStateException("LocalDynamoDb left keys unprocessed");
        }
        // in the order asked, as getAll returns them
        Map<ItemKey<Order>, Order> found = new HashMap<>(GET_ALL * 4 / 3 + 1);
        for (Map<String, AttributeValue> item : response.responses().get(TABLE)) {
            found.put(new ItemKey<>(item.get("pk").s(), item.get("sk").s()), HandWrittenOrderCodec.fromItem(item));
        }
        List<Order> ordered = new ArrayList<>(found.size());
        for (ItemKey<Order> key : someKeys) {
            Order order = found.get(key);
            if (order != null) {
                ordered.add(order);
            }
        }
        return ordered;
    }

    private static Map<String, AttributeValue> key(Order order) {
        return Map.of("pk", AttributeValue.fromS("CUSTOMER#" + order.customerId()),
                "sk", AttributeValue.fromS("ORDER#" + order.orderId()));
    }

    private void rawDelete(Order order) {
        client.deleteItem(delete -> delete.tableName(TABLE).key(key(order)));
    }

    private void rawPut(Order order) {
        client.putItem(put -> put.tableName(TABLE).item(HandWrittenOrderCodec.toItem(order)));
    }
}
