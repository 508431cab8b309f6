package io.tablesmith.local;

import java.lang.reflect.Constructor;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * A JUnit extension (JUnit 5.10 and later, JUnit 6) that gives every test a fresh, empty {@link LocalDynamoDb},
 * with the given tables already created. Inject it as a parameter of type {@code LocalDynamoDb} or
 * {@code DynamoDbClient}, of the test method or of the test class's constructor:
 *
 * <pre>{@code
 * @ExtendWith(LocalDynamoDbExtension.class)
 * class JobRepositoryTest {
 *     @Test
 *     void createsJobs(LocalDynamoDb dynamo) { ... }
 * }
 *
 * class WithTablesTest {
 *     @RegisterExtension
 *     static LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTables(TablesmithTable.createTableRequest("jobs"));
 *
 *     @Test
 *     void createsJobs(DynamoDbClient client) { ... }
 * }
 * }</pre>
 */
public final class LocalDynamoDbExtension implements BeforeEachCallback, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(LocalDynamoDbExtension.class);

    private final List<CreateTableRequest> tables;
    private final Clock clock;
    private volatile LocalDynamoDb current;

    /** For {@code @ExtendWith}: a fresh database without tables for every test. */
    public LocalDynamoDbExtension() {
        this(List.of(), Clock.systemUTC());
    }

    private LocalDynamoDbExtension(List<CreateTableRequest> tables, Clock clock) {
        this.tables = List.copyOf(tables);
        this.clock = clock;
    }

    /** A fresh database for every test, with these tables created. */
    public static LocalDynamoDbExtension withTables(CreateTableRequest... tables) {
        return new LocalDynamoDbExtension(List.of(tables), Clock.systemUTC());
    }

    /** The same extension, with "now" taken from {@code clock} (for TTL and stream-retention tests). */
    public LocalDynamoDbExtension withClock(Clock clock) {
        return new LocalDynamoDbExtension(tables, clock);
    }

    /** The database of the test running now (when tests do not run in parallel). */
    public LocalDynamoDb client() {
        LocalDynamoDb db = current;
        if (db == null) {
            throw new IllegalStateException("No test is running: the LocalDynamoDb is created before each test");
        }
        return db;
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        current = database(context);
    }

    /** Constructor parameters are resolved in the test method's context, so they get that test's database. */
    @Override
    public ExtensionContextScope getTestInstantiationExtensionContextScope(ExtensionContext rootContext) {
        return ExtensionContextScope.TEST_METHOD;
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == LocalDynamoDb.class || type == DynamoDbClient.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        if (parameter.getDeclaringExecutable() instanceof Constructor && context.getTestMethod().isEmpty()) {
            // Before JUnit 5.12 a constructor is resolved in the class's context, which every test
            // instance shares: each instance still gets a database of its own, which its test then finds.
            return store(context, LocalDynamoDb.create(clock).createTables(tables.toArray(new CreateTableRequest[0])));
        }
        return database(context);
    }

    /**
     * This test's database, created with the tables on first use. Only {@code get} and {@code put} are used:
     * they are in every JUnit from 5.10 on and deprecated in none ({@code computeIfAbsent} is JUnit 6 only).
     */
    private LocalDynamoDb database(ExtensionContext context) {
        LocalDynamoDb existing = context.getStore(NAMESPACE).get(LocalDynamoDb.class, LocalDynamoDb.class);
        return existing != null ? existing
                : store(context, LocalDynamoDb.create(clock).createTables(tables.toArray(new CreateTableRequest[0])));
    }

    private static LocalDynamoDb store(ExtensionContext context, LocalDynamoDb database) {
        context.getStore(NAMESPACE).put(LocalDynamoDb.class, database);
        return database;
    }
}
