package io.tablesmith.local.internal.ops;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.IndexDef;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Numbers;
import io.tablesmith.local.internal.Table;
import io.tablesmith.local.internal.ValueTypes;
import io.tablesmith.local.internal.ValueValidation;
import io.tablesmith.local.internal.expr.Ast;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** What Query and Scan share: index lookup, Select rules, start keys and the keys of evaluated items. */
final class ReadSupport {
    static final String SPECIFIC_WITHOUT_PROJECTION =
            "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES";

    private ReadSupport() {
    }

    static IndexDef index(Table table, String indexName, Boolean consistentRead) {
        if (indexName == null) {
            return null;
        }
        IndexDef index = table.schema().index(indexName);
        if (index == null) {
            throw Errors.validation("The table does not have the specified index: " + indexName);
        }
        if (index.global() && Boolean.TRUE.equals(consistentRead)) {
            throw Errors.validation("Consistent reads are not supported on global secondary indexes");
        }
        return index;
    }

    /** Validates Select against the projection and index; returns whether to read full items from the table. */
    static boolean fetchFromTable(Select select, String selectText, List<Ast.Path> projection, IndexDef index) {
        if (select == Select.UNKNOWN_TO_SDK_VERSION) {
            throw Errors.constraint(selectText, "select", "Member must satisfy enum value set: "
                    + "[SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]");
        }
        if (select == Select.SPECIFIC_ATTRIBUTES && projection == null) {
            throw Errors.validation(SPECIFIC_WITHOUT_PROJECTION);
        }
        if (projection != null && select != null && select != Select.SPECIFIC_ATTRIBUTES) {
            throw Errors.validation("Cannot specify the ProjectionExpression when choosing to get " + select);
        }
        if (select == Select.ALL_PROJECTED_ATTRIBUTES && index == null) {
            throw Errors.validation("One or more parameter values were invalid: Select type ALL_PROJECTED_ATTRIBUTES "
                    + "is not supported for a table; it requires an index");
        }
        boolean notAll = index != null && index.projection().projectionType() != ProjectionType.ALL;
        if (select == Select.ALL_ATTRIBUTES && notAll) {
            if (index.global()) {
                throw Errors.validation("One or more parameter values were invalid: Select type ALL_ATTRIBUTES is not "
                        + "supported for global secondary index " + index.name()
                        + " because its projection type is not ALL");
            }
            return true;
        }
        if (notAll && !index.global() && projection != null) {
            return true;
        }
        return false;
    }

    /** Names of the keys an ExclusiveStartKey/LastEvaluatedKey holds: the table's, then the index's. */
    static List<KeyDef> startKeyDefs(Table table, IndexDef index) {
        List<KeyDef> keys = new ArrayList<>(table.schema().keys());
        if (index != null) {
            for (KeyDef k : index.keys()) {
                if (!keys.contains(k)) {
                    keys.add(k);
                }
            }
        }
        return keys;
    }

    static Map<String, AttributeValue> keyOf(List<KeyDef> keys, Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyDef k : keys) {
            key.put(k.name(), item.get(k.name()));
        }
        return key;
    }

    /** Validates an ExclusiveStartKey and returns it normalised (null when absent). */
    static Map<String, AttributeValue> startKey(Table table, IndexDef index, Map<String, AttributeValue> start) {
        if (start == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : start.entrySet()) {
            String problem = ValueValidation.problem(e.getValue());
            if (problem != null) {
                throw Errors.validation("The provided starting key is invalid: " + problem);
            }
            out.put(e.getKey(), Numbers.canonical(e.getValue()));
        }
        List<KeyDef> keys = startKeyDefs(table, index);
        if (out.size() != keys.size()) {
            throw Errors.validation("The provided starting key is invalid");
        }
        for (KeyDef k : keys) {
            AttributeValue v = out.get(k.name());
            if (v == null) {
                throw Errors.validation("The provided starting key is invalid");
            }
            if (!k.type().equals(ValueTypes.type(v))) {
                throw Errors.validation("The provided starting key is invalid: "
                        + "The provided key element does not match the schema");
            }
        }
        return out;
    }
}
