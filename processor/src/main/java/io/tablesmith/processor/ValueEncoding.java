package io.tablesmith.processor;

import com.squareup.javapoet.CodeBlock;
import java.util.EnumSet;
import java.util.Set;

/**
 * The one place that writes the Java expression turning a component value into the
 * {@code AttributeValue} its schema stores. Conditions, updates and transitions all go through
 * {@link #attributeValue}, which uses the same codecs as the generated schema, so a condition
 * compares with, and an update writes, exactly what {@code toItem} stores.
 */
final class ValueEncoding {

    private static final Set<TypeModel.ScalarKind> NUMBERS = EnumSet.of(TypeModel.ScalarKind.BYTE,
            TypeModel.ScalarKind.SHORT, TypeModel.ScalarKind.INT, TypeModel.ScalarKind.LONG, TypeModel.ScalarKind.FLOAT,
            TypeModel.ScalarKind.DOUBLE, TypeModel.ScalarKind.BIG_INTEGER, TypeModel.ScalarKind.BIG_DECIMAL);

    private ValueEncoding() {
    }

    /**
     * Whether conditions and updates can name the component: a single value (a scalar, a TTL
     * time or a converted value). Containers and nested records are written whole by
     * {@code put} and {@code replace}; typed updates of their parts are not generated yet.
     */
    static boolean supports(ComponentModel component) {
        return component.type() instanceof TypeModel.Scalar
                || component.type() instanceof TypeModel.EpochSeconds
                || component.type() instanceof TypeModel.Converted;
    }

    /**
     * The expression for the stored form of {@code value}, a non-null expression of the
     * component's type (or its box).
     */
    static CodeBlock attributeValue(ComponentModel component, CodeBlock value) {
        return CodeBlock.of("$L.write($L)", codec(component.type()), value);
    }

    private static CodeBlock codec(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind() == TypeModel.ScalarKind.ENUM
                    ? CodeBlock.of("$T.enumOf($T.values())", Names.CODECS, scalar.javaType())
                    : CodeBlock.of("$T.$N", Names.CODECS, scalar.kind().codec());
        }
        if (type instanceof TypeModel.Converted converted) {
            return CodeBlock.of("$T.converted(new $T())", Names.CODECS, converted.converter());
        }
        if (type instanceof TypeModel.EpochSeconds) {
            return CodeBlock.of("$T.EPOCH_SECONDS", Names.CODECS);
        }
        throw new IllegalArgumentException("no single-value encoding for " + type);
    }

    /** Whether the stored order of the component is the order of its values (numbers and strings). */
    static boolean ordered(ComponentModel component) {
        return numeric(component) || component.isString();
    }

    /** Whether the component can take an atomic {@code ADD}. */
    static boolean numeric(ComponentModel component) {
        return component.type() instanceof TypeModel.Scalar scalar && NUMBERS.contains(scalar.kind());
    }
}
