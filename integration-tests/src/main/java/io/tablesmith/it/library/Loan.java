package io.tablesmith.it.library;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** A loan; its sort key prefix {@code LOAN#} also starts every {@link Renewal}'s. */
@Entity(type = "LOAN")
@Key(pk = "SHELF#{memberId}", sk = "LOAN#{loanId}", query = "loansOf")
public record Loan(String memberId, String loanId, String title) {
}
