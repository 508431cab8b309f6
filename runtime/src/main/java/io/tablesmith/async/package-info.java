/**
 * Non-blocking repositories: for each {@code @Entity}, the processor writes {@code <Name>AsyncRepository}
 * over the SDK's {@code DynamoDbAsyncClient}, with the blocking repository's reads, writes, updates and
 * queries returning {@link java.util.concurrent.CompletableFuture}s, and queries also as
 * {@link java.util.concurrent.Flow.Publisher}s of pages and of items. Both kinds of repository describe
 * each write and query once (the same guards, the same requests, the same page tokens) and differ only
 * in how the request is sent; failures are the same typed exceptions, unwrapped by {@link AsyncResults}.
 */
package io.tablesmith.async;
