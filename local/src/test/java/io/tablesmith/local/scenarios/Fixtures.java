package io.tablesmith.local.scenarios;

import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Table definitions the scenarios use. */
public final class Fixtures {
    private Fixtures() {
    }

    public static AttributeDefinition attr(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    public static KeySchemaElement hash(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
    }

    public static KeySchemaElement range(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
    }

    /**
     * pk (S) + sk (S); gsi1 on gsi1pk/gsi1sk projecting ALL; gsi2 on gsi2pk projecting KEYS_ONLY;
     * lsi1 on pk/lsisk (N) projecting INCLUDE [extra].
     */
    public static CreateTableRequest singleTable(String name) {
        return CreateTableRequest.builder()
                .tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk", ScalarAttributeType.S), attr("sk", ScalarAttributeType.S),
                        attr("gsi1pk", ScalarAttributeType.S), attr("gsi1sk", ScalarAttributeType.S),
                        attr("gsi2pk", ScalarAttributeType.S), attr("lsisk", ScalarAttributeType.N))
                .keySchema(hash("pk"), range("sk"))
                .globalSecondaryIndexes(
                        GlobalSecondaryIndex.builder().indexName("gsi1").keySchema(hash("gsi1pk"), range("gsi1sk"))
                                .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build(),
                        GlobalSecondaryIndex.builder().indexName("gsi2").keySchema(hash("gsi2pk"))
                                .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build())
                                .build())
                .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("lsi1")
                        .keySchema(hash("pk"), range("lsisk"))
                        .projection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                                .nonKeyAttributes("extra").build()).build())
                .build();
    }

    /** Only a partition key: id (S). */
    public static CreateTableRequest hashOnly(String name) {
        return CreateTableRequest.builder()
                .tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("id", ScalarAttributeType.S))
                .keySchema(hash("id"))
                .build();
    }

    /** Numeric and binary keys: pk (N) + sk (B). */
    public static CreateTableRequest numberBinary(String name) {
        return CreateTableRequest.builder()
                .tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk", ScalarAttributeType.N), attr("sk", ScalarAttributeType.B))
                .keySchema(hash("pk"), range("sk"))
                .build();
    }

    /** A string partition key and a numeric sort key: pk (S) + n (N). */
    public static CreateTableRequest numberSort(String name) {
        return CreateTableRequest.builder()
                .tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk", ScalarAttributeType.S), attr("n", ScalarAttributeType.N))
                .keySchema(hash("pk"), range("n"))
                .build();
    }

    /** A string partition key and a binary sort key: pk (S) + b (B). */
    public static CreateTableRequest binarySort(String name) {
        return CreateTableRequest.builder()
                .tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(attr("pk", ScalarAttributeType.S), attr("b", ScalarAttributeType.B))
                .keySchema(hash("pk"), range("b"))
                .build();
    }
}
