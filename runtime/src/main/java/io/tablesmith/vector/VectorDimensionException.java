package io.tablesmith.vector;

import io.tablesmith.TablesmithException;

/**
 * A vector of another length than its index's dimensions, refused before any request is sent: a
 * search vector, or a stored vector that the index could not read.
 */
public class VectorDimensionException extends TablesmithException {

    private static final long serialVersionUID = 1L;

    private final String indexName;
    private final int expected;
    private final int actual;

    public VectorDimensionException(String entityType, String indexName, int expected, int actual) {
        super(entityType, null, "vector index " + indexName + " has " + expected + " dimensions, but the vector has "
                + actual + "; give a vector of " + expected + " floats (the embedding model the index was declared for)");
        this.indexName = indexName;
        this.expected = expected;
        this.actual = actual;
    }

    /** The vector index. */
    public String indexName() {
        return indexName;
    }

    /** The index's dimensions. */
    public int expected() {
        return expected;
    }

    /** The vector's length. */
    public int actual() {
        return actual;
    }
}
