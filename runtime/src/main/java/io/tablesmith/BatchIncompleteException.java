package io.tablesmith;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A batch method ({@code putAll}, {@code deleteAll}, {@code getAll}) did not do all it was asked:
 * DynamoDB kept returning some items as unprocessed, or kept throttling the request, until the
 * attempts of {@link BatchOptions} ran out (or the waiting thread was interrupted); or, for the
 * {@code putAll} of a {@code @Version}ed entity, whose records are conditional single writes, some
 * were refused. Nothing is lost silently: {@link #keys()} lists exactly the items not written (or
 * not read), {@link #unwrittenRecords(Class)} the records themselves, {@link #refusals()} the ones
 * refused and why, {@link #retryableRecords(Class)} the ones neither written nor refused, and
 * {@link #writtenRecords(Class)} what {@code putAll} did write. Every other item of the call was
 * written (or read, see {@link #readRecords(Class)}).
 *
 * <p>Once one request runs out of attempts the method stops sending: under sustained
 * throttling more requests only add load. So the lists also hold the items that were never
 * sent. With {@link BatchOptions#withParallelism(int) parallelism}, the requests already in
 * flight finish first, and the lists hold what every request left undone. Puts and deletes by
 * key are idempotent, and a versioned record already written is refused, not written twice:
 * sending the retryable items again later is safe.
 *
 * <p>The lists are not serialized with the exception.
 */
public class BatchIncompleteException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    /**
     * One record of a versioned {@code putAll} that the database refused; nothing of it was written.
     *
     * @param key the record's key
     * @param record the record as given
     * @param reason why: {@link OptimisticLockException} (another version is stored),
     *     {@link ItemNotFoundException} (a record at version 1 or more whose item was deleted),
     *     {@link EntityTypeMismatchException} (another entity's item has the key)
     */
    public record Refusal(ItemKey<?> key, Object record, TablesmithException reason) {

        public Refusal {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(reason, "reason");
        }
    }

    private final transient List<ItemKey<?>> keys;
    private final transient List<?> unwrittenRecords;
    private final transient List<?> readRecords;
    private final transient List<?> writtenRecords;
    private final transient List<Refusal> refusals;

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
        this(entityType, problem, keys, unwrittenRecords, readRecords, List.of(), List.of(), cause);
    }

    /**
     * The exception of a {@code putAll}.
     *
     * @param keys the keys of the records not written (refused or not done), in the order the caller gave them
     * @param unwrittenRecords the records not written, in the order of {@code keys}
     * @param writtenRecords the records as stored (with their new versions), in the order given
     * @param refusals the records the database refused, in the order given
     * @param cause the last throttling error, the interruption or the error that stopped the call, or {@code null}
     */
    public BatchIncompleteException(String entityType, String problem, List<ItemKey<?>> keys, List<?> unwrittenRecords,
                                    List<?> writtenRecords, List<Refusal> refusals, Throwable cause) {
        this(entityType, problem, keys, unwrittenRecords, List.of(), writtenRecords, refusals, cause);
    }

    private BatchIncompleteException(String entityType, String problem, List<ItemKey<?>> keys, List<?> unwrittenRecords,
                                     List<?> readRecords, List<?> writtenRecords, List<Refusal> refusals, Throwable cause) {
        super(entityType, keys.size() == 1 ? keys.get(0).toString() : null, problem, cause);
        this.keys = List.copyOf(keys);
        this.unwrittenRecords = List.copyOf(unwrittenRecords);
        this.readRecords = List.copyOf(readRecords);
        this.writtenRecords = List.copyOf(writtenRecords);
        this.refusals = List.copyOf(refusals);
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
     * For {@code putAll}: the records that were written, as stored (a versioned record with its
     * new version), in the order given; empty for the other batch methods.
     *
     * @param type the repository's record type, e.g. {@code Job.class}
     * @throws ClassCastException when the records are of another type
     */
    public <T> List<T> writtenRecords(Class<T> type) {
        return cast(writtenRecords, type);
    }

    /**
     * For the {@code putAll} of a {@code @Version}ed entity: the records the database refused, each
     * with its reason, in the order given; a subset of {@link #keys()}. Sending them again is refused
     * again: read the stored item first. Empty for the other batch methods.
     */
    public List<Refusal> refusals() {
        return refusals == null ? List.of() : refusals;
    }

    /**
     * For {@code putAll}: the records neither written nor refused (the request was throttled
     * through every attempt, or never sent because the call stopped), in the order of
     * {@link #keys()}: send them again later.
     *
     * @param type the repository's record type
     * @throws ClassCastException when the records are of another type
     */
    public <T> List<T> retryableRecords(Class<T> type) {
        Set<ItemKey<?>> refused = refusals().stream().map(Refusal::key).collect(Collectors.toSet());
        List<T> unwritten = unwrittenRecords(type);
        List<ItemKey<?>> unwrittenKeys = keys();
        List<T> retryable = new java.util.ArrayList<>();
        for (int i = 0; i < unwritten.size(); i++) {
            if (!refused.contains(unwrittenKeys.get(i))) {
                retryable.add(unwritten.get(i));
            }
        }
        return retryable;
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
