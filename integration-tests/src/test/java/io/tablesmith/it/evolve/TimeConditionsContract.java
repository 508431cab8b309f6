package io.tablesmith.it.evolve;

import static io.tablesmith.it.evolve.after.ArticleConditions.createdAt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.Condition;
import io.tablesmith.ConditionFailedException;
import io.tablesmith.ReindexOptions;
import io.tablesmith.ReindexReport;
import io.tablesmith.it.evolve.after.Article;
import io.tablesmith.it.evolve.after.ArticleRepository;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conditions on an {@code Instant} of an item stored before instants were stored fixed width
 * (written here with the SDK, as {@code Instant.toString}): equality, {@code ne} and {@code in}
 * hold exactly as for the value; {@code reindex} rewrites the old text, once, after which order
 * conditions are exact too. Each condition is tried as a conditional delete of a freshly
 * written item.
 */
abstract class TimeConditionsContract {

    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");
    private static final Instant LATER = Instant.parse("2026-01-01T10:00:00.000001Z");

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

    /** The article as an earlier release stored it: its instant as {@code Instant.toString}. */
    private void storeOld() {
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", AttributeValue.fromS("ARTICLE#a1"));
        item.put("sk", AttributeValue.fromS("A"));
        item.put("_et", AttributeValue.fromS("ARTICLE"));
        item.put("id", AttributeValue.fromS("a1"));
        item.put("title", AttributeValue.fromS("Old"));
        item.put("createdAt", AttributeValue.fromS(T0.toString()));
        item.put("views", AttributeValue.fromN("0"));
        item.put("visible", AttributeValue.fromBool(true));
        engine().putItem(put -> put.tableName(table).item(item));
    }

    private AttributeValue storedCreatedAt() {
        return engine().getItem(get -> get.tableName(table)
                .key(Map.of("pk", AttributeValue.fromS("ARTICLE#a1"), "sk", AttributeValue.fromS("A")))).item().get("createdAt");
    }

    private boolean holdsOnOld(Condition<Article> condition) {
        storeOld();
        return deletes(condition);
    }

    private boolean holdsOnNew(Condition<Article> condition) {
        articles.put(new Article("a1", "New", null, T0, 0, true));
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
    void anOldItemReadsAsItsInstant() {
        storeOld();
        assertThat(articles.get("a1").orElseThrow().createdAt()).isEqualTo(T0);
        assertThat(storedCreatedAt().s()).isEqualTo("2026-01-01T10:00:00Z");
    }

    @Test
    void equalityHoldsOnAnOldItemExactlyAsForItsValue() {
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
    void onANewItemEqualityAndOrderHoldAsForItsValue() {
        assertThat(holdsOnNew(createdAt().eq(T0))).isTrue();
        assertThat(holdsOnNew(createdAt().ne(T0))).isFalse();
        assertThat(holdsOnNew(createdAt().in(LATER, T0))).isTrue();
        assertThat(holdsOnNew(createdAt().lt(LATER))).isTrue();
        assertThat(holdsOnNew(createdAt().le(T0))).isTrue();
        assertThat(holdsOnNew(createdAt().gt(T0))).isFalse();
        assertThat(holdsOnNew(createdAt().ge(LATER))).isFalse();
        assertThat(holdsOnNew(createdAt().between(T0.minusNanos(1), T0))).isTrue();
        assertThat(holdsOnNew(createdAt().between(LATER, T0.plusSeconds(1)))).isFalse();
    }

    @Test
    void reindexRewritesTheOldTextOnceAfterWhichOrderConditionsAreExact() {
        storeOld();

        ReindexReport first = articles.reindex(ReindexOptions.defaults());
        assertThat(first.updated()).isEqualTo(1);
        assertThat(storedCreatedAt().s()).isEqualTo("2026-01-01T10:00:00.000000000Z");
        assertThat(articles.get("a1").orElseThrow().createdAt()).isEqualTo(T0);
        ReindexReport second = articles.reindex(ReindexOptions.defaults());
        assertThat(second.updated()).isZero();
        assertThat(second.alreadyRight()).isEqualTo(1);

        // The old text "...10:00:00Z" sorts after "...10:00:00.000001Z": only the rewritten one is below it.
        assertThat(deletes(createdAt().lt(LATER))).isTrue();
        assertThat(holdsOnOld(createdAt().lt(LATER))).isFalse();
        assertThat(holdsOnOld(createdAt().eq(T0))).isTrue();
    }

    @Test
    void anOrderBoundOutsideTheSortableYearsIsRefusedBeforeAnyRequest() {
        storeOld();
        assertThatThrownBy(() -> articles.delete("a1", createdAt().lt(Instant.MAX)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'createdAt'");
        assertThat(articles.get("a1")).isPresent();
    }
}
