package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.TypeModel;
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
            TypeModel.ScalarKind.SHORT, TypeModel.ScalarKind.INT, TypeModel.ScalarKind.LONG, TypeModel.ScalarKind.EPOCH_SECONDS_LONG, TypeModel.ScalarKind.FLOAT,
            TypeModel.ScalarKind.DOUBLE, TypeModel.ScalarKind.BIG_INTEGER, TypeModel.ScalarKind.BIG_DECIMAL);

    /** The time types whose stored form sorts as their values: fixed-width text, or a number for {@code Year}. */
    private static final Set<TypeModel.ScalarKind> TIMES = EnumSet.of(TypeModel.ScalarKind.INSTANT,
            TypeModel.ScalarKind.LOCAL_DATE, TypeModel.ScalarKind.LOCAL_DATE_TIME, TypeModel.ScalarKind.LOCAL_TIME,
            TypeModel.ScalarKind.YEAR_MONTH, TypeModel.ScalarKind.YEAR);

    private static final ClassName COMPONENT_VALUES = ClassName.get(ComponentValues.class);

    private ValueEncoding() {
    }

    /**
     * Whether conditions and updates can name the component: a single value (a scalar, a TTL
     * time or a converted value). Containers and nested records are written whole by
     * {@code put} and {@code replace}; typed updates of their parts are not generated yet.
     */
    static boolean supports(ComponentModel component) {
        return component.type() instanceof TypeModel.Scalar scalar && scalar.kind() != TypeModel.ScalarKind.FLOAT_VECTOR
                || component.type() instanceof TypeModel.EpochSeconds
                || component.type() instanceof TypeModel.Converted;
    }

    /**
     * The expression for the stored form of {@code value}, a non-null expression of the
     * component's type (or its box).
     */
    static CodeBlock attributeValue(EntityModel entity, ComponentModel component, CodeBlock value) {
        return encode(entity, component, codec(component.type()), value);
    }

    /** A value DynamoDB cannot store fails as {@code ItemEncodeException} naming the entity and attribute. */
    private static CodeBlock encode(EntityModel entity, ComponentModel component, CodeBlock codec, CodeBlock value) {
        return CodeBlock.of("$T.encode($T.ENTITY_TYPE, $S, $L, $L)", COMPONENT_VALUES, entity.schemaType(),
                component.attribute(), codec, value);
    }

    static CodeBlock codec(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind() == TypeModel.ScalarKind.ENUM
                    ? CodeBlock.of("$T.enumOf($L)", Names.CODECS, Names.values(scalar.javaType()))
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

    /** Whether the component is a list of single values, which an update can append to. */
    static boolean appendable(ComponentModel component) {
        return component.type() instanceof TypeModel.ListOf list && list.element() instanceof TypeModel.Scalar;
    }

    /**
     * Whether the component is a set stored as DynamoDB's SS, NS or BS, whose elements an update
     * can add and delete. Sets of booleans are stored as lists, which have no such operations.
     */
    static boolean elementSet(ComponentModel component) {
        return component.type() instanceof TypeModel.SetOf set && set.element() instanceof TypeModel.Scalar scalar
                && scalar.kind() != TypeModel.ScalarKind.BOOLEAN;
    }

    /** The expression for the stored form of a list or set {@code value} of an appendable or element-set component. */
    static CodeBlock containerValue(EntityModel entity, ComponentModel component, CodeBlock value) {
        if (component.type() instanceof TypeModel.ListOf list) {
            return encode(entity, component, CodeBlock.of("$T.list($L)", Names.CODECS, codec(list.element())), value);
        }
        if (component.type() instanceof TypeModel.SetOf set) {
            return encode(entity, component, CodeBlock.of("$T.set($L)", Names.CODECS, codec(set.element())), value);
        }
        throw new IllegalArgumentException("not a list or set: " + component.type());
    }

    /**
     * Whether the stored order of the component is the order of its values: numbers, strings, a
     * {@code @Ttl Instant}, and the time types stored fixed width or as a number (within the
     * years 0000 to 9999, which conditions and ranges check at run time).
     */
    static boolean ordered(ComponentModel component) {
        return numeric(component) || component.isString() || component.type() instanceof TypeModel.EpochSeconds
                || component.type() instanceof TypeModel.Scalar scalar && TIMES.contains(scalar.kind());
    }

    /**
     * Whether the component's stored text may have a former form or sorts only within a range of
     * years, so that its condition field takes the codec to ask ({@code Field}'s last argument).
     */
    static boolean dated(ComponentModel component) {
        return component.type() instanceof TypeModel.Scalar scalar && scalar.kind() != TypeModel.ScalarKind.LOCAL_TIME
                && scalar.kind() != TypeModel.ScalarKind.YEAR && TIMES.contains(scalar.kind());
    }

    /**
     * Why a single-value component has no order conditions and no natural-index ranges, for
     * their Javadoc; {@code null} when it has them.
     */
    static String unordered(ComponentModel component) {
        if (ordered(component)) {
            return null;
        }
        if (!(component.type() instanceof TypeModel.Scalar scalar)) {
            return "its converter decides the stored form, whose order the compiler cannot know";
        }
        return switch (scalar.kind()) {
            case OFFSET_DATE_TIME -> "its text keeps the offset, so values with different offsets do not sort as time; "
                    + "store an Instant to sort";
            case DURATION -> "its text (PT1H30M) does not sort like the durations; store a long of seconds to sort";
            case UUID -> "its text does not sort like UUID.compareTo";
            case ENUM -> "it is stored by constant name, which sorts by name, not by declaration order";
            case BOOLEAN -> "it is stored as BOOL, which has no order";
            case CHAR -> "order conditions are offered on strings, numbers and times; declare a String to compare order";
            case BYTES, SDK_BYTES -> "binary values have no order in Java to compare with; store a String or a number to sort";
            default -> "its stored form does not sort like its values";
        };
    }

    /** Whether the component can take an atomic {@code ADD}. */
    static boolean numeric(ComponentModel component) {
        return component.type() instanceof TypeModel.Scalar scalar && NUMBERS.contains(scalar.kind());
    }
}
