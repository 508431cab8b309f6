/**
 * Vector search on DynamoDB's vector indexes, declared on a record's {@code float[]} component with
 * {@link io.tablesmith.VectorSearch}: the distance an index measures ({@link io.tablesmith.vector.Distance}),
 * the query a generated repository returns for each index ({@link io.tablesmith.vector.SimilarityQuery}),
 * its results ({@link io.tablesmith.vector.Scored}, {@link io.tablesmith.vector.Similar}) and the refusal of
 * a vector of the wrong length ({@link io.tablesmith.vector.VectorDimensionException}).
 *
 * <pre>{@code
 * Similar<Finding> similar = findings.similarTo(embedding).topK(5)
 *         .where(FindingConditions.SEVERITY.eq(Severity.HIGH))
 *         .execute();
 * }</pre>
 *
 * <p>See {@code docs/vector-search.md}.
 */
package io.tablesmith.vector;
