package io.tablesmith.local;

import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;

import io.tablesmith.local.scenarios.Fixtures;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.LongSupplier;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DuplicateItemException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Random item writes of every kind (PutItem, UpdateItem, DeleteItem, BatchWriteItem, TransactWriteItems and
 * PartiQL) on a table with a sparse global index, a keys-only and an INCLUDE global index and a local index,
 * over few keys so that items are replaced often. Items vary in size (strings of one- to four-byte
 * characters, binaries, lists, maps, sets, sometimes tens of kilobytes) and enter and leave the indexes, or
 * move in them, as updates set and remove their index key attributes.
 */
final class RandomItemWrites {
    static final String[] KINDS = {"put", "update", "delete", "batch", "transaction", "partiql"};
    private static final String[] ATTRIBUTES = {"gpk", "gsk", "owner", "rank", "note", "payload", "expires"};
    private static final String CHARACTERS = "abcdefghij-é€😀";

    private final DynamoDbClient client;
    private final Random random;
    private final LongSupplier nowSeconds;

    RandomItemWrites(DynamoDbClient client, Random random, LongSupplier nowSeconds) {
        this.client = client;
        this.random = random;
        this.nowSeconds = nowSeconds;
    }

    /**
     * The table the writes go to: a stream (so every write also records), a sparse index on {@code gpk}/{@code
     * gsk}, {@code owners} (KEYS_ONLY), {@code ranked} (INCLUDE note) and the local index {@code byRank}.
     */
    static CreateTableRequest table(String name) {
        return CreateTableRequest.builder().tableName(name)
                .attributeDefinitions(Fixtures.attr("pk", ScalarAttributeType.S), Fixtures.attr("sk", ScalarAttributeType.S),
                        Fixtures.attr("gpk", ScalarAttributeType.S), Fixtures.attr("gsk", ScalarAttributeType.N),
                        Fixtures.attr("owner", ScalarAttributeType.S), Fixtures.attr("rank", ScalarAttributeType.N))
                .keySchema(Fixtures.hash("pk"), Fixtures.range("sk"))
                .globalSecondaryIndexes(List.of(
                        GlobalSecondaryIndex.builder().indexName("sparse")
                                .keySchema(Fixtures.hash("gpk"), Fixtures.range("gsk"))
                                .projection(p -> p.projectionType(ProjectionType.ALL)).build(),
                        GlobalSecondaryIndex.builder().indexName("owners").keySchema(Fixtures.hash("owner"))
                                .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)).build(),
                        GlobalSecondaryIndex.builder().indexName("ranked")
                                .keySchema(Fixtures.hash("owner"), Fixtures.range("rank"))
                                .projection(p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes("note"))
                                .build()))
                .localSecondaryIndexes(List.of(LocalSecondaryIndex.builder().indexName("byRank")
                        .keySchema(Fixtures.hash("pk"), Fixtures.range("rank"))
                        .projection(p -> p.projectionType(ProjectionType.ALL)).build()))
                .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES))
                .billingMode("PAY_PER_REQUEST").build();
    }

    /**
     * Runs one write of {@code kind} on {@code table}. A write that DynamoDB would refuse for a reason of the
     * moment (a failed condition, a transaction conflict with another thread) is part of the sequence: it must
     * change nothing.
     */
    void write(String table, String kind) {
        try {
            switch (kind) {
                case "put" -> client.putItem(b -> b.tableName(table).item(item(key())));
                case "update" -> update(table, key());
                case "delete" -> client.deleteItem(b -> b.tableName(table).key(key()));
                case "batch" -> client.batchWriteItem(b -> b.requestItems(Map.of(table, batch())));
                case "transaction" -> client.transactWriteItems(b -> b.transactItems(transaction(table)));
                case "partiql" -> partiql(table);
                default -> throw new IllegalArgumentException(kind);
            }
        } catch (ConditionalCheckFailedException | DuplicateItemException | TransactionCanceledException
                 | TransactionConflictException e) {
            // refused whole: the totals must not have moved
        }
    }

    private void update(String table, Map<String, AttributeValue> key) {
        List<String> set = new ArrayList<>();
        List<String> remove = new ArrayList<>();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (String attribute : ATTRIBUTES) {
            int choice = random.nextInt(3);
            if (choice == 0) {
                names.put("#" + attribute, attribute);
                values.put(":" + attribute, value(attribute));
                set.add("#" + attribute + " = :" + attribute);
            } else if (choice == 1) {
                names.put("#" + attribute, attribute);
                remove.add("#" + attribute);
            }
        }
        if (names.isEmpty()) {
            names.put("#note", "note");
            remove.add("#note");
        }
        String expression = (set.isEmpty() ? "" : "SET " + String.join(", ", set) + " ")
                + (remove.isEmpty() ? "" : "REMOVE " + String.join(", ", remove));
        client.updateItem(b -> b.tableName(table).key(key).updateExpression(expression)
                .expressionAttributeNames(names).expressionAttributeValues(values.isEmpty() ? null : values));
    }

    private List<WriteRequest> batch() {
        List<WriteRequest> requests = new ArrayList<>();
        Set<Map<String, AttributeValue>> keys = new HashSet<>();
        for (int i = 1 + random.nextInt(5); i > 0; i--) {
            Map<String, AttributeValue> key = key();
            if (keys.add(key)) {
                requests.add(random.nextInt(3) == 0 ? WriteRequest.builder().deleteRequest(d -> d.key(key)).build()
                        : WriteRequest.builder().putRequest(p -> p.item(item(key))).build());
            }
        }
        return requests;
    }

    private List<TransactWriteItem> transaction(String table) {
        List<TransactWriteItem> items = new ArrayList<>();
        Set<Map<String, AttributeValue>> keys = new HashSet<>();
        for (int i = 1 + random.nextInt(4); i > 0; i--) {
            Map<String, AttributeValue> key = key();
            if (!keys.add(key)) {
                continue;
            }
            TransactWriteItem item = switch (random.nextInt(4)) {
                case 0 -> TransactWriteItem.builder().put(p -> p.tableName(table).item(item(key))).build();
                case 1 -> TransactWriteItem.builder().delete(d -> d.tableName(table).key(key)).build();
                case 2 -> TransactWriteItem.builder().update(u -> u.tableName(table).key(key)
                        .updateExpression("SET note = :note REMOVE gpk").expressionAttributeValues(
                                Map.of(":note", value("note")))).build();
                default -> TransactWriteItem.builder().conditionCheck(c -> c.tableName(table).key(key)
                        .conditionExpression(random.nextBoolean() ? "attribute_exists(pk)" : "attribute_not_exists(pk)"))
                        .build();
            };
            items.add(item);
        }
        return items;
    }

    private void partiql(String table) {
        Map<String, AttributeValue> key = key();
        List<AttributeValue> keyValues = List.of(key.get("pk"), key.get("sk"));
        switch (random.nextInt(3)) {
            case 0 -> client.executeStatement(b -> b.statement("INSERT INTO \"" + table + "\" VALUE {'pk': ?, 'sk': ?, "
                    + "'gpk': ?, 'gsk': ?, 'note': ?}").parameters(key.get("pk"), key.get("sk"), value("gpk"),
                    value("gsk"), value("note")));
            case 1 -> client.executeStatement(b -> b.statement("UPDATE \"" + table + "\" SET owner = ? SET rank = ? "
                    + "WHERE pk = ? AND sk = ?").parameters(value("owner"), value("rank"), key.get("pk"), key.get("sk")));
            default -> client.executeStatement(b -> b.statement("DELETE FROM \"" + table + "\" WHERE pk = ? AND sk = ?")
                    .parameters(keyValues));
        }
    }

    /** One of 24 keys, so that writes often replace, update or delete an item that exists. */
    Map<String, AttributeValue> key() {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("pk", s("p" + random.nextInt(6)));
        key.put("sk", s("s" + random.nextInt(4)));
        return key;
    }

    /** An item with this key and a random choice of the other attributes. */
    Map<String, AttributeValue> item(Map<String, AttributeValue> key) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(key);
        for (String attribute : ATTRIBUTES) {
            if (random.nextBoolean()) {
                item.put(attribute, value(attribute));
            }
        }
        return item;
    }

    private AttributeValue value(String attribute) {
        return switch (attribute) {
            case "gpk" -> s("g" + random.nextInt(3));
            case "owner" -> s(text(1 + random.nextInt(12)));
            case "gsk", "rank" -> number();
            case "note" -> s(text(random.nextInt(20) == 0 ? 20_000 + random.nextInt(40_000) : 1 + random.nextInt(300)));
            case "payload" -> payload(2);
            case "expires" -> n(nowSeconds.getAsLong() - 60 + random.nextInt(600));
            default -> throw new IllegalArgumentException(attribute);
        };
    }

    private AttributeValue payload(int depth) {
        switch (random.nextInt(depth == 0 ? 4 : 6)) {
            case 0:
                byte[] bytes = new byte[random.nextInt(3_000)];
                random.nextBytes(bytes);
                return AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
            case 1:
                return AttributeValue.fromSs(List.of(text(1 + random.nextInt(20)) + "a", text(1 + random.nextInt(20)) + "b"));
            case 2:
                return AttributeValue.fromNs(List.of(Integer.toString(random.nextInt(1_000)),
                        "-" + (1 + random.nextInt(1_000)) + "." + random.nextInt(10)));
            case 3:
                return AttributeValue.fromBool(random.nextBoolean());
            case 4: {
                List<AttributeValue> list = new ArrayList<>();
                for (int i = random.nextInt(5); i > 0; i--) {
                    list.add(payload(depth - 1));
                }
                return AttributeValue.fromL(list);
            }
            default: {
                Map<String, AttributeValue> map = new LinkedHashMap<>();
                for (int i = random.nextInt(5); i > 0; i--) {
                    map.put(text(1 + random.nextInt(6)), payload(depth - 1));
                }
                return AttributeValue.fromM(map);
            }
        }
    }

    private AttributeValue number() {
        int whole = random.nextInt(2_000_001) - 1_000_000;
        return n(random.nextBoolean() ? Integer.toString(whole) : whole + "." + random.nextInt(1_000));
    }

    private String text(int length) {
        StringBuilder out = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            int at = random.nextInt(CHARACTERS.length() - 1);
            out.append(Character.isHighSurrogate(CHARACTERS.charAt(at)) ? CHARACTERS.substring(at, at + 2)
                    : Character.isLowSurrogate(CHARACTERS.charAt(at)) ? "x" : CHARACTERS.substring(at, at + 1));
        }
        return out.toString();
    }
}
