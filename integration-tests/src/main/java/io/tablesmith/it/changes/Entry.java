package io.tablesmith.it.changes;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A ledger entry of an account: unversioned, so its putAll is a batch write. */
@Entity(type = "ENTRY")
@Key(pk = "ACCOUNT#{accountId}", sk = "ENTRY#{number:06}", query = "entriesOf")
public record Entry(String accountId, int number, long cents) {
}
