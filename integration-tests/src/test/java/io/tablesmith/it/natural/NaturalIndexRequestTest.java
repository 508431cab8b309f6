package io.tablesmith.it.natural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.InvalidKeyException;
import io.tablesmith.InvalidPageTokenException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.PageTokens;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The requests behind a natural (multi-attribute) index, checked by shape: the table
 * definition, the key conditions each typed query method sends, and the page tokens.
 */
class NaturalIndexRequestTest {

    private final List<QueryRequest> queries = new ArrayList<>();
    private final List<UpdateItemRequest> updates = new ArrayList<>();
    private List<Map<String, AttributeValue>> stored = List.of();

    /** Answers each query with the stored items after its start key, up to its limit, as an index would. */
    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public QueryResponse query(QueryRequest request) {
            queries.add(request);
            int from = 0;
            if (request.hasExclusiveStartKey()) {
                String pk = request.exclusiveStartKey().get("pk").s();
                while (!stored.get(from).get("pk").s().equals(pk)) {
                    from++;
                }
                from++;
            }
            int to = Math.min(stored.size(), from + request.limit());
            QueryResponse.Builder response = QueryResponse.builder().items(stored.subList(from, to));
            if (to < stored.size()) {
                Map<String, AttributeValue> last = stored.get(to - 1);
                response.lastEvaluatedKey(last.entrySet().stream()
                        .filter(e -> List.of("pk", "sk", "region", "tier", "season", "score").contains(e.getKey()))
                        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
            }
            return response.build();
        }

        @Override
        public UpdateItemResponse updateItem(UpdateItemRequest request) {
            updates.add(request);
            return UpdateItemResponse.builder().attributes(stored.get(0)).build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };

    private final PlayerRepository players = new PlayerRepository(client, "games");

    private void store(int count) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            items.add(PlayerSchema.INSTANCE.toItem(new Player("p" + n, "eu", 2, "2026", 100 + n, "Player " + n)));
        }
        stored = items;
    }

    @Test
    void theTableDeclaresEachNaturalIndexWithItsAttributesInKeyOrder() {
        CreateTableRequest table = TablesmithTable.createTableRequest("games");

        GlobalSecondaryIndex byRegion = table.globalSecondaryIndexes().stream()
                .filter(index -> index.indexName().equals("byRegion")).findFirst().orElseThrow();
        assertThat(byRegion.keySchema()).extracting(KeySchemaElement::attributeName, KeySchemaElement::keyTypeAsString)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("region", "HASH"), org.assertj.core.groups.Tuple.tuple("tier", "HASH"),
                        org.assertj.core.groups.Tuple.tuple("season", "RANGE"), org.assertj.core.groups.Tuple.tuple("score", "RANGE"));
        assertThat(byRegion.projection().projectionTypeAsString()).isEqualTo("ALL");
        assertThat(table.attributeDefinitions()).extracting(d -> d.attributeName() + ":" + d.attributeTypeAsString())
                .containsExactlyInAnyOrder("pk:S", "sk:S", "region:S", "tier:N", "season:S", "score:N", "city:S");
        assertThat(TablesmithTable.ACCESS_PATTERNS).contains("| byRegion (natural keys) |", "region = {region} AND tier = {tier}");
    }

    @Test
    void itemsCarryNoRenderedKeysAndUpdatesNeverRewriteIndexAttributes() {
        store(1);
        Map<String, AttributeValue> item = stored.get(0);

        assertThat(item.keySet()).containsExactlyInAnyOrder("pk", "sk", "_et", "id", "region", "tier", "season", "score", "name");
        assertThat(item.get("tier")).isEqualTo(AttributeValue.fromN("2"));

        players.update("p0").setScore(7).execute();
        assertThat(updates.get(0).updateExpression()).doesNotContain("byRegion");
        assertThat(updates.get(0).expressionAttributeNames().values()).containsOnly("score", "_et");
    }

    @Test
    void equalityOnThePartitionAndLeadingSortAttributesThenOneRange() {
        store(0);

        players.byRegion("eu", 2).page(PageRequest.of(10));
        players.byRegion("eu", 2).equalTo("2026").page(PageRequest.of(10));
        players.byRegion("eu", 2).between("2025", "2026").page(PageRequest.of(10));
        players.byRegion("eu", 2).greaterThan("2026", 500L).page(PageRequest.of(10).descending());
        players.byRegion("eu", 2).beginsWith("20").page(PageRequest.of(10));

        assertThat(queries).extracting(QueryRequest::indexName).containsOnly("byRegion");
        assertThat(queries).extracting(NaturalIndexRequestTest::readable).containsExactly(
                "region = S:eu AND tier = N:2",
                "region = S:eu AND tier = N:2 AND season = S:2026",
                "region = S:eu AND tier = N:2 AND season BETWEEN S:2025 AND S:2026",
                "region = S:eu AND tier = N:2 AND season = S:2026 AND score > N:500",
                "region = S:eu AND tier = N:2 AND begins_with(season, S:20)");
        assertThat(queries).allSatisfy(query -> assertThat(query.filterExpression()).isNotNull());
        assertThat(queries.get(0).expressionAttributeValues()).containsValue(AttributeValue.fromS("PLAYER"));
        assertThat(queries.get(3).scanIndexForward()).isFalse();
    }

    @Test
    void anEmptyIndexKeyValueIsRefusedBeforeTheWrite() {
        assertThatThrownBy(() -> players.put(new Player("p1", "", 2, "2026", 1, "x")))
                .isInstanceOf(io.tablesmith.ItemEncodeException.class)
                .hasMessage("PLAYER [pk=PLAYER#p1, sk=P]: attribute 'region': is empty, but it keys index byRegion and DynamoDB "
                        + "stores no empty index key; store null to leave the item out of the index");
        assertThat(PlayerSchema.INSTANCE.toItem(new Player("p1", null, 2, "2026", 1, ""))).containsEntry("name", AttributeValue.fromS(""));
    }

    @Test
    void anUpdateToAnEmptyIndexKeyValueIsRefusedBeforeTheRequest() {
        assertThatThrownBy(() -> players.update("p1").setSeason(""))
                .isInstanceOf(io.tablesmith.ItemEncodeException.class)
                .hasMessage("PLAYER [pk=PLAYER#p1, sk=P]: attribute 'season': is empty, but it keys index byRegion and DynamoDB "
                        + "stores no empty index key; store null to leave the item out of the index");
        assertThat(updates).isEmpty();
        stored = List.of(PlayerSchema.INSTANCE.toItem(new Player("p1", "eu", 2, null, 1, "")));
        players.update("p1").setName("").setSeason(null).execute();
        assertThat(updates).hasSize(1);
    }

    @Test
    void aMissingPartitionValueIsRefusedBeforeAnyRequest() {
        assertThatThrownBy(() -> players.byRegion(null, 2))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("'region' is null");
        assertThatThrownBy(() -> players.byRegion("", 2))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("'region' is empty");
        assertThat(queries).isEmpty();
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"signed", "encrypted"})
    void pageTokensHoldTheTypedPositionAndAreBoundToTheQuery(String mode) {
        store(12);
        byte[] key = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.UTF_8);
        PlayerRepository signed = players.withPageTokens(mode.equals("signed") ? PageTokens.signed(key) : PageTokens.encrypted(key));

        Page<Player> first = signed.byRegion("eu", 2).equalTo("2026").page(PageRequest.of(5));
        String token = first.nextToken().orElseThrow();
        Page<Player> second = signed.byRegion("eu", 2).equalTo("2026").page(PageRequest.of(5).after(token));

        assertThat(first.items()).extracting(Player::id).containsExactly("p0", "p1", "p2", "p3", "p4");
        assertThat(second.items()).extracting(Player::id).containsExactly("p5", "p6", "p7", "p8", "p9");
        Map<String, AttributeValue> start = queries.get(queries.size() - 1).exclusiveStartKey();
        assertThat(start).containsEntry("score", AttributeValue.fromN("104")).containsEntry("tier", AttributeValue.fromN("2"))
                .containsEntry("season", AttributeValue.fromS("2026")).containsEntry("pk", AttributeValue.fromS("PLAYER#p4"))
                .containsKeys("region", "sk");
        int sent = queries.size();
        assertThatThrownBy(() -> signed.byRegion("eu", 3).equalTo("2026").page(PageRequest.of(5).after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> signed.byRegion("eu", 2).equalTo("2025").page(PageRequest.of(5).after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> signed.byRegion("eu", 2).equalTo("2026").page(PageRequest.of(5).descending().after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThatThrownBy(() -> players.byRegion("eu", 2).equalTo("2026").page(PageRequest.of(5).after(token)))
                .isInstanceOf(InvalidPageTokenException.class);
        assertThat(queries).hasSize(sent);
    }

    /** The key condition with placeholders replaced by names and typed values, e.g. {@code tier = N:2}. */
    private static String readable(QueryRequest query) {
        String condition = query.keyConditionExpression();
        for (Map.Entry<String, String> name : query.expressionAttributeNames().entrySet()) {
            condition = condition.replace(name.getKey(), name.getValue());
        }
        for (Map.Entry<String, AttributeValue> value : query.expressionAttributeValues().entrySet()) {
            AttributeValue v = value.getValue();
            condition = condition.replaceAll(value.getKey() + "\\b", v.s() != null ? "S:" + v.s() : "N:" + v.n());
        }
        return condition;
    }
}
