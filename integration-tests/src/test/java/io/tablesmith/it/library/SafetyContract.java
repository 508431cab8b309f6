package io.tablesmith.it.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.InvalidKeyException;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemEncodeException;
import io.tablesmith.OptimisticLockException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.StaleTransitionException;
import io.tablesmith.dynalite.DynaliteServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Nothing lost, nothing hidden: the guarantees of issue 9, run against every engine that has the
 * operations ({@link SafetyOnDynaliteTest}, {@link SafetyOnLocalTest}). Each test reproduces one
 * way an item used to be lost, overwritten by another entity, hidden from a query or made
 * unreadable, and checks what the user sees now and what the table holds.
 */
abstract class SafetyContract {

    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    final DynamoDbClient dynamo;
    final String table;
    final MemberRepository members;
    final CardRepository cards;
    final LoanRepository loans;
    final RenewalRepository renewals;
    final SlotRepository slots;
    final DocRepository docs;
    final GaugeRepository gauges;
    final HoldRepository holds;

    SafetyContract(DynamoDbClient dynamo) {
        this.dynamo = dynamo;
        this.table = DynaliteServer.uniqueTableName("safety");
        DynaliteServer.createTable(dynamo, TablesmithTable.createTableRequest(table));
        this.members = new MemberRepository(dynamo, table);
        this.cards = new CardRepository(dynamo, table);
        this.loans = new LoanRepository(dynamo, table);
        this.renewals = new RenewalRepository(dynamo, table);
        this.slots = new SlotRepository(dynamo, table);
        this.docs = new DocRepository(dynamo, table);
        this.gauges = new GaugeRepository(dynamo, table);
        this.holds = new HoldRepository(dynamo, table);
    }

    Map<String, AttributeValue> raw(String pk, String sk) {
        Map<String, AttributeValue> item = dynamo.getItem(b -> b.tableName(table).consistentRead(true)
                .key(Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk)))).item();
        return item == null ? Map.of() : item;
    }

    // 1. Versions only go forward.

    @Test
    void aStaleTransitionSaysWhetherAnotherWriterMovedTheItemOrTheFromStateWasNeverItsState() {
        holds.create(new Hold("moved", HoldState.WAITING, null));
        holds.update("moved").transitionState(HoldState.WAITING, HoldState.READY).setDueAt(T0).execute();
        holds.update("moved").transitionState(HoldState.READY, HoldState.COLLECTED).execute();
        holds.create(new Hold("waiting", HoldState.WAITING, null));

        assertThatThrownBy(() -> holds.update("moved").transitionState(HoldState.WAITING, HoldState.READY).execute())
                .isInstanceOf(StaleTransitionException.class)
                .hasMessageContaining("state was to move from WAITING to READY but it is COLLECTED: another writer moved it"
                        + " first (the declared transitions lead from WAITING to COLLECTED)");
        assertThatThrownBy(() -> holds.update("waiting").transitionState(HoldState.READY, HoldState.COLLECTED).execute())
                .isInstanceOf(StaleTransitionException.class)
                .hasMessageContaining("state was to move from READY to COLLECTED but it is WAITING, which the declared"
                        + " transitions cannot reach from READY, so no transition moved it there from READY: the from state"
                        + " passed is most likely not the state the item was in");
        assertThat(holds.getConsistent("waiting").orElseThrow().state()).isEqualTo(HoldState.WAITING);
    }

    @Test
    void aConditionalCreateOverAStoredItemStoresTheNextVersionSoAnOlderHolderFails() {
        Member read = members.create(new Member("m1", Tier.BASIC, "Ada", 0, 0));
        members.update(read).setName("Ada L").execute();
        Member v3 = members.update("m1").setName("Ada Lovelace").execute();
        assertThat(v3.version()).isEqualTo(3);

        Member recreated = members.create(new Member("m1", Tier.GOLD, "Ada (new)", 0, 0),
                MemberConditions.tier().eq(Tier.BASIC));

        assertThat(recreated.version()).as("stored above the version it replaced").isEqualTo(4);
        assertThat(members.getConsistent("m1")).contains(recreated);
        assertThatThrownBy(() -> members.replace(read.withName("stale")))
                .isInstanceOf(OptimisticLockException.class)
                .hasMessageContaining("expected stored version 1 but found 4");
        assertThatThrownBy(() -> members.put(v3.withName("stale too"))).isInstanceOf(OptimisticLockException.class);
        assertThat(members.getConsistent("m1")).contains(recreated);
    }

    @Test
    void aConditionalCreateOnAFreeKeyStoresVersionOneAndOneWhoseConditionFailsWritesNothing() {
        Member created = members.create(new Member("m2", Tier.BASIC, "Bo", 0, 41), MemberConditions.tier().eq(Tier.GOLD));
        assertThat(created.version()).isEqualTo(1);

        assertThatThrownBy(() -> members.create(new Member("m2", Tier.GOLD, "Bo 2", 0, 0), MemberConditions.tier().eq(Tier.GOLD)))
                .isInstanceOf(ConditionFailedException.class);
        assertThat(members.getConsistent("m2")).contains(created);
    }

    // 2. Entity isolation. The processor proves that no two entities' keys can be equal (TS153), so
    //    another entity's item at an entity's key is written here as another client (or an older
    //    layout of the table) would have: raw, with another _et or none.

    @Test
    void noWriteOfOneEntityChangesAnItemOfAnother() {
        Map<String, AttributeValue> member = Map.of("pk", AttributeValue.fromS("MEMBER#m3"), "sk", AttributeValue.fromS("CARD#PROFILE"),
                "_et", AttributeValue.fromS("MEMBER"), "id", AttributeValue.fromS("m3"), "name", AttributeValue.fromS("Cy"));
        dynamo.putItem(b -> b.tableName(table).item(member));
        Card profileCard = new Card("m3", "PROFILE", "4711");

        List<Runnable> writes = List.of(
                () -> cards.put(profileCard),
                () -> cards.create(profileCard),
                () -> cards.replace(profileCard),
                () -> cards.delete("m3", "PROFILE"),
                () -> cards.update("m3", "PROFILE").setNumber("0000").execute(),
                () -> cards.create(profileCard, CardConditions.number().exists()),
                () -> cards.replace(profileCard, CardConditions.number().exists()),
                () -> cards.delete("m3", "PROFILE", CardConditions.number().notExists()));
        for (Runnable write : writes) {
            EntityTypeMismatchException refused = catchThrowableOfType(EntityTypeMismatchException.class, write::run);
            assertThat(refused).as("each write of a CARD over the MEMBER is refused").isNotNull();
            assertThat(refused.entityType()).isEqualTo("CARD");
            assertThat(refused.storedEntityType()).isEqualTo("MEMBER");
            assertThat(refused.key()).isEqualTo("pk=MEMBER#m3, sk=CARD#PROFILE");
            assertThat(refused).hasMessageContaining("a MEMBER, not a CARD");
        }
        assertThat(raw("MEMBER#m3", "CARD#PROFILE")).as("nothing was written").isEqualTo(member);
    }

    @Test
    void aVersionedEntityNeverOverwritesAnotherEntitysItemEither() {
        Map<String, AttributeValue> card = Map.of("pk", AttributeValue.fromS("MEMBER#m4"), "sk", AttributeValue.fromS("PROFILE"),
                "_et", AttributeValue.fromS("CARD"), "memberId", AttributeValue.fromS("m4"), "number", AttributeValue.fromS("1"));
        dynamo.putItem(b -> b.tableName(table).item(card));

        assertThatThrownBy(() -> members.put(new Member("m4", Tier.BASIC, "Di", 0, 0)))
                .isInstanceOf(EntityTypeMismatchException.class).hasMessageContaining("a CARD, not a MEMBER");
        assertThatThrownBy(() -> members.update("m4").setName("x").execute())
                .isInstanceOf(EntityTypeMismatchException.class);
        assertThatThrownBy(() -> members.delete(new Member("m4", Tier.BASIC, "Di", 0, 0)))
                .isInstanceOf(EntityTypeMismatchException.class);
        assertThat(raw("MEMBER#m4", "PROFILE")).as("nothing was written").isEqualTo(card);
    }

    @Test
    void anItemWithoutAnEntityTypeCountsAsAnotherEntitysAndBatchReadsNeverReturnOne() {
        dynamo.putItem(b -> b.tableName(table).item(Map.of("pk", AttributeValue.fromS("MEMBER#m7"),
                "sk", AttributeValue.fromS("PROFILE"), "note", AttributeValue.fromS("written by another tool"))));
        dynamo.putItem(b -> b.tableName(table).item(Map.of("pk", AttributeValue.fromS("MEMBER#m8"),
                "sk", AttributeValue.fromS("PROFILE"), "_et", AttributeValue.fromS("CARD"), "number", AttributeValue.fromS("8"))));

        EntityTypeMismatchException refused = catchThrowableOfType(EntityTypeMismatchException.class,
                () -> members.put(new Member("m7", Tier.BASIC, "Ivy", 0, 0)));
        assertThat(refused.storedEntityType()).isNull();
        assertThat(refused).hasMessageContaining("not a Tablesmith item (it has no _et)");
        assertThat(raw("MEMBER#m7", "PROFILE")).doesNotContainKey("_et");
        assertThatThrownBy(() -> members.getAll(List.of(MemberKeys.key("m8"))))
                .isInstanceOf(ItemDecodeException.class).hasMessageContaining("the item is a CARD, not a MEMBER");
    }

    // 3. Queries return exactly their entity's items.

    @Test
    void aQueryWhosePrefixAnotherEntityExtendsReturnsFullExactPagesOfItsOwnItems() {
        List<Loan> stored = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Loan loan = new Loan("reader", "L" + i, "book " + i);
            loans.put(loan);
            stored.add(loan);
            for (int n = 0; n < 4; n++) {
                renewals.put(new Renewal("reader", "L" + i, n));
            }
        }

        for (boolean descending : List.of(false, true)) {
            List<Loan> seen = new ArrayList<>();
            List<Integer> sizes = new ArrayList<>();
            PageRequest request = descending ? PageRequest.of(2).descending() : PageRequest.of(2);
            while (true) {
                Page<Loan> page = loans.loansOf("reader", request);
                seen.addAll(page.items());
                sizes.add(page.items().size());
                if (page.nextToken().isEmpty()) {
                    break;
                }
                request = request.after(page.nextToken().get());
            }
            List<Loan> expected = new ArrayList<>(stored);
            if (descending) {
                Collections.reverse(expected);
            }
            assertThat(seen).isEqualTo(expected);
            assertThat(sizes).as("full pages, no empty last page").containsExactly(2, 2, 1);
        }
        assertThat(loans.loansOf("reader").stream().toList()).isEqualTo(stored);
        assertThat(loans.loansOf("reader").greaterThan("L2").stream().toList()).isEqualTo(stored.subList(3, 5));
        assertThat(renewals.renewalsOf("reader").stream()).hasSize(20);
    }

    // 4. Ranges are exact for every value.

    static final List<String> SECTIONS = List.of("ab", "ab c", "ab!", "ab-x", "abc", "ac", "ab#", "ab%", "ab$", "ab\u0001",
            "ab\uD83D\uDE00", "ab\uFFFD", "a", "b", "ab#c", "ab%23");

    /** DynamoDB's order of strings: their UTF-8 bytes, which is the order of code points. */
    static final Comparator<String> UTF8 = (a, b) -> {
        int[] x = a.codePoints().toArray();
        int[] y = b.codePoints().toArray();
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            if (x[i] != y[i]) {
                return Integer.compare(x[i], y[i]);
            }
        }
        return Integer.compare(x.length, y.length);
    };

    @Test
    void rangesOnAStringComponentThatIsNotLastReturnExactlyTheValuesInRange() {
        for (String section : SECTIONS) {
            slots.put(new Slot("r1", section, 1));
            slots.put(new Slot("r1", section, 2));
        }

        Function<SlotRepository.SlotsOfQuery, List<String>> sections = query ->
                query.stream().map(Slot::section).distinct().toList();
        for (String pivot : SECTIONS) {
            check(sections.apply(slots.slotsOf("r1").greaterThan(pivot)), (s, p) -> UTF8.compare(s, p) > 0, pivot, "greaterThan");
            check(sections.apply(slots.slotsOf("r1").greaterThanOrEqualTo(pivot)), (s, p) -> UTF8.compare(s, p) >= 0, pivot, ">=");
            check(sections.apply(slots.slotsOf("r1").lessThan(pivot)), (s, p) -> UTF8.compare(s, p) < 0, pivot, "lessThan");
            check(sections.apply(slots.slotsOf("r1").lessThanOrEqualTo(pivot)), (s, p) -> UTF8.compare(s, p) <= 0, pivot, "<=");
            check(sections.apply(slots.slotsOf("r1").beginsWith(pivot)), String::startsWith, pivot, "beginsWith");
            check(sections.apply(slots.slotsOf("r1").between(pivot, "ab-x")),
                    (s, p) -> UTF8.compare(s, p) >= 0 && UTF8.compare(s, "ab-x") <= 0, pivot, "between");
            assertThat(slots.slotsOf("r1").withPrefix(pivot).stream().toList())
                    .as("withPrefix(%s)", pivot).containsExactly(new Slot("r1", pivot, 1), new Slot("r1", pivot, 2));
            assertThat(slots.slotsOf("r1").greaterThan(pivot, 1).stream().toList())
                    .as("the last component with the first fixed").containsExactly(new Slot("r1", pivot, 2));
        }
    }

    private static void check(List<String> actual, BiPredicate<String, String> inRange, String pivot, String range) {
        List<String> expected = SECTIONS.stream().filter(s -> inRange.test(s, pivot)).sorted(UTF8).toList();
        assertThat(actual).as("%s(%s)", range, pivot).isEqualTo(expected);
    }

    // 5. An add never leaves the component's Java type.

    @Test
    void anAddThatWouldOverflowTheComponentIsRefusedByTheDatabase() {
        members.put(new Member("m5", Tier.BASIC, "Ed", Integer.MAX_VALUE - 1, 0));
        assertThat(members.update("m5").addLoanCount(1).execute().loanCount()).isEqualTo(Integer.MAX_VALUE);
        Map<String, AttributeValue> before = raw("MEMBER#m5", "PROFILE");

        assertThatThrownBy(() -> members.update("m5").addLoanCount(1).execute())
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("loanCount is 2147483647 and adding 1 would leave the range of int");
        assertThat(raw("MEMBER#m5", "PROFILE")).as("nothing was written").isEqualTo(before);
        assertThat(members.get("m5").orElseThrow().loanCount()).isEqualTo(Integer.MAX_VALUE);

        members.put(new Member("m6", Tier.BASIC, "Fy", Integer.MIN_VALUE, 0));
        assertThatThrownBy(() -> members.update("m6").addLoanCount(-1).execute()).isInstanceOf(ConditionFailedException.class);
        assertThat(members.update("m6").addLoanCount(Integer.MAX_VALUE).execute().loanCount()).isEqualTo(-1);
    }

    // 6. A record's own validation never makes an item unreadable without a way back.

    @Test
    void aConstructorThatRefusesTheStoredValuesBecomesAnItemDecodeExceptionWithTheItemToRepair() {
        docs.create(new Doc("d1", "Draft", null));

        ItemDecodeException onUpdate = catchThrowableOfType(ItemDecodeException.class,
                () -> docs.update("d1").removeTitle().execute());
        ItemDecodeException onGet = catchThrowableOfType(ItemDecodeException.class, () -> docs.get("d1"));

        for (ItemDecodeException e : List.of(onUpdate, onGet)) {
            assertThat(e.entityType()).isEqualTo("DOC");
            assertThat(e.key()).isEqualTo("pk=DOC#d1, sk=DOC");
            assertThat(e).hasMessageContaining("constructor of Doc").hasMessageContaining("NullPointerException: title");
            assertThat(e.storedItem()).containsEntry("pk", AttributeValue.fromS("DOC#d1")).doesNotContainKey("title");
        }
        Doc repaired = docs.update("d1").setTitle("Repaired").execute();
        assertThat(repaired.title()).isEqualTo("Repaired");
        assertThat(docs.get("d1")).contains(repaired);
    }

    // 7. Number sets whose members DynamoDB holds equal.

    @Test
    void aNumberSetWithMembersEqualAsDynamoDbNumbersIsRefusedBeforeSending() {
        Gauge decimals = new Gauge("g1", "x", Set.of(new BigDecimal("1.0"), new BigDecimal("1.00")), Set.of(), null);
        Gauge zeros = new Gauge("g1", "x", Set.of(), Set.of(0.0, -0.0), null);

        assertThatThrownBy(() -> gauges.put(decimals)).isInstanceOf(ItemEncodeException.class)
                .hasMessageContaining("amounts").hasMessageContaining("stores as one number");
        assertThatThrownBy(() -> gauges.put(zeros)).isInstanceOf(ItemEncodeException.class).hasMessageContaining("readings");
        assertThatThrownBy(() -> gauges.update("g1").addToReadings(Set.of(0.0, -0.0)))
                .isInstanceOf(ItemEncodeException.class);
        assertThat(raw("GAUGE#g1", "GAUGE")).isEmpty();

        Gauge distinct = new Gauge("g1", "x", Set.of(new BigDecimal("1.0"), new BigDecimal("1.01")), Set.of(0.0, 1.5), null);
        gauges.put(distinct);
        assertThat(gauges.get("g1").orElseThrow().readings()).containsExactlyInAnyOrder(0.0, 1.5);
    }

    // 8. Hostile stored data.

    @Test
    void aCompressedValueThatInflatesPastTheLimitIsADecodeErrorNotAnOutOfMemoryError() {
        byte[] bomb = gzip(new byte[9 * 1024 * 1024]);
        assertThat(bomb.length).as("a small item").isLessThan(20_000);
        Map<String, AttributeValue> item = new HashMap<>();
        item.put("pk", AttributeValue.fromS("GAUGE#bomb"));
        item.put("sk", AttributeValue.fromS("GAUGE"));
        item.put("_et", AttributeValue.fromS("GAUGE"));
        item.put("id", AttributeValue.fromS("bomb"));
        item.put("notes", AttributeValue.fromB(SdkBytes.fromByteArray(bomb)));
        dynamo.putItem(b -> b.tableName(table).item(item));

        assertThatThrownBy(() -> gauges.get("bomb")).isInstanceOf(ItemDecodeException.class)
                .hasMessageContaining("attribute 'notes'").hasMessageContaining("inflates past 8388608 bytes");

        gauges.put(new Gauge("fine", "x", Set.of(), Set.of(), "n".repeat(100_000)));
        assertThat(gauges.get("fine").orElseThrow().notes()).hasSize(100_000);
        assertThatThrownBy(() -> gauges.put(new Gauge("big", "x", Set.of(), Set.of(), "n".repeat(9 * 1024 * 1024))))
                .isInstanceOf(ItemEncodeException.class).hasMessageContaining("notes");
    }

    @Test
    void textWithALoneSurrogateIsRefusedNamingTheAttributeNotStoredAltered() {
        assertThatThrownBy(() -> gauges.put(new Gauge("g2", "broken \uD800 text", Set.of(), Set.of(), null)))
                .isInstanceOf(ItemEncodeException.class).hasMessageContaining("label").hasMessageContaining("lone surrogate");
        assertThatThrownBy(() -> gauges.put(new Gauge("g2", "x", Set.of(), Set.of(), "\uDC00")))
                .isInstanceOf(ItemEncodeException.class).hasMessageContaining("notes");
        assertThatThrownBy(() -> gauges.put(new Gauge("g\uD800", "x", Set.of(), Set.of(), null)))
                .isInstanceOf(InvalidKeyException.class).hasMessageContaining("'id'");
        assertThat(raw("GAUGE#g2", "GAUGE")).isEmpty();
        assertThatThrownBy(() -> GaugeConditions.label().eq("\uD800"))
                .isInstanceOf(ItemEncodeException.class).hasMessageContaining("label");

        Gauge emoji = new Gauge("g\uD83D\uDE00", "smile \uD83D\uDE00", Set.of(), Set.of(), "\uD83D\uDE00");
        gauges.put(emoji);
        assertThat(gauges.get("g\uD83D\uDE00")).contains(emoji);
    }

    // 9. An update that touches part of an index the item is not in says what to do.

    @Test
    void anUpdateOfPartOfAnIndexTheItemIsNotInSaysWhatIsMissingAndHowToAddIt() {
        holds.create(new Hold("h1", HoldState.WAITING, null));

        assertThatThrownBy(() -> holds.update("h1").transitionState(HoldState.WAITING, HoldState.READY).execute())
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("it changes [state] of index gsi1, but the item is not in that index yet ([dueAt] absent)")
                .hasMessageContaining("an update knows only the values it sets")
                .hasMessageContaining("set [dueAt] in the same update")
                .hasMessageContaining("transition method and the setters in one update");

        // Setting only the sort key's component: the missing value is dueAt, not the partition key's state.
        assertThatThrownBy(() -> holds.update("h1").setDueAt(T0).execute())
                .isInstanceOf(ConditionFailedException.class)
                .hasMessageContaining("it changes [dueAt] of index gsi1, but the item is not in that index yet ([dueAt] absent)")
                .hasMessageContaining("set [state] in the same update");

        Hold ready = holds.update("h1").transitionState(HoldState.WAITING, HoldState.READY).setDueAt(T0).execute();
        assertThat(holds.byState(HoldState.READY).stream().toList()).containsExactly(ready);
    }

    static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
