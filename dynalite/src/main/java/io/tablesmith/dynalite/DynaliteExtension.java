package io.tablesmith.dynalite;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * JUnit extension that gives tests a real dynalite server: one for the whole test run, started
 * by the first test that asks for it and stopped when the run ends.
 *
 * <p>Declare a {@link DynamoDbClient} or {@link DynaliteServer} parameter on a test class's
 * constructor, a test method or a lifecycle method:
 *
 * <pre>{@code
 * @ExtendWith(DynaliteExtension.class)
 * class OrderRepositoryTest {
 *     private final DynamoDbClient dynamo;
 *     private final String table = DynaliteServer.uniqueTableName("orders");
 *
 *     OrderRepositoryTest(DynamoDbClient dynamo) {
 *         this.dynamo = dynamo;
 *     }
 * }
 * }</pre>
 *
 * <p>The server is shared, so name tables with {@link DynaliteServer#uniqueTableName(String)}
 * and do not close the injected client.
 */
public final class DynaliteExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(DynaliteExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == DynamoDbClient.class || type == DynaliteServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        DynaliteServer server = server(context);
        return parameter.getParameter().getType() == DynaliteServer.class ? server : server.client();
    }

    /**
     * The run's server, started on first use. It lives in the root context's store, which
     * JUnit closes (and so stops the server, an {@link AutoCloseable}) when the run ends.
     */
    public static DynaliteServer server(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
                .computeIfAbsent(DynaliteServer.class, key -> DynaliteServer.start(), DynaliteServer.class);
    }
}
