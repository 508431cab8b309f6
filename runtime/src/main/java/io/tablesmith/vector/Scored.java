package io.tablesmith.vector;

import java.util.Objects;

/**
 * One result of a vector search: the record and DynamoDB's score for it. What the score means
 * depends on the index's distance: for {@link Distance#COSINE} 1 minus the cosine similarity (0 to
 * 2, lowest nearest), for {@link Distance#EUCLIDEAN} the distance (lowest nearest), for
 * {@link Distance#DOT_PRODUCT} the dot product (highest nearest).
 *
 * @param record the record, as a get returns it
 * @param score DynamoDB's score
 * @param <T> the record type
 */
public record Scored<T>(T record, double score) {

    public Scored {
        Objects.requireNonNull(record, "record");
    }
}
