package io.tablesmith.local;

import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * A JUnit 5 extension that gives every test a fresh, empty {@link LocalDynamoDb}, with the given tables
 * already created. Inject it as a parameter of type {@code LocalDynamoDb} or {@code DynamoDbClient}:
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
 *     static LocalDynamoDbExtension dynamo = LocalDynamoDbExtension.withTables(JobSchema.createTableRequest("jobs"));
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

    /** The same extension, with "now" taken from {@code clock} (for TTL tests). */
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
        return database(context);
    }

    /** This test's database, created with the tables on first use. */
    private LocalDynamoDb database(ExtensionContext context) {
        return context.getStore(NAMESPACE).computeIfAbsent(LocalDynamoDb.class,
                type -> LocalDynamoDb.create(clock).createTables(tables.toArray(new CreateTableRequest[0])),
                LocalDynamoDb.class);
    }
}
