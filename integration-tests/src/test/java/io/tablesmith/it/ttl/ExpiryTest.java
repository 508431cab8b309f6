package io.tablesmith.it.ttl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.Page;
import io.tablesmith.PageRequest;
import io.tablesmith.local.LocalDynamoDb;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What reads of a {@code @Ttl} entity return for items whose expiry has passed but which DynamoDB
 * has not deleted yet, on LocalDynamoDb with a fixed clock (its {@code reapExpired()} is TTL's deletion).
 */
class ExpiryTest {

    private static final Instant NOW = Instant.parse("2026-01-01T12:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private final LocalDynamoDb dynamo = LocalDynamoDb.create(CLOCK).createTables(TablesmithTable.createTableRequest("shop"));
    private final CartRepository carts = new CartRepository(dynamo, "shop");
    private final Cart expired = new Cart("c1", "a", 1, NOW.minus(Duration.ofHours(1)));
    private final Cart live = new Cart("c1", "b", 2, NOW.plus(Duration.ofHours(1)));
    private final Cart forever = new Cart("c1", "c", 3, null);

    ExpiryTest() {
        dynamo.updateTimeToLive(TablesmithTable.timeToLiveRequest("shop"));
        carts.putAll(List.of(expired, live, forever));
    }

    @Test
    void readsReturnExpiredItemsUntilDynamoDbDeletesThem() {
        assertThat(carts.get("c1", "a")).contains(expired);
        assertThat(carts.cartsOf("c1", PageRequest.of(10)).items()).containsExactly(expired, live, forever);

        dynamo.reapExpired();

        assertThat(carts.get("c1", "a")).isEmpty();
        assertThat(carts.cartsOf("c1", PageRequest.of(10)).items()).containsExactly(live, forever);
    }

    @Test
    void withExpiredHiddenLeavesThemOutOfEveryRead() {
        CartRepository current = carts.withExpiredHidden(CLOCK);

        assertThat(current.get("c1", "a")).isEmpty();
        assertThat(current.getConsistent("c1", "a")).isEmpty();
        assertThat(current.get("c1", "b")).contains(live);
        assertThat(current.getAll(List.of(CartKeys.key("c1", "a"), CartKeys.key("c1", "b"), CartKeys.key("c1", "c"))))
                .containsExactly(live, forever);
        assertThat(current.cartsOf("c1", PageRequest.of(10)).items()).containsExactly(live, forever);
        assertThat(current.cartsOf("c1").stream().toList()).containsExactly(live, forever);
        assertThat(carts.bySize("c1").page(PageRequest.of(10)).items())
                .as("a natural index returns expired items too").containsExactly(expired, live, forever);
        assertThat(current.bySize("c1").page(PageRequest.of(10)).items()).containsExactly(live, forever);
        assertThat(current.bySize("c1").stream().toList()).containsExactly(live, forever);
        assertThat(current.bySize("c1").page(PageRequest.of(1)).items()).containsExactly(live);

        Page<Cart> first = current.cartsOf("c1", PageRequest.of(1));
        assertThat(first.items()).as("the expired item does not take a place on the page").containsExactly(live);
        Page<Cart> second = current.cartsOf("c1", PageRequest.of(1).after(first.nextToken().orElseThrow()));
        assertThat(second.items()).containsExactly(forever);
        assertThat(second.nextToken()).isEmpty();
    }

    @Test
    void anItemExpiresWhenItsSecondHasPassed() {
        Cart atNow = new Cart("c2", "x", 1, NOW);
        Cart aSecondAgo = new Cart("c2", "y", 1, NOW.minusSeconds(1));
        carts.putAll(List.of(atNow, aSecondAgo));

        assertThat(carts.withExpiredHidden(CLOCK).cartsOf("c2", PageRequest.of(10)).items()).containsExactly(atNow);
    }

    @Test
    void aConditionCanSayNotExpiredOnTheStoredEpochSeconds() {
        assertThatThrownBy(() -> carts.replace(expired, CartConditions.expiresAt().gt(NOW)))
                .isInstanceOf(ConditionFailedException.class);
        assertThat(carts.replace(live, CartConditions.expiresAt().gt(NOW))).isEqualTo(live);
        assertThat(carts.replace(live, CartConditions.expiresAt().between(NOW, NOW.plus(Duration.ofHours(2))))).isEqualTo(live);
        assertThat(carts.replace(expired, CartConditions.expiresAt().lt(NOW).or(CartConditions.expiresAt().notExists())))
                .isEqualTo(expired);
    }
}
