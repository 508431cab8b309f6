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
     * JUnit closes (and so stops the server, an {@link AutoCloseable}) when the run ends.
     */
    public static LocalDynamoDbServer server(ExtensionContext context) {
        // get and put, not computeIfAbsent (JUnit 6 only), so that the extension runs on JUnit 5 too;
        // the lock keeps parallel tests from starting two servers.
        ExtensionContext.Store store = context.getRoot().getStore(NAMESPACE);
        synchronized (LocalDynamoDbServerExtension.class) {
            LocalDynamoDbServer server = store.get(LocalDynamoDbServer.class, LocalDynamoDbServer.class);
            if (server == null) {
                server = LocalDynamoDb.create().serve(0);
                store.put(LocalDynamoDbServer.class, server);
            }
            return server;
        }
    }
}
