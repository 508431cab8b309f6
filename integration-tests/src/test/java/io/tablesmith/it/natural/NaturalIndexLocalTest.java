package io.tablesmith.it.natural;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.local.LocalDynamoDb;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Natural indexes end to end on LocalDynamoDb, which keys global secondary indexes on several
 * attributes as DynamoDB does (dynalite cannot): order, typed conditions, paging, sparseness,
 * two entities in one index, and updates that move items in the index by themselves.
 */
class NaturalIndexLocalTest {

    private static final List<String> SEASONS = List.of("2024", "2025", "2026");

    private final LocalDynamoDb dynamo = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest("games"));
    private final PlayerRepository players = new PlayerRepository(dynamo, "games");
    private final TeamRepository teams = new TeamRepository(dynamo, "games");
    private final List<Player> all = new ArrayList<>();

    @BeforeEach
    void store() {
        for (int n = 0; n < 120; n++) {
            // Scores 0..39 per season: numbers, so 9 sorts before 10 without any zero-padding.
            String season = n % 13 == 0 ? null : SEASONS.get(n % 3);
            all.add(new Player("p" + n, n % 2 == 0 ? "eu" : "us", 1 + n % 4 / 2, season, n / 3, "Player " + n));
        }
        players.putAll(all);
        for (int n = 0; n < 10; n++) {
            teams.put(new Team("t" + n, "eu", 1, "2026", n, "Lyon"));
        }
    }

    private List<Player> expected(String region, int tier, Predicate<Player> condition) {
        return all.stream()
                .filter(p -> p.region().equals(region) && p.tier() == tier && p.season() != null && condition.test(p))
                .sorted(Comparator.comparing(Player::season).thenComparingLong(Player::score).thenComparing(Player::id))
                .toList();
    }

    @Test
    void aPartitionIsOrderedBySeasonThenScoreAndHoldsOnlyThisEntitysItemsThatHaveEveryKey() {
        List<Player> listed = players.byRegion("eu", 1).stream().toList();

        assertThat(listed).isNotEmpty().containsExactlyElementsOf(expected("eu", 1, p -> true));
        assertThat(teams.byRegion("eu", 1).stream().map(Team::id).toList()).hasSize(10);
        assertThat(teams.inCity("Lyon").stream().count()).isEqualTo(10);
    }

    @Test
    void typedConditionsSelectWhatDynamoDbSelects() {
        assertThat(players.byRegion("eu", 1).equalTo("2025").stream().toList())
                .containsExactlyElementsOf(expected("eu", 1, p -> p.season().equals("2025")));
        assertThat(players.byRegion("us", 2).between("2024", "2025").stream().toList())
                .containsExactlyElementsOf(expected("us", 2, p -> p.season().compareTo("2025") <= 0));
        assertThat(players.byRegion("eu", 2).greaterThan("2026", 10).stream().toList())
                .isNotEmpty()
                .containsExactlyElementsOf(expected("eu", 2, p -> p.season().equals("2026") && p.score() > 10));
        assertThat(players.byRegion("eu", 1).between("2024", 9, 30).stream().toList())
                .containsExactlyElementsOf(expected("eu", 1, p -> p.season().equals("2024") && p.score() >= 9 && p.score() <= 30));
        assertThat(players.byRegion("us", 1).beginsWith("202").stream().count()).isEqualTo(expected("us", 1, p -> true).size());
        Optional<Player> exact = expected("eu", 1, p -> true).stream().findFirst();
        assertThat(players.byRegion("eu", 1).equalTo(exact.orElseThrow().season(), exact.get().score()).stream().toList())
                .contains(exact.get());
    }

    @Test
    void pagesInBothDirectionsVisitEveryItemOnce() {
        for (boolean descending : List.of(false, true)) {
            List<Player> visited = new ArrayList<>();
            PageRequest request = descending ? PageRequest.of(4).descending() : PageRequest.of(4);
            Page<Player> page = players.byRegion("eu", 1, request);
            visited.addAll(page.items());
            while (page.nextToken().isPresent()) {
                page = players.byRegion("eu", 1, request.after(page.nextToken().get()));
                visited.addAll(page.items());
            }
            List<Player> expected = new ArrayList<>(expected("eu", 1, p -> true));
            if (descending) {
                java.util.Collections.reverse(expected);
            }
            assertThat(visited).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void writesMoveItemsInTheIndexWithoutAnyIndexAttribute() {
        Player first = expected("eu", 1, p -> true).get(0);

        players.update(first.id()).setScore(1_000).execute();
        players.update("p13").setSeason("2026").execute();
        players.update(expected("eu", 1, p -> true).get(1).id()).removeSeason().execute();

        List<Player> season = players.byRegion("eu", 1).equalTo(first.season()).stream().toList();
        assertThat(season.get(season.size() - 1).id()).isEqualTo(first.id());
        List<Player> listed = players.byRegion("eu", 1).stream().toList();
        assertThat(players.byRegion("us", 1).equalTo("2026").stream().map(Player::id).toList()).contains("p13");
        assertThat(listed).extracting(Player::id).doesNotContain(expected("eu", 1, p -> true).get(1).id());
    }
}
