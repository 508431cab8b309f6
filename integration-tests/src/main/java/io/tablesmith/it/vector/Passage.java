package io.tablesmith.it.vector;

import io.tablesmith.Entity;
import io.tablesmith.Key;
import io.tablesmith.VectorSearch;
import io.tablesmith.vector.Distance;

/**
 * A passage of a book with its embedding: searched by nearness within one book, filtered by
 * chapter. Four dimensions keep the expected order computable by hand.
 */
@Entity(type = "PASSAGE")
@Key(pk = "BOOK#{book}", sk = "PASSAGE#{id}")
public record Passage(String book, String id, int chapter, String text,
                      @VectorSearch(index = "passagesByMeaning", dimensions = 4, distance = Distance.EUCLIDEAN,
                              hashKey = "book", filters = "chapter", query = "nearestInBook")
                      float[] embedding) {
}
