package io.tablesmith.it.natural;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.PageRequest;
import io.tablesmith.TableMismatchException;
import io.tablesmith.dynalite.DynaliteExtension;
import io.tablesmith.dynalite.DynaliteServer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;

/**
 * A package with natural indexes on dynalite, which keys no index on several attributes: the
 * table made from {@code createTableRequestWithoutMultiAttributeKeys} holds the entities, every
 * write and read works, and the single-attribute natural index answers its query.
 */
@ExtendWith(DynaliteExtension.class)
class NaturalIndexDynaliteTest {

    private final DynamoDbClient dynamo;
    private final String table = DynaliteServer.uniqueTableName("natural");

    NaturalIndexDynaliteTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
    }

    @Test
    void theFullRequestNeedsMultiAttributeKeysThatDynaliteLacks() {
        assertThatThrownBy(() -> DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table)))
                .isInstanceOf(DynamoDbException.class);
    }

    @Test
    void theRequestWithoutMultiAttributeKeysLeavesOutOnlyTheIndexThatNeedsThem() {
        CreateTableRequest request = TablesmithTable.createTableRequestWithoutMultiAttributeKeys(table);
        DynaliteServer.createTable(dynamo, request);

        List<GlobalSecondaryIndexDescription> indexes = dynamo.describeTable(d -> d.tableName(table)).table().globalSecondaryIndexes();
        assertThat(indexes).extracting(GlobalSecondaryIndexDescription::indexName).containsExactly("byCity");
        assertThat(request.attributeDefinitions()).extracting(d -> d.attributeName() + ":" + d.attributeTypeAsString())
                .containsExactlyInAnyOrder("pk:S", "sk:S", "city:S");
    }

    @Test
    void entitiesWithNaturalIndexesAreStoredReadAndQueriedOnDynalite() {
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequestWithoutMultiAttributeKeys(table));
        PlayerRepository players = new PlayerRepository(dynamo, table);
        TeamRepository teams = new TeamRepository(dynamo, table);
        players.put(new Player("p1", "eu", 2, "2026", 40, "Ada"));
        for (int n = 0; n < 5; n++) {
            teams.put(new Team("t" + n, "eu", 1, "2026", n, n % 2 == 0 ? "Lyon" : "Oslo"));
        }

        players.update("p1").setScore(41).execute();
        teams.delete("t0");

        assertThat(players.get("p1")).contains(new Player("p1", "eu", 2, "2026", 41, "Ada"));
        assertThat(teams.inCity("Lyon").page(PageRequest.of(10)).items()).extracting(Team::id)
                .containsExactlyInAnyOrder("t2", "t4");
        assertThatThrownBy(() -> players.byRegion("eu", 2).page(PageRequest.of(10)))
                .isInstanceOf(TableMismatchException.class)
                .hasMessageContaining("it has no index byRegion, which Query read");
    }
}
