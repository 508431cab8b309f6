package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemKey;
import io.tablesmith.RequestOptions;
import io.tablesmith.vector.Similar;
import io.tablesmith.vector.VectorDimensionException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * The shape of a vector search's request and how its response is read: the vector as a list of
 * numbers, the hash key's equality joined to the user's condition, capacity asked for and
 * converted, other entities' items left out, and the wrong length refused before sending.
 */
class VectorSearchRequestTest {

    private record Doc(String id, float[] embedding) {}

    private static final VectorIndexDescriptor INDEX = VectorIndexDescriptor.of("similarTo", "docsByMeaning", "embedding", 3,
            "topic", "year");

    private final List<SearchVectorsRequest> sent = new ArrayList<>();
    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public SearchVectorsResponse searchVectors(SearchVectorsRequest request) {
            sent.add(request);
            return SearchVectorsResponse.builder()
                    .searchResults(result("DOC", "a", 0.25), result("OTHER", "x", 0.5), result("DOC", "b", 0.75))
                    .consumedCapacity(VectorCapacity.builder().vectorSearchRequestBytes(8192.0).build())
                    .build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    private static SearchResultItem result(String entityType, String id, double score) {
        return SearchResultItem.builder().score(score).item(Map.of("_et", AttributeValue.fromS(entityType),
                "id", AttributeValue.fromS(id), "embedding", Codecs.FLOAT_VECTOR.write(new float[] {1, 2, 3}))).build();
    }

    private RepositoryCore<Doc> core(DynamoDbClient through) {
        return new RepositoryCore<>(through, "docs", TestSchemas.of("DOC",
                doc -> Map.of("id", AttributeValue.fromS(doc.id())),
                item -> new Doc(item.get("id").s(), Codecs.FLOAT_VECTOR.read(item.get("embedding"))),
                doc -> new ItemKey<>("DOC#" + doc.id(), "D")), TestSchemas.descriptor("DOC"));
    }

    @Test
    void theRequestCarriesTheVectorAsNumbersTopKAndTheHashKeyJoinedToTheCondition() {
        core(client).similarTo(INDEX, new float[] {0.1f, -2.5f, 3e-8f}, "topic", AttributeValue.fromS("whales"))
                .topK(7)
                .where(new io.tablesmith.condition.ComparableField<Doc, Integer>("year", "year", Codecs.INT::write).gt(2020))
                .execute();

        SearchVectorsRequest request = sent.get(0);
        assertThat(request.tableName()).isEqualTo("docs");
        assertThat(request.indexName()).isEqualTo("docsByMeaning");
        assertThat(request.topK()).isEqualTo(7);
        assertThat(request.searchVector()).extracting(AttributeValue::n).containsExactly("0.1", "-2.5", "3.0E-8");
        assertThat(request.searchConditionExpression()).isEqualTo("#n1 = :v1 AND (#n2 > :v2)");
        assertThat(request.expressionAttributeNames()).containsEntry("#n1", "topic").containsEntry("#n2", "year");
        assertThat(request.expressionAttributeValues()).containsEntry(":v1", AttributeValue.fromS("whales"))
                .containsEntry(":v2", AttributeValue.fromN("2020"));
    }

    @Test
    void withoutAHashKeyOrConditionTheRequestHasNoConditionAndTenResults() {
        core(client).similarTo(INDEX, new float[] {1, 2, 3}, null, null).execute();

        assertThat(sent.get(0).searchConditionExpression()).isNull();
        assertThat(sent.get(0).hasExpressionAttributeNames()).isFalse();
        assertThat(sent.get(0).topK()).isEqualTo(10);
        assertThat(sent.get(0).returnConsumedCapacity()).isNull();
    }

    @Test
    void resultsAreTheEntitysOwnInDynamoDbsOrderAndCapacityIsReadUnitsOfFourKilobytes() {
        DynamoDbClient priced = RequestOptions.defaults().withConsumedCapacity(ReturnConsumedCapacity.TOTAL).applyTo(client);

        Similar<Doc> similar = core(priced).similarTo(INDEX, new float[] {1, 2, 3}, null, null).execute();

        assertThat(sent.get(0).returnConsumedCapacity()).isEqualTo(ReturnConsumedCapacity.TOTAL);
        assertThat(similar.records()).extracting(Doc::id).containsExactly("a", "b");
        assertThat(similar.matches()).extracting(m -> m.score()).containsExactly(0.25, 0.75);
        assertThat(similar.requestBytes()).hasValue(8192.0);
        assertThat(similar.consumedCapacity()).hasValueSatisfying(c -> assertThat(c.readUnits()).isEqualTo(2.0));
    }

    @Test
    void aVectorOfAnotherLengthIsRefusedBeforeAnyRequest() {
        assertThatThrownBy(() -> core(client).similarTo(INDEX, new float[] {1, 2}, null, null))
                .isInstanceOf(VectorDimensionException.class)
                .hasMessageStartingWith("DOC: vector index docsByMeaning has 3 dimensions, but the vector has 2");
        assertThat(sent).isEmpty();
    }

    @Test
    void aStoredVectorReadsBackFloatForFloat() {
        float[] vector = {0.1f, Float.MIN_VALUE, -Float.MAX_VALUE, 1.0e-7f, 0f};
        assertThat(Codecs.FLOAT_VECTOR.read(Codecs.FLOAT_VECTOR.write(vector))).containsExactly(vector);
        // DynamoDB's numbers have one zero: -0.0 is stored as 0, as a float component is
        assertThat(Codecs.FLOAT_VECTOR.read(Codecs.FLOAT_VECTOR.write(new float[] {-0.0f}))).containsExactly(0f);
        assertThatThrownBy(() -> Codecs.FLOAT_VECTOR.write(new float[] {1, Float.NaN}))
                .isInstanceOf(CodecException.class)
                .satisfies(e -> assertThat(((CodecException) e).path()).isEqualTo("[1]"));
    }
}
