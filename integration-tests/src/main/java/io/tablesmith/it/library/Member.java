package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;

/**
 * A versioned member with a bounded counter. Its tier is stored as a string in "tier", an attribute
 * the natural indexes of another table key on as a number: entities of one table must agree on an
 * index attribute's type (TS269), those of two tables need not.
 */
@Entity(type = "MEMBER")
@Key(pk = "MEMBER#{id}", sk = "PROFILE")
public record Member(String id, Tier tier, String name, int loanCount, @Version long version) {

    public Member withName(String newName) {
        return new Member(id, tier, newName, loanCount, version);
    }
}
