package io.tablesmith.processor;

import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/** Decides how a component's declared type is stored, or that it cannot be. */
final class TypeClassifier {

    private static final Map<TypeKind, ValueType> PRIMITIVES = Map.of(
            TypeKind.INT, ValueType.INT,
            TypeKind.LONG, ValueType.LONG,
            TypeKind.DOUBLE, ValueType.DOUBLE,
            TypeKind.BOOLEAN, ValueType.BOOLEAN);

    private static final Map<String, ValueType> DECLARED = Map.of(
            "java.lang.String", ValueType.STRING,
            "java.lang.Integer", ValueType.INT,
            "java.lang.Long", ValueType.LONG,
            "java.lang.Double", ValueType.DOUBLE,
            "java.lang.Boolean", ValueType.BOOLEAN,
            "java.math.BigDecimal", ValueType.BIG_DECIMAL,
            "java.time.Instant", ValueType.INSTANT,
            "java.util.UUID", ValueType.UUID);

    private TypeClassifier() {
    }

    static Optional<ValueType> classify(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return Optional.ofNullable(PRIMITIVES.get(type.getKind()));
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return Optional.empty();
        }
        TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
        if (element.getKind() == ElementKind.ENUM) {
            return Optional.of(ValueType.ENUM);
        }
        return Optional.ofNullable(DECLARED.get(element.getQualifiedName().toString()));
    }
}
