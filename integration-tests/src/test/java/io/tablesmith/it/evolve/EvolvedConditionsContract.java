package io.tablesmith.it.evolve;

import static io.tablesmith.it.evolve.after.ArticleConditions.createdAt;
import static io.tablesmith.it.evolve.after.ArticleConditions.title;
import static io.tablesmith.it.evolve.after.ArticleConditions.views;
import static io.tablesmith.it.evolve.after.ArticleConditions.visible;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.condition.Condition;
import io.tablesmith.it.evolve.after.Article;
import io.tablesmith.it.evolve.after.ArticleRepository;
import io.tablesmith.reindex.ReindexOptions;
import io.tablesmith.reindex.ReindexReport;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions see what reads see: on an article stored before the title was renamed from "name",
 * before views and visible existed and before instants were stored fixed width (its
 * {@code createdAt} is {@code Instant.toString}), every operator of {@code ArticleConditions}
 * holds exactly when it holds for the record a read returns (title "Old", views 0, visible true);
 * on an article the current release wrote, on the current attributes. {@code reindex} rewrites
 * the old instant once, after which its order conditions are exact too. Each condition is tried as a
 * conditional delete of a freshly written item.
 */
abstract class EvolvedConditionsContract {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant LATER = Instant.parse("2026-01-01T00:00:00.000001Z");
    private static final Article NEW = new Article("a1", "New", "eu", T0, 5, false);

    /** The engine. */
    abstract DynamoDbClient engine();

    /** A new table created from the current release's definition. */
    abstract String createTable();

    private String table;
    private ArticleRepository articles;

    @BeforeEach
    void createArticles() {
        table = createTable();
        articles = new ArticleRepository(engine(), table);
    }

    /** The article as the first release stored it: the title under "name", no views, no visible. */
    private void storeOld(Map<String, AttributeValue> extra) {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", AttributeValue.fromS("ARTICLE#a1"));
        item.put("sk", AttributeValue.fromS("A"));
        item.put("_et", AttributeValue.fromS("ARTICLE"));
        item.put("id", AttributeValue.fromS("a1"));
        item.put("name", AttributeValue.fromS("Old"));
        item.put("createdAt", AttributeValue.fromS(T0.toString()));
        item.putAll(extra);
        engine().putItem(put -> put.tableName(table).item(item));
    }

    private boolean holdsOnOld(Condition<Article> condition) {
        storeOld(Map.of());
        return deletes(condition);
    }

    private boolean holdsOnNew(Condition<Article> condition) {
        articles.put(NEW);
        return deletes(condition);
    }

    private boolean deletes(Condition<Article> condition) {
        try {
            articles.delete("a1", condition);
            assertThat(articles.get("a1")).isEmpty();
            return true;
        } catch (ConditionFailedException refused) {
            assertThat(articles.get("a1")).isPresent();
            articles.delete("a1");
            return false;
        }
    }

    @Test
    void anOldItemReadsAsTheRecordTheConditionsSee() {
        storeOld(Map.of());
        assertThat(articles.get("a1")).contains(new Article("a1", "Old", null, T0, 0, true));
    }

    @Test
    void valueConditionsOnARenamedComponentTestTheFormerAttributeOfAnItemNotRewritten() {
        assertThat(holdsOnOld(title().eq("Old"))).isTrue();
        assertThat(holdsOnOld(title().eq("New"))).isFalse();
        assertThat(holdsOnOld(title().ne("Old"))).isFalse();
        assertThat(holdsOnOld(title().ne("New"))).isTrue();
        assertThat(holdsOnOld(title().in("Other", "Old"))).isTrue();
        assertThat(holdsOnOld(title().in("Other", "New"))).isFalse();
        assertThat(holdsOnOld(title().lt("P"))).isTrue();
        assertThat(holdsOnOld(title().ge("P"))).isFalse();
        assertThat(holdsOnOld(title().between("A", "P"))).isTrue();
        assertThat(holdsOnOld(title().between("P", "Z"))).isFalse();
        assertThat(holdsOnOld(title().beginsWith("Ol"))).isTrue();
        assertThat(holdsOnOld(title().contains("ld"))).isTrue();
        assertThat(holdsOnOld(title().contains("ew"))).isFalse();
        assertThat(holdsOnOld(title().size().eq(3))).isTrue();
        assertThat(holdsOnOld(title().size().gt(3))).isFalse();
    }

    @Test
    void onAnItemTheCurrentReleaseWroteOnlyTheCurrentAttributeCounts() {
        assertThat(holdsOnNew(title().eq("New"))).isTrue();
        assertThat(holdsOnNew(title().eq("Old"))).isFalse();
        assertThat(holdsOnNew(title().beginsWith("Ne"))).isTrue();
        assertThat(holdsOnNew(views().eq(5))).isTrue();
        assertThat(holdsOnNew(views().eq(0))).isFalse();
        assertThat(holdsOnNew(visible().eq(false))).isTrue();

        // A stray former attribute beside the current one is what a read ignores: so does a condition.
        storeOld(Map.of("title", AttributeValue.fromS("Current")));
        assertThat(articles.get("a1").orElseThrow().title()).isEqualTo("Current");
        assertThat(deletes(title().eq("Old"))).isFalse();
        storeOld(Map.of("title", AttributeValue.fromS("Current")));
        assertThat(deletes(title().eq("Current"))).isTrue();
    }

    @Test
    void presenceOfARenamedComponentCountsTheFormerAttribute() {
        assertThat(holdsOnOld(title().exists())).isTrue();
        assertThat(holdsOnOld(title().notExists())).isFalse();
        storeOld(Map.of());

        // The guard that looked safe: "set the title only if it has none" must not overwrite "Old".
        assertThatThrownBy(() -> articles.update("a1").setTitle("Overwritten").when(title().notExists()).execute())
                .isInstanceOf(ConditionFailedException.class);
        assertThat(articles.get("a1").orElseThrow().title()).isEqualTo("Old");
    }

    @Test
    void valueConditionsOnADefaultedComponentHoldForAnItemWithoutItExactlyWhenTheyHoldForTheDefault() {
        assertThat(holdsOnOld(views().eq(0))).isTrue();
        assertThat(holdsOnOld(views().eq(5))).isFalse();
        assertThat(holdsOnOld(views().ne(0))).isFalse();
        assertThat(holdsOnOld(views().ne(5))).isTrue();
        assertThat(holdsOnOld(views().in(7, 0))).isTrue();
        assertThat(holdsOnOld(views().in(7, 5))).isFalse();
        assertThat(holdsOnOld(views().lt(1))).isTrue();
        assertThat(holdsOnOld(views().le(-1))).isFalse();
        assertThat(holdsOnOld(views().gt(0))).isFalse();
        assertThat(holdsOnOld(views().ge(0))).isTrue();
        assertThat(holdsOnOld(views().between(0, 3))).isTrue();
        assertThat(holdsOnOld(views().between(1, 3))).isFalse();
        assertThat(holdsOnOld(visible().eq(true))).isTrue();
        assertThat(holdsOnOld(visible().eq(false))).isFalse();

        // The case from the field: an update guarded on the value a read shows.
        storeOld(Map.of());
        Article updated = articles.update("a1").setVisible(false).when(views().eq(0)).execute();
        assertThat(updated.visible()).isFalse();
        assertThat(updated.views()).isZero();
    }

    @Test
    void presenceOfADefaultedComponentStillTellsOldItemsFromNewOnes() {
        assertThat(holdsOnOld(views().exists())).isFalse();
        assertThat(holdsOnOld(views().notExists())).isTrue();
        assertThat(holdsOnNew(views().exists())).isTrue();
    }

    @Test
    void equalityOnAnInstantHoldsOnAnItemInTheFormerTextExactlyAsForItsValue() {
        storeOld(Map.of());
        assertThat(stored("createdAt").s()).isEqualTo("2026-01-01T00:00:00Z");
        articles.delete("a1");

        assertThat(holdsOnOld(createdAt().eq(T0))).isTrue();
        assertThat(holdsOnOld(createdAt().eq(LATER))).isFalse();
        assertThat(holdsOnOld(createdAt().ne(T0))).isFalse();
        assertThat(holdsOnOld(createdAt().ne(LATER))).isTrue();
        assertThat(holdsOnOld(createdAt().in(LATER, T0))).isTrue();
        assertThat(holdsOnOld(createdAt().in(LATER, T0.plusSeconds(1)))).isFalse();
        assertThat(holdsOnOld(createdAt().eq(T0).and(createdAt().ne(LATER)))).isTrue();
        assertThat(holdsOnOld(createdAt().eq(T0).not())).isFalse();
    }

    @Test
    void onAnItemTheCurrentReleaseWroteInstantsCompareInTimeOrder() {
        assertThat(stored(NEW, "createdAt").s()).isEqualTo("2026-01-01T00:00:00.000000000Z");
        assertThat(holdsOnNew(createdAt().eq(T0))).isTrue();
        assertThat(holdsOnNew(createdAt().ne(T0))).isFalse();
        assertThat(holdsOnNew(createdAt().lt(LATER))).isTrue();
        assertThat(holdsOnNew(createdAt().le(T0))).isTrue();
        assertThat(holdsOnNew(createdAt().gt(T0))).isFalse();
        assertThat(holdsOnNew(createdAt().ge(LATER))).isFalse();
        assertThat(holdsOnNew(createdAt().between(T0.minusNanos(1), T0))).isTrue();
        assertThat(holdsOnNew(createdAt().between(LATER, T0.plusSeconds(1)))).isFalse();
    }

    @Test
    void reindexRewritesAnInstantInTheFormerTextOnceAfterWhichOrderConditionsAreExact() {
        storeOld(Map.of());

        ReindexReport first = articles.reindex(ReindexOptions.defaults());
        assertThat(first.updated()).isEqualTo(1);
        assertThat(stored("createdAt").s()).isEqualTo("2026-01-01T00:00:00.000000000Z");
        assertThat(stored("name").s()).isEqualTo("Old");
        assertThat(articles.get("a1")).contains(new Article("a1", "Old", null, T0, 0, true));
        ReindexReport second = articles.reindex(ReindexOptions.defaults());
        assertThat(second.updated()).isZero();
        assertThat(second.alreadyRight()).isEqualTo(1);

        // The former text "...00:00:00Z" sorts after "...00:00:00.000001Z": only the rewritten item is below it.
        assertThat(deletes(createdAt().lt(LATER))).isTrue();
        assertThat(holdsOnOld(createdAt().lt(LATER))).isFalse();
    }

    @Test
    void anOrderBoundOutsideTheSortableYearsIsRefusedBeforeAnyRequest() {
        storeOld(Map.of());
        assertThatThrownBy(() -> articles.delete("a1", createdAt().lt(Instant.MAX)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("lt(...) on 'createdAt'");
        assertThat(articles.get("a1")).isPresent();
    }

    /** The attribute as the table holds it. */
    private AttributeValue stored(String attribute) {
        return engine().getItem(get -> get.tableName(table)
                .key(Map.of("pk", AttributeValue.fromS("ARTICLE#a1"), "sk", AttributeValue.fromS("A")))).item().get(attribute);
    }

    private AttributeValue stored(Article article, String attribute) {
        articles.put(article);
        AttributeValue value = stored(attribute);
        articles.delete(article.id());
        return value;
    }
}
