package io.tablesmith.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tablesmith.lock.FencedWrites;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.transaction.Transaction;
import io.tablesmith.transaction.TransactionWriter;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Property: a write returns what a read returns. For each write method that returns a record, over
 * seeded records of every component type (numbers with trailing zeros, exponents and signed zeros,
 * floats, {@code @Ttl} instants with a fraction of a second, sets, optionals, nested records,
 * converters, defaults, compressed values; see {@link RandomSpecimens} and {@link RandomValues}), the
 * record it returns equals the one {@code getConsistent} gives afterwards (a delete's, the one it gave
 * before). A versioned entity ({@link Specimen}) and an unversioned one ({@link Everything}) take
 * every write path. A public method of these classes that returns a record, or a transaction
 * operation that takes one, fails {@link #everyWriteThatReturnsARecordHasAStep} until it has a step
 * here or is listed as returning none. Set {@code -Dtablesmith.seed=N} to replay one seed.
 */
abstract class WritesReturnWhatReadsReturnContract {

    private static final Duration LEASE = Duration.ofMinutes(5);

    /** The generated and runtime classes whose methods return records, or take records to store. */
    private static final List<Class<?>> WALKED = List.of(SpecimenRepository.class, SpecimenUpdate.class,
            EverythingRepository.class, EverythingUpdate.class, FencedWrites.class, TransactionWriter.class,
            TransactionWriter.Result.class);

    /** Methods that return records they read, not wrote, or take a record without storing it. */
    private static final Set<String> NOT_WRITES_OF_RECORDS = Set.of(
            "SpecimenRepository.get(String)", "SpecimenRepository.getConsistent(String)",
            "SpecimenRepository.getAll(Collection)", "SpecimenRepository.getAllConsistent(Collection)",
            "SpecimenRepository.transactionTarget()",
            "EverythingRepository.get(String)", "EverythingRepository.getConsistent(String)",
            "EverythingRepository.getAll(Collection)", "EverythingRepository.getAllConsistent(Collection)",
            "EverythingRepository.transactionTarget()",
            // the records a transaction stored are Result.stored's, walked with the operations that store them
            "TransactionWriter.Result.stored(TransactionalRepository, Object)",
            "TransactionWriter.delete(TransactionalRepository, Object)",
            "TransactionWriter.requireVersion(TransactionalRepository, Object)");

    abstract DynamoDbClient dynamo();

    abstract String newTable();

    /** Whether the engine has transactions (dynalite has none). */
    abstract boolean transactions();

    /** How many seeds each write method runs with. */
    abstract int seedCount();

    private long[] seeds() {
        Long replay = Long.getLong("tablesmith.seed");
        return replay != null ? new long[] {replay} : LongStream.range(0, seedCount()).toArray();
    }

    /** One write method and how to call it with seeded records, checking what it returns. */
    private record Step(String method, boolean needsTransactions, Body body) {
    }

    @FunctionalInterface
    private interface Body {
        void run(Fixture f, String id, long seed);
    }

    /** A fresh table and everything that writes to it. */
    private static final class Fixture {
        final DynamoDbClient dynamo;
        final SpecimenRepository specimens;
        final EverythingRepository everything;
        final LeaseLocks locks;

        Fixture(DynamoDbClient dynamo, String table) {
            this.dynamo = dynamo;
            specimens = new SpecimenRepository(dynamo, table);
            everything = new EverythingRepository(dynamo, table);
            locks = new LeaseLocks(dynamo, table);
        }

        void same(Specimen returned) {
            assertThat(returned).as("the record the write returned, as getConsistent gives it")
                    .isEqualTo(specimens.getConsistent(returned.id()).orElseThrow());
        }

        void same(Everything returned) {
            // usingRecursiveComparison for byte[] components; BigDecimal, Double and Float are still compared by equals
            assertThat(returned).as("the record the write returned, as getConsistent gives it").usingRecursiveComparison()
                    .isEqualTo(everything.getConsistent(returned.id()).orElseThrow());
        }
    }

    private static List<Step> steps() {
        List<Step> steps = new ArrayList<>();
        steps.add(step("SpecimenRepository.create(Specimen)", (f, id, seed) -> f.same(f.specimens.create(specimen(seed, id)))));
        steps.add(step("SpecimenRepository.put(Specimen)", (f, id, seed) -> {
            Specimen first = f.specimens.put(specimen(seed, id));
            f.same(first);
            f.same(f.specimens.put(specimen(seed + 1, id).withVersion(first.version())));
        }));
        steps.add(step("SpecimenRepository.replace(Specimen)", (f, id, seed) -> {
            Specimen created = f.specimens.create(specimen(seed, id));
            f.same(f.specimens.replace(specimen(seed + 1, id).withVersion(created.version())));
        }));
        steps.add(step("SpecimenRepository.create(Specimen, Condition)", (f, id, seed) -> {
            f.same(f.specimens.create(specimen(seed, id), SpecimenConditions.count().exists()));
            f.same(f.specimens.create(specimen(seed + 1, id), SpecimenConditions.count().exists()));
        }));
        steps.add(step("SpecimenRepository.replace(Specimen, Condition)", (f, id, seed) -> {
            Specimen created = f.specimens.create(specimen(seed, id));
            f.same(f.specimens.replace(specimen(seed + 1, id).withVersion(created.version()),
                    SpecimenConditions.count().eq(created.count())));
        }));
        steps.add(step("SpecimenRepository.putAll(Collection)", (f, id, seed) -> {
            List<Specimen> stored = f.specimens.putAll(List.of(specimen(seed, id + "a"), specimen(seed + 1, id + "b")));
            assertThat(stored).hasSize(2).allSatisfy(f::same);
        }));
        steps.add(step("SpecimenRepository.delete(String)", (f, id, seed) -> {
            f.specimens.create(specimen(seed, id));
            Optional<Specimen> read = f.specimens.getConsistent(id);
            assertThat(f.specimens.delete(id)).as("the deleted record, as a read gave it").isEqualTo(read);
        }));
        steps.add(step("SpecimenRepository.delete(Specimen)", (f, id, seed) -> {
            Specimen created = f.specimens.create(specimen(seed, id));
            Specimen read = f.specimens.getConsistent(id).orElseThrow();
            assertThat(f.specimens.delete(created)).as("the deleted record, as a read gave it").isEqualTo(read);
        }));
        steps.add(step("SpecimenRepository.delete(String, Condition)", (f, id, seed) -> {
            Specimen created = f.specimens.create(specimen(seed, id));
            Specimen read = f.specimens.getConsistent(id).orElseThrow();
            assertThat(f.specimens.delete(id, SpecimenConditions.count().eq(created.count())))
                    .as("the deleted record, as a read gave it").isEqualTo(read);
        }));
        steps.add(step("SpecimenUpdate.execute()", (f, id, seed) -> {
            RandomSpecimens values = new RandomSpecimens(seed);
            Specimen created = f.specimens.create(values.specimen(id));
            f.same(f.specimens.update(created).setAmount(values.decimal()).setScore(values.aDouble()).setRatio(values.aFloat())
                    .setExpiresAt(values.expiry()).setPrice(values.money()).execute());
        }));
        steps.add(step("FencedWrites.put(Object)", (f, id, seed) -> {
            Lease lease = f.locks.tryAcquire("stored-" + id, LEASE).orElseThrow();
            f.same(f.locks.fence(lease, f.specimens).put(specimen(seed, id)));
            f.same(f.locks.fence(lease, f.everything).put(everything(seed, id)));
        }));
        steps.add(inTransaction("TransactionWriter.create(TransactionalRepository, Object)", (f, id, seed) -> {
            Specimen specimen = specimen(seed, id);
            Everything record = everything(seed, id);
            TransactionWriter.Result result = Transaction.write(f.dynamo)
                    .create(f.specimens, specimen).create(f.everything, record).execute();
            f.same(result.stored(f.specimens, specimen));
            f.same(result.stored(f.everything, record));
        }));
        steps.add(inTransaction("TransactionWriter.create(TransactionalRepository, Object, Condition)", (f, id, seed) -> {
            // unversioned only: over a stored item a versioned put would need the stored version + 1
            Everything created = everything(seed, id);
            TransactionWriter.Result first = Transaction.write(f.dynamo)
                    .create(f.everything, created, EverythingConditions.count().exists()).execute();
            f.same(first.stored(f.everything, created));
            Everything over = everything(seed + 1, id);
            TransactionWriter.Result second = Transaction.write(f.dynamo)
                    .create(f.everything, over, EverythingConditions.count().exists()).execute();
            f.same(second.stored(f.everything, over));
        }));
        steps.add(inTransaction("TransactionWriter.put(TransactionalRepository, Object)", (f, id, seed) -> {
            Specimen specimen = specimen(seed, id);
            Everything record = everything(seed, id);
            TransactionWriter.Result result = Transaction.write(f.dynamo).put(f.specimens, specimen).put(f.everything, record)
                    .execute();
            f.same(result.stored(f.specimens, specimen));
            f.same(result.stored(f.everything, record));
        }));
        steps.add(inTransaction("TransactionWriter.replace(TransactionalRepository, Object)", (f, id, seed) -> {
            Specimen created = f.specimens.create(specimen(seed, id));
            f.everything.create(everything(seed, id));
            Specimen specimen = specimen(seed + 1, id).withVersion(created.version());
            Everything record = everything(seed + 1, id);
            TransactionWriter.Result result = Transaction.write(f.dynamo).replace(f.specimens, specimen)
                    .replace(f.everything, record).execute();
            f.same(result.stored(f.specimens, specimen));
            f.same(result.stored(f.everything, record));
        }));
        steps.add(step("EverythingRepository.create(Everything)", (f, id, seed) -> f.same(f.everything.create(everything(seed, id)))));
        steps.add(step("EverythingRepository.put(Everything)", (f, id, seed) -> {
            f.same(f.everything.put(everything(seed, id)));
            f.same(f.everything.put(everything(seed + 1, id)));
        }));
        steps.add(step("EverythingRepository.replace(Everything)", (f, id, seed) -> {
            f.everything.create(everything(seed, id));
            f.same(f.everything.replace(everything(seed + 1, id)));
        }));
        steps.add(step("EverythingRepository.create(Everything, Condition)", (f, id, seed) -> {
            f.same(f.everything.create(everything(seed, id), EverythingConditions.count().exists()));
            f.same(f.everything.create(everything(seed + 1, id), EverythingConditions.count().exists()));
        }));
        steps.add(step("EverythingRepository.replace(Everything, Condition)", (f, id, seed) -> {
            f.everything.create(everything(seed, id));
            f.same(f.everything.replace(everything(seed + 1, id), EverythingConditions.count().exists()));
        }));
        steps.add(step("EverythingRepository.delete(String)", (f, id, seed) -> {
            f.everything.create(everything(seed, id));
            Everything read = f.everything.getConsistent(id).orElseThrow();
            assertThat(f.everything.delete(id)).get().as("the deleted record, as a read gave it").usingRecursiveComparison()
                    .isEqualTo(read);
        }));
        steps.add(step("EverythingRepository.delete(String, Condition)", (f, id, seed) -> {
            f.everything.create(everything(seed, id));
            Everything read = f.everything.getConsistent(id).orElseThrow();
            assertThat(f.everything.delete(id, EverythingConditions.count().exists()))
                    .as("the deleted record, as a read gave it").usingRecursiveComparison().isEqualTo(read);
        }));
        steps.add(step("EverythingUpdate.execute()", (f, id, seed) -> {
            RandomSpecimens values = new RandomSpecimens(seed);
            f.everything.create(everything(seed, id));
            f.same(f.everything.update(id).setExact(values.decimal()).setScore(values.aDouble()).setRatio(values.aFloat())
                    .setExpiresAt(values.expiry()).execute());
        }));
        return steps;
    }

    private static Specimen specimen(long seed, String id) {
        return new RandomSpecimens(seed).specimen(id);
    }

    /** An {@link Everything} as written: numbers with trailing zeros and exponents. */
    private static Everything everything(long seed, String id) {
        return new RandomValues(seed, false).everything(id);
    }

    private static Step step(String method, Body body) {
        return new Step(method, false, body);
    }

    private static Step inTransaction(String method, Body body) {
        return new Step(method, true, body);
    }

    @TestFactory
    Stream<DynamicContainer> everyWriteReturnsWhatAReadReturns() {
        Fixture fixture = new Fixture(dynamo(), newTable());
        return steps().stream().map(step -> DynamicContainer.dynamicContainer(step.method(), Arrays.stream(seeds())
                .mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
                    assumeTrue(!step.needsTransactions() || transactions(), "dynalite has no transactions: run on LocalDynamoDb");
                    step.body().run(fixture, step.method().hashCode() + "-" + seed, seed);
                }))));
    }

    @Test
    void everyWriteThatReturnsARecordHasAStep() {
        Set<String> walked = steps().stream().map(Step::method).collect(Collectors.toCollection(TreeSet::new));
        Set<String> returningRecords = new TreeSet<>();
        for (Class<?> type : WALKED) {
            for (Method method : type.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers()) && !method.isSynthetic() && !method.isBridge()
                        && (mentionsRecord(method.getGenericReturnType()) || type == TransactionWriter.class
                        && Arrays.stream(method.getGenericParameterTypes()).anyMatch(TypeVariable.class::isInstance))) {
                    returningRecords.add(name(type) + "." + method.getName() + "(" + Arrays.stream(method.getParameterTypes())
                            .map(Class::getSimpleName).collect(Collectors.joining(", ")) + ")");
                }
            }
        }
        returningRecords.removeAll(NOT_WRITES_OF_RECORDS);

        assertThat(walked).as("writes that return (or, in a transaction, store) a record, each with a step")
                .isEqualTo(returningRecords);
    }

    /** Whether the type is a record type of the walked entities, a type variable (a runtime class's record), or holds one. */
    private static boolean mentionsRecord(Type type) {
        if (type == Specimen.class || type == Everything.class || type instanceof TypeVariable<?>) {
            return true;
        }
        return type instanceof ParameterizedType parameterized
                && Arrays.stream(parameterized.getActualTypeArguments()).anyMatch(WritesReturnWhatReadsReturnContract::mentionsRecord);
    }

    private static String name(Class<?> type) {
        return type.getEnclosingClass() == null ? type.getSimpleName() : name(type.getEnclosingClass()) + "." + type.getSimpleName();
    }
}
