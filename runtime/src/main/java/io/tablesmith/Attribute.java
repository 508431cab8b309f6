package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a record component under another attribute name than the component's own, and names
 * the attributes it was stored under before a rename.
 *
 * <pre>{@code
 * @Attribute(value = "title", formerly = "name") String title   // written as "title"; items stored with "name" still read
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Attribute {

    /** The attribute name in the stored item. */
    String value();

    /**
     * Names the component was stored under before, read in this order when the current name is
     * absent. Writes use only the current name, so a rewritten item carries only that.
     */
    String[] formerly() default {};
}
