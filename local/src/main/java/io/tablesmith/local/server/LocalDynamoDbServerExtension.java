package io.tablesmith.local.server;

import io.tablesmith.local.LocalDynamoDb;
import java.net.URI;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A JUnit 5 extension that serves one {@link LocalDynamoDb} over HTTP for the whole test run: started
 * by the first test that asks for it, stopped when the run ends. Inject the server or its endpoint:
 *
 * <pre>{@code
 * @ExtendWith(LocalDynamoDbServerExtension.class)
 * class OverHttpTest {
 *     @Test
 *     void putsOverHttp(URI endpoint) {
 *         DynamoDbClient client = DynamoDbClient.builder().endpointOverride(endpoint) ... .build();
 *     }
 * }
 * }</pre>
 *
 * <p>The database is shared by every test of the run, so give tables unique names.
 */
public final class LocalDynamoDbServerExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(LocalDynamoDbServerExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == LocalDynamoDbServer.class || type == URI.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        LocalDynamoDbServer server = server(context);
        return parameter.getParameter().getType() == URI.class ? server.endpoint() : server;
    }

    /**
     * The run's server, started on a free port on first use. It lives in the root context's store, which
     * JUnit closes when the run ends, and so stops the server, on every JUnit line (see {@link StopAtEndOfRun}).
     */
    public static LocalDynamoDbServer server(ExtensionContext context) {
        // get and put, not computeIfAbsent (JUnit 6 only), so that the extension runs on JUnit 5 too;
        // the lock keeps parallel tests from starting two servers.
        ExtensionContext.Store store = context.getRoot().getStore(NAMESPACE);
        synchronized (LocalDynamoDbServerExtension.class) {
            StopAtEndOfRun stored = store.get(StopAtEndOfRun.class, StopAtEndOfRun.class);
            if (stored == null) {
                stored = new StopAtEndOfRun(LocalDynamoDb.create().serve(0));
                store.put(StopAtEndOfRun.class, stored);
            }
            return stored.server;
        }
    }

    /**
     * The stored server. JUnit 5.13 and later close a stored {@link AutoCloseable}; before 5.13 JUnit closes
     * only a {@code CloseableResource}, which 5.13 deprecated but every line still honours. Implementing both,
     * the server is stopped once, by whichever the running JUnit uses.
     */
    @SuppressWarnings("deprecation")
    private static final class StopAtEndOfRun implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        private final LocalDynamoDbServer server;

        StopAtEndOfRun(LocalDynamoDbServer server) {
            this.server = server;
        }

        @Override
        public void close() {
            server.close();
        }
    }
}
