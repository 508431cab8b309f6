package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Optimistic locking on an integral component ({@code long}, {@code int} or their boxes).
 * {@code create} stores version 1; {@code put}, {@code replace} and {@code delete} succeed
 * only while the stored version equals the record's, and store it incremented. A lost race
 * fails with {@link OptimisticLockException}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Version {
}
