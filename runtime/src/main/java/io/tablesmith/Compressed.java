package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a {@code String}, {@code byte[]} or nested-record component gzip-compressed, as a
 * binary (B) attribute. Reads accept both the compressed and the plain form, so compression
 * can be turned on for a component that already has stored items. Worth it for large,
 * repetitive values (a kilobyte and more); small values can grow.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Compressed {
}
