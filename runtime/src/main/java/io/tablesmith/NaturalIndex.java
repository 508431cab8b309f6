package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A global secondary index keyed on the entity's own attributes (DynamoDB's multi-attribute
 * keys): up to four partition components and up to four sort components, each stored as a
 * plain S, N or B attribute under its own name. No key text is rendered or kept in sync, and
 * numbers sort as numbers. An item that lacks one of the components is not in the index.
 *
 * <pre>{@code
 * @NaturalIndex(index = "byRegion", pk = {"region", "tier"}, sk = {"createdAt", "score"}, query = "byRegion")
 * }</pre>
 *
 * <p>Compare {@link Gsi}, whose keys are rendered from templates into {@code <index>pk} and
 * {@code <index>sk}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(NaturalIndex.List.class)
public @interface NaturalIndex {

    /** The index name in the table; entities sharing it must give its components the same attribute types. */
    String index();

    /** The partition components, in key order: one to four component names. */
    String[] pk();

    /** The sort components, in key order: up to four component names (none for a partition-only index). */
    String[] sk() default {};

    /** Name of the generated query method on the repository. */
    String query();

    /** Holds repeated {@link NaturalIndex} annotations. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {
        NaturalIndex[] value();
    }
}
