package io.tablesmith.it.vector;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.RequestOptions;
import io.tablesmith.TablesmithException;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.vector.Scored;
import io.tablesmith.vector.Similar;
import io.tablesmith.vector.VectorDimensionException;
import java.net.URI;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * A generated similarity query on LocalDynamoDb, in process and over HTTP: the table is created
 * with its vector indexes, stored vectors read back float for float, the nearest records come in
 * DynamoDB's order with their scores, within the book the hash key names and the chapters the
 * condition allows, and a vector of the wrong length is refused before anything is sent.
 */
class VectorSearchLocalTest {

    private final LocalDynamoDb local = LocalDynamoDb.create();
    private LocalDynamoDbServer server;

    static Stream<Arguments> engines() {
        return Stream.of(Arguments.of("in process"), Arguments.of("over HTTP"));
    }

    private DynamoDbClient client(String engine) {
        if (engine.equals("in process")) {
            return local;
        }
        server = local.serve(0);
        URI endpoint = server.endpoint();
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                .httpClient(UrlConnectionHttpClient.create()).build();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private PassageRepository passages(DynamoDbClient client) {
        client.createTable(TablesmithTable.createTableRequest("books"));
        PassageRepository passages = new PassageRepository(client, "books");
        passages.put(new Passage("moby", "p1", 1, "Call me Ishmael", new float[] {1, 0, 0, 0}));
        passages.put(new Passage("moby", "p2", 1, "the whale", new float[] {0.9f, 0.1f, 0, 0}));
        passages.put(new Passage("moby", "p3", 2, "the sea", new float[] {0, 1, 0, 0}));
        passages.put(new Passage("moby", "p4", 3, "the ship", new float[] {0.5f, 0.5f, 0, 0}));
        passages.put(new Passage("emma", "e1", 1, "Emma Woodhouse", new float[] {1, 0, 0, 0}));
        return passages;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void theNearestPassagesOfTheBookComeNearestFirstWithTheirScores(String engine) {
        PassageRepository passages = passages(client(engine));

        Similar<Passage> similar = passages.nearestInBook("moby", new float[] {1, 0, 0, 0}).topK(3).execute();

        assertThat(similar.records()).extracting(Passage::id).containsExactly("p1", "p2", "p4");
        // the engine computes in float, as the index stores the vector: equal to the distance to float precision
        assertThat(similar.matches()).extracting(Scored::score).satisfiesExactly(
                score -> assertThat(score).isEqualTo(0.0),
                score -> assertThat(score).isCloseTo(distance(0.1f, 0.1f), org.assertj.core.data.Offset.offset(1e-6)),
                score -> assertThat(score).isCloseTo(distance(0.5f, 0.5f), org.assertj.core.data.Offset.offset(1e-6)));
        assertThat(similar.consumedCapacity()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aConditionOnTheIndexsFilterNarrowsTheSearch(String engine) {
        PassageRepository passages = passages(client(engine));

        List<Passage> later = passages.nearestInBook("moby", new float[] {1, 0, 0, 0})
                .where(PassageConditions.chapter().gt(1)).execute().records();

        assertThat(later).extracting(Passage::id).containsExactly("p4", "p3");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aStoredVectorReadsBackFloatForFloat(String engine) {
        PassageRepository passages = passages(client(engine));
        float[] awkward = {0.1f, Float.MIN_VALUE, -Float.MAX_VALUE, 1.0e-7f};
        passages.put(new Passage("odd", "x", 1, "odd", awkward));

        assertThat(passages.getConsistent("odd", "x").orElseThrow().embedding()).containsExactly(awkward);
        assertThat(passages.nearestInBook("odd", awkward).execute().records().get(0).embedding()).containsExactly(awkward);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void capacityIsReportedAsReadUnitsAndRequestBytesWhenAskedFor(String engine) {
        DynamoDbClient client = client(engine);
        passages(client);
        PassageRepository priced = new PassageRepository(client, "books")
                .withRequestOptions(RequestOptions.defaults().withConsumedCapacity(ReturnConsumedCapacity.TOTAL));

        Similar<Passage> similar = priced.nearestInBook("moby", new float[] {1, 0, 0, 0}).topK(2).execute();

        double bytes = similar.requestBytes().orElseThrow();
        assertThat(bytes).isPositive();
        assertThat(similar.consumedCapacity()).hasValueSatisfying(capacity ->
                assertThat(capacity.readUnits()).isEqualTo(bytes / 4096));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void aVectorOfTheWrongLengthOrAConditionOnAnotherAttributeIsRefusedBeforeSending(String engine) {
        PassageRepository passages = passages(client(engine));

        assertThatThrownBy(() -> passages.nearestInBook("moby", new float[] {1, 0, 0}))
                .isInstanceOfSatisfying(VectorDimensionException.class, e -> {
                    assertThat(e.entityType()).isEqualTo("PASSAGE");
                    assertThat(e.indexName()).isEqualTo("passagesByMeaning");
                    assertThat(e.expected()).isEqualTo(4);
                    assertThat(e.actual()).isEqualTo(3);
                })
                .hasMessageContaining("vector index passagesByMeaning has 4 dimensions, but the vector has 3");
        assertThatThrownBy(() -> passages.nearestInBook("moby", new float[] {1, 0, 0, 0})
                .where(PassageConditions.text().eq("the sea")).execute())
                .isInstanceOf(TablesmithException.class)
                .hasMessageContaining("filters on [book, chapter], not on text");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("engines")
    void eachEntitySearchesItsOwnIndex(String engine) {
        DynamoDbClient client = client(engine);
        passages(client);
        NoteRepository notes = new NoteRepository(client, "books");
        notes.put(new Note("n1", "far", new float[] {0, 0, 1}));
        notes.put(new Note("n2", "near", new float[] {1, 0, 0}));

        assertThat(notes.similarTo(new float[] {1, 0, 0}).topK(5).execute().records())
                .extracting(Note::id).containsExactly("n2", "n1");
    }

    private static double distance(float dx, float dy) {
        return Math.sqrt(dx * dx + dy * dy);
    }
}
