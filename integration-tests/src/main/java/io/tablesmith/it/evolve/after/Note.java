package io.tablesmith.it.evolve.after;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** Another entity in the same table, which a re-index of articles must leave alone. */
@Entity(type = "NOTE")
@Key(pk = "NOTE#{id}", sk = "N")
public record Note(String id, String region, String text) {}
