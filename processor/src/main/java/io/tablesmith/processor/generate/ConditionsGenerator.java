package io.tablesmith.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.tablesmith.condition.BinaryField;
import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.Condition;
import io.tablesmith.condition.Field;
import io.tablesmith.condition.PresenceField;
import io.tablesmith.condition.SizedField;
import io.tablesmith.condition.StringField;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.TypeModel;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/** Writes {@code <Name>Conditions}: one typed {@code Field} per component, the source of conditions. */
public final class ConditionsGenerator {

    static final ClassName FIELD = ClassName.get(Field.class);
    static final ClassName COMPARABLE_FIELD = ClassName.get(ComparableField.class);
    static final ClassName STRING_FIELD = ClassName.get(StringField.class);
    static final ClassName CONDITION = ClassName.get(Condition.class);
    static final ClassName PRESENCE_FIELD = ClassName.get(PresenceField.class);
    static final ClassName SIZED_FIELD = ClassName.get(SizedField.class);
    static final ClassName BINARY_FIELD = ClassName.get(BinaryField.class);

    private ConditionsGenerator() {
    }

    static ClassName conditionsType(EntityModel entity) {
        return ClassName.get(entity.packageName(), String.join("", entity.recordType().simpleNames()) + "Conditions");
    }

    public static JavaFile generate(EntityModel entity) {
        ClassName record = entity.recordType();
        TypeSpec.Builder type = TypeSpec.classBuilder(conditionsType(entity))
                .addAnnotation(Names.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addOriginatingElement(entity.element())
                .addJavadoc("Typed conditions on the components of {@link $T}, for $L's conditional writes and updates:\n",
                        record, entity.repositoryType().simpleName())
                .addJavadoc("{@code $L.<component>().eq(value).and(...)}. Values are encoded as {@link $T} stores them.\n",
                        conditionsType(entity).simpleName(), entity.schemaType())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        UserNames user = UserNames.of(entity.element(), entity.components());
        java.util.Set<String> constants = new java.util.HashSet<>(List.of(user.reserved()));
        for (ComponentModel component : entity.components()) {
            TypeName fieldType = fieldType(entity, component);
            String constant = constantName(component);
            while (!constants.add(constant)) {
                constant += "_";
            }
            ClassName raw = ((ParameterizedTypeName) fieldType).rawType;
            type.addField(FieldSpec.builder(fieldType, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer(initializer(entity, component, raw))
                    .build());
            MethodSpec.Builder method = MethodSpec.methodBuilder(component.name())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .returns(fieldType)
                    .addJavadoc("Conditions on {@code $L} (stored as {@code $L}).\n", component.name(), component.attribute());
            if (component.renamed()) {
                method.addJavadoc("An item not rewritten since the rename is tested on {@code $L}, as reads take it.\n",
                        String.join("}, else {@code ", component.formerAttributes()));
            }
            component.ifAbsent().ifPresent(value -> method.addJavadoc(
                    "An item without it passes a value condition when its default, {@code $L}, does.\n", value));
            if (component.type() instanceof TypeModel.EpochSeconds) {
                method.addJavadoc("Ordered by the stored epoch seconds: {@code lt(now)} holds for an expired item.\n");
            } else if (!ValueEncoding.supports(component)) {
                method.addJavadoc("Presence$L only: a value condition on it would compare the whole stored value.\n",
                        raw.equals(SIZED_FIELD) ? " and {@code size()}" : "");
            } else if (!ValueEncoding.ordered(component)) {
                method.addJavadoc("Equality, {@code in} and presence only: $L.\n", ValueEncoding.unordered(component));
            } else if (ValueEncoding.dated(component)) {
                method.addJavadoc("Ordered as time for values in the years 0000 to 9999 (a bound outside them is refused);\n")
                        .addJavadoc("equality also matches an item that still holds the value's former text.\n");
            }
            type.addMethod(method.addStatement("return $N", constant).build());
        }
        return user.file(entity.packageName(), type);
    }

    /**
     * The field's construction: a renamed component also names its former attributes, and one with a
     * {@code @DefaultValue} its default, so that its conditions see what reads see.
     */
    private static CodeBlock initializer(EntityModel entity, ComponentModel component, ClassName raw) {
        boolean dated = ValueEncoding.dated(component);
        boolean evolved = component.renamed() || component.ifAbsent().isPresent() || dated;
        CodeBlock names = evolved
                ? CodeBlock.of("$S, $S, $L", component.name(), component.attribute(), formerAttributes(component))
                : CodeBlock.of("$S, $S", component.name(), component.attribute());
        if (!ValueEncoding.supports(component)) {
            return CodeBlock.of("new $T<>($L)", raw, names);
        }
        CodeBlock encoder = CodeBlock.of("value -> $L", ValueEncoding.attributeValue(entity, component, CodeBlock.of("value")));
        boolean takesDefault = evolved && !raw.equals(STRING_FIELD) && !raw.equals(BINARY_FIELD);
        if (dated) {
            return CodeBlock.of("new $T<>($L, $L, $L, $L)", raw, names, component.ifAbsent().orElse(CodeBlock.of("null")),
                    encoder, ValueEncoding.codec(component.type()));
        }
        return takesDefault
                ? CodeBlock.of("new $T<>($L, $L, $L)", raw, names, component.ifAbsent().orElse(CodeBlock.of("null")), encoder)
                : CodeBlock.of("new $T<>($L, $L)", raw, names, encoder);
    }

    private static CodeBlock formerAttributes(ComponentModel component) {
        return CodeBlock.of("$T.of($L)", java.util.List.class, component.formerAttributes().stream()
                .map(name -> CodeBlock.of("$S", name)).collect(CodeBlock.joining(", ")));
    }

    static TypeName fieldType(EntityModel entity, ComponentModel component) {
        ClassName record = entity.recordType();
        if (!ValueEncoding.supports(component)) {
            return ParameterizedTypeName.get(sized(component.type()) ? SIZED_FIELD : PRESENCE_FIELD, record);
        }
        if (component.isString()) {
            return ParameterizedTypeName.get(STRING_FIELD, record);
        }
        TypeName value = component.javaType().box();
        if (component.type() instanceof TypeModel.Scalar scalar
                && (scalar.kind() == TypeModel.ScalarKind.BYTES || scalar.kind() == TypeModel.ScalarKind.SDK_BYTES)) {
            return ParameterizedTypeName.get(BINARY_FIELD, record, value);
        }
        return ParameterizedTypeName.get(ValueEncoding.ordered(component) ? COMPARABLE_FIELD : FIELD, record, value);
    }

    /** Whether DynamoDB's {@code size(...)} applies to the stored form: S, B, SS/NS/BS, L or M. */
    private static boolean sized(TypeModel type) {
        if (type instanceof TypeModel.OptionalOf optional) {
            return sized(optional.value());
        }
        return type instanceof TypeModel.ListOf || type instanceof TypeModel.SetOf || type instanceof TypeModel.MapOf
                || type instanceof TypeModel.RecordOf
                || type instanceof TypeModel.Scalar scalar && (scalar.kind() == TypeModel.ScalarKind.STRING
                        || scalar.kind() == TypeModel.ScalarKind.BYTES || scalar.kind() == TypeModel.ScalarKind.SDK_BYTES
                        || scalar.kind() == TypeModel.ScalarKind.FLOAT_VECTOR);
    }

    private static String constantName(ComponentModel component) {
        return component.name().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }
}
