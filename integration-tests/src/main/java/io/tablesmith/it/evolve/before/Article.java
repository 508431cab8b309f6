package io.tablesmith.it.evolve.before;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import java.time.Instant;

/** An article as the first release stored it: no index, its title in "name". */
@Entity(type = "ARTICLE")
@Key(pk = "ARTICLE#{id}", sk = "A")
public record Article(String id, String name, String region, Instant createdAt) {}
