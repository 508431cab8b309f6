package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An item collection: a record whose components are the entities that share one partition,
 * read together with a single {@code Query}. Each component is an entity ({@code Job}), an
 * {@code Optional} of one ({@code Optional<Report>}), or a {@code List} of one
 * ({@code List<Finding>}); the processor generates {@code <Name>Repository} with
 * {@code get(<partition components>)}.
 *
 * <pre>{@code
 * @ItemCollection(pk = "JOB#{jobId}")
 * public record JobDetails(Job job, List<Finding> findings, Optional<Report> report) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ItemCollection {

    /**
     * The partition key template. Every member entity's own partition key template must have
     * this shape: the same literal text, with placeholders of the same types in the same places.
     */
    String pk();
}
