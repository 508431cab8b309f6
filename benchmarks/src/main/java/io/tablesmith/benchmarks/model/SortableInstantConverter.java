package io.tablesmith.benchmarks.model;

import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The Enhanced Client's converter for an instant stored as Tablesmith stores it: fixed-width UTC
 * with nine fraction digits ({@link HandWrittenOrderCodec#sortable}), so that text order is time
 * order and every codec of the benchmark writes the same item. Its default converter writes
 * {@code Instant.toString}, whose 0, 3, 6 or 9 fraction digits do not sort.
 */
public final class SortableInstantConverter implements AttributeConverter<Instant> {

    @Override
    public AttributeValue transformFrom(Instant input) {
        return AttributeValue.fromS(HandWrittenOrderCodec.sortable(input));
    }

    @Override
    public Instant transformTo(AttributeValue input) {
        return Instant.parse(input.s());
    }

    @Override
    public EnhancedType<Instant> type() {
        return EnhancedType.of(Instant.class);
    }

    @Override
    public AttributeValueType attributeValueType() {
        return AttributeValueType.S;
    }
}
