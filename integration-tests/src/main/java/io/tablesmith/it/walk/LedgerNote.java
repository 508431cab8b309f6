package io.tablesmith.it.walk;

import io.tablesmith.Entity;
import io.tablesmith.Key;

/** The second entity of the walk's table, in the ledgers' partitions: unversioned, with a primary-key query. */
@Entity(type = "LEDGER_NOTE")
@Key(pk = "LEDGER#{ledgerId}", sk = "NOTE#{noteId}")
public record LedgerNote(String ledgerId, String noteId, String text) {

    public LedgerNote withText(String newText) {
        return new LedgerNote(ledgerId, noteId, newText);
    }
}
