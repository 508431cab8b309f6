package io.tablesmith.local.scenarios;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/** Tables with vector indexes, and vectors as items carry them (a list of numbers). */
public final class VectorFixtures {
    private VectorFixtures() {
    }

    /** A vector attribute value: a list (L) of numbers (N), each written as the float it is. */
    public static AttributeValue vector(float... values) {
        List<AttributeValue> elements = new ArrayList<>(values.length);
        for (float v : values) {
            elements.add(AttributeValue.builder().n(Float.toString(v)).build());
        }
        return AttributeValue.builder().l(elements).build();
    }

    /** The same vector as a SearchVector. */
    public static List<AttributeValue> searchVector(float... values) {
        return vector(values).l();
    }

    public static Projection projection(ProjectionType type, String... nonKeyAttributes) {
        Projection.Builder b = Projection.builder().projectionType(type);
        if (nonKeyAttributes.length > 0) {
            b.nonKeyAttributes(nonKeyAttributes);
        }
        return b.build();
    }

    public static SearchSchemaElement hashElement(String attribute) {
        return SearchSchemaElement.builder().attributeName(attribute).searchSchemaElementType(SearchSchemaElementType.HASH)
                .build();
    }

    public static SearchSchemaElement filterElement(String attribute) {
        return SearchSchemaElement.builder().attributeName(attribute)
                .searchSchemaElementType(SearchSchemaElementType.INLINE_FILTER).build();
    }

    /** A vector index on attribute {@code embedding}, projecting ALL, with this search schema. */
    public static VectorIndex index(String name, int dims, VectorDistanceFunction distance,
                                    SearchSchemaElement... searchSchema) {
        VectorIndex.Builder b = VectorIndex.builder().indexName(name).dimensions((long) dims).distanceFunction(distance)
                .vectorAttribute(a -> a.attributeName("embedding")).projection(projection(ProjectionType.ALL));
        if (searchSchema.length > 0) {
            b.searchSchema(searchSchema);
        }
        return b.build();
    }

    /**
     * An on-demand table keyed by {@code id} (S) with these vector indexes, which declares the attributes their
     * search schemas name: {@code category} (S) and {@code price} (N).
     */
    public static Function<String, CreateTableRequest> table(VectorIndex... indexes) {
        java.util.Set<String> used = new java.util.TreeSet<>();
        for (VectorIndex index : indexes) {
            index.searchSchema().forEach(e -> used.add(e.attributeName()));
        }
        List<AttributeDefinition> definitions = new ArrayList<>();
        definitions.add(attribute("id", ScalarAttributeType.S));
        used.forEach(name -> definitions.add(attribute(name,
                name.equals("price") ? ScalarAttributeType.N : ScalarAttributeType.S)));
        return name -> CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(definitions)
                .keySchema(KeySchemaElement.builder().attributeName("id").keyType(KeyType.HASH).build())
                .vectorIndexes(indexes).build();
    }

    static AttributeDefinition attribute(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }
}
