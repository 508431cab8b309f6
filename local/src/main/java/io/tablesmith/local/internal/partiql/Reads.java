package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.TableSchema;
import io.tablesmith.local.internal.ValueOrder;
import io.tablesmith.local.internal.ValueTypes;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import io.tablesmith.local.internal.expr.ExpressionContext;
import io.tablesmith.local.internal.expr.Paths;
import io.tablesmith.local.internal.partiql.Statement.Expr;
import io.tablesmith.local.internal.partiql.Statement.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * SELECT: a Query when the WHERE clause fixes the partition key of the table or index with {@code =}
 * (and a sort-key condition, when it has one, narrows it), a Scan otherwise. The engine reads the page
 * (Limit counts the items read, as in DynamoDB); the whole WHERE clause then filters it and the
 * projection names each value by its path's last name.
 */
final class Reads {
    private final DynamoDbClient engine;

    /** One page of a SELECT. */
    record Page(List<Map<String, AttributeValue>> items, String nextToken, ConsumedCapacity capacity) {
    }

    /** What a SELECT needs from its source besides the table: the index, if any, and its keys. */
    private record Target(TableSchema schema, IndexDef index, List<KeyDef> hashKeys, List<KeyDef> rangeKeys) {
        String fingerprint() {
            return schema.name() + (index == null ? "" : "." + index.name());
        }
    }

    Reads(DynamoDbClient engine) {
        this.engine = engine;
    }

    Page select(TableSchema schema, Statement.Select s, Integer limit, String nextToken, Boolean consistentRead,
                ReturnConsumedCapacity capacity) {
        Target target = target(schema, s.source().index());
        if (target.index() != null && target.index().global() && Boolean.TRUE.equals(consistentRead)) {
            throw Errors.validation("Strongly consistent read is not supported on Global Secondary Indexes");
        }
        Conjuncts conjuncts = new Conjuncts(s.where());
        boolean reachBack = checkIndexProjection(target, s, conjuncts);
        Ast.Condition filter = filter(s.where());
        Map<String, AttributeValue> start = nextToken == null ? null
                : PageToken.decode(target.fingerprint(), nextToken);

        Map<String, AttributeValue> partition = partitionKey(target, conjuncts);
        checkOrderBy(target, s, partition != null);
        List<Map<String, AttributeValue>> read;
        Map<String, AttributeValue> last;
        ConsumedCapacity consumed;
        String indexName = target.index() == null ? null : target.index().name();
        if (partition != null) {
            ExpressionWriter w = new ExpressionWriter();
            List<String> parts = new ArrayList<>();
            partition.forEach((name, value) -> parts.add(w.name(name) + " = " + w.value(value)));
            String range = rangeCondition(target, conjuncts, w);
            if (range != null) {
                parts.add(range);
            }
            QueryResponse r = engine.query(QueryRequest.builder().tableName(schema.name()).indexName(indexName)
                    .keyConditionExpression(String.join(" AND ", parts)).expressionAttributeNames(w.names())
                    .expressionAttributeValues(w.values()).limit(limit).consistentRead(consistentRead)
                    .exclusiveStartKey(start).returnConsumedCapacity(capacity)
                    .scanIndexForward(!s.descending()).build());
            read = r.items();
            last = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
            consumed = r.consumedCapacity();
        } else {
            ScanResponse r = engine.scan(ScanRequest.builder().tableName(schema.name()).indexName(indexName)
                    .limit(limit).consistentRead(consistentRead).exclusiveStartKey(start)
                    .returnConsumedCapacity(capacity).build());
            read = r.items();
            last = r.hasLastEvaluatedKey() ? r.lastEvaluatedKey() : null;
            consumed = r.consumedCapacity();
        }
        if (reachBack) {
            // each index entry read is fetched whole from the table, charged to the table
            List<Map<String, AttributeValue>> whole = new ArrayList<>();
            for (Map<String, AttributeValue> entry : read) {
                Map<String, AttributeValue> key = new LinkedHashMap<>();
                schema.keys().forEach(k -> key.put(k.name(), entry.get(k.name())));
                GetItemResponse got = engine.getItem(GetItemRequest.builder().tableName(schema.name()).key(key)
                        .consistentRead(consistentRead).returnConsumedCapacity(capacity).build());
                whole.add(got.hasItem() ? got.item() : entry);
                consumed = Capacities.sum(consumed, got.consumedCapacity());
            }
            read = whole;
        }
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (Map<String, AttributeValue> item : read) {
            if (filter == null || ConditionEvaluator.matches(filter, item)) {
                items.add(project(item, s.projection()));
            }
        }
        return new Page(items, last == null ? null : PageToken.encode(target.fingerprint(), last), consumed);
    }

    /** The WHERE clause parsed by the engine's expression parser, with its checks and DynamoDB's messages. */
    static Ast.Condition filter(Expr where) {
        if (where == null) {
            return null;
        }
        ExpressionWriter w = new ExpressionWriter();
        String text = w.condition(where);
        try {
            return io.tablesmith.local.internal.expr.Parser.condition("FilterExpression", text,
                    new ExpressionContext(w.names(), w.values()));
        } catch (DynamoDbException e) {
            throw PartiqlErrors.withoutExpressionKind(e);
        }
    }

    /** The item with only the projected paths, each under its last name; the whole item for {@code *}. */
    static Map<String, AttributeValue> project(Map<String, AttributeValue> item, List<Path> projection) {
        if (projection == null) {
            return item;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (Path path : projection) {
            AttributeValue value = Paths.resolve(item, new Ast.Path(path.elements()));
            if (value != null) {
                out.put(path.label(), value);
            }
        }
        return out;
    }

    private static Target target(TableSchema schema, String indexName) {
        if (indexName == null) {
            return new Target(schema, null, List.of(schema.hash()),
                    schema.range() == null ? List.of() : List.of(schema.range()));
        }
        IndexDef index = schema.index(indexName);
        if (index == null) {
            throw Errors.validation("The table does not have the specified index");
        }
        return new Target(schema, index, index.hashKeys(), index.rangeKeys());
    }

    /**
     * DynamoDB's rules for a read of an index that does not project every attribute: a read keyed on the
     * index may not filter on an attribute the index lacks; a global index may not select one; a local
     * index fetches each item it reads from the table (returns true), as DynamoDB does, charged to the table.
     */
    private static boolean checkIndexProjection(Target target, Statement.Select s, Conjuncts conjuncts) {
        IndexDef index = target.index();
        if (index == null) {
            return false;
        }
        Set<String> projected = index.projectedAttributes(target.schema().hash(), target.schema().range());
        if (projected == null) {
            return false;
        }
        boolean keyed = target.hashKeys().stream().allMatch(k -> conjuncts.equalityOrIn(k.name()));
        if (keyed && s.where() != null) {
            Set<String> missing = Conjuncts.attributes(s.where());
            missing.removeAll(projected);
            if (!missing.isEmpty()) {
                throw Errors.validation("One or more parameter values were invalid: Secondary index " + index.name()
                        + " does not project one or more filter attributes: " + list(missing));
            }
        }
        if (s.projection() == null) {
            return false;
        }
        Set<String> missing = new TreeSet<>();
        s.projection().forEach(p -> missing.add(p.head()));
        missing.removeAll(projected);
        if (missing.isEmpty()) {
            return false;
        }
        if (index.global()) {
            throw Errors.validation("One or more parameter values were invalid: Global secondary index " + index.name()
                    + " does not project " + list(missing));
        }
        return true;
    }

    private static String list(Set<String> names) {
        return "[" + String.join(", ", names) + "]";
    }

    /** ORDER BY orders a Query by its sort key; a Scan has no order to give. */
    private static void checkOrderBy(Target target, Statement.Select s, boolean query) {
        if (s.orderBy() == null) {
            return;
        }
        boolean sortKey = s.orderBy().elements().size() == 1 && target.rangeKeys().size() == 1
                && s.orderBy().head().equals(target.rangeKeys().get(0).name());
        if (!sortKey || !query) {
            throw Errors.validation("ORDER BY needs the sort key of the table or index and a WHERE clause that "
                    + "fixes its partition key with =");
        }
    }

    /** The partition key the WHERE clause fixes with {@code =} (of the key's type), or null for a Scan. */
    private static Map<String, AttributeValue> partitionKey(Target target, Conjuncts conjuncts) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyDef k : target.hashKeys()) {
            AttributeValue v = conjuncts.equality(k.name());
            if (v == null || !k.type().equals(ValueTypes.type(v))) {
                return null;
            }
            key.put(k.name(), v);
        }
        return key;
    }

    /** The first term on a single sort key that a key condition can hold, written for the Query; or null. */
    private static String rangeCondition(Target target, Conjuncts conjuncts, ExpressionWriter w) {
        if (target.rangeKeys().size() != 1) {
            return null;
        }
        KeyDef range = target.rangeKeys().get(0);
        for (Expr term : conjuncts.terms()) {
            if (term instanceof Statement.Compare c && !c.operator().equals("<>")) {
                if (Conjuncts.isAttribute(c.left(), range.name()) && ofType(c.right(), range)) {
                    return w.name(range.name()) + " " + c.operator() + " " + w.operand(c.right());
                }
                if (Conjuncts.isAttribute(c.right(), range.name()) && ofType(c.left(), range)) {
                    return w.name(range.name()) + " " + flip(c.operator()) + " " + w.operand(c.left());
                }
            }
            if (term instanceof Statement.Between b && Conjuncts.isAttribute(b.value(), range.name())
                    && ofType(b.low(), range) && ofType(b.high(), range)
                    && ValueOrder.compare(((Statement.Value) b.low()).value(),
                            ((Statement.Value) b.high()).value()) <= 0) {
                return w.name(range.name()) + " BETWEEN " + w.operand(b.low()) + " AND " + w.operand(b.high());
            }
            if (term instanceof Statement.Call call && call.name().equals("begins_with")
                    && call.arguments().size() == 2 && Conjuncts.isAttribute(call.arguments().get(0), range.name())
                    && ofType(call.arguments().get(1), range) && !range.type().equals("N")) {
                return "begins_with(" + w.name(range.name()) + ", " + w.operand(call.arguments().get(1)) + ")";
            }
        }
        return null;
    }

    private static boolean ofType(Expr e, KeyDef key) {
        return e instanceof Statement.Value v && key.type().equals(ValueTypes.type(v.value()));
    }

    private static String flip(String operator) {
        switch (operator) {
            case "<": return ">";
            case "<=": return ">=";
            case ">": return "<";
            case ">=": return "<=";
            default: return operator;
        }
    }
}
