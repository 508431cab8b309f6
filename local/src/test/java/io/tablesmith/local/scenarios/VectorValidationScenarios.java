package io.tablesmith.local.scenarios;

import static io.tablesmith.local.scenarios.Av.item;
import static io.tablesmith.local.scenarios.Av.l;
import static io.tablesmith.local.scenarios.Av.n;
import static io.tablesmith.local.scenarios.Av.s;
import static io.tablesmith.local.scenarios.Av.values;
import static io.tablesmith.local.scenarios.VectorFixtures.filterElement;
import static io.tablesmith.local.scenarios.VectorFixtures.hashElement;
import static io.tablesmith.local.scenarios.VectorFixtures.index;
import static io.tablesmith.local.scenarios.VectorFixtures.searchVector;
import static io.tablesmith.local.scenarios.VectorFixtures.vector;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;

/**
 * What DynamoDB refuses around vector indexes, with its error codes and messages: where its documentation
 * gives the message (TopK's range, a HASH key without a condition, a comparator other than =, a SearchSchema
 * attribute without a definition, an index it does not have), that message; the others as docs/testing.md
 * ("Vector search") records them.
 */
public abstract class VectorValidationScenarios extends ScenarioBase {
    private static final String INVALID = "One or more parameter values were invalid: ";
    private String docs;

    @BeforeEach
    void createVectorTable() {
        docs = createTable("vec", VectorFixtures.table(index("docs", 3, VectorDistanceFunction.EUCLIDEAN,
                filterElement("price")), index("tenants", 3, VectorDistanceFunction.COSINE, hashElement("category"))));
    }

    private SearchVectorsRequest.Builder search(String index) {
        return SearchVectorsRequest.builder().tableName(docs).indexName(index).searchVector(searchVector(1, 2, 3))
                .topK(5);
    }

    @Test
    void vectorIndexesNeedAnOnDemandTable() {
        Expect.validation(() -> client.createTable(VectorFixtures.table(index("docs", 3,
                        VectorDistanceFunction.COSINE)).apply(table + "-provisioned").toBuilder()
                        .billingMode(BillingMode.PROVISIONED)
                        .provisionedThroughput(ProvisionedThroughput.builder().readCapacityUnits(1L)
                                .writeCapacityUnits(1L).build()).build()),
                INVALID + "Vector indexes are supported only on tables that use on-demand capacity mode: "
                        + "BillingMode must be PAY_PER_REQUEST");
        Expect.validation(() -> client.updateTable(b -> b.tableName(docs).billingMode(BillingMode.PROVISIONED)
                        .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L))),
                INVALID + "Vector indexes are supported only on tables that use on-demand capacity mode: "
                        + "BillingMode must be PAY_PER_REQUEST");
    }

    @Test
    void dimensionsRunFromOneTo4096() {
        Expect.validation(() -> client.createTable(VectorFixtures.table(index("docs", 4097,
                        VectorDistanceFunction.COSINE)).apply(table + "-wide")),
                INVALID + "Dimensions of vector index docs is 4097, above the maximum of 4096");
        Expect.validation(() -> client.createTable(VectorFixtures.table(index("docs", 0,
                        VectorDistanceFunction.COSINE)).apply(table + "-empty")),
                "1 validation error detected: Value '0' at 'vectorIndexes.1.member.dimensions' failed to satisfy "
                        + "constraint: Member must have value greater than or equal to 1");
    }

    @Test
    void searchSchemaAttributesMustBeDefinedAndOneAttributeHasOneDimensionCount() {
        Expect.validation(() -> client.createTable(VectorFixtures.table().apply(table + "-undefined").toBuilder()
                        .vectorIndexes(index("docs", 3, VectorDistanceFunction.COSINE, filterElement("colour")))
                        .build()),
                "One element in SearchSchema is not defined in attribute definitions");
        Expect.validation(() -> client.createTable(VectorFixtures.table(index("small", 3,
                        VectorDistanceFunction.COSINE), index("large", 4, VectorDistanceFunction.COSINE))
                        .apply(table + "-mixed")),
                INVALID + "Vector indexes small and large use vector attribute embedding with different Dimensions: "
                        + "3 and 4");
    }

    @Test
    void writesOfAMalformedVectorAreRefusedAndItemsWithoutOneAreNot() {
        Expect.validation(() -> client.putItem(b -> b.tableName(docs).item(item("id", s("a"),
                        "embedding", vector(1, 2)))),
                INVALID + "Vector dimension mismatch for vector attribute embedding: Expected: 3 Actual: 2 "
                        + "IndexName: docs");
        Expect.validation(() -> client.putItem(b -> b.tableName(docs).item(item("id", s("a"),
                        "embedding", s("1,2,3")))),
                INVALID + "Invalid parameter type for vector attribute embedding: Expected: L of N Actual: S "
                        + "IndexName: docs");
        Expect.validation(() -> client.putItem(b -> b.tableName(docs).item(item("id", s("a"),
                        "embedding", l(n(1), s("2"), n(3))))),
                INVALID + "Invalid parameter type for vector attribute embedding element [1]: Expected: N Actual: S "
                        + "IndexName: docs");
        Expect.validation(() -> client.putItem(b -> b.tableName(docs).item(item("id", s("a"),
                        "embedding", l(n(1), n("1E+39"), n(3))))),
                INVALID + "Vector attribute embedding element [1] is outside the range of a 32-bit float "
                        + "IndexName: docs");
        client.putItem(b -> b.tableName(docs).item(item("id", s("a"), "title", s("no vector"))));
        Expect.validation(() -> client.updateItem(b -> b.tableName(docs).key(item("id", s("a")))
                        .updateExpression("SET embedding = :v").expressionAttributeValues(values(":v", vector(1)))),
                INVALID + "Vector dimension mismatch for vector attribute embedding: Expected: 3 Actual: 1 "
                        + "IndexName: docs");
        Expect.validation(() -> client.putItem(b -> b.tableName(docs).item(item("id", s("a"), "price", s("cheap")))),
                INVALID + "Type mismatch for Index Key price Expected: N Actual: S IndexName: docs");
    }

    @Test
    void topKRunsFromOneTo100() {
        Expect.validation(() -> client.searchVectors(search("docs").topK(0).build()),
                "Provided TopK value is out of valid range");
        Expect.validation(() -> client.searchVectors(search("docs").topK(101).build()),
                "Provided TopK value is out of valid range");
        Expect.validation(() -> client.searchVectors(search("docs").topK(null).build()),
                "1 validation error detected: Value null at 'topK' failed to satisfy constraint: Member must not "
                        + "be null");
    }

    @Test
    void theIndexMustExistAndTheVectorFitIt() {
        Expect.validation(() -> client.searchVectors(search("nothing").build()),
                "The table does not have the specified index: nothing");
        Expect.error(() -> client.searchVectors(search("docs").tableName(table + "-missing").build()),
                "ResourceNotFoundException", "Requested resource not found");
        Expect.validation(() -> client.searchVectors(search("docs").searchVector(searchVector(1, 2)).build()),
                "Invalid SearchVector: the vector has 2 dimensions, but vector index docs has 3");
        Expect.validation(() -> client.searchVectors(search("docs").searchVector(s("1"), n(2), n(3)).build()),
                "Invalid SearchVector: element [0] must be a number (N), but is S");
    }

    @Test
    void aVectorIndexPartitionKeyNeedsAnEqualityCondition() {
        Expect.validation(() -> client.searchVectors(search("tenants").build()),
                "SearchConditionExpression must be provided when SearchSchema has a HASH key");
        Expect.validation(() -> client.searchVectors(search("tenants").searchConditionExpression("category <> :c")
                        .expressionAttributeValues(values(":c", s("x"))).build()),
                "Invalid comparator used in SearchConditionExpression");
        Expect.validation(() -> client.searchVectors(search("tenants")
                        .searchConditionExpression("category = :c OR category = :d")
                        .expressionAttributeValues(values(":c", s("x"), ":d", s("y"))).build()),
                "Invalid SearchConditionExpression: it must contain an equality condition on the vector index "
                        + "partition key category, joined to the other conditions by AND");
    }

    @Test
    void conditionsReadTopLevelSearchSchemaAttributesWithValuesOfTheirType() {
        Expect.validation(() -> client.searchVectors(search("docs").searchConditionExpression("title = :t")
                        .expressionAttributeValues(values(":t", s("x"))).build()),
                "Invalid SearchConditionExpression: attribute title is not in the SearchSchema of vector index docs");
        Expect.validation(() -> client.searchVectors(search("docs").searchConditionExpression("price.cents = :p")
                        .expressionAttributeValues(values(":p", n(1))).build()),
                "Invalid SearchConditionExpression: nested attribute paths are not supported: [price, cents]");
        Expect.validation(() -> client.searchVectors(search("docs").searchConditionExpression("attribute_exists(price)")
                        .build()),
                "Invalid SearchConditionExpression: the function attribute_exists is not supported; use comparisons, "
                        + "BETWEEN, IN, AND, OR and NOT");
        Expect.validation(() -> client.searchVectors(search("docs").searchConditionExpression("price = :p")
                        .expressionAttributeValues(values(":p", s("1"))).build()),
                INVALID + "Condition parameter type does not match schema type");
        Expect.validation(() -> client.searchVectors(search("docs").searchConditionExpression("price = :p")
                        .expressionAttributeValues(values(":p", n(1), ":unused", n(2))).build()),
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}");
    }

    @Test
    void updateTableCreatesNewVectorIndexesAndDeletesExistingOnes() {
        Expect.validation(() -> client.updateTable(b -> b.tableName(docs).vectorIndexUpdates(u -> u.create(c ->
                        c.indexName("docs").dimensions(3L).distanceFunction(VectorDistanceFunction.COSINE)
                                .vectorAttribute(a -> a.attributeName("embedding"))
                                .projection(VectorFixtures.projection(
                                        software.amazon.awssdk.services.dynamodb.model.ProjectionType.ALL))))),
                INVALID + "Index with name docs already exists on table " + docs);
        Expect.error(() -> client.updateTable(b -> b.tableName(docs).vectorIndexUpdates(u -> u.delete(d ->
                        d.indexName("nothing")))),
                "ResourceNotFoundException",
                "Requested resource not found: Requested index nothing of table " + docs + " was not found");
    }
}
