package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as an item type of a single-table design. The annotation processor
 * generates {@code <Name>Keys}, {@code <Name>Schema} and {@code <Name>Repository} beside it.
 *
 * <pre>{@code
 * @Entity(type = "JOB")
 * @Key(pk = "JOB#{id}", sk = "METADATA")
 * public record Job(String id, String title) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Entity {

    /**
     * The entity type stored in every item's {@code _et} attribute. It tells items of
     * different types apart when they share a partition, so it must be unique per table.
     */
    String type();
}
