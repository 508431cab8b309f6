package io.tablesmith.it;

import io.tablesmith.AttributeConverter;
import java.math.BigDecimal;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores {@link Money} as one string, {@code "EUR 12.50"}. */
public final class MoneyConverter implements AttributeConverter<Money> {

    @Override
    public AttributeValue toAttributeValue(Money money) {
        return AttributeValue.fromS(money.currency() + " " + money.amount().toString());
    }

    @Override
    public Money fromAttributeValue(AttributeValue value) {
        String[] parts = value.s().split(" ", 2);
        return new Money(parts[0], new BigDecimal(parts[1]));
    }
}
