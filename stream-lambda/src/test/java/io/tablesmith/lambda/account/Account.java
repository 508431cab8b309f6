package io.tablesmith.lambda.account;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Ttl;
import io.tablesmith.Version;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;

/** An account with a component of each kind DynamoDB stores, so that every kind crosses Lambda's event. */
@Entity(type = "ACCOUNT")
@Key(pk = "ACCOUNT#{id}", sk = "PROFILE")
public record Account(String id, String owner, boolean active, SdkBytes avatar, Set<String> tags, Set<Integer> limits,
                      Set<SdkBytes> keys, List<String> notes, Map<String, Long> balances, Address address,
                      Optional<String> nickname, @Version long version, @Ttl Instant expiresAt) {

    /** An account with a value in every component but the expiry. */
    public static Account sample(String id, String owner) {
        return new Account(id, owner, true, SdkBytes.fromUtf8String("avatar of " + owner), Set.of("gold", "eu"),
                Set.of(10, 250), Set.of(SdkBytes.fromUtf8String("k1"), SdkBytes.fromUtf8String("k2")), List.of(),
                Map.of("EUR", 1250L, "USD", -40L), new Address("Main Street 1", List.of("c/o " + owner)),
                Optional.of(owner.substring(0, 1)), 0, null);
    }

    public Account withOwner(String newOwner) {
        return new Account(id, newOwner, active, avatar, tags, limits, keys, notes, balances, address, nickname, version,
                expiresAt);
    }

    public Account expiringAt(Instant at) {
        return new Account(id, owner, active, avatar, tags, limits, keys, notes, balances, address, nickname, version, at);
    }
}
