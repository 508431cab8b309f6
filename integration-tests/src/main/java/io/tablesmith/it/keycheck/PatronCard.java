package io.tablesmith.it.keycheck;

import io.tablesmith.ItemCollection;
import java.util.List;

/**
 * A patron with their visits, read in one query of the patron's partition.
 *
 * @param patron the profile
 * @param visits the visits, in key order
 */
@ItemCollection(pk = "PATRON#{patronId}")
public record PatronCard(Patron patron, List<Visit> visits) {
}
