package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import io.tablesmith.Transition;
import java.time.Instant;

/** A hold whose state machine component keys a sparse index together with its due time. */
@Entity(type = "HOLD")
@Key(pk = "HOLD#{id}", sk = "HOLD")
@Gsi(index = "gsi1", pk = "HOLDS#{state}", sk = "{dueAt}", query = "byState")
public record Hold(String id,
                   @Transition(from = "WAITING", to = "READY")
                   @Transition(from = "READY", to = "COLLECTED")
                   HoldState state,
                   Instant dueAt) {
}
