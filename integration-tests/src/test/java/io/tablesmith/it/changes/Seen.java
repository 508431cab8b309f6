package io.tablesmith.it.changes;

import io.tablesmith.ItemKey;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeOperation;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.StreamView;
import io.tablesmith.stream.UndecodableChange;
import java.util.Optional;

/**
 * A decoded change as a test compares it: which case it is (an entity type, or the kind of runtime
 * item), what the write did, the key, the typed records it carries and whether time to live removed
 * the item. The record's sequence number and time are left out: they differ on every run.
 */
record Seen(String type, ChangeOperation operation, ItemKey<?> key, Optional<?> oldImage, Optional<?> newImage,
            boolean expired) {

    /** What the test sees of a decoded change; an undecodable one fails the test with its reason. */
    static Seen of(TablesmithChange change) {
        return change.accept(new TablesmithChange.Visitor<Seen>() {
            @Override
            public Seen onAccount(Change<Account> account) {
                return entity("ACCOUNT", account);
            }

            @Override
            public Seen onEntry(Change<Entry> entry) {
                return entity("ENTRY", entry);
            }

            @Override
            public Seen onInternal(InternalChange internal) {
                return new Seen(internal.kind().name(), internal.operation(), internal.key(), Optional.empty(), Optional.empty(),
                        internal.expired());
            }

            @Override
            public Seen onUndecodable(UndecodableChange undecodable) {
                throw new AssertionError("a record the table's entities should read was undecodable", undecodable.reason());
            }
        });
    }

    private static Seen entity(String type, Change<?> change) {
        return new Seen(type, change.operation(), change.key(), change.oldImage(), change.newImage(),
                change instanceof Change.Removed<?> removed && removed.expired());
    }

    /** The change of an entity's item a user expects in a stream of {@code view}: the records the view carries. */
    static Seen expected(StreamView view, String type, ChangeOperation operation, ItemKey<?> key, Object before, Object after) {
        return expected(view, type, operation, key, before, after, false);
    }

    static Seen expected(StreamView view, String type, ChangeOperation operation, ItemKey<?> key, Object before, Object after,
                         boolean expired) {
        Optional<?> oldImage = view.hasOldImage() && operation != ChangeOperation.INSERT ? Optional.of(before) : Optional.empty();
        Optional<?> newImage = view.hasNewImage() && operation != ChangeOperation.REMOVE ? Optional.of(after) : Optional.empty();
        return new Seen(type, operation, key, oldImage, newImage, expired);
    }
}
