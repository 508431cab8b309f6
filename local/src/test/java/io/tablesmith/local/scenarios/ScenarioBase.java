package io.tablesmith.local.scenarios;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * Scenarios run against any {@link DynamoDbClient}: a subclass says which (LocalDynamoDb here; a
 * DynamoDB-compatible server over HTTP in a conformance suite). Each test gets tables of its own,
 * with unique names, so a shared server works too.
 */
public abstract class ScenarioBase {
    protected DynamoDbClient client;
    /** A {@link Fixtures#singleTable} table. */
    protected String table;
    /** A {@link Fixtures#hashOnly} table. */
    protected String simple;
    private final List<String> extraTables = new ArrayList<>();

    /** The client under test; called before each test. */
    protected abstract DynamoDbClient client();

    @BeforeEach
    void createTables() {
        client = client();
        String suffix = UUID.randomUUID().toString().substring(0, 8);
        table = "single-" + suffix;
        simple = "simple-" + suffix;
        client.createTable(Fixtures.singleTable(table));
        client.createTable(Fixtures.hashOnly(simple));
    }

    @AfterEach
    void deleteTables() {
        extraTables.add(table);
        extraTables.add(simple);
        for (String name : extraTables) {
            try {
                client.deleteTable(b -> b.tableName(name));
            } catch (DynamoDbException ignored) {
                // already gone
            }
        }
    }

    /** Creates one more table for this test, named {@code <table>-<suffix>}, and deletes it after the test. */
    protected String createTable(String suffix, java.util.function.Function<String, CreateTableRequest> definition) {
        String name = table + "-" + suffix;
        client.createTable(definition.apply(name));
        extraTables.add(name);
        return name;
    }

    protected void put(Map<String, AttributeValue> item) {
        client.putItem(b -> b.tableName(table).item(item));
    }

    protected Map<String, AttributeValue> get(String pk, String sk) {
        GetItemResponse r = client.getItem(b -> b.tableName(table).key(Av.item("pk", Av.s(pk), "sk", Av.s(sk)))
                .consistentRead(true));
        return r.hasItem() ? r.item() : null;
    }

    protected static Map<String, AttributeValue> key(String pk, String sk) {
        return Av.item("pk", Av.s(pk), "sk", Av.s(sk));
    }
}
