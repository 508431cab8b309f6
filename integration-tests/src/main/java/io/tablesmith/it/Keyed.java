package io.tablesmith.it;

import java.math.BigInteger;
import java.time.LocalDate;
import io.tablesmith.Entity;
import io.tablesmith.Key;

/** Key templates over the key types beyond String, numbers and Instant. */
@Entity(type = "KEYED")
@Key(pk = "KEYED#{day}#{serial}", sk = "{small}#{tiny}#{letter}#{flag}", query = "onDay")
public record Keyed(LocalDate day, BigInteger serial, short small, byte tiny, char letter, Boolean flag, String payload) {
}
