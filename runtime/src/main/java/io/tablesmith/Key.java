package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The primary key of an {@link Entity}: templates of literal text and {@code {component}}
 * placeholders for the table's {@code pk} and {@code sk} attributes.
 *
 * <p>When the sort key has placeholders, the repository gets a query over the partition,
 * named by {@link #query()}, that returns only items of this entity (it matches the sort
 * key's literal prefix).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Key {

    /** Partition key template, for example {@code "JOB#{jobId}"}. */
    String pk();

    /** Sort key template, for example {@code "FINDING#{findingId}"} or the constant {@code "METADATA"}. */
    String sk();

    /** Name of the generated partition query; used only when {@link #sk()} has placeholders. */
    String query() default "query";
}
