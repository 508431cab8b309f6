package io.tablesmith.it.changes;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Ttl;
import io.tablesmith.Version;
import java.time.Instant;

/** An account: versioned, listed by tier (so it can be re-indexed), and expiring when it has an expiry. */
@Entity(type = "ACCOUNT")
@Key(pk = "ACCOUNT#{id}", sk = "PROFILE")
@Gsi(index = "gsi1", pk = "TIER#{tier}", sk = "{id}", query = "byTier")
public record Account(String id, Tier tier, String owner, @Version long version, @Ttl Instant expiresAt) {

    public static Account open(String id, String owner) {
        return new Account(id, Tier.FREE, owner, 0, null);
    }

    public Account withOwner(String newOwner) {
        return new Account(id, tier, newOwner, version, expiresAt);
    }

    public Account withVersion(long newVersion) {
        return new Account(id, tier, owner, newVersion, expiresAt);
    }

    public Account expiringAt(Instant at) {
        return new Account(id, tier, owner, version, at);
    }
}
