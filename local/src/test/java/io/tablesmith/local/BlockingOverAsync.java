package io.tablesmith.local;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;

/**
 * A {@link DynamoDbClient} that sends each request through a {@link DynamoDbAsyncClient} and waits for its future,
 * so that the scenarios written for the blocking client run through the async one. It holds the async client to
 * the SDK's contract on the way: a call must return a future rather than throw, and a failed future must carry a
 * {@link CompletionException} around the DynamoDB exception, which is then thrown as the blocking client would.
 */
final class BlockingOverAsync implements InvocationHandler {
    private final DynamoDbAsyncClient async;

    private BlockingOverAsync(DynamoDbAsyncClient async) {
        this.async = async;
    }

    static DynamoDbClient of(DynamoDbAsyncClient async) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, new BlockingOverAsync(async));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "close":
                async.close();
                return null;
            case "serviceName":
                return async.serviceName();
            case "toString":
                return "BlockingOverAsync[" + async + "]";
            case "hashCode":
                return System.identityHashCode(proxy);
            case "equals":
                return proxy == args[0];
            default:
                break;
        }
        if (args != null && args.length == 1 && args[0] instanceof DynamoDbRequest) {
            Method asyncMethod = DynamoDbAsyncClient.class.getMethod(method.getName(), method.getParameterTypes());
            CompletableFuture<?> future;
            try {
                future = (CompletableFuture<?>) asyncMethod.invoke(async, args);
            } catch (InvocationTargetException e) {
                throw new AssertionError(method.getName() + " threw instead of failing its future", e.getCause());
            }
            Throwable failure = future.handle((response, error) -> error).join();
            if (failure == null) {
                return future.join();
            }
            if (!(failure instanceof CompletionException) || failure.getCause() == null) {
                throw new AssertionError(method.getName() + " failed its future with " + failure
                        + ", where the SDK's async clients give a CompletionException around the cause", failure);
            }
            throw failure.getCause();
        }
        // Consumer<Builder> and no-argument overloads, paginators: the SDK's default methods build the request
        // and call the overload above on this proxy.
        if (method.isDefault()) {
            return InvocationHandler.invokeDefault(proxy, method, args);
        }
        throw new UnsupportedOperationException(method.toString());
    }
}
