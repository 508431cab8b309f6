package io.tablesmith.it;

import java.math.BigDecimal;

/** A value type Tablesmith does not know; stored through {@link MoneyConverter}. */
public record Money(String currency, BigDecimal amount) {
}
