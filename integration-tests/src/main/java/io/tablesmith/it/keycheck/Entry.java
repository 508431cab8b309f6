package io.tablesmith.it.keycheck;

import io.tablesmith.Entity;
import io.tablesmith.Gsi;
import io.tablesmith.Key;
import java.time.Instant;

/**
 * A ledger entry whose sort key holds a zero-padded year and sequence and a fixed-width instant,
 * with an index over its memo (re-indexed in the tests).
 *
 * @param account the partition's component
 * @param year four digits in the key
 * @param seq eight digits in the key
 * @param at nanosecond-precise UTC in the key
 * @param memo the index's partition component
 */
@Entity(type = "ENTRY")
@Key(pk = "LEDGER#{account}", sk = "ENTRY#{year:04}#{seq:08}#{at}", query = "entriesOf")
@Gsi(index = "gsi1", pk = "MEMO#{memo}", sk = "{at}", query = "byMemo")
public record Entry(String account, int year, long seq, Instant at, String memo) {
}
