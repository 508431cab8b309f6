package io.tablesmith.it;

import io.tablesmith.Attribute;
import io.tablesmith.Convert;
import java.util.List;
import java.util.Optional;

/** A nested record (not an entity): stored as a map attribute. */
public record Address(String street, int zip, Optional<String> unit, @Attribute("geo") Point location,
                      List<Point> corners, @Convert(MoneyConverter.class) Money rent) {
}
