package io.tablesmith;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a component through an {@link AttributeConverter}. The converter must be a public,
 * concrete class with a public no-argument constructor whose type argument is the component's
 * type; the processor checks this at compile time. Works on entity components and on the
 * components of nested records.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Convert {

    /** The converter class. */
    Class<? extends AttributeConverter<?>> value();
}
