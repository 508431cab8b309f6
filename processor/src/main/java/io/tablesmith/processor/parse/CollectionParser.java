package io.tablesmith.processor.parse;

import static io.tablesmith.processor.parse.AnnotationNames.COLLECTION;

import com.squareup.javapoet.ClassName;
import io.tablesmith.processor.model.CollectionModel;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.Words;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/** Turns one {@code @ItemCollection} record into a checked {@link CollectionModel}, reporting what is wrong. */
public final class CollectionParser {


    private final Elements elements;
    private final Annotations annotations;
    private final ErrorReporter reporter;
    /** The model of a member entity, as the entity stage parsed it (empty when it is not valid). */
    private final Function<TypeElement, Optional<EntityModel>> entities;

    public CollectionParser(Elements elements, ErrorReporter reporter,
                            Function<TypeElement, Optional<EntityModel>> entities) {
        this.elements = elements;
        this.annotations = new Annotations(elements);
        this.reporter = reporter;
        this.entities = entities;
    }

    public Optional<CollectionModel> parse(TypeElement element) {
        AnnotationMirror collection = annotations.find(element, COLLECTION).orElseThrow();
        if (element.getKind() != ElementKind.RECORD) {
            reporter.error(element, collection, Message.COLLECTION_NOT_RECORD, element.getSimpleName());
            return Optional.empty();
        }
        String source = annotations.string(collection, "pk");
        if (source.isEmpty()) {
            reporter.error(element, collection, "pk", Message.TEMPLATE_EMPTY, "pk", "Collection");
            return Optional.empty();
        }
        int errorsBefore = reporter.errorCount();
        List<CollectionModel.Member> members = new ArrayList<>();
        List<ComponentModel> parameters = null;
        List<String> parameterNames = placeholderNames(source);
        for (RecordComponentElement component : element.getRecordComponents()) {
            Optional<Typed> typed = member(component.asType());
            if (typed.isEmpty()) {
                reporter.error(component, Message.COLLECTION_MEMBER_NOT_ENTITY, component.getSimpleName(), component.asType());
                continue;
            }
            Optional<EntityModel> entity = entities.apply(typed.get().entity());
            if (entity.isEmpty()) {
                continue; // the entity reports its own errors
            }
            EntityModel model = entity.get();
            String ownPackage = elements.getPackageOf(element).getQualifiedName().toString();
            Optional<String> declared = model.packageName().equals(ownPackage) ? Optional.empty()
                    : annotations.tableDeclaration(ownPackage).map(description -> ownPackage)
                            .or(() -> annotations.tableDeclaration(model.packageName()).map(description -> model.packageName()));
            if (declared.isPresent()) {
                reporter.error(component, Message.COLLECTION_MEMBER_OTHER_TABLE, component.getSimpleName(),
                        model.recordType().simpleName(), model.packageName(), declared.get());
                continue;
            }
            if (typed.get().kind() != CollectionModel.Kind.LIST && !model.sortKey().isConstant()) {
                reporter.error(component, Message.COLLECTION_SINGLE_NEEDS_CONSTANT_SORT_KEY, component.getSimpleName(),
                        model.recordType().simpleName(), model.sortKey().source());
                continue;
            }
            Optional<List<ComponentModel>> shape = shapeOf(source, parameterNames, model.partitionKey());
            if (shape.isEmpty() || (parameters != null && !sameTypes(parameters, shape.get()))) {
                reporter.error(element, collection, "pk", Message.COLLECTION_SHAPE, component.getSimpleName(),
                        Words.withArticle(model.recordType().simpleName()), model.partitionKey().source(), source);
                continue;
            }
            if (parameters == null) {
                parameters = shape.get();
            }
            members.add(new CollectionModel.Member(component.getSimpleName().toString(), typed.get().kind(), model,
                    parameterOrder(model)));
        }
        if (reporter.errorCount() > errorsBefore || parameters == null || members.size() != element.getRecordComponents().size()) {
            return Optional.empty();
        }
        return Optional.of(new CollectionModel(element, ClassName.get(element), source, parameters, members));
    }

    private record Typed(CollectionModel.Kind kind, TypeElement entity) {}

    private Optional<Typed> member(TypeMirror type) {
        if (type.getKind() != TypeKind.DECLARED) {
            return Optional.empty();
        }
        DeclaredType declared = (DeclaredType) type;
        TypeElement element = (TypeElement) declared.asElement();
        String name = element.getQualifiedName().toString();
        if ((name.equals("java.util.Optional") || name.equals("java.util.List")) && declared.getTypeArguments().size() == 1) {
            TypeMirror argument = declared.getTypeArguments().get(0);
            if (argument.getKind() == TypeKind.DECLARED) {
                TypeElement entity = (TypeElement) ((DeclaredType) argument).asElement();
                if (annotations.find(entity, AnnotationNames.ENTITY).isPresent()) {
                    return Optional.of(new Typed(name.equals("java.util.List") ? CollectionModel.Kind.LIST
                            : CollectionModel.Kind.OPTIONAL, entity));
                }
            }
            return Optional.empty();
        }
        return annotations.find(element, AnnotationNames.ENTITY).isPresent()
                ? Optional.of(new Typed(CollectionModel.Kind.SINGLE, element))
                : Optional.empty();
    }

    /**
     * The member's partition placeholders renamed to the collection's, if the member's template
     * is the collection's with other placeholder names; empty if the shapes differ.
     */
    private static Optional<List<ComponentModel>> shapeOf(String source, List<String> names, Template memberPartition) {
        StringBuilder rebuilt = new StringBuilder();
        List<ComponentModel> parameters = new ArrayList<>();
        int placeholder = 0;
        for (Template.Part part : memberPartition.parts()) {
            if (part instanceof Template.Literal literal) {
                rebuilt.append(literal.text());
            } else if (part instanceof Template.Placeholder value) {
                if (placeholder >= names.size()) {
                    return Optional.empty();
                }
                String name = names.get(placeholder++);
                rebuilt.append('{').append(name).append(value.width() > 0 ? String.format(":%02d", value.width()) : "").append('}');
                ComponentModel component = value.component();
                parameters.add(new ComponentModel(name, name, component.type(), component.javaType(), component.primitive()));
            }
        }
        return rebuilt.toString().equals(source) && placeholder == names.size() ? Optional.of(parameters) : Optional.empty();
    }

    private static boolean sameTypes(List<ComponentModel> first, List<ComponentModel> other) {
        for (int i = 0; i < first.size(); i++) {
            if (!first.get(i).javaType().equals(other.get(i).javaType())) {
                return false;
            }
        }
        return true;
    }

    /** Which collection parameter feeds each of the member's partition method parameters. */
    private static List<Integer> parameterOrder(EntityModel member) {
        List<ComponentModel> templateOrder = new ArrayList<>();
        for (Template.Part part : member.partitionKey().parts()) {
            if (part instanceof Template.Placeholder placeholder) {
                templateOrder.add(placeholder.component());
            }
        }
        List<Integer> order = new ArrayList<>();
        for (ComponentModel component : member.partitionKey().components()) {
            order.add(templateOrder.indexOf(component));
        }
        return order;
    }

    private static List<String> placeholderNames(String source) {
        List<String> names = new ArrayList<>();
        int open = source.indexOf('{');
        while (open >= 0) {
            int close = source.indexOf('}', open);
            if (close < 0) {
                break;
            }
            String name = source.substring(open + 1, close);
            int colon = name.indexOf(':');
            names.add(colon < 0 ? name : name.substring(0, colon));
            open = source.indexOf('{', close);
        }
        return names;
    }
}
