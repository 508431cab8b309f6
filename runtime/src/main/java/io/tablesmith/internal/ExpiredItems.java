package io.tablesmith.internal;

import java.math.BigDecimal;
import java.time.Clock;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which stored items a repository leaves out of its reads as expired: those whose TTL attribute
 * holds epoch seconds before the clock's now, as DynamoDB's TTL judges them. DynamoDB deletes
 * such items only eventually (typically within a few days) and returns them until then.
 */
final class ExpiredItems implements Predicate<Map<String, AttributeValue>> {

    /** Hides nothing: reads return what DynamoDB returns. */
    public static final ExpiredItems NONE = new ExpiredItems(null, null);

    private final String attribute;
    private final Clock clock;

    private ExpiredItems(String attribute, Clock clock) {
        this.attribute = attribute;
        this.clock = clock;
    }

    /** Hides items whose {@code attribute} (epoch seconds) is before {@code clock}'s now. */
    public static ExpiredItems before(String attribute, Clock clock) {
        return new ExpiredItems(Objects.requireNonNull(attribute, "attribute"), Objects.requireNonNull(clock, "clock"));
    }

    /** Whether the item has expired; an item without a numeric TTL attribute never does (DynamoDB ignores it too). */
    @Override
    public boolean test(Map<String, AttributeValue> item) {
        if (clock == null) {
            return false;
        }
        AttributeValue expiry = item.get(attribute);
        if (expiry == null || expiry.n() == null) {
            return false;
        }
        try {
            return new BigDecimal(expiry.n()).compareTo(BigDecimal.valueOf(clock.instant().getEpochSecond())) < 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
