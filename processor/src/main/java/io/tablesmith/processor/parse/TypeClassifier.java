package io.tablesmith.processor.parse;

import static io.tablesmith.processor.parse.AnnotationNames.COMPRESSED;
import static io.tablesmith.processor.parse.AnnotationNames.CONVERT;
import static io.tablesmith.processor.parse.AnnotationNames.TTL;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.AttributeConverter;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.model.Words;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Decides how a component's type is stored (its {@link TypeModel}), following containers
 * and nested records, or reports why it cannot be. One instance serves one entity: it
 * remembers the nested records it has seen, to classify each once and to find cycles.
 */
public final class TypeClassifier {


    private static final Map<TypeKind, TypeModel.ScalarKind> PRIMITIVES = Map.of(
            TypeKind.BOOLEAN, TypeModel.ScalarKind.BOOLEAN,
            TypeKind.BYTE, TypeModel.ScalarKind.BYTE,
            TypeKind.SHORT, TypeModel.ScalarKind.SHORT,
            TypeKind.CHAR, TypeModel.ScalarKind.CHAR,
            TypeKind.INT, TypeModel.ScalarKind.INT,
            TypeKind.LONG, TypeModel.ScalarKind.LONG,
            TypeKind.FLOAT, TypeModel.ScalarKind.FLOAT,
            TypeKind.DOUBLE, TypeModel.ScalarKind.DOUBLE);

    private static final Map<String, TypeModel.ScalarKind> DECLARED = Map.ofEntries(
            Map.entry("java.lang.String", TypeModel.ScalarKind.STRING),
            Map.entry("java.lang.Boolean", TypeModel.ScalarKind.BOOLEAN),
            Map.entry("java.lang.Byte", TypeModel.ScalarKind.BYTE),
            Map.entry("java.lang.Short", TypeModel.ScalarKind.SHORT),
            Map.entry("java.lang.Character", TypeModel.ScalarKind.CHAR),
            Map.entry("java.lang.Integer", TypeModel.ScalarKind.INT),
            Map.entry("java.lang.Long", TypeModel.ScalarKind.LONG),
            Map.entry("java.lang.Float", TypeModel.ScalarKind.FLOAT),
            Map.entry("java.lang.Double", TypeModel.ScalarKind.DOUBLE),
            Map.entry("java.math.BigInteger", TypeModel.ScalarKind.BIG_INTEGER),
            Map.entry("java.math.BigDecimal", TypeModel.ScalarKind.BIG_DECIMAL),
            Map.entry("java.util.UUID", TypeModel.ScalarKind.UUID),
            Map.entry("java.time.Instant", TypeModel.ScalarKind.INSTANT),
            Map.entry("java.time.LocalDate", TypeModel.ScalarKind.LOCAL_DATE),
            Map.entry("java.time.LocalDateTime", TypeModel.ScalarKind.LOCAL_DATE_TIME),
            Map.entry("java.time.LocalTime", TypeModel.ScalarKind.LOCAL_TIME),
            Map.entry("java.time.YearMonth", TypeModel.ScalarKind.YEAR_MONTH),
            Map.entry("java.time.Year", TypeModel.ScalarKind.YEAR),
            Map.entry("java.time.OffsetDateTime", TypeModel.ScalarKind.OFFSET_DATE_TIME),
            Map.entry("java.time.Duration", TypeModel.ScalarKind.DURATION),
            Map.entry("software.amazon.awssdk.core.SdkBytes", TypeModel.ScalarKind.SDK_BYTES));

    private final Elements elements;
    private final Types types;
    private final Annotations annotations;
    private final ErrorReporter reporter;
    private final String packageName;
    private final Deque<TypeElement> enclosingRecords = new ArrayDeque<>();
    private final Map<String, Optional<TypeModel>> records = new HashMap<>();

    TypeClassifier(Elements elements, Types types, ErrorReporter reporter, TypeElement entity) {
        this.elements = elements;
        this.types = types;
        this.annotations = new Annotations(elements);
        this.reporter = reporter;
        this.packageName = elements.getPackageOf(entity).getQualifiedName().toString();
        enclosingRecords.push(entity);
    }

    /**
     * The stored form of a record component, honouring its {@code @Convert}, {@code @Compressed}
     * and {@code @Ttl}; empty when an error was reported.
     */
    Optional<TypeModel> component(RecordComponentElement component) {
        String name = component.getSimpleName().toString();
        Optional<AnnotationMirror> convert = annotations.find(component, CONVERT);
        Optional<AnnotationMirror> compressed = annotations.find(component, COMPRESSED);
        Optional<AnnotationMirror> ttl = annotations.find(component, TTL);
        if (convert.isPresent()) {
            if (compressed.isPresent()) {
                reporter.error(component, compressed.get(), Message.CONVERT_COMBINED, name, "Compressed",
                        "the converter decides the stored form");
                return Optional.empty();
            }
            if (ttl.isPresent()) {
                reporter.error(component, ttl.get(), Message.CONVERT_COMBINED, name, "Ttl",
                        "the expiry is always stored as epoch seconds");
                return Optional.empty();
            }
            return converter(component, convert.get());
        }
        if (ttl.isPresent()) {
            return ttl(component, ttl.get(), compressed);
        }
        Optional<TypeModel> type = type(component.asType(), component, true);
        if (type.isPresent() && compressed.isPresent()) {
            if (!compressible(type.get())) {
                reporter.error(component, compressed.get(), Message.COMPRESSED_TYPE, name, Words.withArticle(component.asType()));
                return Optional.empty();
            }
            return Optional.of(new TypeModel.Compressed(type.get()));
        }
        return type;
    }

    private static boolean compressible(TypeModel type) {
        return type instanceof TypeModel.RecordOf
                || type instanceof TypeModel.Scalar scalar
                && (scalar.kind() == TypeModel.ScalarKind.STRING || scalar.kind() == TypeModel.ScalarKind.BYTES);
    }

    private Optional<TypeModel> ttl(RecordComponentElement component, AnnotationMirror ttl,
                                    Optional<AnnotationMirror> compressed) {
        String name = component.getSimpleName().toString();
        TypeMirror type = component.asType();
        if (compressed.isPresent()) {
            reporter.error(component, compressed.get(), Message.COMPRESSED_TYPE, name, "a @Ttl " + type);
            return Optional.empty();
        }
        String typeName = type.getKind() == TypeKind.DECLARED
                ? ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().toString() : "";
        if (typeName.equals("java.time.Instant")) {
            return Optional.of(new TypeModel.EpochSeconds());
        }
        if (type.getKind() == TypeKind.LONG || typeName.equals("java.lang.Long")) {
            return Optional.of(new TypeModel.Scalar(TypeModel.ScalarKind.EPOCH_SECONDS_LONG, TypeName.LONG.box()));
        }
        reporter.error(component, ttl, Message.TTL_TYPE, name, Words.withArticle(type));
        return Optional.empty();
    }

    private Optional<TypeModel> type(TypeMirror type, RecordComponentElement component, boolean own) {
        if (type.getKind().isPrimitive()) {
            return Optional.of(new TypeModel.Scalar(PRIMITIVES.get(type.getKind()), TypeName.get(type).box()));
        }
        if (type.getKind() == TypeKind.ARRAY) {
            if (((javax.lang.model.type.ArrayType) type).getComponentType().getKind() == TypeKind.BYTE) {
                return Optional.of(new TypeModel.Scalar(TypeModel.ScalarKind.BYTES, ArrayTypeName.of(TypeName.BYTE)));
            }
            if (((javax.lang.model.type.ArrayType) type).getComponentType().getKind() == TypeKind.FLOAT) {
                return Optional.of(new TypeModel.Scalar(TypeModel.ScalarKind.FLOAT_VECTOR, ArrayTypeName.of(TypeName.FLOAT)));
            }
            return unsupported(component, " (arrays other than byte[] and float[] are not stored; use a List)");
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return unsupported(component, type.getKind() == TypeKind.TYPEVAR
                    ? " (" + type + " is a type variable; a stored value needs a concrete type)" : "");
        }
        DeclaredType declared = (DeclaredType) type;
        TypeElement element = (TypeElement) declared.asElement();
        String name = element.getQualifiedName().toString();
        TypeModel.ScalarKind scalar = DECLARED.get(name);
        if (scalar != null) {
            return Optional.of(new TypeModel.Scalar(scalar, TypeName.get(type)));
        }
        if (element.getKind() == ElementKind.ENUM) {
            return Optional.of(new TypeModel.Scalar(TypeModel.ScalarKind.ENUM, TypeName.get(type)));
        }
        if (element.getKind() == ElementKind.RECORD) {
            return record(element, component);
        }
        List<? extends TypeMirror> arguments = declared.getTypeArguments();
        if (!List.of("java.util.Optional", "java.util.List", "java.util.Set", "java.util.Map").contains(name)) {
            return unsupported(component, name.startsWith("java.util.") && !name.equals("java.util.UUID")
                    ? " (declare the interface: List, Set or Map)" : "");
        }
        if (arguments.isEmpty()) {
            return unsupported(component, " (" + element.getSimpleName() + " needs its type argument, for example "
                    + element.getSimpleName() + "<String>)");
        }
        for (TypeMirror argument : arguments) {
            if (argument.getKind() == TypeKind.WILDCARD) {
                return unsupported(component, " (write the type argument itself, not a wildcard such as " + argument + ")");
            }
        }
        TypeName javaType = TypeName.get(type);
        TypeMirror first = arguments.get(0);
        switch (name) {
            case "java.util.Optional" -> {
                String problem = !own ? "Optional can only be a component's own type, not inside a List, Set or Map"
                        : isA(first, "java.util.Optional") ? "an Optional inside an Optional cannot be stored (empty is not stored)"
                        : isA(first, "java.util.Set") ? "an empty set is not stored, so it already means absent: use the Set itself"
                        : null;
                if (problem != null) {
                    reporter.error(component, Message.OPTIONAL_MISPLACED, component.getSimpleName(), component.asType(), problem);
                    return Optional.empty();
                }
                return type(first, component, false).map(value -> new TypeModel.OptionalOf(value, javaType));
            }
            case "java.util.List" -> {
                return type(first, component, false).map(value -> new TypeModel.ListOf(value, javaType));
            }
            case "java.util.Set" -> {
                if (first.getKind() == TypeKind.ARRAY) {
                    return unsupported(component, " (byte[] has no value equality, so a Set cannot hold it; use Set<SdkBytes> or List<byte[]>)");
                }
                return type(first, component, false).map(value -> new TypeModel.SetOf(value, javaType));
            }
            default -> {
                if (!isA(first, "java.lang.String")) {
                    reporter.error(component, Message.MAP_KEY_TYPE, component.getSimpleName(), component.asType());
                    return Optional.empty();
                }
                return type(arguments.get(1), component, false).map(value -> new TypeModel.MapOf(value, javaType));
            }
        }
    }

    private Optional<TypeModel> record(TypeElement record, RecordComponentElement component) {
        String name = record.getQualifiedName().toString();
        if (annotations.find(record, AnnotationNames.ENTITY).isPresent()) {
            reporter.error(component, Message.NESTED_ENTITY, component.getSimpleName(), component.asType(), record.getSimpleName());
            return Optional.empty();
        }
        if (enclosingRecords.contains(record)) {
            List<String> path = new ArrayList<>();
            enclosingRecords.descendingIterator().forEachRemaining(enclosing -> path.add(enclosing.getSimpleName().toString()));
            path.add(record.getSimpleName().toString());
            reporter.error(component, Message.RECORD_CYCLE, component.getSimpleName(), record.getSimpleName(),
                    path.stream().collect(Collectors.joining(" -> ")));
            return Optional.empty();
        }
        if (records.containsKey(name)) {
            return records.get(name);
        }
        String[] problem = accessProblem(record);
        if (problem != null) {
            reporter.error(component, Message.NESTED_RECORD_INACCESSIBLE, component.getSimpleName(), name, problem[0],
                    packageName, problem[1]);
            return Optional.empty();
        }
        enclosingRecords.push(record);
        Optional<TypeModel> result;
        try {
            result = recordComponents(record).map(components -> new TypeModel.RecordOf(ClassName.get(record), components));
        } finally {
            enclosingRecords.pop();
        }
        records.put(name, result);
        return result;
    }

    private Optional<List<ComponentModel>> recordComponents(TypeElement record) {
        List<ComponentModel> components = new ArrayList<>();
        Map<String, String> attributeOwners = new HashMap<>();
        boolean valid = true;
        for (RecordComponentElement element : record.getRecordComponents()) {
            String name = element.getSimpleName().toString();
            Optional<TypeModel> type = component(element);
            Optional<String> attribute = attributeName(element, attributeOwners, List.of());
            if (type.isEmpty() || attribute.isEmpty()) {
                valid = false;
                continue;
            }
            components.add(new ComponentModel(name, attribute.get(), type.get(), TypeName.get(element.asType()),
                    element.asType().getKind().isPrimitive()));
        }
        return valid ? new EvolutionParser(elements, reporter).evolve(record, components, List.of()) : Optional.empty();
    }

    /**
     * The stored name of a component ({@code @Attribute} or its own name), checked to be
     * non-empty, unique within its record and not one of {@code reserved}; empty when reported.
     */
    Optional<String> attributeName(RecordComponentElement element, Map<String, String> owners, List<String> reserved) {
        String name = element.getSimpleName().toString();
        Optional<AnnotationMirror> stored = annotations.find(element, AnnotationNames.ATTRIBUTE);
        String attribute = stored.map(mirror -> annotations.string(mirror, "value")).orElse(name);
        String problem = null;
        if (attribute.isEmpty()) {
            problem = "an attribute name cannot be empty; write the name to store the component under";
        } else if (reserved.contains(attribute)) {
            problem = "\"" + attribute + "\" is a table attribute Tablesmith writes itself ("
                    + String.join(", ", reserved) + "); " + (stored.isPresent()
                            ? "choose another name" : "rename the component or store it under another name with @Attribute");
        } else if (owners.containsKey(attribute)) {
            problem = "component '" + owners.get(attribute) + "' is already stored as \"" + attribute
                    + "\"; give each component its own attribute name";
        }
        if (problem != null) {
            reporter.error(element, stored.orElse(null), "value", Message.ATTRIBUTE_NAME_INVALID, attribute, name, problem);
            return Optional.empty();
        }
        owners.put(attribute, name);
        return Optional.of(attribute);
    }

    /** What keeps the generated schema from constructing the record, and the fix; null when nothing does. */
    private String[] accessProblem(TypeElement record) {
        if (!record.getTypeParameters().isEmpty()) {
            return new String[] {"has type parameters", "Remove the type parameters: a stored map has one concrete shape."};
        }
        boolean samePackage = elements.getPackageOf(record).getQualifiedName().contentEquals(packageName);
        Element current = record;
        while (current instanceof TypeElement type) {
            if (type.getModifiers().contains(javax.lang.model.element.Modifier.PRIVATE)) {
                return type.equals(record)
                        ? new String[] {"is private", "Remove `private` from record " + record.getSimpleName() + "."}
                        : new String[] {"is nested in private " + type.getSimpleName(),
                                "Remove `private` from " + type.getSimpleName() + ", or move the record out of it."};
            }
            if (!samePackage && !type.getModifiers().contains(javax.lang.model.element.Modifier.PUBLIC)) {
                return new String[] {"is not public", "Declare " + type.getSimpleName() + " public."};
            }
            current = type.getEnclosingElement();
        }
        return current instanceof PackageElement ? null
                : new String[] {"is local to a method", "Move it out of the method, to the top level or into a class."};
    }

    private Optional<TypeModel> converter(RecordComponentElement component, AnnotationMirror convert) {
        TypeMirror converterType = annotations.type(convert, "value");
        TypeMirror componentType = component.asType().getKind().isPrimitive()
                ? types.boxedClass((javax.lang.model.type.PrimitiveType) component.asType()).asType()
                : component.asType();
        String shown = converterType == null ? "?" : converterType.toString();
        String problem = converterType == null || converterType.getKind() != TypeKind.DECLARED
                ? "it is not a class"
                : converterProblem((TypeElement) ((DeclaredType) converterType).asElement(), componentType);
        if (problem != null) {
            reporter.error(component, convert, "value", Message.CONVERTER_INVALID, shown,
                    component.getSimpleName(), problem, componentType);
            return Optional.empty();
        }
        TypeElement converter = (TypeElement) ((DeclaredType) converterType).asElement();
        return Optional.of(new TypeModel.Converted(ClassName.get(converter), TypeName.get(componentType)));
    }

    private String converterProblem(TypeElement converter, TypeMirror componentType) {
        if (converter.getKind() != ElementKind.CLASS) {
            return "it is " + (converter.getKind() == ElementKind.INTERFACE ? "an interface" : "not a class");
        }
        if (converter.getModifiers().contains(javax.lang.model.element.Modifier.ABSTRACT)) {
            return "it is abstract";
        }
        if (!converter.getTypeParameters().isEmpty()) {
            return "it has type parameters";
        }
        for (Element current = converter; current instanceof TypeElement type; current = current.getEnclosingElement()) {
            if (!type.getModifiers().contains(javax.lang.model.element.Modifier.PUBLIC)) {
                return type == converter ? "it is not public" : "it is nested in " + type.getSimpleName() + ", which is not public";
            }
            if (type.getEnclosingElement() instanceof TypeElement
                    && !type.getModifiers().contains(javax.lang.model.element.Modifier.STATIC)) {
                return "it is an inner class; declare it static";
            }
        }
        boolean constructor = converter.getEnclosedElements().stream()
                .filter(element -> element.getKind() == ElementKind.CONSTRUCTOR)
                .map(element -> (javax.lang.model.element.ExecutableElement) element)
                .anyMatch(method -> method.getParameters().isEmpty()
                        && method.getModifiers().contains(javax.lang.model.element.Modifier.PUBLIC));
        if (!constructor) {
            return "it has no public no-argument constructor";
        }
        TypeMirror converted = convertedType(converter.asType());
        if (converted == null || !types.isSameType(converted, componentType)) {
            return "it converts " + (converted == null ? "an unknown type" : converted) + ", not " + componentType;
        }
        return null;
    }

    /** The {@code T} of the {@code AttributeConverter<T>} a type implements, or null. */
    private TypeMirror convertedType(TypeMirror type) {
        for (TypeMirror supertype : types.directSupertypes(type)) {
            if (supertype instanceof DeclaredType declared) {
                TypeElement element = (TypeElement) declared.asElement();
                if (element.getQualifiedName().contentEquals(AttributeConverter.class.getCanonicalName())) {
                    return declared.getTypeArguments().isEmpty() ? null : declared.getTypeArguments().get(0);
                }
                TypeMirror found = convertedType(supertype);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static boolean isA(TypeMirror type, String qualifiedName) {
        return type.getKind() == TypeKind.DECLARED
                && ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().contentEquals(qualifiedName);
    }

    private Optional<TypeModel> unsupported(RecordComponentElement component, String reason) {
        // javac reports a type it cannot resolve; saying Tablesmith cannot store it would mislead.
        if (component.asType().getKind() != javax.lang.model.type.TypeKind.ERROR) {
            reporter.error(component, Message.UNSUPPORTED_TYPE, component.getSimpleName(), component.asType(), reason);
        }
        return Optional.empty();
    }
}
