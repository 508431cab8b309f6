package io.tablesmith.transaction;

import io.tablesmith.EntitySchema;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.ToLongFunction;

/**
 * What a {@link Transaction} needs from one repository: the table its items live in, their
 * codec and, for a {@code @Version}ed entity, how to read a record's version and make a record
 * with another. Generated repositories return one from {@link TransactionalRepository#transactionTarget()};
 * the table name is the repository's.
 *
 * @param <T> the record type
 */
public final class TransactionTarget<T> {

    private final String tableName;
    private final EntitySchema<T> schema;
    private final String versionAttribute;
    private final ToLongFunction<T> versionOf;
    private final BiFunction<T, Long, T> withVersion;

    private TransactionTarget(String tableName, EntitySchema<T> schema, String versionAttribute,
                              ToLongFunction<T> versionOf, BiFunction<T, Long, T> withVersion) {
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.schema = Objects.requireNonNull(schema, "schema");
        this.versionAttribute = versionAttribute;
        this.versionOf = versionOf;
        this.withVersion = withVersion;
    }

    /** The target of an entity without {@code @Version}. */
    public static <T> TransactionTarget<T> of(String tableName, EntitySchema<T> schema) {
        return new TransactionTarget<>(tableName, schema, null, null, null);
    }

    /**
     * The target of a {@code @Version}ed entity.
     *
     * @param versionAttribute the stored name of the version component
     * @param versionOf a record's version (0 for a null box)
     * @param withVersion the record with another version, everything else equal
     */
    public static <T> TransactionTarget<T> versioned(String tableName, EntitySchema<T> schema, String versionAttribute,
                                                     ToLongFunction<T> versionOf, BiFunction<T, Long, T> withVersion) {
        return new TransactionTarget<>(tableName, schema, Objects.requireNonNull(versionAttribute, "versionAttribute"),
                Objects.requireNonNull(versionOf, "versionOf"), Objects.requireNonNull(withVersion, "withVersion"));
    }

    /** The table the repository reads and writes. */
    public String tableName() {
        return tableName;
    }

    /** The entity's codec. */
    public EntitySchema<T> schema() {
        return schema;
    }

    /** The stored name of the {@code @Version} component, or empty for an unversioned entity. */
    public Optional<String> versionAttribute() {
        return Optional.ofNullable(versionAttribute);
    }

    /** Whether the entity has a {@code @Version}. */
    public boolean versioned() {
        return versionAttribute != null;
    }

    /** The version {@code record} carries. */
    public long versionOf(T record) {
        requireVersioned();
        return versionOf.applyAsLong(record);
    }

    /** {@code record} carrying {@code version} instead of its own. */
    public T withVersion(T record, long version) {
        requireVersioned();
        return withVersion.apply(record, version);
    }

    private void requireVersioned() {
        if (versionAttribute == null) {
            throw new IllegalStateException(schema.entityType() + " has no @Version");
        }
    }
}
