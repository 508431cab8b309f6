package io.tablesmith.local.internal.expr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads document paths from items and builds items that hold only some paths (projections). */
public final class Paths {
    private Paths() {
    }

    /** The value at {@code path}, or null when any step is missing or of the wrong kind. */
    public static AttributeValue resolve(Map<String, AttributeValue> item, Ast.Path path) {
        AttributeValue current = item.get(path.head());
        for (int i = 1; i < path.elements().size() && current != null; i++) {
            Object element = path.elements().get(i);
            if (element instanceof Integer) {
                int index = (Integer) element;
                current = current.hasL() && index < current.l().size() ? current.l().get(index) : null;
            } else {
                current = current.hasM() ? current.m().get((String) element) : null;
            }
        }
        return current;
    }

    /**
     * An item holding only the given paths, nested as in the original; list elements keep their order
     * and are compacted, as DynamoDB does for ProjectionExpression and UPDATED_OLD/UPDATED_NEW.
     */
    public static Map<String, AttributeValue> project(Map<String, AttributeValue> item, List<Ast.Path> paths) {
        Map<Object, Object> tree = new LinkedHashMap<>();
        for (Ast.Path path : paths) {
            AttributeValue value = resolve(item, path);
            if (value != null) {
                insert(tree, path.elements(), 0, value);
            }
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        tree.forEach((k, v) -> out.put((String) k, build(v)));
        return out;
    }

    @SuppressWarnings("unchecked")
    private static void insert(Map<Object, Object> container, List<Object> elements, int i, AttributeValue value) {
        Object key = elements.get(i);
        if (i == elements.size() - 1) {
            container.put(key, value);
            return;
        }
        Object child = container.get(key);
        boolean wantList = elements.get(i + 1) instanceof Integer;
        if (!(child instanceof Map) || (child instanceof TreeMap) != wantList) {
            child = wantList ? new TreeMap<Object, Object>() : new LinkedHashMap<Object, Object>();
            container.put(key, child);
        }
        insert((Map<Object, Object>) child, elements, i + 1, value);
    }

    @SuppressWarnings("unchecked")
    private static AttributeValue build(Object node) {
        if (node instanceof AttributeValue) {
            return (AttributeValue) node;
        }
        if (node instanceof TreeMap) {
            List<AttributeValue> list = new ArrayList<>();
            ((Map<Object, Object>) node).values().forEach(v -> list.add(build(v)));
            return AttributeValue.fromL(list);
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        ((Map<Object, Object>) node).forEach((k, v) -> map.put((String) k, build(v)));
        return AttributeValue.fromM(map);
    }
}
