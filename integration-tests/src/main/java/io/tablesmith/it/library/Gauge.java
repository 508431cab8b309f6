package io.tablesmith.it.library;

import io.tablesmith.Compressed;
import io.tablesmith.Entity;
import io.tablesmith.Key;
import java.math.BigDecimal;
import java.util.Set;

/** Number sets, compressed text and free text. */
@Entity(type = "GAUGE")
@Key(pk = "GAUGE#{id}", sk = "GAUGE")
public record Gauge(String id, String label, Set<BigDecimal> amounts, Set<Double> readings, @Compressed String notes) {
}
