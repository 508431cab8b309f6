package io.tablesmith.it;

import static io.tablesmith.it.TicketConditions.assignee;
import static io.tablesmith.it.TicketConditions.attempts;
import static io.tablesmith.it.TicketConditions.cost;
import static io.tablesmith.it.TicketConditions.flagged;
import static io.tablesmith.it.TicketConditions.note;
import static io.tablesmith.it.TicketConditions.openedAt;
import static io.tablesmith.it.TicketConditions.ref;
import static io.tablesmith.it.TicketConditions.score;
import static io.tablesmith.it.TicketConditions.title;
import static io.tablesmith.it.TicketConditions.views;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.ItemNotFoundException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.condition.Condition;
import io.tablesmith.dynalite.DynaliteExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Typed conditions, evaluated by dynalite, on every write that takes one. */
@ExtendWith(DynaliteExtension.class)
class ConditionTest {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
    private static final UUID REF = UUID.fromString("00000000-0000-0000-0000-00000000002a");

    private final TicketRepository tickets;

    ConditionTest(DynamoDbClient dynamo) {
        this.tickets = new TicketRepository(dynamo, Tables.create(dynamo));
    }

    private Ticket stored() {
        return new Ticket("1", "Fix the build", "alice", T0, null, null, 3, 7L, 0.5, new BigDecimal("9.99"), true, REF,
                "café", 0);
    }

    /** Whether the engine finds the condition true for {@link #stored()}: an update guarded by it succeeds. */
    private boolean holds(Condition<Ticket> condition) {
        tickets.delete("1");
        tickets.create(stored());
        try {
            tickets.update("1").addAttempts(0).when(condition).execute();
            return true;
        } catch (ConditionFailedException failed) {
            return false;
        }
    }

    @Test
    void equalityAndPresence() {
        assertThat(holds(title().eq("Fix the build"))).isTrue();
        assertThat(holds(title().eq("fix the build"))).isFalse();
        assertThat(holds(title().ne("other"))).isTrue();
        assertThat(holds(flagged().eq(true))).isTrue();
        assertThat(holds(ref().eq(REF))).isTrue();
        assertThat(holds(openedAt().eq(T0))).isTrue();
        assertThat(holds(TicketConditions.team().eq(null))).as("eq(null) is absence").isTrue();
        assertThat(holds(assignee().ne(null))).as("ne(null) is presence").isTrue();
        assertThat(holds(assignee().exists())).isTrue();
        assertThat(holds(TicketConditions.team().exists())).isFalse();
        assertThat(holds(TicketConditions.team().notExists())).isTrue();
    }

    @Test
    void orderAndBetweenOnNumbersAndStrings() {
        assertThat(holds(attempts().gt(2))).isTrue();
        assertThat(holds(attempts().ge(3))).isTrue();
        assertThat(holds(attempts().lt(3))).isFalse();
        assertThat(holds(attempts().le(3))).isTrue();
        assertThat(holds(views().between(7L, 8L))).isTrue();
        assertThat(holds(score().between(0.6, 1.0))).isFalse();
        assertThat(holds(cost().gt(new BigDecimal("9.989")))).as("numbers compare as numbers").isTrue();
        assertThat(holds(title().between("A", "G"))).isTrue();
        assertThat(holds(title().gt("G"))).isFalse();
    }

    @Test
    void inBeginsWithContainsAndSize() {
        assertThat(holds(assignee().in("bob", "alice"))).isTrue();
        assertThat(holds(assignee().in(List.of("bob", "carol")))).isFalse();
        assertThat(holds(title().beginsWith("Fix"))).isTrue();
        assertThat(holds(title().beginsWith("build"))).isFalse();
        assertThat(holds(title().contains("the"))).isTrue();
        assertThat(holds(title().size().eq(13))).isTrue();
        assertThat(holds(note().size().gt(2))).isTrue();
        assertThat(holds(title().size().between(1, 5))).isFalse();
    }

    @Test
    void andOrNotCombine() {
        assertThat(holds(title().beginsWith("Fix").and(attempts().eq(3)))).isTrue();
        assertThat(holds(title().beginsWith("Fix").and(attempts().eq(4)))).isFalse();
        assertThat(holds(title().eq("x").or(attempts().eq(3)))).isTrue();
        assertThat(holds(title().eq("x").not())).isTrue();
        assertThat(holds(Condition.anyOf(title().eq("x"), assignee().eq("y")))).isFalse();
        assertThat(holds(Condition.allOf(title().exists(), assignee().eq("alice"), flagged().ne(false)))).isTrue();
        assertThat(holds(title().eq("x").or(attempts().eq(3)).not())).isFalse();
    }

    @Test
    void aFailedConditionCarriesTheStoredItem() {
        Ticket created = tickets.create(stored());

        assertThatThrownBy(() -> tickets.update("1").setTitle("new").when(assignee().eq("bob")).execute())
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("assignee = \"bob\"")
                .satisfies(e -> {
                    ConditionFailedException failed = (ConditionFailedException) e;
                    assertThat(failed.current(Ticket.class)).contains(created);
                    assertThat(failed.current()).isPresent();
                });
    }

    @Test
    void createWithAConditionWritesOverAnItemThatSatisfiesIt() {
        Ticket created = tickets.create(stored(), title().eq("anything"));
        assertThat(created.version()).isEqualTo(1);

        Ticket overwritten = tickets.create(stored().withTitle("again"), title().beginsWith("Fix"));
        assertThat(tickets.getConsistent("1")).contains(overwritten);

        assertThatThrownBy(() -> tickets.create(stored().withTitle("third"), title().beginsWith("Fix")))
                .isInstanceOf(ConditionFailedException.class)
                .satisfies(e -> assertThat(((ConditionFailedException) e).current(Ticket.class).orElseThrow().title())
                        .isEqualTo("again"));
    }

    @Test
    void replaceWithACondition() {
        Ticket created = tickets.create(stored());

        Ticket replaced = tickets.replace(created.withTitle("replaced"), assignee().eq("alice"));
        assertThat(replaced.version()).isEqualTo(2);

        assertThatThrownBy(() -> tickets.replace(replaced.withTitle("no"), assignee().eq("bob")))
                .isInstanceOf(ConditionFailedException.class);
        assertThatThrownBy(() -> tickets.replace(created.withTitle("stale"), assignee().eq("alice")))
                .isInstanceOf(OptimisticLockException.class);
        assertThatThrownBy(() -> tickets.replace(Ticket.of("2"), assignee().eq("alice")))
                .isInstanceOf(ItemNotFoundException.class);
        assertThat(tickets.getConsistent("1")).contains(replaced);
    }

    @Test
    void deleteWithACondition() {
        tickets.create(stored());

        assertThatThrownBy(() -> tickets.delete("1", attempts().gt(10)))
                .isInstanceOf(ConditionFailedException.class);
        assertThat(tickets.getConsistent("1")).isPresent();

        Ticket deleted = tickets.delete("1", attempts().le(10));
        assertThat(deleted.id()).isEqualTo("1");
        assertThat(tickets.getConsistent("1")).isEmpty();
        assertThatThrownBy(() -> tickets.delete("1", attempts().le(10))).isInstanceOf(ItemNotFoundException.class);
    }
}
