package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.PageRequest;
import io.tablesmith.dynalite.DynaliteExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Typed updates against dynalite: each change, the returned record, versions, and indexes that never go stale. */
@ExtendWith(DynaliteExtension.class)
class UpdateTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final Instant T1 = Instant.parse("2026-01-02T00:00:00.5Z");

    private final DynamoDbClient dynamo;
    private final String table;
    private final TicketRepository tickets;

    UpdateTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
        this.table = Tables.create(dynamo);
        this.tickets = new TicketRepository(dynamo, table);
    }

    @Test
    void setsAndRemovesEveryTypeAndReturnsTheRecordAsStored() {
        tickets.create(Ticket.of("1"));
        UUID ref = UUID.randomUUID();

        Ticket updated = tickets.update("1")
                .setTitle("renamed")
                .setFlagged(true)
                .setRef(ref)
                .setCost(new BigDecimal("12.50"))
                .setScore(0.25)
                .setNote("a note")
                .execute();

        assertThat(updated.title()).isEqualTo("renamed");
        assertThat(updated.flagged()).isTrue();
        assertThat(updated.ref()).isEqualTo(ref);
        assertThat(updated.cost()).isEqualByComparingTo("12.5");
        assertThat(updated.score()).isEqualTo(0.25);
        assertThat(updated.note()).isEqualTo("a note");
        assertThat(updated.version()).isEqualTo(2);
        assertThat(tickets.getConsistent("1")).contains(updated);
        assertThat(rawItem("1")).containsKey("note #1: a.b = :v1");

        Ticket removed = tickets.update("1").removeTitle().setFlagged(null).removeNote().execute();

        assertThat(removed.title()).isNull();
        assertThat(removed.flagged()).isNull();
        assertThat(removed.note()).isNull();
        assertThat(rawItem("1")).doesNotContainKeys("title", "flagged", "note #1: a.b = :v1");
        assertThat(removed.version()).isEqualTo(3);
    }

    @Test
    void addsToCountersOfEveryNumericTypeAtomically() {
        tickets.create(Ticket.of("1"));

        Ticket updated = tickets.update("1").addAttempts(2).addViews(5L).addScore(0.5).addCost(BigDecimal.ONE).execute();
        Ticket again = tickets.update("1").addAttempts(-1).addViews(5L).execute();

        assertThat(updated.views()).as("an absent counter starts at 0").isEqualTo(5L);
        assertThat(updated.score()).isEqualTo(0.5);
        assertThat(updated.cost()).isEqualByComparingTo("1");
        assertThat(again.attempts()).isEqualTo(1);
        assertThat(again.views()).isEqualTo(10L);
    }

    @Test
    void valuesThatLookLikeExpressionsAreOnlyValues() {
        tickets.create(Ticket.of("1"));

        String hostile = "x, #n1 = :v1 REMOVE pk) OR attribute_exists(pk";
        Ticket updated = tickets.update("1").setTitle(hostile).setNote(":v1").execute();

        assertThat(updated.title()).isEqualTo(hostile);
        assertThat(updated.note()).isEqualTo(":v1");
        assertThat(rawItem("1")).containsKeys("pk", "sk");
    }

    @Test
    void anUpdateNeverCreatesAnItem() {
        assertThatThrownBy(() -> tickets.update("missing").setTitle("x").execute())
                .isInstanceOf(ItemNotFoundException.class)
                .hasMessageContaining("TICKET [pk=TICKET#missing, sk=METADATA]");

        assertThat(tickets.getConsistent("missing")).isEmpty();
    }

    @Test
    void versionIsIncrementedAndCheckedWhenAsked() {
        Ticket created = tickets.create(Ticket.of("1"));
        Ticket first = tickets.update(created).setTitle("first").execute();

        assertThat(first.version()).isEqualTo(created.version() + 1);
        assertThatThrownBy(() -> tickets.update(created).setTitle("stale").execute())
                .isInstanceOf(OptimisticLockException.class)
                .hasMessageContaining("expected stored version 1 but found 2");
        assertThat(tickets.update("1").ifVersion(2).setTitle("second").execute().version()).isEqualTo(3);
        assertThat(tickets.getConsistent("1").orElseThrow().title()).isEqualTo("second");
    }

    @Test
    void anEmptyUpdateIsRefusedWithAndWithoutAVersionAndNothingIsSent() {
        Ticket created = tickets.create(Ticket.of("1"));
        SessionRepository sessions = new SessionRepository(dynamo, table);
        sessions.create(new Session("s", "ann", 1_900_000_000L));

        assertThatThrownBy(() -> tickets.update("1").execute())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the update of TICKET [pk=TICKET#1, sk=METADATA] changes nothing, so it is not sent");
        assertThatThrownBy(() -> tickets.update(created).execute())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("changes nothing");
        assertThatThrownBy(() -> sessions.update("s").execute())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the update of SESSION [pk=SESSION#s, sk=SESSION] changes nothing, so it is not sent");
        assertThat(tickets.getConsistent("1").orElseThrow().version()).as("the version is not bumped").isEqualTo(1);
    }

    @Test
    void aBuilderIsForOneUpdate() {
        tickets.create(Ticket.of("1"));
        TicketUpdate update = tickets.update("1").setTitle("once");
        update.execute();

        assertThatThrownBy(update::execute).isInstanceOf(IllegalStateException.class);
    }

    // --- indexes never go stale -------------------------------------------------------------

    @Test
    void changingAnIndexedComponentMovesTheItemInTheIndex() {
        tickets.create(Ticket.of("1").assignedTo("alice", T0));
        assertThat(byAssignee("alice")).extracting(Ticket::id).containsExactly("1");

        tickets.update("1").setAssignee("bob").execute();

        assertThat(byAssignee("alice")).isEmpty();
        assertThat(byAssignee("bob")).extracting(Ticket::id).containsExactly("1");
        assertThat(rawItem("1").get("gsi1pk").s()).isEqualTo("ASSIGNEE#bob");
        assertThat(rawItem("1").get("gsi1sk").s()).as("kept as stored").isEqualTo("2026-01-01T00:00:00.000000000Z");
    }

    @Test
    void changingTheSortComponentRewritesTheIndexSortKey() {
        tickets.create(Ticket.of("1").assignedTo("alice", T0));
        tickets.create(Ticket.of("2").assignedTo("alice", T0.plusSeconds(60)));

        tickets.update("1").setOpenedAt(T1).execute();

        assertThat(byAssignee("alice")).extracting(Ticket::id).containsExactly("2", "1");
        assertThat(tickets.byAssignee("alice").greaterThan(T0.plusSeconds(3600)).page(PageRequest.of(10)).items())
                .extracting(Ticket::id).containsExactly("1");
    }

    @Test
    void removingAnIndexedComponentTakesTheItemOutOfTheSparseIndex() {
        tickets.create(Ticket.of("1").assignedTo("alice", T0));
        tickets.create(Ticket.of("2").assignedTo("alice", T0));

        tickets.update("1").removeAssignee().execute();
        tickets.update("2").setOpenedAt(null).execute();

        assertThat(byAssignee("alice")).isEmpty();
        assertThat(rawItem("1")).doesNotContainKeys("gsi1pk", "gsi1sk");
        assertThat(rawItem("2")).doesNotContainKeys("gsi1pk", "gsi1sk");
    }

    @Test
    void settingEveryComponentPutsTheItemIntoTheIndex() {
        tickets.create(Ticket.of("1"));

        tickets.update("1").setAssignee("carol").setOpenedAt(T0).execute();

        assertThat(byAssignee("carol")).extracting(Ticket::id).containsExactly("1");
    }

    @Test
    void settingPartOfAnIndexOfAnItemOutsideItIsRefusedRatherThanLeftHalfIndexed() {
        tickets.create(Ticket.of("1").assignedTo(null, T0));

        assertThatThrownBy(() -> tickets.update("1").setAssignee("carol").execute())
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("not in that index")
                .satisfies(e -> assertThat(((ConditionFailedException) e).current(Ticket.class))
                        .hasValueSatisfying(current -> assertThat(current.assignee()).isNull()));

        Map<String, AttributeValue> item = rawItem("1");
        assertThat(item).doesNotContainKeys("assignee", "gsi1pk", "gsi1sk");
        assertThat(byAssignee("carol")).isEmpty();
    }

    @Test
    void componentsSharingATemplateAreSetTogether() {
        tickets.create(Ticket.of("1"));

        tickets.update("1").setTeamAndPriority("core", 1).execute();
        assertThat(tickets.byTeam("core", 1, PageRequest.of(10)).items()).extracting(Ticket::id).containsExactly("1");

        tickets.update("1").setTeamAndPriority("core", 2).execute();
        assertThat(tickets.byTeam("core", 1, PageRequest.of(10)).items()).isEmpty();
        assertThat(tickets.byTeam("core", 2, PageRequest.of(10)).items()).extracting(Ticket::id).containsExactly("1");

        tickets.update("1").setTeamAndPriority("core", null).execute();
        assertThat(tickets.byTeam("core", 2, PageRequest.of(10)).items()).isEmpty();
        assertThat(rawItem("1")).doesNotContainKeys("gsi2pk", "gsi2sk", "priority").containsKey("team");
    }

    private List<Ticket> byAssignee(String assignee) {
        return tickets.byAssignee(assignee, PageRequest.of(10)).items();
    }

    private Map<String, AttributeValue> rawItem(String id) {
        return dynamo.getItem(b -> b.tableName(table).consistentRead(true).key(TicketKeys.key(id).toAttributeMap())).item();
    }
}
