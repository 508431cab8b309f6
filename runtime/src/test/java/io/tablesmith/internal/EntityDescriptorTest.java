package io.tablesmith.internal;

import static io.tablesmith.internal.KeyTemplate.component;
import static io.tablesmith.internal.KeyTemplate.literal;
import static io.tablesmith.internal.KeyTemplate.oneOf;
import static io.tablesmith.internal.KeyTemplate.padded;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.internal.KeyTemplate.Type;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The facts a generated schema hands the runtime: what queries, re-index and the change decoder read from them. */
class EntityDescriptorTest {

    private enum Status { QUEUED, DONE }

    private static final QueryDescriptor BY_STATUS = QueryDescriptor.of("byStatus").onIndex("gsi1")
            .withKeysComputedFrom("status", "createdAt", "created");
    private static final QueryDescriptor BY_OWNER = QueryDescriptor.of("byOwner").onIndex("gsi2").withSortPrefix("JOB#")
            .withKeysComputedFrom("owner", "status");
    private static final EntityDescriptor JOB = EntityDescriptor.of("JOB",
                    KeyTemplate.of(literal("JOB#"), component("id", Type.STRING)),
                    KeyTemplate.of(literal("RUN#"), padded("run", Type.INT, 4)))
            .withVersion("version")
            .withPrimaryQuery(QueryDescriptor.of("runs").withSortPrefix("RUN#"))
            .withIndex(BY_STATUS)
            .withIndex(BY_OWNER)
            .withFixedWidthTime("createdAt", "created")
            .withFixedWidthTime("closedAt");

    @Test
    void aReindexRewritesEveryIndexKeyThenTheTimesWhileTheirSourcesHoldWhatWasScanned() {
        assertThat(JOB.reindexedAttributes()).containsExactly("gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "createdAt", "closedAt");
        assertThat(JOB.reindexSources()).as("each once, current and former names")
                .containsExactly("status", "createdAt", "created", "owner", "closedAt");
    }

    @Test
    void anEntityWithoutIndexesOrTimesReindexesNothing() {
        EntityDescriptor note = EntityDescriptor.of("NOTE", KeyTemplate.of(literal("NOTE")), KeyTemplate.of(literal("NOTE")));

        assertThat(note.reindexedAttributes()).isEmpty();
        assertThat(note.reindexSources()).isEmpty();
        assertThat(note.versionAttribute()).isEmpty();
        assertThat(note.primaryQuery()).isEmpty();
    }

    @Test
    void theDescriptorKeepsWhatItWasBuiltWith() {
        assertThat(JOB.entityType()).isEqualTo("JOB");
        assertThat(JOB.versionAttribute()).contains("version");
        assertThat(JOB.indexes()).containsExactly(BY_STATUS, BY_OWNER);
        assertThat(JOB.primaryQuery()).hasValueSatisfying(query -> assertThat(query.sortPrefix()).isEqualTo("RUN#"));
        assertThat(JOB.sortKey().segments()).containsExactly(literal("RUN#"), padded("run", Type.INT, 4));
        assertThat(JOB.withVersion("v").indexes()).as("a with method changes only its own fact").containsExactly(BY_STATUS, BY_OWNER);
    }

    @Test
    void aQueryKnowsItsKeyAttributesAndTheAttributesThatLocateAnItemInItsOrder() {
        QueryDescriptor primary = QueryDescriptor.of("runs").withSortPrefix("RUN#");

        assertThat(List.of(primary.indexName() == null, primary.partitionAttribute(), primary.sortAttribute()))
                .containsExactly(true, "pk", "sk");
        assertThat(primary.positionAttributes()).containsExactly("sk");
        assertThat(List.of(BY_OWNER.indexName(), BY_OWNER.partitionAttribute(), BY_OWNER.sortAttribute(), BY_OWNER.sortPrefix()))
                .containsExactly("gsi2", "gsi2pk", "gsi2sk", "JOB#");
        assertThat(BY_OWNER.positionAttributes()).as("an index's sort key may repeat: the table key orders it")
                .containsExactly("gsi2sk", "pk", "sk");
    }

    @Test
    void queriesAndIndexesInTheWrongPlaceAreRefused() {
        EntityDescriptor note = EntityDescriptor.of("NOTE", KeyTemplate.of(literal("NOTE")), KeyTemplate.of(literal("NOTE")));

        assertThatThrownBy(() -> note.withIndex(QueryDescriptor.of("all"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("NOTE: query all on the table is not on an index");
        assertThatThrownBy(() -> note.withPrimaryQuery(BY_STATUS)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("NOTE: query byStatus on index gsi1 is not on the table's primary key");
        assertThatThrownBy(() -> QueryDescriptor.of("all").withKeysComputedFrom("x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("query all reads the table's own key, which no re-index rewrites");
        assertThatThrownBy(() -> note.withNaturalIndex(NaturalQueryDescriptor.of("byRegion").partitionedBy("region")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("names no index or no partition attribute");
    }

    @Test
    void aTemplateNamesItsPartsAndTheTextEveryKeyStartsWith() {
        KeyTemplate order = KeyTemplate.of(literal("ORDER#"), oneOf("status", Status.values()), literal("#"),
                padded("number", Type.LONG, 8));

        assertThat(order.literalPrefix()).isEqualTo("ORDER#");
        assertThat(KeyTemplate.of(component("id", Type.UUID)).literalPrefix()).isEmpty();
        assertThat(order).hasToString("ORDER#{status:ENUM}#{number:LONG:8}");
        assertThat(((KeyTemplate.Component) order.segments().get(1)).constants()).containsExactly(Status.QUEUED, Status.DONE);
        assertThat(order).isEqualTo(KeyTemplate.of(literal("ORDER#"), oneOf("status", Status.values()), literal("#"),
                padded("number", Type.LONG, 8)));
    }

    @Test
    void partsNoKeyCanRenderAreRefused() {
        assertThatThrownBy(() -> padded("title", Type.STRING, 4)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only an integral component is padded");
        assertThatThrownBy(() -> padded("n", Type.INT, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> component("status", Type.ENUM)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("use KeyTemplate.oneOf");
    }
}
