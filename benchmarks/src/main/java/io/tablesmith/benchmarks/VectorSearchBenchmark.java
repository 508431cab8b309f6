package io.tablesmith.benchmarks;

import io.tablesmith.local.LocalDynamoDb;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;

/**
 * SearchVectors on the in-process {@link LocalDynamoDb}: {@value #VECTORS} vectors of {@value #DIMS} dimensions
 * in one vector index, the {@value #TOP_K} nearest of a query (exact, a brute-force scan), against the floor: a
 * plain loop here computing the same distance over the same vectors, laid out the same way (one {@code float[]}
 * of vectors times dimensions) and keeping only the nearest. What SearchVectors costs above the floor is its
 * request handling, its top-K selection and building the response.
 *
 * <p>The vectors' components are multiples of 1/1024 in [-1, 1): the items share one {@link AttributeValue} per
 * distinct component (LocalDynamoDb keeps a canonical number as it is given), which keeps 76.8 million numbers
 * of the items within the heap; the vectors themselves are random, with no ties.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xbatch", "-Xmx4g"}) // see CodecBenchmark for -Xbatch
public class VectorSearchBenchmark {
    static final int VECTORS = 100_000;
    static final int DIMS = 768;
    static final int TOP_K = 10;
    private static final int STEPS = 1024;
    private static final String TABLE = "vector-benchmark";
    private static final String INDEX = "embeddings";

    @Param({"COSINE", "EUCLIDEAN", "DOT_PRODUCT"})
    public String distance;

    private LocalDynamoDb dynamo;
    private SearchVectorsRequest request;
    /** The same vectors as the index holds, contiguous: vector {@code i} at {@code i * DIMS}. */
    private float[] vectors;
    private float[] norms;
    private float[] query;
    /** The distance as an int for the floor's loop: 0 COSINE, 1 EUCLIDEAN, 2 DOT_PRODUCT. */
    private int kind;

    @Setup(Level.Trial)
    public void setUp() {
        VectorDistanceFunction function = VectorDistanceFunction.fromValue(distance);
        kind = function == VectorDistanceFunction.COSINE ? 0 : function == VectorDistanceFunction.EUCLIDEAN ? 1 : 2;
        dynamo = LocalDynamoDb.create();
        dynamo.createTable(CreateTableRequest.builder().tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("id")
                        .attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("id").keyType(KeyType.HASH).build())
                .vectorIndexes(v -> v.indexName(INDEX).dimensions((long) DIMS).distanceFunction(function)
                        .vectorAttribute(a -> a.attributeName("embedding"))
                        .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)))
                .build());
        AttributeValue[] components = new AttributeValue[2 * STEPS];
        for (int i = 0; i < components.length; i++) {
            components[i] = AttributeValue.fromN(Float.toString(component(i)));
        }
        Random random = new Random(768_100_000L);
        vectors = new float[VECTORS * DIMS];
        norms = new float[VECTORS];
        for (int v = 0; v < VECTORS; v++) {
            List<AttributeValue> embedding = new ArrayList<>(DIMS);
            float squares = 0;
            for (int d = 0; d < DIMS; d++) {
                int step = random.nextInt(2 * STEPS);
                vectors[v * DIMS + d] = component(step);
                squares += component(step) * component(step);
                embedding.add(components[step]);
            }
            norms[v] = (float) Math.sqrt(squares);
            Map<String, AttributeValue> item = new HashMap<>();
            item.put("id", AttributeValue.fromS("item-" + v));
            item.put("embedding", AttributeValue.fromL(embedding));
            dynamo.putItem(b -> b.tableName(TABLE).item(item));
        }
        query = new float[DIMS];
        List<AttributeValue> searchVector = new ArrayList<>(DIMS);
        for (int d = 0; d < DIMS; d++) {
            int step = random.nextInt(2 * STEPS);
            query[d] = component(step);
            searchVector.add(components[step]);
        }
        request = SearchVectorsRequest.builder().tableName(TABLE).indexName(INDEX).searchVector(searchVector)
                .topK(TOP_K).build();
    }

    private static float component(int step) {
        return (step - STEPS) / (float) STEPS;
    }

    @Benchmark
    public SearchVectorsResponse searchVectors() {
        return dynamo.searchVectors(request);
    }

    /** The floor: the same distances over the same vectors in one plain loop, keeping the nearest only. */
    @Benchmark
    public int plainLoop() {
        int nearest = -1;
        float best = Float.POSITIVE_INFINITY;
        float queryNorm = 0;
        for (int d = 0; d < DIMS; d++) {
            queryNorm += query[d] * query[d];
        }
        queryNorm = (float) Math.sqrt(queryNorm);
        for (int v = 0, offset = 0; v < VECTORS; v++, offset += DIMS) {
            float rank;
            switch (kind) {
                case 1: {
                    float sum = 0;
                    for (int d = 0; d < DIMS; d++) {
                        float diff = vectors[offset + d] - query[d];
                        sum += diff * diff;
                    }
                    rank = sum;
                    break;
                }
                case 0: {
                    float dot = 0;
                    for (int d = 0; d < DIMS; d++) {
                        dot += vectors[offset + d] * query[d];
                    }
                    rank = 1 - dot / (norms[v] * queryNorm);
                    break;
                }
                default: {
                    float dot = 0;
                    for (int d = 0; d < DIMS; d++) {
                        dot += vectors[offset + d] * query[d];
                    }
                    rank = -dot;
                }
            }
            if (rank < best) {
                best = rank;
                nearest = v;
            }
        }
        return nearest;
    }
}
