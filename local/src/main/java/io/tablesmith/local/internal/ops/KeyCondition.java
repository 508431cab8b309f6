package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.PartitionKey;
import io.tablesmith.local.internal.RowKey;
import io.tablesmith.local.internal.ValueEquality;
import io.tablesmith.local.internal.ValueOrder;
import io.tablesmith.local.internal.ValueTypes;
import io.tablesmith.local.internal.expr.Ast;
import io.tablesmith.local.internal.expr.ConditionEvaluator;
import io.tablesmith.local.internal.expr.ValueFunctions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A KeyConditionExpression reduced to "=" on the partition-key attributes and conditions on the leading
 * sort-key attributes.
 */
final class KeyCondition {
    /** One key's condition: operator (=, <, <=, >, >=, BETWEEN, begins_with) and its values. */
    record Part(String operator, List<AttributeValue> values) {
        boolean matches(AttributeValue v) {
            switch (operator) {
                case "BETWEEN":
                    return ConditionEvaluator.compare(">=", v, values.get(0))
                            && ConditionEvaluator.compare("<=", v, values.get(1));
                case "begins_with":
                    return ValueFunctions.beginsWith(v, values.get(0));
                default:
                    return ConditionEvaluator.compare(operator, v, values.get(0));
            }
        }
    }

    private final List<KeyDef> hashKeys;
    private final List<KeyDef> rangeKeys;
    private final List<AttributeValue> hashValues;
    /** Conditions on the leading sort-key attributes, in key-schema order: all "=" but maybe the last. */
    private final List<Part> sortParts;

    private KeyCondition(List<KeyDef> hashKeys, List<KeyDef> rangeKeys, List<AttributeValue> hashValues,
                         List<Part> sortParts) {
        this.hashKeys = hashKeys;
        this.rangeKeys = rangeKeys;
        this.hashValues = hashValues;
        this.sortParts = sortParts;
    }

    private static final Map<String, String> FLIPPED = Map.of("=", "=", "<", ">", "<=", ">=", ">", "<", ">=", "<=");

    /**
     * Reduces a KeyConditionExpression on a table or index with these partition-key and sort-key
     * attributes, refusing what DynamoDB refuses.
     */
    static KeyCondition of(Ast.Condition condition, List<KeyDef> hashKeys, List<KeyDef> rangeKeys) {
        Map<String, Part> parts = new LinkedHashMap<>();
        collect(condition, parts);
        if (hashKeys.size() > 1 || rangeKeys.size() > 1) {
            return ofMultiAttribute(parts, hashKeys, rangeKeys);
        }
        KeyDef hash = hashKeys.get(0);
        KeyDef range = rangeKeys.isEmpty() ? null : rangeKeys.get(0);
        if (parts.size() > 2) {
            throw Errors.validation("Conditions can be of length 1 or 2 only");
        }
        if (range == null && parts.size() > 1) {
            throw Errors.validation("Query key condition not supported");
        }
        if (!parts.containsKey(hash.name())) {
            throw Errors.validation("Query condition missed key schema element: " + hash.name());
        }
        if (parts.size() == 2 && !parts.containsKey(range.name())) {
            throw Errors.validation("Query condition missed key schema element: " + range.name());
        }
        Part h = parts.get(hash.name());
        checkTypes(h, hash);
        if (!"=".equals(h.operator())) {
            throw Errors.validation("Query key condition not supported");
        }
        Part r = range == null ? null : parts.get(range.name());
        if (r != null) {
            checkTypes(r, range);
        }
        return new KeyCondition(hashKeys, rangeKeys, List.of(h.values().get(0)), r == null ? List.of() : List.of(r));
    }

    /**
     * A global index with several key attributes: "=" on every partition-key attribute; sort-key attributes
     * from the left without a gap, "=" on each but the last one used, which may have any key operator.
     */
    private static KeyCondition ofMultiAttribute(Map<String, Part> parts, List<KeyDef> hashKeys,
                                                 List<KeyDef> rangeKeys) {
        List<AttributeValue> hashValues = new ArrayList<>();
        for (KeyDef hash : hashKeys) {
            Part h = parts.get(hash.name());
            if (h == null) {
                throw Errors.validation("Query condition missed key schema element: " + hash.name());
            }
            checkTypes(h, hash);
            if (!"=".equals(h.operator())) {
                throw Errors.validation("Query key condition not supported: partition key attribute " + hash.name()
                        + " must be compared with =");
            }
            hashValues.add(h.values().get(0));
        }
        int lastUsed = -1;
        for (int i = 0; i < rangeKeys.size(); i++) {
            if (parts.containsKey(rangeKeys.get(i).name())) {
                lastUsed = i;
            }
        }
        for (String attribute : parts.keySet()) {
            if (hashKeys.stream().noneMatch(k -> k.name().equals(attribute))
                    && rangeKeys.stream().noneMatch(k -> k.name().equals(attribute))) {
                throw Errors.validation("Query key condition not supported: " + attribute
                        + " is not a key attribute of the index");
            }
        }
        List<Part> sortParts = new ArrayList<>();
        for (int i = 0; i <= lastUsed; i++) {
            KeyDef range = rangeKeys.get(i);
            Part r = parts.get(range.name());
            if (r == null) {
                throw Errors.validation("Query condition missed key schema element: " + range.name()
                        + " (sort key attributes must be used from the first one on, without a gap, but the "
                        + "condition uses " + rangeKeys.get(lastUsed).name() + ")");
            }
            checkTypes(r, range);
            if (i < lastUsed && !"=".equals(r.operator())) {
                throw Errors.validation("Query key condition not supported: sort key attribute " + range.name()
                        + " must be compared with = because the condition also uses the sort key attribute "
                        + rangeKeys.get(lastUsed).name() + " after it; only the last sort key attribute used "
                        + "may have a range condition or begins_with");
            }
            sortParts.add(r);
        }
        return new KeyCondition(hashKeys, rangeKeys, List.copyOf(hashValues), List.copyOf(sortParts));
    }

    /** The partition the condition selects. */
    PartitionKey partition() {
        return hashValues.size() == 1 ? PartitionKey.of(hashValues.get(0)) : PartitionKey.ofComposite(hashValues);
    }

    /** Whether a key (e.g. an ExclusiveStartKey) lies in the selected partition. */
    boolean inPartition(Map<String, AttributeValue> key) {
        for (int i = 0; i < hashKeys.size(); i++) {
            if (!ValueEquality.equal(key.get(hashKeys.get(i).name()), hashValues.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether an item of the partition satisfies the sort-key conditions. */
    boolean matchesSortKey(Map<String, AttributeValue> item) {
        for (int i = 0; i < sortParts.size(); i++) {
            if (!sortParts.get(i).matches(item.get(rangeKeys.get(i).name()))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The rows of a partition that the sort-key conditions select, found by seeking to their bounds (the
     * positions of a partition are ordered by sort-key attributes first); ascending.
     */
    NavigableMap<RowKey, Map<String, AttributeValue>> select(NavigableMap<RowKey, Map<String, AttributeValue>> rows) {
        if (sortParts.isEmpty()) {
            return rows;
        }
        List<AttributeValue> prefix = new ArrayList<>();
        for (int i = 0; i < sortParts.size() - 1; i++) {
            prefix.add(sortParts.get(i).values().get(0));
        }
        Part last = sortParts.get(sortParts.size() - 1);
        List<AttributeValue> values = last.values();
        switch (last.operator()) {
            case "=":
                return rows.subMap(bound(prefix, values.get(0)), true, bound(prefix, values.get(0), RowKey.AFTER_ALL),
                        true);
            case "<":
                return below(rows, prefix, bound(prefix, values.get(0)), false);
            case "<=":
                return below(rows, prefix, bound(prefix, values.get(0), RowKey.AFTER_ALL), true);
            case ">":
                return above(rows, prefix, bound(prefix, values.get(0), RowKey.AFTER_ALL), false);
            case ">=":
                return above(rows, prefix, bound(prefix, values.get(0)), true);
            case "BETWEEN":
                if (ValueOrder.compare(values.get(0), values.get(1)) > 0) {
                    return rows.subMap(bound(prefix), true, bound(prefix), false);
                }
                return rows.subMap(bound(prefix, values.get(0)), true,
                        bound(prefix, values.get(1), RowKey.AFTER_ALL), true);
            default:
                AttributeValue after = ValueOrder.firstAfterPrefix(values.get(0));
                RowKey upper = after == null ? bound(prefix, RowKey.AFTER_ALL) : bound(prefix, after);
                return rows.subMap(bound(prefix, values.get(0)), true, upper, false);
        }
    }

    private static NavigableMap<RowKey, Map<String, AttributeValue>> below(
            NavigableMap<RowKey, Map<String, AttributeValue>> rows, List<AttributeValue> prefix, RowKey upper,
            boolean inclusive) {
        return prefix.isEmpty() ? rows.headMap(upper, inclusive) : rows.subMap(bound(prefix), true, upper, inclusive);
    }

    private static NavigableMap<RowKey, Map<String, AttributeValue>> above(
            NavigableMap<RowKey, Map<String, AttributeValue>> rows, List<AttributeValue> prefix, RowKey lower,
            boolean inclusive) {
        return prefix.isEmpty() ? rows.tailMap(lower, inclusive)
                : rows.subMap(lower, inclusive, bound(prefix, RowKey.AFTER_ALL), true);
    }

    private static RowKey bound(List<AttributeValue> prefix, AttributeValue... more) {
        List<AttributeValue> parts = new ArrayList<>(prefix);
        parts.addAll(Arrays.asList(more));
        return new RowKey(parts);
    }

    private static void checkTypes(Part part, KeyDef key) {
        for (AttributeValue v : part.values()) {
            if (!key.type().equals(ValueTypes.type(v))) {
                throw Errors.validation("One or more parameter values were invalid: Condition parameter type does not "
                        + "match schema type");
            }
        }
        // a key value is never empty, so DynamoDB refuses one to look up or to start with
        if (part.operator().equals("=") || part.operator().equals("begins_with")) {
            for (AttributeValue v : part.values()) {
                Items.checkNotEmpty(v, key, null);
            }
        }
    }

    private static void collect(Ast.Condition c, Map<String, Part> parts) {
        if (c instanceof Ast.And) {
            collect(((Ast.And) c).left(), parts);
            collect(((Ast.And) c).right(), parts);
            return;
        }
        if (c instanceof Ast.Or) {
            throw Errors.validation("Invalid operator used in KeyConditionExpression: OR");
        }
        if (c instanceof Ast.Not) {
            throw Errors.validation("Invalid operator used in KeyConditionExpression: NOT");
        }
        if (c instanceof Ast.In) {
            throw Errors.validation("Invalid operator used in KeyConditionExpression: IN");
        }
        String operator;
        List<Ast.Operand> operands = new ArrayList<>();
        if (c instanceof Ast.Comparison) {
            Ast.Comparison cmp = (Ast.Comparison) c;
            if ("<>".equals(cmp.operator())) {
                throw Errors.validation("Invalid operator used in KeyConditionExpression: <>");
            }
            operator = cmp.operator();
            operands.add(cmp.left());
            operands.add(cmp.right());
        } else if (c instanceof Ast.Between) {
            Ast.Between b = (Ast.Between) c;
            if (!(b.value() instanceof Ast.PathOperand)) {
                throw invalidCondition("BETWEEN operator must have the key attribute as its first operand");
            }
            operator = "BETWEEN";
            operands.add(b.value());
            operands.add(b.low());
            operands.add(b.high());
        } else {
            Ast.Function f = (Ast.Function) c;
            if (!"begins_with".equals(f.name())) {
                throw Errors.validation("Invalid operator used in KeyConditionExpression: " + f.name());
            }
            if (!(f.arguments().get(0) instanceof Ast.PathOperand)) {
                throw invalidCondition("begins_with operator must have the key attribute as its first operand");
            }
            operator = "begins_with";
            operands.addAll(f.arguments());
        }
        String attribute = null;
        int attributeIndex = -1;
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            Ast.Operand o = operands.get(i);
            if (o instanceof Ast.SizeOperand) {
                throw Errors.validation("KeyConditionExpressions cannot contain nested operations");
            }
            if (o instanceof Ast.PathOperand) {
                Ast.Path path = ((Ast.PathOperand) o).path();
                if (attribute != null) {
                    throw invalidCondition("Multiple attribute names used in one condition");
                }
                if (path.isNested()) {
                    throw Errors.validation("KeyConditionExpressions cannot have conditions on nested attributes");
                }
                attribute = path.head();
                attributeIndex = i;
            } else {
                values.add(((Ast.ValueOperand) o).value());
            }
        }
        if (attribute == null) {
            throw invalidCondition("No key attribute specified");
        }
        if (parts.containsKey(attribute)) {
            throw Errors.validation("KeyConditionExpressions must only contain one condition per key");
        }
        if (attributeIndex != 0) {
            operator = FLIPPED.get(operator);
        }
        parts.put(attribute, new Part(operator, values));
    }

    private static RuntimeException invalidCondition(String message) {
        return Errors.validation("Invalid condition in KeyConditionExpression: " + message);
    }
}
