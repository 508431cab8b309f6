package io.tablesmith.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A global secondary index over the entity's own attributes (DynamoDB's multi-attribute keys).
 *
 * @param indexName the index name in the table
 * @param partition the partition components, in key order
 * @param sort the sort components, in key order (may be empty)
 * @param query the generated query method's name
 */
public record NaturalIndexModel(String indexName, List<ComponentModel> partition, List<ComponentModel> sort, String query) {

    /** DynamoDB allows four partition and four sort attributes in one index key. */
    public static final int MAX_ATTRIBUTES = 4;

    /** Every component of the key; an item lacking one of them is not in the index. */
    public List<ComponentModel> components() {
        List<ComponentModel> all = new ArrayList<>(partition);
        all.addAll(sort);
        return all;
    }

    /** The DynamoDB scalar type a component is stored as: {@code S}, {@code N} or {@code B}; {@code null} for any other. */
    public static String attributeType(ComponentModel component) {
        if (!(component.type() instanceof TypeModel.Scalar scalar)) {
            return null;
        }
        return switch (scalar.kind()) {
            case BOOLEAN, FLOAT_VECTOR -> null;
            case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_INTEGER, BIG_DECIMAL, YEAR -> "N";
            case BYTES, SDK_BYTES -> "B";
            default -> "S";
        };
    }
}
