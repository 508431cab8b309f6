package shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tablesmith.PageRequest;
import io.tablesmith.local.LocalDynamoDbExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class CartTest {

    @RegisterExtension
    static LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTables(TablesmithTable.createTableRequest("shop"));

    @Test
    void storesAndListsCarts(DynamoDbClient client) {
        CartRepository carts = new CartRepository(client, "shop");
        carts.create(new Cart("c1", "a", 2, 0));
        carts.create(new Cart("c1", "b", 1, 0));

        assertEquals(1, carts.get("c1", "a").orElseThrow().version());
        assertEquals(2, carts.cartsOf("c1", PageRequest.of(10)).items().size());
    }
}
