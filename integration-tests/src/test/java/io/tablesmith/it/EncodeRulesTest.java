package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ItemEncodeException;
import io.tablesmith.ItemTooLargeException;
import io.tablesmith.TablesmithException;
import io.tablesmith.local.LocalDynamoDb;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * What the schema writes: values DynamoDB cannot store are refused before sending (naming the
 * entity, key and attribute), empty sets and empty Optionals are left out, compressed components
 * are gzip binaries that read back in either form, and the TTL is epoch seconds.
 */
class EncodeRulesTest {

    private static final String KEY = "EVERYTHING [pk=EVERYTHING#1, sk=ITEM]: attribute '";

    /** A record with every primitive zero and every object component null or empty. */
    static Everything minimal() {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, null);
    }

    /** {@code minimal()} with components replaced through the schema's own item (keeps this readable). */
    private static Everything with(UnaryOperator<Map<String, AttributeValue>> change) {
        return EverythingSchema.INSTANCE.fromItem(change.apply(new java.util.HashMap<>(EverythingSchema.INSTANCE.toItem(minimal()))));
    }

    private static void assertRefused(Everything record, String path, String problem) {
        assertThatThrownBy(() -> EverythingSchema.INSTANCE.toItem(record))
                .isExactlyInstanceOf(ItemEncodeException.class)
                .isInstanceOf(TablesmithException.class)
                .hasMessageStartingWith(KEY + path + "': ")
                .hasMessageContaining(problem)
                .satisfies(e -> assertThat(((ItemEncodeException) e).attribute()).isEqualTo(path));
    }

    @Test
    void aTtlLongThatCanOnlyBeEpochMillisecondsIsRefused() {
        assertThatThrownBy(() -> SessionSchema.INSTANCE.toItem(new Session("s", "ann", 1_767_225_600_000L)))
                .isExactlyInstanceOf(ItemEncodeException.class)
                .hasMessageStartingWith("SESSION [pk=SESSION#s, sk=SESSION]: attribute 'expires_at': ")
                .hasMessageContaining("the @Ttl value 1767225600000 is epoch milliseconds (2026-01-01T00:00:00Z), not seconds")
                .hasMessageContaining("DynamoDB would never expire the item");
        assertThat(SessionSchema.INSTANCE.toItem(new Session("s", "ann", 1_767_225_600L)).get("expires_at").n())
                .isEqualTo("1767225600");
        assertThat(SessionSchema.INSTANCE.toItem(new Session("s", "ann", 99_999_999_999L)).get("expires_at").n())
                .as("the largest value that can still be seconds (the year 5138)").isEqualTo("99999999999");
        assertThatThrownBy(() -> SessionSchema.INSTANCE.toItem(new Session("s", "ann", 100_000_000_000L)))
                .isExactlyInstanceOf(ItemEncodeException.class).hasMessageContaining("is epoch milliseconds");
    }

    @Test
    void aTtlLongInEpochMillisecondsIsRefusedByAnUpdateTooAndNothingIsWritten() {
        LocalDynamoDb db = LocalDynamoDb.create();
        db.createTables(TablesmithTable.createTableRequest("sessions"));
        SessionRepository sessions = new SessionRepository(db, "sessions");
        sessions.create(new Session("s", "ann", 1_767_225_600L));

        assertThatThrownBy(() -> sessions.update("s").setExpiresAt(1_767_225_600_000L).execute())
                .isInstanceOf(ItemEncodeException.class)
                .hasMessageContaining("is epoch milliseconds");
        assertThat(sessions.get("s")).map(Session::expiresAt).contains(1_767_225_600L);
    }

    @Test
    void nanAndInfinitiesAreRefused() {
        assertRefused(score(Double.NaN), "score", "NaN cannot be stored");
        assertRefused(score(Double.POSITIVE_INFINITY), "score", "Infinity cannot be stored");
        assertRefused(score(Double.NEGATIVE_INFINITY), "score", "-Infinity cannot be stored");
        Everything floatNan = new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, Float.NaN, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, null);
        assertRefused(floatNan, "ratio", "NaN cannot be stored");
    }

    @Test
    void numbersBeyondDynamoDbsDigitsOrRangeAreRefusedNotRounded() {
        assertRefused(exact(new BigDecimal("1.00000000000000000000000000000000000001")), "exact",
                "has 39 significant digits, but DynamoDB keeps 38");
        assertRefused(exact(new BigDecimal("1E+126")), "exact", "is too large");
        assertRefused(exact(new BigDecimal("1E-131")), "exact", "is too small");
        assertRefused(score(1e200), "score", "is too large");
        assertRefused(score(Double.MIN_VALUE), "score", "is too small");
        assertRefused(huge(BigInteger.TEN.pow(38).add(BigInteger.ONE)), "huge", "has 39 significant digits");
    }

    @Test
    void thirtyEightDigitsAndTheEdgesOfTheRangeAreKept() {
        BigDecimal digits38 = new BigDecimal("-1.2345678901234567890123456789012345678E-130");
        BigDecimal largest = new BigDecimal("9.9999999999999999999999999999999999999E+125");
        BigInteger huge = BigInteger.TEN.pow(38).subtract(BigInteger.ONE);
        BigInteger roundHuge = BigInteger.TEN.pow(100);
        assertThat(roundTrip(huge(roundHuge)).huge()).isEqualTo(roundHuge);
        assertThat(roundTrip(exact(digits38)).exact()).isEqualTo(digits38);
        assertThat(roundTrip(exact(largest)).exact()).isEqualTo(largest);
        assertThat(roundTrip(huge(huge)).huge()).isEqualTo(huge);
    }

    @Test
    void aNestedValueIsRefusedWithItsPath() {
        Address address = new Address("Main", 1, Optional.empty(), new Point(0, Double.NaN), List.of(), null);
        Everything record = with(item -> item);
        Everything nested = copy(record, address);
        assertRefused(nested, "address.geo.longitude", "NaN cannot be stored");
    }

    @Test
    void aSetHoldingNullIsRefused() {
        Set<String> labels = new HashSet<>();
        labels.add(null);
        Everything record = EverythingSchema.INSTANCE.fromItem(EverythingSchema.INSTANCE.toItem(minimal()));
        Everything withNull = new Everything(record.id(), false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, labels, Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, null);
        assertRefused(withNull, "labels", "the set holds null");
    }

    @Test
    void aConverterThatFailsIsNamed() {
        assertThatThrownBy(() -> EverythingSchema.INSTANCE.toItem(price(new Money("EUR", null))))
                .isExactlyInstanceOf(ItemEncodeException.class)
                .hasMessageStartingWith(KEY + "price': io.tablesmith.it.MoneyConverter.toAttributeValue failed")
                .hasCauseInstanceOf(NullPointerException.class);
    }

    @Test
    void nullsEmptyOptionalsAndEmptySetsAreNotStoredAndReadBackEmpty() {
        Map<String, AttributeValue> item = EverythingSchema.INSTANCE.toItem(minimal());

        assertThat(item).containsOnlyKeys("pk", "sk", "_et", "id", "flag", "tiny", "small", "letter", "count", "big",
                "ratio", "score");
        Everything read = EverythingSchema.INSTANCE.fromItem(item);
        assertThat(read.labels()).isEmpty();
        assertThat(read.switches()).isEmpty();
        assertThat(read.note()).isEmpty();
        assertThat(read.tags()).isNull();
    }

    @Test
    void aNullSetReadsBackEmpty() {
        Everything nullSets = new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, null);
        Everything read = roundTrip(nullSets);
        assertThat(read.labels()).isEmpty();
        assertThat(read.numbers()).isEmpty();
        assertThat(read.blobs()).isEmpty();
    }

    @Test
    void setsUseDynamoDbsSetTypesWhereTheyExist() {
        Everything sets = setsOf(Set.of("a", "b"), Set.of(1L, 2L), Set.of(SdkBytes.fromUtf8String("x")),
                Set.of(JobStatus.QUEUED), Set.of(true));
        Map<String, AttributeValue> stored = EverythingSchema.INSTANCE.toItem(sets);
        assertThat(stored.get("labels").ss()).containsExactlyInAnyOrder("a", "b");
        assertThat(stored.get("numbers").ns()).containsExactlyInAnyOrder("1", "2");
        assertThat(stored.get("blobs").bs()).containsExactly(SdkBytes.fromUtf8String("x"));
        assertThat(stored.get("statuses").ss()).containsExactly("QUEUED");
        assertThat(stored.get("switches").l()).containsExactly(AttributeValue.fromBool(true));
        assertThat(roundTrip(sets).labels()).isEqualTo(Set.of("a", "b"));
    }

    @Test
    void compressedComponentsAreGzipBinariesAndReadBothForms() {
        String text = "repetitive text ".repeat(1000);
        Address archived = new Address("Main", 1, Optional.of("2b"), new Point(1, 2), List.of(), null);
        Everything record = compressed(text, text.getBytes(StandardCharsets.UTF_8), archived);

        Map<String, AttributeValue> item = EverythingSchema.INSTANCE.toItem(record);
        assertThat(item.get("notes").b()).isNotNull();
        assertThat(item.get("notes").b().asByteArray()).hasSizeLessThan(text.length() / 10).startsWith(0x1f, 0x8b);
        assertThat(item.get("blob").b().asByteArray()).hasSizeLessThan(text.length() / 10);
        assertThat(item.get("archived").b()).isNotNull();
        assertThat(EverythingSchema.INSTANCE.fromItem(item)).usingRecursiveComparison().isEqualTo(record);

        // Items stored before @Compressed was added: plain S, B and M.
        Map<String, AttributeValue> plain = new java.util.HashMap<>(item);
        plain.put("notes", AttributeValue.fromS("plain"));
        plain.put("blob", AttributeValue.fromB(SdkBytes.fromUtf8String("raw")));
        plain.put("archived", AttributeValue.fromM(Map.of("street", AttributeValue.fromS("Old"), "zip", AttributeValue.fromN("7"))));
        Everything read = EverythingSchema.INSTANCE.fromItem(plain);
        assertThat(read.notes()).isEqualTo("plain");
        assertThat(read.blob()).asString(StandardCharsets.UTF_8).isEqualTo("raw");
        assertThat(read.archived()).isEqualTo(new Address("Old", 7, Optional.empty(), null, null, null));
    }

    @Test
    void anItemOver400KbIsRefusedBeforeItIsSentButCompressionCanMakeItFit() {
        String big = "x".repeat(410 * 1024);
        Everything tooLarge = text(big);
        assertThatThrownBy(() -> EverythingSchema.INSTANCE.toItem(tooLarge))
                .isExactlyInstanceOf(ItemTooLargeException.class)
                .hasMessageStartingWith("EVERYTHING [pk=EVERYTHING#1, sk=ITEM]: the item is ")
                .hasMessageContaining("more than DynamoDB's limit of 409600 bytes")
                .satisfies(e -> assertThat(((ItemTooLargeException) e).size()).isGreaterThan(410 * 1024));

        Everything compressed = compressed("x".repeat(1024 * 1024), null, null);
        assertThat(EverythingSchema.INSTANCE.fromItem(EverythingSchema.INSTANCE.toItem(compressed)).notes()).hasSize(1024 * 1024);
    }

    @Test
    void sizeCountsUtf8BytesNotChars() {
        // 100,000 supplementary characters: 200,000 chars but 400,000 UTF-8 bytes; with the rest, over the limit.
        String wide = new String(Character.toChars(0x1F600)).repeat(102_400);
        assertThatThrownBy(() -> EverythingSchema.INSTANCE.toItem(text(wide))).isInstanceOf(ItemTooLargeException.class);
        String fits = new String(Character.toChars(0x1F600)).repeat(100_000);
        assertThat(EverythingSchema.INSTANCE.toItem(text(fits))).containsKey("text");
    }

    @Test
    void ttlIsEpochSecondsInExpiresAt() {
        Everything record = expiring(Instant.parse("2030-01-01T00:00:00.750Z"));
        Map<String, AttributeValue> item = EverythingSchema.INSTANCE.toItem(record);
        assertThat(item.get("expires_at").n()).isEqualTo("1893456000");
        assertThat(item).doesNotContainKey("expiresAt");
        assertThat(EverythingSchema.INSTANCE.fromItem(item).expiresAt()).isEqualTo(Instant.parse("2030-01-01T00:00:00Z"));

        Map<String, AttributeValue> session = SessionSchema.INSTANCE.toItem(new Session("s", "u", 1_893_456_000L));
        assertThat(session.get("expires_at").n()).isEqualTo("1893456000");

        UpdateTimeToLiveRequest request = TablesmithTable.timeToLiveRequest("table");
        assertThat(request.tableName()).isEqualTo("table");
        assertThat(request.timeToLiveSpecification().attributeName()).isEqualTo("expires_at").isEqualTo(TablesmithTable.TTL_ATTRIBUTE);
        assertThat(request.timeToLiveSpecification().enabled()).isTrue();
    }

    // Builders over minimal(): one changed component each.

    private static Everything roundTrip(Everything record) {
        return EverythingSchema.INSTANCE.fromItem(EverythingSchema.INSTANCE.toItem(record));
    }

    private static Everything score(double score) {
        Everything m = minimal();
        return new Everything(m.id(), false, (byte) 0, (short) 0, 'x', 0, 0, 0, score,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, null);
    }

    private static Everything exact(BigDecimal exact) {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, exact, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, null);
    }

    private static Everything huge(BigInteger huge) {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, huge, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, null);
    }

    private static Everything text(String text) {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, text, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, null);
    }

    private static Everything copy(Everything m, Address address) {
        return new Everything(m.id(), false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, address, null, null, null, null, null, null, null, null, null);
    }

    private static Everything price(Money price) {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, price, null, null, null, null);
    }

    private static Everything setsOf(Set<String> labels, Set<Long> numbers, Set<SdkBytes> blobs, Set<JobStatus> statuses,
                                     Set<Boolean> switches) {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, labels, numbers, Set.of(), blobs,
                statuses, switches, null, null, null, null, null, null, null, null, null, null, null);
    }

    private static Everything compressed(String notes, byte[] blob, Address archived) {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, notes, blob, archived, null);
    }

    private static Everything expiring(Instant expiresAt) {
        return new Everything("1", false, (byte) 0, (short) 0, 'x', 0, 0, 0, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, Optional.empty(), Optional.empty(), null, null, Set.of(), Set.of(), Set.of(), Set.of(),
                Set.of(), Set.of(), null, null, null, null, null, null, null, null, null, null, expiresAt);
    }
}
