package io.tablesmith.dynalite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

@ExtendWith(DynaliteExtension.class)
class DynaliteRoundTripTest {
    private final DynamoDbClient dynamo;

    DynaliteRoundTripTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
    }

    @Test
    void itemWrittenOverHttpIsReadBack() {
        String table = DynaliteServer.uniqueTableName("round-trip");
        DynaliteServer.createTable(dynamo, CreateTableRequest.builder()
                .tableName(table)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .build());

        // dynalite answers CreateTable while the table is CREATING; createTable waits it out.
        assertThat(dynamo.describeTable(describe -> describe.tableName(table)).table().tableStatus())
                .isEqualTo(TableStatus.ACTIVE);

        Map<String, AttributeValue> item = Map.of(
                "pk", AttributeValue.fromS("order#1"),
                "total", AttributeValue.fromN("42.5"),
                "note", AttributeValue.fromS("grüße ✓"));
        dynamo.putItem(put -> put.tableName(table).item(item));

        GetItemResponse read = dynamo.getItem(get -> get
                .tableName(table)
                .key(Map.of("pk", AttributeValue.fromS("order#1")))
                .consistentRead(true));
        assertThat(read.item()).isEqualTo(item);
    }

    @Test
    void serverListensOnLoopbackOnly(DynaliteServer server) {
        assertThat(server.endpoint().toString()).isEqualTo("http://127.0.0.1:" + server.port());
        assertThat(server.processHandle().isAlive()).isTrue();
    }

    @Test
    void injectedClientIsTheServersSharedClient(DynaliteServer server) {
        assertThat(dynamo).isSameAs(server.client());
    }
}
