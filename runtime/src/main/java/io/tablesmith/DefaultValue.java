package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The value a component reads as when its attribute is absent from a stored item, so that a
 * record can gain a component without migrating the items written before it. The text is
 * checked against the component's type at compile time and becomes a constant of the schema.
 *
 * <pre>{@code
 * public record Job(String id, String title, @DefaultValue("0") int attempts) {}
 * }</pre>
 *
 * <p>The text is written as the component's stored form: a number for numeric components,
 * {@code true} or {@code false}, a constant's name for an enum, ISO-8601 for {@code java.time}
 * types, any text for a {@code String}. Writes are unaffected: a record is stored as it is.
 * Nullable and {@code Optional} components need no default: they read absent as {@code null}
 * or empty.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface DefaultValue {

    /** The value, in the component's stored text form. */
    String value();
}
