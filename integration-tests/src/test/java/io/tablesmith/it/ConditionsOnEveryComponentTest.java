package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.condition.Condition;
import io.tablesmith.local.LocalDynamoDb;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Presence on every component, containers, nested records, Optionals and compressed values
 * included; size where DynamoDB has it; order on a {@code @Ttl Instant}: each judged by the
 * database against a stored item (on LocalDynamoDb).
 */
class ConditionsOnEveryComponentTest {

    private static final Instant EXPIRY = Instant.parse("2026-01-01T00:00:00Z");

    private final LocalDynamoDb dynamo = LocalDynamoDb.create().createTables(TablesmithTable.createTableRequest("items"));
    private final EverythingRepository repository = new EverythingRepository(dynamo, "items");
    private final Everything stored = repository.put(new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
            null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
            new byte[] {1, 2, 3}, null,
            Optional.empty(), Optional.of(new Address("Main", 1, Optional.empty(), null, List.of(), null)),
            List.of("a", "b"), null, Set.of("x"), Set.of(), Set.of(), Set.of(), Set.of(), Set.of(),
            Map.of("p", 1, "q", 2), null, null, null, null, null, null,
            "compressed notes", null, null, EXPIRY));

    private boolean holds(Condition<Everything> condition) {
        try {
            repository.replace(stored, condition);
            return true;
        } catch (ConditionFailedException e) {
            return false;
        }
    }

    @Test
    void presenceOnContainersNestedRecordsOptionalsAndCompressedValues() {
        assertThat(holds(EverythingConditions.tags().exists())).isTrue();
        assertThat(holds(EverythingConditions.scores().notExists())).isTrue();
        assertThat(holds(EverythingConditions.counters().exists())).isTrue();
        assertThat(holds(EverythingConditions.address().notExists())).isTrue();
        assertThat(holds(EverythingConditions.address().exists())).isFalse();
        assertThat(holds(EverythingConditions.previous().exists())).isTrue();
        assertThat(holds(EverythingConditions.note().notExists())).as("an empty Optional is not stored").isTrue();
        assertThat(holds(EverythingConditions.numbers().notExists())).as("an empty set is not stored").isTrue();
        assertThat(holds(EverythingConditions.notes().exists())).isTrue();
        assertThat(holds(EverythingConditions.archived().exists())).isFalse();
        assertThat(holds(EverythingConditions.deep().notExists())).isTrue();
    }

    @Test
    void sizeOfListsSetsMapsNestedRecordsAndBinaries() {
        assertThat(holds(EverythingConditions.tags().size().eq(2))).isTrue();
        assertThat(holds(EverythingConditions.tags().size().gt(2))).isFalse();
        assertThat(holds(EverythingConditions.labels().size().eq(1))).isTrue();
        assertThat(holds(EverythingConditions.counters().size().between(2, 5))).isTrue();
        assertThat(holds(EverythingConditions.previous().size().eq(3)))
                .as("street, zip and the empty corners list; absent components are not entries").isTrue();
        assertThat(holds(EverythingConditions.bytes().size().eq(3))).isTrue();
        assertThat(holds(EverythingConditions.bytes().size().lt(3))).isFalse();
    }

    @Test
    void aTtlInstantHasOrderConditionsOnItsEpochSeconds() {
        assertThat(holds(EverythingConditions.expiresAt().lt(EXPIRY.plusSeconds(1)))).isTrue();
        assertThat(holds(EverythingConditions.expiresAt().gt(EXPIRY))).isFalse();
        assertThat(holds(EverythingConditions.expiresAt().ge(EXPIRY))).isTrue();
        assertThat(holds(EverythingConditions.expiresAt().between(EXPIRY.minusSeconds(60), EXPIRY))).isTrue();
        assertThat(holds(EverythingConditions.expiresAt().le(EXPIRY.minusSeconds(1)))).isFalse();
    }
}
