package io.tablesmith.it.changes;

import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeOperation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * A projection kept from the stream, the documented way: the number of entries of each account,
 * stored with the sequence number of the last change applied to it, and a change applied only when
 * its sequence number is higher (the changes of one item key come in order). Handed a change twice, it
 * applies it once. Also records every change it was handed, by event id.
 */
final class EntryCounts implements Consumer<TablesmithChange> {

    final Map<String, Long> counts = new TreeMap<>();
    final List<String> handled = new ArrayList<>();
    final List<TablesmithChange> changes = new ArrayList<>();
    private final Map<String, String> applied = new HashMap<>();

    @Override
    public void accept(TablesmithChange change) {
        handled.add(change.info().eventId());
        changes.add(change);
        if (change instanceof TablesmithChange.EntryChange entry) {
            apply(entry.change());
        }
    }

    private void apply(Change<Entry> change) {
        String account = change.key().partition();
        String sequence = change.info().sortableSequenceNumber();
        if (applied.getOrDefault(account, "").compareTo(sequence) >= 0) {
            return; // applied before: a change handed on again after a restart
        }
        long delta = change.operation() == ChangeOperation.INSERT ? 1 : change.operation() == ChangeOperation.REMOVE ? -1 : 0;
        counts.merge(account, delta, Long::sum);
        applied.put(account, sequence);
    }
}
