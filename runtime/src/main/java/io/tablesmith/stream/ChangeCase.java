package io.tablesmith.stream;

import java.util.Objects;

/**
 * What every case of a table's generated {@code TablesmithChange} is: the change it holds (a
 * {@link Change} of one entity type, an {@link InternalChange} or an {@link UndecodableChange}) and
 * the record's {@link ChangeInfo}. Two cases are equal when they are of one class and hold equal
 * changes.
 *
 * @param <V> the change held
 */
public abstract class ChangeCase<V> {

    private final V change;
    private final ChangeInfo info;

    protected ChangeCase(V change, ChangeInfo info) {
        this.change = Objects.requireNonNull(change, "change");
        this.info = Objects.requireNonNull(info, "info");
    }

    /** The change this case holds. */
    public final V change() {
        return change;
    }

    /** The stream record's sequence number, creation time and view. */
    public final ChangeInfo info() {
        return info;
    }

    @Override
    public final boolean equals(Object other) {
        return other != null && other.getClass() == getClass() && ((ChangeCase<?>) other).change.equals(change);
    }

    @Override
    public final int hashCode() {
        return change.hashCode();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + change + "]";
    }
}
