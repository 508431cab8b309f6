package io.tablesmith.it.evolve.after;

import io.tablesmith.Attribute;
import io.tablesmith.DefaultValue;
import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import java.time.Instant;

/**
 * The same articles a release later: "name" renamed to "title", two new components that old
 * items lack, and a new index over region (sparse: an article without a region is not in it).
 */
@Entity(type = "ARTICLE")
@Key(pk = "ARTICLE#{id}", sk = "A")
@Gsi(index = "gsi1", pk = "REGION#{region}", sk = "{createdAt}", query = "byRegion")
public record Article(String id,
                      @Attribute(value = "title", formerly = "name") String title,
                      String region,
                      Instant createdAt,
                      @DefaultValue("0") int views,
                      @DefaultValue("true") boolean visible) {}
