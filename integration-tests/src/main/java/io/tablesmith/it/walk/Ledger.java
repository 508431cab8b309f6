package io.tablesmith.it.walk;

import io.tablesmith.Attribute;
import io.tablesmith.DefaultValue;
import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Transition;
import io.tablesmith.Ttl;
import io.tablesmith.Version;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * The walk's entity: every feature that writes. A {@code @Version}, a sparse {@code @Gsi} over a
 * {@code @Transition} component, {@code @Ttl}, adds on every numeric kind (an {@code int} bounded by
 * its type, a {@code float} by its range, the others by DynamoDB's), a list to append to, a set to
 * add to and delete from, a default, a renamed attribute, and a constructor that refuses a negative
 * balance (so an update can store what the record refuses to read). A new ledger holds values a read
 * gives back in another form (a balance of {@code 1.50}, a ratio of {@code -0.0}, an expiry with a
 * fraction of a second), so that every write's result is checked against the form DynamoDB keeps.
 */
@Entity(type = "LEDGER")
@Key(pk = "LEDGER#{id}", sk = "LEDGER")
@Gsi(index = "gsi1", pk = "STATE#{state}", sk = "{name}", query = "byState")
public record Ledger(
        String id,
        @Transition(from = "OPEN", to = "CLOSED")
        @Transition(from = "CLOSED", to = "OPEN")
        LedgerState state,
        String name,
        int count,
        BigDecimal balance,
        BigInteger units,
        double ratio,
        float weight,
        List<String> notes,
        Set<String> tags,
        @DefaultValue("0") long hits,
        @Attribute(value = "label", formerly = "title") String label,
        @Ttl Instant expiresAt,
        @Version long version) {

    public Ledger {
        if (balance != null && balance.signum() < 0) {
            throw new IllegalArgumentException("balance must not be negative, was " + balance);
        }
    }

    /** A new, open ledger (version 0). */
    public static Ledger open(String id) {
        return new Ledger(id, LedgerState.OPEN, "ledger " + id, 0, new BigDecimal("1.50"), BigInteger.TWO, -0.0, 1.5f,
                List.of("opened"), Set.of("new"), 0, "label " + id, Instant.parse("2030-01-01T00:00:00.250Z"), 0);
    }

    public Ledger withVersion(long newVersion) {
        return new Ledger(id, state, name, count, balance, units, ratio, weight, notes, tags, hits, label, expiresAt,
                newVersion);
    }

    public Ledger withName(String newName) {
        return new Ledger(id, state, newName, count, balance, units, ratio, weight, notes, tags, hits, label, expiresAt,
                version);
    }
}
