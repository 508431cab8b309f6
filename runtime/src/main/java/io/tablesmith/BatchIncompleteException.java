package io.tablesmith;

import java.util.List;
import java.util.Objects;

/**
 * A batch method ({@code putAll}, {@code deleteAll}, {@code getAll}) gave up: DynamoDB kept
 * returning some items as unprocessed, or kept throttling the request, until the attempts of
 * {@link BatchOptions} ran out (or the waiting thread was interrupted). Nothing is lost
 * silently: {@link #keys()} lists exactly the items not written (or not read), and for
 * {@code putAll} {@link #unwrittenRecords(Class)} the records themselves. Every other item of
 * the call was written (or read, see {@link #readRecords(Class)}).
 *
 * <p>Once one request runs out of attempts the method stops sending: under sustained
 * throttling more requests only add load. So the lists also hold the items that were never
 * sent. Puts and deletes by key are idempotent; sending the listed items again later is safe.
 *
 * <p>The lists are not serialized with the exception.
 */
public class BatchIncompleteException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final transient List<ItemKey<?>> keys;
    private final transient List<?> unwrittenRecords;
    private final transient List<?> readRecords;

    /**
     * @param entityType the entity type of the repository
     * @param problem what was not done and why
     * @param keys the keys of the items not written or not read, in the order the caller gave them
     * @param unwrittenRecords for {@code putAll}, the records not written, in the order of {@code keys}; else empty
     * @param readRecords for {@code getAll}, the items read before giving up, in the order asked; else empty
     * @param cause the last throttling error or the interruption, or {@code null} when the items came back unprocessed
     */
    public BatchIncompleteException(String entityType, String problem, List<ItemKey<?>> keys, List<?> unwrittenRecords,
                                    List<?> readRecords, Throwable cause) {
        super(entityType, keys.size() == 1 ? keys.get(0).toString() : null, problem, cause);
        this.keys = List.copyOf(keys);
        this.unwrittenRecords = List.copyOf(unwrittenRecords);
        this.readRecords = List.copyOf(readRecords);
    }

    /**
     * The keys of exactly the items that were not written ({@code putAll}, {@code deleteAll}) or
     * not read ({@code getAll}), in the order the caller gave them, each once; never empty.
     */
    public List<ItemKey<?>> keys() {
        return keys == null ? List.of() : keys;
    }

    /**
     * For {@code putAll}: the records that were not written, in the order of {@link #keys()};
     * empty for the other batch methods.
     *
     * @param type the repository's record type, e.g. {@code Finding.class}
     * @throws ClassCastException when the records are of another type
     */
    public <T> List<T> unwrittenRecords(Class<T> type) {
        return cast(unwrittenRecords, type);
    }

    /**
     * For {@code getAll}: the items that were read before the method gave up, in the order
     * asked (keys without an item are left out); empty for the other batch methods.
     *
     * @param type the repository's record type, e.g. {@code Finding.class}
     * @throws ClassCastException when the records are of another type
     */
    public <T> List<T> readRecords(Class<T> type) {
        return cast(readRecords, type);
    }

    private static <T> List<T> cast(List<?> records, Class<T> type) {
        Objects.requireNonNull(type, "type");
        return records == null ? List.of() : records.stream().map(type::cast).toList();
    }
}
