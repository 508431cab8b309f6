package io.tablesmith.lambda.account;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A ledger entry of an account. */
@Entity(type = "ENTRY")
@Key(pk = "ACCOUNT#{accountId}", sk = "ENTRY#{number:06}")
public record Entry(String accountId, int number, long cents) {
}
