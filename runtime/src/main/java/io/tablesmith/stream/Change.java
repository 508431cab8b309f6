package io.tablesmith.stream;

import io.tablesmith.ItemKey;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * One change to an item of entity {@code T}, from the table's stream: an insertion, a modification
 * or a removal, each with the item's typed key, the typed records the stream's view carries, and the
 * record's {@link ChangeInfo}. A table's generated {@code TablesmithChange} wraps one per entity type.
 *
 * <p>Exhaustive on every Java version: a {@code switch} over {@code Change<T>} on Java 21 and later,
 * {@link #match} on Java 17.
 *
 * <pre>{@code
 * String text = change.match(
 *         inserted -> "new " + inserted.key(),
 *         modified -> "changed " + modified.key(),
 *         removed -> (removed.expired() ? "expired " : "deleted ") + removed.key());
 * }</pre>
 *
 * @param <T> the entity's record type
 */
public sealed interface Change<T> permits Change.Inserted, Change.Modified, Change.Removed {

    /** The item's primary key, typed by its entity. Every view carries it. */
    ItemKey<T> key();

    /** The record's sequence number, creation time and view. */
    ChangeInfo info();

    /** What the write did. */
    ChangeOperation operation();

    /**
     * The record after the change: an insertion's or a modification's, when the view carries new
     * images ({@link StreamView#hasNewImage()}); always empty for a removal.
     */
    Optional<T> newImage();

    /**
     * The record before the change: a modification's or a removal's, when the view carries old
     * images ({@link StreamView#hasOldImage()}); always empty for an insertion.
     */
    Optional<T> oldImage();

    /**
     * The record after the change.
     *
     * @throws IllegalStateException when the change has none: a removal, or a stream whose view
     *     carries no new images (the message says which)
     */
    default T requireNewImage() {
        return newImage().orElseThrow(() -> new IllegalStateException(operation() + " of [" + key() + "]: "
                + (operation() == ChangeOperation.REMOVE ? "a removal has no new image"
                        : "a " + info().view() + " stream carries no new image; a stream with "
                                + StreamView.withNewImage() + " does")));
    }

    /**
     * The record before the change.
     *
     * @throws IllegalStateException when the change has none: an insertion, or a stream whose view
     *     carries no old images (the message says which)
     */
    default T requireOldImage() {
        return oldImage().orElseThrow(() -> new IllegalStateException(operation() + " of [" + key() + "]: "
                + (operation() == ChangeOperation.INSERT ? "an insertion has no old image"
                        : "a " + info().view() + " stream carries no old image; a stream with "
                                + StreamView.withOldImage() + " does")));
    }

    /** Applies the function for this change's case: exhaustive without a pattern {@code switch}. */
    <R> R match(Function<? super Inserted<T>, ? extends R> inserted, Function<? super Modified<T>, ? extends R> modified,
                Function<? super Removed<T>, ? extends R> removed);

    /**
     * A new item.
     *
     * @param newImage the record written, when the view carries new images
     */
    record Inserted<T>(ItemKey<T> key, Optional<T> newImage, ChangeInfo info) implements Change<T> {

        public Inserted {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(newImage, "newImage");
            Objects.requireNonNull(info, "info");
        }

        @Override
        public ChangeOperation operation() {
            return ChangeOperation.INSERT;
        }

        /** Always empty: there was no item before. */
        @Override
        public Optional<T> oldImage() {
            return Optional.empty();
        }

        @Override
        public <R> R match(Function<? super Inserted<T>, ? extends R> inserted, Function<? super Modified<T>, ? extends R> modified,
                           Function<? super Removed<T>, ? extends R> removed) {
            return inserted.apply(this);
        }
    }

    /**
     * An item written over, with at least one attribute changed (a write that changes nothing
     * records nothing).
     *
     * @param oldImage the record before, when the view carries old images
     * @param newImage the record after, when the view carries new images
     */
    record Modified<T>(ItemKey<T> key, Optional<T> oldImage, Optional<T> newImage, ChangeInfo info) implements Change<T> {

        public Modified {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(oldImage, "oldImage");
            Objects.requireNonNull(newImage, "newImage");
            Objects.requireNonNull(info, "info");
        }

        @Override
        public ChangeOperation operation() {
            return ChangeOperation.MODIFY;
        }

        @Override
        public <R> R match(Function<? super Inserted<T>, ? extends R> inserted, Function<? super Modified<T>, ? extends R> modified,
                           Function<? super Removed<T>, ? extends R> removed) {
            return modified.apply(this);
        }
    }

    /**
     * A deleted item.
     *
     * @param oldImage the record deleted, when the view carries old images
     * @param expired whether DynamoDB's time to live deleted it (the record's {@code userIdentity} is
     *     the service {@code dynamodb.amazonaws.com}), not a write
     */
    record Removed<T>(ItemKey<T> key, Optional<T> oldImage, boolean expired, ChangeInfo info) implements Change<T> {

        public Removed {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(oldImage, "oldImage");
            Objects.requireNonNull(info, "info");
        }

        @Override
        public ChangeOperation operation() {
            return ChangeOperation.REMOVE;
        }

        /** Always empty: the item is gone. */
        @Override
        public Optional<T> newImage() {
            return Optional.empty();
        }

        @Override
        public <R> R match(Function<? super Inserted<T>, ? extends R> inserted, Function<? super Modified<T>, ? extends R> modified,
                           Function<? super Removed<T>, ? extends R> removed) {
            return removed.apply(this);
        }
    }
}
