package io.tablesmith.it;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Plays an overloaded DynamoDB in front of dynalite. Some batch calls are refused whole with a
 * throttling error before they are sent. Of the rest, a random share of the items (writes or
 * keys) is taken out of the request, so dynalite never sees them, and put back into the
 * response's {@code UnprocessedItems} / {@code UnprocessedKeys}, as DynamoDB does under load.
 * Seeded, so every run from one thread makes the same choices; one client per test. Calls may come
 * from several threads at once (batch parallelism): the choices and counts are synchronized.
 */
final class FaultInjector implements ExecutionInterceptor {

    private static final ExecutionAttribute<Map<String, List<WriteRequest>>> HELD_WRITES =
            new ExecutionAttribute<>("tablesmith.it.heldWrites");
    private static final ExecutionAttribute<Map<String, List<Map<String, AttributeValue>>>> HELD_KEYS =
            new ExecutionAttribute<>("tablesmith.it.heldKeys");

    private final Random random;
    private final double unprocessedShare;
    private final double throttledShare;

    int batchCalls;
    int throttledCalls;
    int heldWrites;
    int heldKeys;

    /**
     * @param unprocessedShare the chance of each item to come back unprocessed
     * @param throttledShare the chance of each batch call to be refused with a throttling error
     */
    FaultInjector(long seed, double unprocessedShare, double throttledShare) {
        this.random = new Random(seed);
        this.unprocessedShare = unprocessedShare;
        this.throttledShare = throttledShare;
    }

    @Override
    public synchronized void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        if (!(context.request() instanceof BatchWriteItemRequest || context.request() instanceof BatchGetItemRequest)) {
            return;
        }
        batchCalls++;
        if (random.nextDouble() < throttledShare) {
            throw throttling(throttledCalls++);
        }
    }

    /** Rotates through the three throttling errors DynamoDB answers a batch call with. */
    private static RuntimeException throttling(int n) {
        return switch (n % 3) {
            case 0 -> ProvisionedThroughputExceededException.builder().message("injected: throughput exceeded").statusCode(400).build();
            case 1 -> RequestLimitExceededException.builder().message("injected: account request limit").statusCode(400).build();
            default -> ThrottlingException.builder().message("injected: throttled").statusCode(400).build();
        };
    }

    @Override
    public synchronized SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
        if (context.request() instanceof BatchWriteItemRequest request) {
            Map<String, List<WriteRequest>> sent = new LinkedHashMap<>();
            Map<String, List<WriteRequest>> held = new LinkedHashMap<>();
            request.requestItems().forEach((table, writes) -> {
                List<List<WriteRequest>> split = split(writes);
                sent.put(table, split.get(0));
                held.put(table, split.get(1));
                heldWrites += split.get(1).size();
            });
            attributes.putAttribute(HELD_WRITES, held);
            return request.toBuilder().requestItems(sent).build();
        }
        if (context.request() instanceof BatchGetItemRequest request) {
            Map<String, KeysAndAttributes> sent = new LinkedHashMap<>();
            Map<String, List<Map<String, AttributeValue>>> held = new LinkedHashMap<>();
            request.requestItems().forEach((table, asked) -> {
                List<List<Map<String, AttributeValue>>> split = split(asked.keys());
                sent.put(table, asked.toBuilder().keys(split.get(0)).build());
                held.put(table, split.get(1));
                heldKeys += split.get(1).size();
            });
            attributes.putAttribute(HELD_KEYS, held);
            return request.toBuilder().requestItems(sent).build();
        }
        return context.request();
    }

    /** Sent and held back; at least one is sent, since DynamoDB refuses an empty request. */
    private <E> List<List<E>> split(List<E> all) {
        List<E> sent = new ArrayList<>();
        List<E> held = new ArrayList<>();
        for (E element : all) {
            (random.nextDouble() < unprocessedShare ? held : sent).add(element);
        }
        if (sent.isEmpty()) {
            sent.add(held.remove(held.size() - 1));
        }
        return List.of(sent, held);
    }

    @Override
    public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes attributes) {
        if (context.response() instanceof BatchWriteItemResponse response) {
            Map<String, List<WriteRequest>> unprocessed = new LinkedHashMap<>();
            response.unprocessedItems().forEach((table, writes) -> unprocessed.put(table, new ArrayList<>(writes)));
            attributes.getAttribute(HELD_WRITES).forEach((table, held) -> {
                if (!held.isEmpty()) {
                    unprocessed.computeIfAbsent(table, t -> new ArrayList<>()).addAll(held);
                }
            });
            return response.toBuilder().unprocessedItems(unprocessed).build();
        }
        if (context.response() instanceof BatchGetItemResponse response) {
            Map<String, KeysAndAttributes> unprocessed = new LinkedHashMap<>(response.unprocessedKeys());
            attributes.getAttribute(HELD_KEYS).forEach((table, held) -> {
                if (!held.isEmpty()) {
                    List<Map<String, AttributeValue>> keys = new ArrayList<>(held);
                    KeysAndAttributes already = unprocessed.get(table);
                    if (already != null) {
                        keys.addAll(already.keys());
                    }
                    unprocessed.put(table, KeysAndAttributes.builder().keys(keys).build());
                }
            });
            return response.toBuilder().unprocessedKeys(unprocessed).build();
        }
        return context.response();
    }
}
