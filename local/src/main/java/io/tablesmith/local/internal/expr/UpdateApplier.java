package io.tablesmith.local.internal.expr;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.Numbers;
import io.tablesmith.local.internal.ValueEquality;
import io.tablesmith.local.internal.ValueTypes;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Applies an update expression to an item. Every SET operand is evaluated against the item as it was
 * before the update; then SET, REMOVE, ADD and DELETE are applied to a mutable copy.
 */
public final class UpdateApplier {
    private static final String INVALID_PATH = "The document path provided in the update expression is invalid for update";
    private static final String WRONG_TYPE = "An operand in the update expression has an incorrect data type";

    private UpdateApplier() {
    }

    public static Map<String, AttributeValue> apply(Ast.Update update, Map<String, AttributeValue> original) {
        List<AttributeValue> setValues = new ArrayList<>();
        for (Ast.SetAction set : update.sets()) {
            setValues.add(evaluate(set.value(), original));
        }
        Map<String, Object> tree = toTree(original);
        for (int i = 0; i < update.sets().size(); i++) {
            put(tree, update.sets().get(i).path(), setValues.get(i));
        }
        Map<List<Object>, Set<Integer>> listRemovals = new IdentityHashMap<>();
        for (Ast.Path path : update.removes()) {
            remove(tree, path, listRemovals);
        }
        listRemovals.forEach((list, indexes) -> {
            for (int index : ((TreeSet<Integer>) indexes).descendingSet()) {
                if (index < list.size()) {
                    list.remove(index);
                }
            }
        });
        for (Ast.AddAction add : update.adds()) {
            AttributeValue existing = get(tree, add.path());
            AttributeValue result;
            if (existing == null) {
                result = add.value();
            } else if (!ValueTypes.type(existing).equals(ValueTypes.type(add.value()))) {
                throw Errors.validation(WRONG_TYPE);
            } else if ("N".equals(ValueTypes.type(existing))) {
                result = number(Numbers.parse(existing.n()).add(Numbers.parse(add.value().n())));
            } else {
                result = union(existing, add.value());
            }
            put(tree, add.path(), result);
        }
        for (Ast.DeleteAction delete : update.deletes()) {
            AttributeValue existing = get(tree, delete.path());
            if (existing == null) {
                continue;
            }
            if (!ValueTypes.type(existing).equals(ValueTypes.type(delete.value()))) {
                throw Errors.validation(WRONG_TYPE);
            }
            AttributeValue result = difference(existing, delete.value());
            if (result == null) {
                remove(tree, delete.path(), null);
            } else {
                put(tree, delete.path(), result);
            }
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        tree.forEach((k, v) -> out.put(k, fromTree(v)));
        return out;
    }

    // ---------------------------------------------------------------- operand evaluation

    private static AttributeValue evaluate(Ast.Operand operand, Map<String, AttributeValue> item) {
        if (operand instanceof Ast.ValueOperand) {
            return ((Ast.ValueOperand) operand).value();
        }
        if (operand instanceof Ast.PathOperand) {
            AttributeValue v = Paths.resolve(item, ((Ast.PathOperand) operand).path());
            if (v == null) {
                throw Errors.validation("The provided expression refers to an attribute that does not exist in the item");
            }
            return v;
        }
        if (operand instanceof Ast.IfNotExists) {
            Ast.IfNotExists f = (Ast.IfNotExists) operand;
            AttributeValue v = Paths.resolve(item, f.path());
            return v != null ? v : evaluate(f.fallback(), item);
        }
        if (operand instanceof Ast.ListAppend) {
            Ast.ListAppend f = (Ast.ListAppend) operand;
            AttributeValue a = evaluate(f.first(), item);
            AttributeValue b = evaluate(f.second(), item);
            if (!a.hasL() || !b.hasL()) {
                throw Errors.validation(WRONG_TYPE);
            }
            List<AttributeValue> list = new ArrayList<>(a.l());
            list.addAll(b.l());
            return AttributeValue.fromL(list);
        }
        if (operand instanceof Ast.Arithmetic) {
            Ast.Arithmetic f = (Ast.Arithmetic) operand;
            AttributeValue a = evaluate(f.left(), item);
            AttributeValue b = evaluate(f.right(), item);
            if (a.n() == null || b.n() == null) {
                throw Errors.validation(WRONG_TYPE);
            }
            BigDecimal x = Numbers.parse(a.n());
            BigDecimal y = Numbers.parse(b.n());
            return number(f.operator() == '+' ? x.add(y) : x.subtract(y));
        }
        throw Errors.validation(WRONG_TYPE);
    }

    private static AttributeValue number(BigDecimal value) {
        String text = Numbers.canonical(value);
        String problem = Numbers.problem(text);
        if (problem != null) {
            throw Errors.validation(problem);
        }
        return AttributeValue.fromN(text);
    }

    private static AttributeValue union(AttributeValue a, AttributeValue b) {
        switch (ValueTypes.type(a)) {
            case "SS": {
                Set<String> s = new LinkedHashSet<>(a.ss());
                s.addAll(b.ss());
                return AttributeValue.fromSs(new ArrayList<>(s));
            }
            case "BS": {
                Set<SdkBytes> s = new LinkedHashSet<>(a.bs());
                s.addAll(b.bs());
                return AttributeValue.fromBs(new ArrayList<>(s));
            }
            case "NS": {
                List<String> out = new ArrayList<>(a.ns());
                for (String n : b.ns()) {
                    if (!ValueEquality.holdsNumber(a.ns(), n)) {
                        out.add(n);
                    }
                }
                return AttributeValue.fromNs(out);
            }
            default:
                throw Errors.validation(WRONG_TYPE);
        }
    }

    /** a minus b, or null when nothing is left. */
    private static AttributeValue difference(AttributeValue a, AttributeValue b) {
        switch (ValueTypes.type(a)) {
            case "SS": {
                List<String> out = new ArrayList<>(a.ss());
                out.removeAll(b.ss());
                return out.isEmpty() ? null : AttributeValue.fromSs(out);
            }
            case "BS": {
                List<SdkBytes> out = new ArrayList<>(a.bs());
                out.removeAll(b.bs());
                return out.isEmpty() ? null : AttributeValue.fromBs(out);
            }
            case "NS": {
                List<String> out = new ArrayList<>();
                for (String n : a.ns()) {
                    if (!ValueEquality.holdsNumber(b.ns(), n)) {
                        out.add(n);
                    }
                }
                return out.isEmpty() ? null : AttributeValue.fromNs(out);
            }
            default:
                throw Errors.validation(WRONG_TYPE);
        }
    }

    // ---------------------------------------------------------------- mutable tree

    private static Map<String, Object> toTree(Map<String, AttributeValue> item) {
        Map<String, Object> tree = new LinkedHashMap<>();
        item.forEach((k, v) -> tree.put(k, toTree(v)));
        return tree;
    }

    private static Object toTree(AttributeValue v) {
        if (v.hasM()) {
            return toTree(v.m());
        }
        if (v.hasL()) {
            List<Object> list = new ArrayList<>();
            v.l().forEach(e -> list.add(toTree(e)));
            return list;
        }
        return v;
    }

    @SuppressWarnings("unchecked")
    private static AttributeValue fromTree(Object node) {
        if (node instanceof AttributeValue) {
            return (AttributeValue) node;
        }
        if (node instanceof List) {
            List<AttributeValue> list = new ArrayList<>();
            ((List<Object>) node).forEach(e -> list.add(fromTree(e)));
            return AttributeValue.fromL(list);
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        ((Map<String, Object>) node).forEach((k, v) -> map.put(k, fromTree(v)));
        return AttributeValue.fromM(map);
    }

    /** The container that holds the last element of the path, or null when a step is missing. */
    @SuppressWarnings("unchecked")
    private static Object parent(Map<String, Object> tree, Ast.Path path) {
        Object current = tree;
        List<Object> elements = path.elements();
        for (int i = 0; i < elements.size() - 1; i++) {
            Object element = elements.get(i);
            if (element instanceof Integer) {
                if (!(current instanceof List)) {
                    return null;
                }
                List<Object> list = (List<Object>) current;
                int index = (Integer) element;
                current = index < list.size() ? list.get(index) : null;
            } else {
                if (!(current instanceof Map)) {
                    return null;
                }
                current = ((Map<String, Object>) current).get(element);
            }
            if (current == null) {
                return null;
            }
        }
        return current;
    }

    @SuppressWarnings("unchecked")
    private static AttributeValue get(Map<String, Object> tree, Ast.Path path) {
        Object parent = parent(tree, path);
        Object last = path.elements().get(path.elements().size() - 1);
        Object node = null;
        if (last instanceof Integer && parent instanceof List) {
            List<Object> list = (List<Object>) parent;
            node = (Integer) last < list.size() ? list.get((Integer) last) : null;
        } else if (last instanceof String && parent instanceof Map) {
            node = ((Map<String, Object>) parent).get(last);
        }
        return node == null ? null : fromTree(node);
    }

    @SuppressWarnings("unchecked")
    private static void put(Map<String, Object> tree, Ast.Path path, AttributeValue value) {
        Object parent = parent(tree, path);
        Object last = path.elements().get(path.elements().size() - 1);
        if (last instanceof Integer && parent instanceof List) {
            List<Object> list = (List<Object>) parent;
            int index = (Integer) last;
            if (index < list.size()) {
                list.set(index, toTree(value));
            } else {
                list.add(toTree(value));
            }
        } else if (last instanceof String && parent instanceof Map) {
            ((Map<String, Object>) parent).put((String) last, toTree(value));
        } else {
            throw Errors.validation(INVALID_PATH);
        }
    }

    @SuppressWarnings("unchecked")
    private static void remove(Map<String, Object> tree, Ast.Path path, Map<List<Object>, Set<Integer>> listRemovals) {
        Object parent = parent(tree, path);
        Object last = path.elements().get(path.elements().size() - 1);
        if (last instanceof Integer && parent instanceof List) {
            List<Object> list = (List<Object>) parent;
            if (listRemovals == null) {
                int index = (Integer) last;
                if (index < list.size()) {
                    list.remove(index);
                }
            } else {
                listRemovals.computeIfAbsent(list, l -> new TreeSet<>()).add((Integer) last);
            }
        } else if (last instanceof String && parent instanceof Map) {
            ((Map<String, Object>) parent).remove(last);
        } else {
            throw Errors.validation(INVALID_PATH);
        }
    }
}
