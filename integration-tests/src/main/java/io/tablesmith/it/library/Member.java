package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;

/** A versioned member with a bounded counter. */
@Entity(type = "MEMBER")
@Key(pk = "MEMBER#{id}", sk = "PROFILE")
public record Member(String id, Tier tier, String name, int loanCount, @Version long version) {

    public Member withName(String newName) {
        return new Member(id, tier, newName, loanCount, version);
    }
}
