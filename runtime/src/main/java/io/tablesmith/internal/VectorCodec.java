package io.tablesmith.internal;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@code float[]} as DynamoDB's vector indexes read a vector: a list (L) of numbers (N), one a
 * dimension. Each element is written as the shortest text that reads back as the same float, so a
 * vector reads back element for element equal (but -0.0, which DynamoDB stores as 0); NaN and the infinities are refused, as DynamoDB has
 * no such numbers.
 */
final class VectorCodec implements Codec<float[]> {

    @Override
    public AttributeValue write(float[] value) {
        return AttributeValue.fromL(elements(value));
    }

    /** The elements of a stored vector, as a {@code SearchVectors} request's {@code SearchVector} takes them. */
    static List<AttributeValue> elements(float[] vector) {
        List<AttributeValue> elements = new ArrayList<>(vector.length);
        for (int i = 0; i < vector.length; i++) {
            try {
                elements.add(AttributeValue.fromN(Numbers.of(vector[i])));
            } catch (CodecException e) {
                throw e.within("[" + i + "]");
            }
        }
        return elements;
    }

    @Override
    public float[] read(AttributeValue value) {
        if (!value.hasL()) {
            throw CodecException.wrongType("a vector, a list (L) of numbers", value);
        }
        List<AttributeValue> elements = value.l();
        float[] vector = new float[elements.size()];
        for (int i = 0; i < vector.length; i++) {
            String number = elements.get(i).n();
            if (number == null) {
                throw CodecException.wrongType("a number (N)", elements.get(i)).within("[" + i + "]");
            }
            try {
                vector[i] = Numbers.floatValue(number);
            } catch (CodecException e) {
                throw e.within("[" + i + "]");
            }
        }
        return vector;
    }
}
