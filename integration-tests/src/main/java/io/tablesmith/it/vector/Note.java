package io.tablesmith.it.vector;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.VectorSearch;

/** A note with an embedding in the attribute {@link Passage}'s index does not read: one index per entity. */
@Entity(type = "NOTE")
@Key(pk = "NOTE#{id}", sk = "N")
public record Note(String id, String text,
                   @VectorSearch(index = "notesByMeaning", dimensions = 3) float[] meaning) {
}
