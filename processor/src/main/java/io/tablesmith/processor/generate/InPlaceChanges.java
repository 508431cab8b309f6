package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeName;
import io.tablesmith.ConditionFailedException;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.Words;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * The update builder's changes the database applies to the stored value itself, without a read
 * first: {@code add<Name>} (an atomic counter), {@code appendTo<Name>} (list_append),
 * {@code addTo<Name>} and {@code deleteFrom<Name>} (set ADD and DELETE).
 */
final class InPlaceChanges {

    private static final ClassName CONDITION_FAILED = ClassName.get(ConditionFailedException.class);
    /** Integral types whose adds are bounded by the type's range, with the box holding the bounds. */
    private static final Map<TypeName, TypeName> BOUNDED_BOXES = Map.of(
            TypeName.BYTE, TypeName.BYTE.box(), TypeName.SHORT, TypeName.SHORT.box(),
            TypeName.INT, TypeName.INT.box(), TypeName.LONG, TypeName.LONG.box());

    private final EntityModel entity;
    private final ClassName updateType;

    InPlaceChanges(EntityModel entity, ClassName updateType) {
        this.entity = entity;
        this.updateType = updateType;
    }

    /**
     * Whether the database can change the stored value in place: not for a renamed component
     * (an old item holds it under another name) nor for a default other than zero (DynamoDB
     * counts an absent number as zero and an absent list or set as empty).
     */
    static boolean possible(ComponentModel component) {
        return !component.renamed() && component.ifAbsent()
                .map(literal -> literal.toString().matches("(\\(\\w+\\) )?0(L|\\.0f?)?")).orElse(true);
    }

    /** An element-wise change of a list or set component, applied by the database. */
    MethodSpec containerChange(String prefix, String action, ComponentModel component, String parameter,
                                       String javadoc) {
        return MethodSpec.methodBuilder(prefix + Words.capitalize(component.name()))
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameter(component.javaType(), parameter)
                .addJavadoc(javadoc, component.name())
                .addJavadoc("\n@param $N the elements\n@return this builder\n", parameter)
                .addStatement("$T.requireNonNull($N, $S)", Objects.class, parameter, parameter)
                .beginControlFlow("if (!$N.isEmpty())", parameter)
                .addStatement("this.changes.$N($S, $L)", action, component.attribute(),
                        ValueEncoding.containerValue(entity, component, CodeBlock.of("$N", parameter)))
                .endControlFlow()
                .addStatement("return this")
                .build();
    }

    MethodSpec adder(ComponentModel component) {
        TypeName type = component.javaType().isBoxedPrimitive() ? component.javaType().unbox() : component.javaType();
        MethodSpec.Builder method = MethodSpec.methodBuilder("add" + Words.capitalize(component.name()))
                .addModifiers(Modifier.PUBLIC)
                .returns(updateType)
                .addParameter(type, "delta")
                .addJavadoc("Adds {@code delta} to {@code $L} atomically, in the database (an atomic counter)$L.\n",
                        component.name(), component.nullable() ? "; an absent value counts as 0" : "")
                .addJavadoc("\n@param delta the amount to add; negative to subtract\n@return this builder\n");
        if (!type.isPrimitive()) {
            method.addStatement("$T.requireNonNull(delta, $S)", Objects.class, "delta");
        }
        TypeName bounded = BOUNDED_BOXES.get(type);
        if (bounded != null) {
            // The database refuses an add that would leave the Java type's range, so no item
            // is stored that the record could not read back.
            return method.addJavadoc("@throws $T when the result would not fit {@code $L}; nothing is written\n",
                            CONDITION_FAILED, type)
                    .addStatement("this.changes.add($S, delta, $T.MIN_VALUE, $T.MAX_VALUE, $S)", component.attribute(),
                            bounded, bounded, type.toString())
                    .addStatement("return this")
                    .build();
        }
        CodeBlock encoded = ValueEncoding.attributeValue(entity, component, CodeBlock.of("delta"));
        if (type.equals(TypeName.FLOAT)) {
            // A float holds less than DynamoDB stores: the add is bounded by the float's range, as integral adds by theirs.
            return method.addJavadoc("@throws $T when the result would not fit {@code float}; nothing is written\n", CONDITION_FAILED)
                    .addStatement("this.changes.add($S, $L, $T.MAX_VALUE, $S)", component.attribute(), encoded, Float.class, "float")
                    .addStatement("return this")
                    .build();
        }
        return method.addJavadoc("@throws $T when the result would leave DynamoDB's number range; nothing is written\n",
                        CONDITION_FAILED)
                .addStatement("this.changes.add($S, $L)", component.attribute(), encoded)
                .addStatement("return this")
                .build();
    }
}
