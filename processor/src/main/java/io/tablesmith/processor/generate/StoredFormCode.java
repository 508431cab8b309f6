package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import io.tablesmith.internal.StoredForms;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.model.TypeModel.ScalarKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The schema's {@code asStored}: the record a read returns of what a write stored, which every
 * write returns. Decided at compile time from the components' types: a record whose every value reads
 * back equal to itself (text, integral numbers, enums, the time types stored as text, ...) needs no
 * method, the interface's default returns it as it is, at no cost. A record that can hold a value a
 * read gives back otherwise (a {@code BigDecimal} with trailing zeros or an exponent, a {@code -0.0},
 * a {@code @Ttl Instant} with a fraction of a second, a {@code null} set or {@code Optional}, and
 * anything inside a converter, or a nested record or container of such) decodes the written item
 * with its numbers as DynamoDB keeps them; where each such component has a cheap check that its value
 * is already as stored, the decoding runs only when one is not.
 */
final class StoredFormCode {

    private static final ClassName STORED_FORMS = ClassName.get(StoredForms.class);

    private StoredFormCode() {
    }

    /**
     * The {@code asStored} override of the entity's schema, or empty when every value of the record
     * reads back equal to itself.
     *
     * @param decode the schema's private method that decodes an {@code ItemReader}
     */
    static Optional<MethodSpec> asStored(EntityModel entity, String decode) {
        List<ComponentModel> differing = entity.components().stream().filter(component -> !readsBackEqual(component)).toList();
        if (differing.isEmpty()) {
            return Optional.empty();
        }
        MethodSpec.Builder method = MethodSpec.methodBuilder("asStored")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(entity.recordType())
                .addParameter(entity.recordType(), "entity")
                .addParameter(ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class),
                        Names.ATTRIBUTE_VALUE), "item")
                .addJavadoc("The record a read returns once {@code item} is stored: decoded with its numbers as DynamoDB keeps\n"
                        + "them, since $L can hold a value that reads back otherwise.\n",
                        differing.stream().map(component -> "{@code " + component.name() + "}")
                                .collect(Collectors.joining(", ")));
        List<CodeBlock> checks = new ArrayList<>();
        boolean checkable = true;
        for (ComponentModel component : differing) {
            CodeBlock check = asStoredCheck(component);
            checkable &= check != null;
            checks.add(check);
        }
        if (checkable) {
            method.beginControlFlow("if ($L)", CodeBlock.join(checks, " && "))
                    .addStatement("return entity")
                    .endControlFlow();
        }
        return Optional.of(method
                .addStatement("return $N(new $T(ENTITY_TYPE, $T.normalized(item)))", decode, Names.ITEM_READER, STORED_FORMS)
                .build());
    }

    /** Whether every value of the component, {@code null} included, reads back equal to itself. */
    private static boolean readsBackEqual(ComponentModel component) {
        return exact(component.type()) && !absentReadsOtherwise(component);
    }

    /**
     * Whether a {@code null} of the component reads back as something else: an empty set or
     * {@code Optional}. (A {@code @DefaultValue} is only on primitives, which a write always stores.)
     */
    private static boolean absentReadsOtherwise(ComponentModel component) {
        return component.nullable() && (component.type() instanceof TypeModel.SetOf
                || component.type() instanceof TypeModel.OptionalOf);
    }

    /** Whether every non-null value of the type reads back equal to itself. */
    private static boolean exact(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return !normalizedNumber(scalar.kind());
        }
        if (type instanceof TypeModel.OptionalOf optional) {
            return exact(optional.value());
        }
        if (type instanceof TypeModel.ListOf list) {
            return exactElement(list.element());
        }
        if (type instanceof TypeModel.SetOf set) {
            return exact(set.element());
        }
        if (type instanceof TypeModel.MapOf map) {
            return exactElement(map.value());
        }
        if (type instanceof TypeModel.RecordOf record) {
            return record.components().stream().allMatch(StoredFormCode::readsBackEqual);
        }
        if (type instanceof TypeModel.Compressed compressed) {
            return exact(compressed.value());
        }
        // A converter's stored form is the user's, and a @Ttl Instant keeps whole seconds.
        return false;
    }

    /** A container's element, which may be {@code null} (stored as NULL): a set's {@code null} is not counted on. */
    private static boolean exactElement(TypeModel element) {
        return exact(element) && !(element instanceof TypeModel.SetOf);
    }

    /** The number types whose value a read may give back in another form: DynamoDB keeps the value, not the text. */
    private static boolean normalizedNumber(ScalarKind kind) {
        return kind == ScalarKind.BIG_DECIMAL || kind == ScalarKind.DOUBLE || kind == ScalarKind.FLOAT;
    }

    /**
     * The expression that is true when the component's value reads back equal to itself, or
     * {@code null} when there is no cheap one (the item is then decoded on every write).
     */
    private static CodeBlock asStoredCheck(ComponentModel component) {
        CodeBlock value = CodeBlock.of("entity.$N()", component.name());
        TypeModel type = component.type();
        CodeBlock present = absentReadsOtherwise(component) ? CodeBlock.of("$L != null", value) : null;
        if (type instanceof TypeModel.OptionalOf optional) {
            type = optional.value();
            value = CodeBlock.of("$L.orElse(null)", value);
        }
        CodeBlock valueCheck;
        if (exact(type)) {
            valueCheck = null;
        } else if (type instanceof TypeModel.Scalar scalar && normalizedNumber(scalar.kind())) {
            valueCheck = CodeBlock.of("$T.isNormal($L)", STORED_FORMS, value);
        } else if (type instanceof TypeModel.EpochSeconds) {
            valueCheck = CodeBlock.of("$T.wholeSeconds($L)", STORED_FORMS, value);
        } else {
            return null;
        }
        if (present == null) {
            return valueCheck;
        }
        return valueCheck == null ? present : CodeBlock.of("$L && $L", present, valueCheck);
    }
}
