package io.tablesmith.it;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;

/** A versioned counter, for read-modify-write races. */
@Entity(type = "COUNTER")
@Key(pk = "COUNTER#{name}", sk = "COUNTER")
public record Counter(String name, long count, @Version int version) {

    public Counter incremented() {
        return new Counter(name, count + 1, version);
    }
}
