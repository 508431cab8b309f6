package io.tablesmith.it.natural;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.NaturalIndex;

/**
 * A player, listed by region and tier, ordered by season and then score, through an index on
 * its own attributes; a player without a season is not in it.
 */
@Entity(type = "PLAYER")
@Key(pk = "PLAYER#{id}", sk = "P")
@NaturalIndex(index = "byRegion", pk = {"region", "tier"}, sk = {"season", "score"}, query = "byRegion")
public record Player(String id, String region, int tier, String season, long score, String name) {}
