package io.tablesmith.it.natural;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.NaturalIndex;

/** Another entity in the same natural index, with the same attribute names and types. */
@Entity(type = "TEAM")
@Key(pk = "TEAM#{id}", sk = "T")
@NaturalIndex(index = "byRegion", pk = {"region", "tier"}, sk = {"season", "score"}, query = "byRegion")
@NaturalIndex(index = "byCity", pk = "city", query = "inCity")
public record Team(String id, String region, int tier, String season, long score, String city) {}
