package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemTooLargeException;
import io.tablesmith.PageRequest;
import io.tablesmith.dynalite.DynaliteExtension;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A representative sample of the property round trips, through dynalite over HTTP: what
 * DynamoDB stores and hands back (numbers normalized, sets unordered) still reads as the record.
 */
@ExtendWith(DynaliteExtension.class)
class TypesDynaliteTest {

    private final DynamoDbClient dynamo;
    private final String table;
    private final EverythingRepository everything;

    TypesDynaliteTest(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
        this.table = Tables.create(dynamo);
        this.everything = new EverythingRepository(dynamo, table);
    }

    static LongStream seeds() {
        return LongStream.range(1000, 1040);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyTypeRoundTripsThroughDynalite(long seed) {
        Everything original = new RandomValues(seed, true).everything("id-" + seed);

        everything.put(original);

        assertThat(everything.getConsistent("id-" + seed)).get().usingRecursiveComparison().isEqualTo(original);
    }

    @Test
    void keysOfTheNewKeyTypesWriteReadAndQuery() {
        KeyedRepository keyed = new KeyedRepository(dynamo, table);
        LocalDate day = LocalDate.parse("2026-03-01");
        BigInteger serial = new BigInteger("123456789012345678901234567890");
        Keyed first = new Keyed(day, serial, (short) -3, (byte) 7, '#', true, "first");
        Keyed second = new Keyed(day, serial, (short) 4, (byte) -1, 'é', false, "second");
        keyed.put(first);
        keyed.put(second);

        assertThat(KeyedKeys.keyOf(first).partition()).isEqualTo("KEYED#2026-03-01#123456789012345678901234567890");
        assertThat(KeyedKeys.keyOf(first).sort()).isEqualTo("-3#7#%23#true");
        assertThat(keyed.get(day, serial, (short) -3, (byte) 7, '#', true)).contains(first);
        assertThat(keyed.onDay(day, serial, PageRequest.of(10)).items()).containsExactlyInAnyOrder(first, second);
    }

    @Test
    void theTtlAttributeHoldsEpochSeconds() {
        SessionRepository sessions = new SessionRepository(dynamo, table);
        sessions.put(new Session("s1", "ada", 1_893_456_000L));
        everything.put(withExpiry(Instant.parse("2030-01-01T00:00:00Z")));

        assertThat(raw("SESSION#s1", "SESSION").get("expires_at")).isEqualTo(AttributeValue.fromN("1893456000"));
        assertThat(raw("EVERYTHING#ttl", "ITEM").get("expires_at")).isEqualTo(AttributeValue.fromN("1893456000"));
        assertThat(sessions.get("s1")).contains(new Session("s1", "ada", 1_893_456_000L));
    }

    @Test
    void anOversizedItemIsRefusedAndNothingIsWritten() {
        Everything large = new RandomValues(1, true).everything("large");
        Everything oversized = new Everything("large", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, "y".repeat(420_000), null, null, null, null,
                null, null, null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), Set.of(), null, null, null, null, null, null, large.price(), null, null, null, null);

        assertThatThrownBy(() -> everything.put(oversized)).isInstanceOf(ItemTooLargeException.class)
                .hasMessageContaining("pk=EVERYTHING#large");
        assertThat(everything.get("large")).isEmpty();
    }

    private static Everything withExpiry(Instant expiresAt) {
        return new Everything("ttl", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, expiresAt);
    }

    private Map<String, AttributeValue> raw(String pk, String sk) {
        return dynamo.getItem(request -> request.tableName(table)
                .key(Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk)))
                .consistentRead(true)).item();
    }
}
