package io.tablesmith.vector;

import io.tablesmith.condition.Condition;

/**
 * A search of one vector index for the records nearest a vector, as a generated repository's
 * {@code similarTo} returns it. Each method returns a new query; {@link #execute()} sends one
 * {@code SearchVectors} request. The query's name is the access pattern its request is observed under.
 *
 * @param <T> the record type
 */
public interface SimilarityQuery<T> {

    /** DynamoDB's upper bound of {@link #topK(int)}. */
    int MAX_TOP_K = 100;

    /**
     * How many of the nearest records to return, 1 to {@value #MAX_TOP_K}; 10 unless set.
     *
     * @throws IllegalArgumentException when out of that range
     */
    SimilarityQuery<T> topK(int k);

    /**
     * Only records meeting {@code condition}, which may name only the index's filter attributes
     * (its {@code filters}): DynamoDB applies it inside the search, among comparisons, {@code BETWEEN},
     * {@code IN}, {@code AND}, {@code OR} and {@code NOT}. Called twice, both conditions hold.
     *
     * @throws io.tablesmith.TablesmithException (at {@link #execute()}) when the condition names
     *     another attribute
     */
    SimilarityQuery<T> where(Condition<T> condition);

    /** Sends the search: the records nearest first, in DynamoDB's order, with their scores. */
    Similar<T> execute();
}
