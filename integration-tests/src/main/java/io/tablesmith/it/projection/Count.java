package io.tablesmith.it.projection;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** What the projection derives: a count per group. */
@Entity(type = "COUNT")
@Key(pk = "COUNT#{group}", sk = "COUNT")
public record Count(String group, long count) {}
