package io.tablesmith.local.internal;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Deletes items whose TTL attribute (a Number of epoch seconds) is at or before now, as DynamoDB's
 * background process eventually does. Like DynamoDB, values more than five years in the past are
 * not treated as expiry times, and attributes of other types are ignored.
 */
public final class TtlReaper {
    private static final long FIVE_YEARS_SECONDS = 5L * 365 * 24 * 60 * 60;

    private TtlReaper() {
    }

    /** Reaps every table; returns how many items were deleted. Call with the write lock held. */
    public static int reap(Database db) {
        BigDecimal now = BigDecimal.valueOf(db.clock().millis()).movePointLeft(3);
        BigDecimal oldest = now.subtract(BigDecimal.valueOf(FIVE_YEARS_SECONDS));
        int deleted = 0;
        for (Table table : db.tables().values()) {
            String attribute = table.ttlAttribute();
            if (attribute == null) {
                continue;
            }
            List<Map<String, AttributeValue>> expired = new ArrayList<>();
            for (NavigableMap<RowKey, Map<String, AttributeValue>> rows : table.items().partitions().values()) {
                for (Map<String, AttributeValue> item : rows.values()) {
                    AttributeValue ttl = item.get(attribute);
                    if (ttl != null && ttl.n() != null) {
                        BigDecimal at = Numbers.parse(ttl.n());
                        if (at.compareTo(now) <= 0 && at.compareTo(oldest) >= 0) {
                            expired.add(item);
                        }
                    }
                }
            }
            for (Map<String, AttributeValue> item : expired) {
                table.expire(table.keyOf(item));
                deleted++;
            }
        }
        return deleted;
    }
}
