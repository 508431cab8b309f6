package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A global secondary index access pattern. The item carries the index's key attributes
 * ({@code <index>pk} and {@code <index>sk}) only when every component the templates use is
 * present, so an index is sparse exactly when one of its components is nullable.
 *
 * <pre>{@code
 * @Gsi(index = "gsi1", pk = "STATUS#{status}", sk = "{createdAt}", query = "byStatus")
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Gsi.List.class)
public @interface Gsi {

    /** The index name in the table, for example {@code "gsi1"}; several entities may share one. */
    String index();

    /** Partition key template of the index. */
    String pk();

    /** Sort key template of the index. */
    String sk();

    /** Name of the generated query method on the repository. */
    String query();

    /**
     * Says that items stored before this index was added (or before its templates changed) will be
     * given its keys by the repository's {@code reindex}. Only the committed schema file's check
     * reads it (processor option {@code tablesmith.schemaDir}): without it, a new or changed index
     * on an entity the file records is a compile error; with it, a note names the {@code reindex}
     * to run after deploying. It changes nothing else and may stay once the re-index has run.
     */
    boolean reindex() default false;

    /** Holds repeated {@link Gsi} annotations. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {
        Gsi[] value();
    }
}
