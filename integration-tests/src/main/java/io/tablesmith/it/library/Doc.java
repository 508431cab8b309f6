package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.Version;
import java.util.Objects;

/** A record that validates itself: a stored item without a title is refused by the constructor. */
@Entity(type = "DOC")
@Key(pk = "DOC#{id}", sk = "DOC")
public record Doc(String id, String title, @Version Long version) {
    public Doc {
        Objects.requireNonNull(title, "title");
    }
}
