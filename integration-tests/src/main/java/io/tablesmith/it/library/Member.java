package io.tablesmith.it.library;

import io.tablesmith.Attribute;
import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;

/**
 * A versioned member with a bounded counter. Its tier is stored as "memberTier": natural indexes of
 * another package of this compilation key on a number attribute "tier", and entities that may share
 * a table must agree on an index attribute's type (TS269).
 */
@Entity(type = "MEMBER")
@Key(pk = "MEMBER#{id}", sk = "PROFILE")
public record Member(String id, @Attribute("memberTier") Tier tier, String name, int loanCount, @Version long version) {

    public Member withName(String newName) {
        return new Member(id, tier, newName, loanCount, version);
    }
}
