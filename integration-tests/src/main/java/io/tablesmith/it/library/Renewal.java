package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** The n-th renewal of a loan, in the loan's partition. */
@Entity(type = "RENEWAL")
@Key(pk = "SHELF#{memberId}", sk = "LOAN#RENEWAL#{loanId}#{n:02}", query = "renewalsOf")
public record Renewal(String memberId, String loanId, int n) {
}
