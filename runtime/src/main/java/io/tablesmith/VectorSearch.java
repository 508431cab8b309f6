package io.tablesmith;

import io.tablesmith.vector.Distance;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A DynamoDB vector index on a {@code float[]} component: {@code TablesmithTable.createTableRequest}
 * declares it, writes store the vector as the list of numbers it reads, and the repository gets a
 * query method ({@link #query()}) returning a {@link io.tablesmith.vector.SimilarityQuery}.
 * DynamoDB allows vector indexes on on-demand tables only.
 *
 * <pre>{@code
 * record Finding(..., Severity severity,
 *         @VectorSearch(index = "findingsByText", dimensions = 768, filters = "severity", query = "similarTo")
 *         float[] embedding) {}
 * }</pre>
 *
 * <p>An item whose vector is absent is not in the index; one whose vector has another length is
 * refused before it is written. See {@code docs/vector-search.md}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface VectorSearch {

    /** The vector index's name in the table, unique among its indexes. */
    String index();

    /** The vector's length: 1 to 4,096, as the embedding model gives it. */
    int dimensions();

    /** How the index measures distance. */
    Distance distance() default Distance.COSINE;

    /**
     * Components the search can filter on (the index's inline filters): scalar components stored as
     * S, N or B, such as a String, a number or an enum.
     */
    String[] filters() default {};

    /**
     * A component whose value partitions the index (its HASH element): every search names one value
     * and the query method takes it as its first parameter. Empty for none.
     */
    String hashKey() default "";

    /** The name of the generated query method on the repository. */
    String query() default "similarTo";
}
