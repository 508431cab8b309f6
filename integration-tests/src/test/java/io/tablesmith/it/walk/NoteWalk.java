package io.tablesmith.it.walk;

import static io.tablesmith.it.walk.Walk.NOTE;
import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.ConditionFailedException;
import io.tablesmith.DuplicateItemException;
import io.tablesmith.EntityTypeMismatchException;
import io.tablesmith.ItemKey;
import io.tablesmith.ItemNotFoundException;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;

/** The walk over {@code LedgerNoteRepository} and {@code LedgerNoteUpdate}: the unversioned entity of the table. */
final class NoteWalk {

    static final ItemKey<LedgerNote> KEY = LedgerNoteKeys.key("1", "m");
    static final LedgerNote NOTE_M = new LedgerNote("1", "m", "middle");

    private NoteWalk() {
    }

    static List<WalkStep> steps() {
        return List.of(
                WalkStep.of("LedgerNoteRepository.create(LedgerNote)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.notes.create(NOTE_M));
                    beside(w);
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M));
                    w.refused(DuplicateItemException.class, () -> w.notes.create(NOTE_M));
                }),
                WalkStep.of("LedgerNoteRepository.put(LedgerNote)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.notes.put(NOTE_M));
                    beside(w);
                    w.succeeds(NOTE, () -> w.notes.put(NOTE_M));
                    w.succeeds(NOTE, () -> w.notes.put(NOTE_M.withText("again")));
                }),
                WalkStep.of("LedgerNoteRepository.replace(LedgerNote)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.notes.replace(NOTE_M));
                    beside(w);
                    w.refused(ItemNotFoundException.class, () -> w.notes.replace(NOTE_M));
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M));
                    w.succeeds(NOTE, () -> w.notes.replace(NOTE_M.withText("replaced")));
                }),
                WalkStep.of("LedgerNoteRepository.delete(String, String)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> w.notes.delete("1", "m"));
                    beside(w);
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M));
                    assertThat(w.succeeds(NOTE, () -> w.notes.delete("1", "m"))).contains(NOTE_M);
                }),
                WalkStep.of("LedgerNoteRepository.putAll(Collection)", w -> {
                    beside(w);
                    // The documented limit of BatchWriteItem: an item another program stored under the entity's key is
                    // not checked, and replaced. Every other entity's item stays (docs/writes.md, Batch).
                    w.putForeign(KEY, null);
                    w.succeeds(NOTE, Set.<ItemKey<?>>of(KEY), () -> {
                        w.notes.putAll(List.of(NOTE_M, new LedgerNote("1", "n", "next")));
                        return null;
                    });
                    assertThat(w.notes.getConsistent("1", "m")).contains(NOTE_M);
                }),
                WalkStep.of("LedgerNoteRepository.deleteAll(Collection)", w -> {
                    beside(w);
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M));
                    w.succeeds(NOTE, () -> w.notes.deleteAll(List.of(KEY, LedgerNoteKeys.key("1", "a"))));
                    assertThat(w.notes.getConsistent("1", "m")).isEmpty();
                }),
                WalkStep.of("LedgerNoteRepository.create(LedgerNote, Condition)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.notes.create(NOTE_M, LedgerNoteConditions.text().eq("x")));
                    beside(w);
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M, LedgerNoteConditions.text().eq("x")));
                    w.refused(ConditionFailedException.class, () -> w.notes.create(NOTE_M, LedgerNoteConditions.text().eq("x")));
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M.withText("over"), LedgerNoteConditions.text().eq("middle")));
                }),
                WalkStep.of("LedgerNoteRepository.replace(LedgerNote, Condition)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.notes.replace(NOTE_M, LedgerNoteConditions.text().eq("middle")));
                    beside(w);
                    w.refused(ItemNotFoundException.class, () -> w.notes.replace(NOTE_M, LedgerNoteConditions.text().eq("middle")));
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M));
                    w.refused(ConditionFailedException.class, () -> w.notes.replace(NOTE_M, LedgerNoteConditions.text().eq("x")));
                    w.succeeds(NOTE, () -> w.notes.replace(NOTE_M.withText("new"), LedgerNoteConditions.text().eq("middle")));
                }),
                WalkStep.of("LedgerNoteRepository.delete(String, String, Condition)", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.notes.delete("1", "m", LedgerNoteConditions.text().eq("middle")));
                    beside(w);
                    w.succeeds(NOTE, () -> w.notes.create(NOTE_M));
                    w.refused(ConditionFailedException.class, () -> w.notes.delete("1", "m", LedgerNoteConditions.text().eq("x")));
                    w.succeeds(NOTE, () -> w.notes.delete("1", "m", LedgerNoteConditions.text().eq("middle")));
                }),
                update("LedgerNoteUpdate.setText(String)", u -> u.setText("set")),
                update("LedgerNoteUpdate.removeText()", LedgerNoteUpdate::removeText),
                WalkStep.of("LedgerNoteUpdate.when(Condition)", w -> {
                    walkUpdate(w, u -> u.setText("when").when(LedgerNoteConditions.text().eq("middle")));
                    w.refused(ConditionFailedException.class,
                            () -> w.notes.update("1", "m").setText("x").when(LedgerNoteConditions.text().eq("middle")).execute());
                }),
                WalkStep.of("LedgerNoteUpdate.createIfAbsent()", w -> {
                    w.refusedOverForeign(KEY, EntityTypeMismatchException.class,
                            () -> w.notes.update("1", "m").setText("created").createIfAbsent().execute());
                    beside(w);
                    LedgerNote created = w.succeeds(NOTE, () -> w.notes.update("1", "m").setText("created").createIfAbsent().execute());
                    assertThat(created).isEqualTo(new LedgerNote("1", "m", "created"));
                    assertThat(w.notes.getConsistent("1", "m")).contains(created);
                    w.refused(ConditionFailedException.class, () -> w.notes.update("1", "m").setText("again")
                            .when(LedgerNoteConditions.text().eq("other")).createIfAbsent().execute());
                    assertThat(w.succeeds(NOTE, () -> w.notes.update("1", "m").setText("again")
                            .when(LedgerNoteConditions.text().eq("created")).createIfAbsent().execute()).text()).isEqualTo("again");
                }),
                update("LedgerNoteUpdate.execute()", u -> u.setText("executed")));
    }

    /** Other entities' items around the note: its ledger and the items {@link Walk#surround} puts there. */
    private static void beside(Walk w) {
        w.surround("1");
        w.ledgers.create(Ledger.open("1"));
    }

    private static WalkStep update(String method, UnaryOperator<LedgerNoteUpdate> change) {
        return WalkStep.of(method, w -> walkUpdate(w, change));
    }

    private static void walkUpdate(Walk w, UnaryOperator<LedgerNoteUpdate> change) {
        w.refusedOverForeign(KEY, EntityTypeMismatchException.class, () -> change.apply(w.notes.update("1", "m")).execute());
        w.refused(ItemNotFoundException.class, () -> change.apply(w.notes.update("1", "m")).execute());
        beside(w);
        w.succeeds(NOTE, () -> w.notes.create(NOTE_M));
        LedgerNote updated = w.succeeds(NOTE, () -> change.apply(w.notes.update("1", "m")).execute());
        assertThat(w.notes.getConsistent("1", "m")).contains(updated);
    }
}
