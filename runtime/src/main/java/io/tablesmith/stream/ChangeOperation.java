package io.tablesmith.stream;

/** The write a stream record reports, as DynamoDB names it in the record's {@code eventName}. */
public enum ChangeOperation {
    /** A new item was written where none was. */
    INSERT,
    /** An existing item was written with at least one attribute changed. */
    MODIFY,
    /** The item was deleted: by a write, or by time to live ({@code expired} says which). */
    REMOVE
}
