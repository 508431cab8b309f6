package io.tablesmith.local.conformance;

import io.tablesmith.dynalite.DynaliteServer;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.opentest4j.AssertionFailedError;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A {@link DynamoDbClient} that sends every request to two engines, a reference (dynalite) and a
 * candidate (LocalDynamoDb), returns the reference's answer and fails the test as soon as the two
 * disagree: a different outcome (one answered, the other threw), a different error (type, error code,
 * message) or a different response.
 *
 * <p>What is compared, per operation:
 * <ul>
 *   <li>item operations, Query on a table and BatchWriteItem: every response field but {@code ConsumedCapacity}
 *       and {@code ItemCollectionMetrics} (which dynalite never returns), so items, their order,
 *       {@code Count}, {@code ScannedCount}, {@code LastEvaluatedKey} and old/new attributes;</li>
 *   <li>Query on an index: see {@link #indexPage};</li>
 *   <li>Scan: items as a multiset and the counts, because the order of a scan is not DynamoDB's in
 *       either engine; a paged or segmented scan only by outcome, as its pages depend on that order;</li>
 *   <li>BatchGetItem: each table's items as a multiset (DynamoDB returns them in no particular order);</li>
 *   <li>table operations: the outcome only (timestamps, ARNs and statuses legitimately differ, and a
 *       shared server lists other tests' tables too).</li>
 * </ul>
 *
 * <p>The scenarios' own assertions then run on the reference's answers, so every scenario checks
 * dynalite against the expected DynamoDB behaviour and LocalDynamoDb against dynalite.
 */
final class CrossCheckedClient implements InvocationHandler {
    private static final Set<String> IGNORED_FIELDS = Set.of("ConsumedCapacity", "ItemCollectionMetrics");
    private static final Set<String> TABLE_OPERATIONS = Set.of("createTable", "deleteTable", "describeTable",
            "listTables", "updateTable", "updateTimeToLive", "describeTimeToLive");

    private final DynamoDbClient reference;
    private final DynamoDbClient candidate;
    private final Map<String, List<String>> indexKeys = new java.util.HashMap<>();

    private CrossCheckedClient(DynamoDbClient reference, DynamoDbClient candidate) {
        this.reference = reference;
        this.candidate = candidate;
    }

    static DynamoDbClient of(DynamoDbClient reference, DynamoDbClient candidate) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, new CrossCheckedClient(reference, candidate));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        switch (method.getName()) {
            case "close":
                candidate.close(); // the reference is shared by the whole run
                return null;
            case "serviceName":
                return reference.serviceName();
            case "toString":
                return "CrossCheckedClient[" + reference + " vs " + candidate + "]";
            case "hashCode":
                return System.identityHashCode(proxy);
            case "equals":
                return proxy == args[0];
            default:
                break;
        }
        if (args != null && args.length == 1 && args[0] instanceof DynamoDbRequest) {
            return both(method, (DynamoDbRequest) args[0]);
        }
        // Consumer<Builder> and no-argument overloads, paginators: the SDK's default methods build the
        // request and call the overload above on this proxy.
        if (method.isDefault()) {
            return InvocationHandler.invokeDefault(proxy, method, args);
        }
        throw new UnsupportedOperationException(method.toString());
    }

    private Object both(Method method, DynamoDbRequest request) throws Throwable {
        String operation = method.getName();
        Outcome expected = Outcome.of(() -> method.invoke(reference, request));
        if (operation.equals("createTable") && expected.error == null) {
            // dynalite answers CreateTable while the table is still CREATING; the next request would miss it.
            DynaliteServer.awaitActive(reference, ((CreateTableRequest) request).tableName());
        }
        if (operation.equals("deleteTable") && expected.error == null) {
            // ... and DeleteTable while the table is still DELETING, where LocalDynamoDb's is gone at once.
            DynaliteServer.awaitDeleted(reference, ((DeleteTableRequest) request).tableName());
        }
        Outcome actual = Outcome.of(() -> method.invoke(candidate, request));
        compare(operation, request, expected, actual);
        if (expected.error != null) {
            throw expected.error;
        }
        return expected.response;
    }

    private void compare(String operation, DynamoDbRequest request, Outcome expected, Outcome actual) {
        String text = request.toString();
        String what = operation + " " + (text.length() > 400 ? text.substring(0, 400) + "..." : text);
        if (expected.error != null || actual.error != null) {
            if (expected.error == null || actual.error == null) {
                throw new AssertionFailedError("engines disagree on the outcome of " + what + "\n  dynalite: "
                        + expected.describe() + "\n  local:    " + actual.describe(), expected.error, actual.error);
            }
            if (!(expected.error instanceof DynamoDbException e) || !(actual.error instanceof DynamoDbException a)) {
                throw new AssertionFailedError("unexpected failure of " + what, expected.error instanceof DynamoDbException
                        ? actual.error : expected.error);
            }
            if (e.getClass() != a.getClass() || !Objects.equals(code(e), code(a))
                    || !Objects.equals(message(e), message(a))) {
                throw new AssertionFailedError("engines disagree on the error of " + what + "\n  dynalite: "
                        + expected.describe() + "\n  local:    " + actual.describe(), expected.describe(),
                        actual.describe());
            }
            return;
        }
        if (TABLE_OPERATIONS.contains(operation)) {
            return;
        }
        Object left = comparable(request, expected.response);
        Object right = comparable(request, actual.response);
        if (!Objects.equals(left, right)) {
            throw new AssertionFailedError("engines disagree on the response to " + what + "\n  dynalite: " + left
                    + "\n  local:    " + right, left, right);
        }
    }

    /** The fields that must agree, with order taken out where DynamoDB does not define one. */
    private Object comparable(DynamoDbRequest request, Object response) {
        if (response instanceof ScanResponse r) {
            ScanRequest scan = (ScanRequest) request;
            if (scan.limit() != null || scan.hasExclusiveStartKey() || scan.segment() != null) {
                return "a scan page";
            }
            return List.of(sorted(r.items()), r.count(), r.scannedCount(), r.hasLastEvaluatedKey());
        }
        if (response instanceof QueryResponse r && ((QueryRequest) request).indexName() != null) {
            return indexPage((QueryRequest) request, r);
        }
        if (response instanceof BatchGetItemResponse r) {
            Map<String, Object> out = new LinkedHashMap<>();
            r.responses().forEach((table, items) -> out.put(table, sorted(items)));
            return List.of(out, r.unprocessedKeys());
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        for (SdkField<?> field : ((SdkPojo) response).sdkFields()) {
            if (!IGNORED_FIELDS.contains(field.memberName())) {
                fields.put(field.memberName(), field.getValueOrDefault(response));
            }
        }
        return fields;
    }

    /**
     * An index query's page. DynamoDB does not define the order of items whose index keys are equal
     * (LocalDynamoDb orders them by table key, dynalite by a hash of it), so a page is compared by its
     * index keys in order, its counts and its LastEvaluatedKey's attributes and index keys; the items
     * themselves as a multiset when the query is not paged.
     */
    private Object indexPage(QueryRequest request, QueryResponse r) {
        List<String> keys = indexKeys.computeIfAbsent(request.tableName() + "/" + request.indexName(),
                k -> indexKeyNames(request.tableName(), request.indexName()));
        List<Object> out = new ArrayList<>();
        for (Map<String, AttributeValue> item : r.items()) {
            List<AttributeValue> values = new ArrayList<>();
            keys.forEach(name -> values.add(item.get(name)));
            out.add(values);
        }
        out.add(r.count());
        out.add(r.scannedCount());
        if (r.hasLastEvaluatedKey()) {
            out.add(new java.util.TreeSet<>(r.lastEvaluatedKey().keySet()));
            keys.forEach(name -> out.add(r.lastEvaluatedKey().get(name)));
        }
        if (request.limit() == null && !request.hasExclusiveStartKey()) {
            out.add(sorted(r.items()));
        }
        return out;
    }

    private List<String> indexKeyNames(String table, String index) {
        TableDescription d = reference.describeTable(b -> b.tableName(table)).table();
        List<KeySchemaElement> schema = new ArrayList<>();
        d.globalSecondaryIndexes().stream().filter(g -> g.indexName().equals(index))
                .forEach(g -> schema.addAll(g.keySchema()));
        d.localSecondaryIndexes().stream().filter(l -> l.indexName().equals(index))
                .forEach(l -> schema.addAll(l.keySchema()));
        return schema.stream().map(KeySchemaElement::attributeName).toList();
    }

    private static List<String> sorted(List<Map<String, AttributeValue>> items) {
        List<String> out = new ArrayList<>();
        items.forEach(item -> out.add(new java.util.TreeMap<>(item).toString()));
        out.sort(Comparator.naturalOrder());
        return out;
    }

    private static String code(DynamoDbException e) {
        return e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
    }

    private static String message(DynamoDbException e) {
        return e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
    }

    private record Outcome(Object response, Throwable error) {
        interface Call {
            Object call() throws Throwable;
        }

        static Outcome of(Call call) {
            try {
                return new Outcome(call.call(), null);
            } catch (InvocationTargetException e) {
                return new Outcome(null, e.getCause());
            } catch (Throwable e) {
                return new Outcome(null, e);
            }
        }

        String describe() {
            if (error == null) {
                return "answered " + response;
            }
            return error instanceof DynamoDbException d
                    ? d.getClass().getSimpleName() + " [" + code(d) + "] " + message(d)
                    : error.toString();
        }
    }
}
