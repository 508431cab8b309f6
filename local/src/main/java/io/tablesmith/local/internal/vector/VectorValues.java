package io.tablesmith.local.internal.vector;

import io.tablesmith.local.internal.Errors;
import io.tablesmith.local.internal.KeyDef;
import io.tablesmith.local.internal.Numbers;
import io.tablesmith.local.internal.ValueTypes;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Vectors as DynamoDB takes them: a list (L) of numbers (N), one per dimension, each kept at 32-bit float
 * precision (a value with more digits is rounded to the nearest float, as the index stores it).
 */
public final class VectorValues {
    private VectorValues() {
    }

    /** The vector an attribute value holds for an index of {@code dims} dimensions, or null if it holds none. */
    static float[] vectorOf(AttributeValue value, int dims) {
        if (value == null || !value.hasL() || value.l().size() != dims) {
            return null;
        }
        List<AttributeValue> elements = value.l();
        float[] vector = new float[dims];
        for (int i = 0; i < dims; i++) {
            AttributeValue element = elements.get(i);
            if (element.n() == null) {
                return null;
            }
            float f = Float.parseFloat(element.n());
            if (Float.isInfinite(f)) {
                return null;
            }
            vector[i] = f;
        }
        return vector;
    }

    /**
     * Refuses an item to be written whose vector attribute is not a list of {@code dimensions} numbers that fit
     * a 32-bit float, or whose search-schema attribute has another type than the table declares for it. An item
     * without these attributes is fine: it is not indexed.
     */
    static void check(VectorIndexDef index, Map<String, AttributeValue> item) {
        AttributeValue value = item.get(index.attribute());
        if (value != null) {
            if (!value.hasL()) {
                throw VectorIndexes.invalid("Invalid parameter type for vector attribute " + index.attribute()
                        + ": Expected: L of N Actual: " + ValueTypes.type(value) + " IndexName: " + index.name());
            }
            List<AttributeValue> elements = value.l();
            for (int i = 0; i < elements.size(); i++) {
                AttributeValue element = elements.get(i);
                if (element.n() == null) {
                    throw VectorIndexes.invalid("Invalid parameter type for vector attribute " + index.attribute()
                            + " element [" + i + "]: Expected: N Actual: " + ValueTypes.type(element)
                            + " IndexName: " + index.name());
                }
                if (Float.isInfinite(Float.parseFloat(element.n()))) {
                    throw VectorIndexes.invalid("Vector attribute " + index.attribute() + " element [" + i
                            + "] is outside the range of a 32-bit float IndexName: " + index.name());
                }
            }
            if (elements.size() != index.dimensions()) {
                throw VectorIndexes.invalid("Vector dimension mismatch for vector attribute " + index.attribute()
                        + ": Expected: " + index.dimensions() + " Actual: " + elements.size() + " IndexName: "
                        + index.name());
            }
        }
        checkType(index, index.hash(), item);
        for (KeyDef filter : index.filters()) {
            checkType(index, filter, item);
        }
    }

    private static void checkType(VectorIndexDef index, KeyDef attribute, Map<String, AttributeValue> item) {
        if (attribute == null) {
            return;
        }
        AttributeValue value = item.get(attribute.name());
        if (value != null && !attribute.type().equals(ValueTypes.type(value))) {
            throw VectorIndexes.invalid("Type mismatch for Index Key " + attribute.name() + " Expected: "
                    + attribute.type() + " Actual: " + ValueTypes.type(value) + " IndexName: " + index.name());
        }
    }

    /** A SearchVector for an index of {@code index}'s dimensions, or ValidationException. */
    public static float[] query(VectorIndexDef index, List<AttributeValue> searchVector) {
        for (int i = 0; i < searchVector.size(); i++) {
            AttributeValue element = searchVector.get(i);
            if (element == null || element.n() == null) {
                throw Errors.validation("Invalid SearchVector: element [" + i + "] must be a number (N), but is "
                        + (element == null ? "null" : ValueTypes.type(element)));
            }
            String problem = Numbers.problem(element.n());
            if (problem != null) {
                throw Errors.validation("Invalid SearchVector: element [" + i + "]: " + problem);
            }
        }
        if (searchVector.size() != index.dimensions()) {
            throw Errors.validation("Invalid SearchVector: the vector has " + searchVector.size()
                    + " dimensions, but vector index " + index.name() + " has " + index.dimensions());
        }
        float[] vector = new float[searchVector.size()];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = Float.parseFloat(searchVector.get(i).n());
            if (Float.isInfinite(vector[i])) {
                throw Errors.validation("Invalid SearchVector: element [" + i
                        + "] is outside the range of a 32-bit float");
            }
        }
        return vector;
    }
}
