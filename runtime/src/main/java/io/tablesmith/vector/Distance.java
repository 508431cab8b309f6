package io.tablesmith.vector;

/** How a vector index measures the distance between two vectors: DynamoDB's {@code DistanceFunction}. */
public enum Distance {
    /** 1 minus the cosine of the angle between the vectors: 0 for the same direction, lowest first. */
    COSINE,
    /** The straight-line distance, lowest first. */
    EUCLIDEAN,
    /** The dot product, highest first: for vectors of one length, the same order as cosine at less cost. */
    DOT_PRODUCT
}
