package io.tablesmith.processor.parse;

import static io.tablesmith.processor.parse.AnnotationNames.ATTRIBUTE;
import static io.tablesmith.processor.parse.AnnotationNames.ENTITY;
import static io.tablesmith.processor.parse.AnnotationNames.GSI;
import static io.tablesmith.processor.parse.AnnotationNames.GSI_LIST;
import static io.tablesmith.processor.parse.AnnotationNames.KEY;
import static io.tablesmith.processor.parse.AnnotationNames.NATURAL_INDEX;
import static io.tablesmith.processor.parse.AnnotationNames.NATURAL_INDEX_LIST;
import static io.tablesmith.processor.parse.AnnotationNames.VERSION;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.EntityModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.RepositoryPart;
import io.tablesmith.processor.model.Template;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.model.VectorIndexModel;
import io.tablesmith.processor.model.Words;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import io.tablesmith.processor.report.Suggestions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Turns one {@code @Entity} element into a checked {@link EntityModel}, reporting every rule
 * it breaks. Returns empty when anything was reported, so generators only see valid models.
 */
public final class EntityParser {


    private static final Pattern ENTITY_TYPE = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    static final Pattern INDEX_NAME = Pattern.compile("[A-Za-z0-9_.-]{3,255}");
    private static final List<String> TABLE_ATTRIBUTES = List.of("pk", "sk", "_et", EntityModel.TTL_ATTRIBUTE);
    private final Elements elements;
    private final Types types;
    private final Annotations annotations;
    private final ErrorReporter reporter;

    public EntityParser(Elements elements, Types types, ErrorReporter reporter) {
        this.elements = elements;
        this.types = types;
        this.annotations = new Annotations(elements);
        this.reporter = reporter;
    }

    public Optional<EntityModel> parse(TypeElement element) {
        int errorsBefore = reporter.errorCount();
        AnnotationMirror entity = annotations.find(element, ENTITY).orElseThrow();
        if (element.getKind() != ElementKind.RECORD) {
            reporter.error(element, entity, Message.ENTITY_NOT_RECORD,
                    element.getKind().toString().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " " + element.getSimpleName(),
                    element.getSimpleName());
            return Optional.empty();
        }
        checkAccessible(element, entity);
        String entityType = annotations.string(entity, "type");
        if (!ENTITY_TYPE.matcher(entityType).matches()) {
            reporter.error(element, entity, "type", Message.ENTITY_TYPE_INVALID, entityType);
        }
        Optional<ComponentModel> version = Optional.empty();
        Optional<ComponentModel> ttl = Optional.empty();
        Map<String, ComponentModel> components = new LinkedHashMap<>();
        Map<String, String> attributeOwners = new HashMap<>();
        TypeClassifier classifier = new TypeClassifier(elements, types, reporter, element);
        for (RecordComponentElement recordComponent : element.getRecordComponents()) {
            Optional<ComponentModel> component = component(recordComponent, classifier, attributeOwners);
            component.ifPresent(c -> components.put(c.name(), c));
            Optional<AnnotationMirror> versionMirror = annotations.find(recordComponent, VERSION);
            if (versionMirror.isPresent() && component.isPresent()) {
                version = checkVersion(element, recordComponent, versionMirror.get(), component.get(), version);
            }
            Optional<AnnotationMirror> ttlMirror = annotations.find(recordComponent, AnnotationNames.TTL);
            if (ttlMirror.isPresent() && component.isPresent()) {
                if (ttl.isPresent()) {
                    reporter.error(recordComponent, ttlMirror.get(), Message.TTL_DUPLICATE, element.getSimpleName(),
                            ttl.get().name(), component.get().name());
                } else {
                    ttl = component;
                }
            }
        }
        Optional<AnnotationMirror> key = annotations.find(element, KEY);
        if (key.isEmpty()) {
            reporter.error(element, entity, Message.KEY_MISSING, element.getSimpleName());
            return Optional.empty();
        }
        if (components.size() != element.getRecordComponents().size()) {
            return Optional.empty();
        }
        EvolutionParser evolution = new EvolutionParser(elements, reporter);
        Optional<List<ComponentModel>> evolved = evolution.evolve(element, List.copyOf(components.values()),
                reservedAttributes(element));
        if (evolved.isEmpty()) {
            return Optional.empty();
        }
        evolved.get().forEach(c -> components.put(c.name(), c));
        version = version.map(v -> components.get(v.name()));
        ttl = ttl.map(t -> components.get(t.name()));
        KeyChecks checks = new KeyChecks(element, components, version);
        Optional<Template> partitionKey = checks.template(key.get(), "pk", "Key");
        Optional<Template> sortKey = checks.template(key.get(), "sk", "Key");
        String primaryQuery = annotations.string(key.get(), "query");
        Map<String, AnnotationMirror> queries = new HashMap<>();
        if (sortKey.isPresent() && !sortKey.get().isConstant()) {
            checkQueryName(element, key.get(), primaryQuery, queries);
        } else if (sortKey.isPresent() && annotations.isSet(key.get(), "query")) {
            reporter.error(element, key.get(), "query", Message.KEY_QUERY_WITHOUT_RANGE, primaryQuery,
                    sortKey.get().source(), element.getSimpleName(), "get", primaryQuery);
        }
        List<IndexModel> indexes = indexes(element, checks, queries);
        List<NaturalIndexModel> naturalIndexes = new NaturalIndexParser(annotations, reporter)
                .parse(element, components, version, ttl, indexes,
                        (mirror, query) -> checkQueryName(element, mirror, query, queries));
        if (partitionKey.isPresent() && sortKey.isPresent()) {
            evolution.checkRoles(element, entityKeyComponents(partitionKey.get(), sortKey.get()), version);
        }
        List<VectorIndexModel> vectorIndexes = new VectorSearchParser(annotations, reporter)
                .parse(element, components, indexes, naturalIndexes,
                        (mirror, query) -> checkQueryName(element, mirror, query, queries));
        checkReservedAttributes(element, components.values(), indexes);
        if (reporter.errorCount() > errorsBefore || partitionKey.isEmpty() || sortKey.isEmpty()) {
            return Optional.empty();
        }
        EntityModel model = new EntityModel(element, ClassName.get(element), entityType,
                List.copyOf(components.values()), partitionKey.get(), sortKey.get(), primaryQuery,
                indexes, version, ttl, naturalIndexes, List.of(), vectorIndexes);
        SparseIndexes.check(model, annotations, reporter);
        return new TransitionParser(elements, reporter).parse(model).map(model::withStateMachines);
    }

    /** The attributes the table writes itself, which no component may have been stored under. */
    private List<String> reservedAttributes(TypeElement element) {
        List<String> reserved = new ArrayList<>(TABLE_ATTRIBUTES);
        for (AnnotationMirror gsi : annotations.findRepeated(element, GSI, GSI_LIST)) {
            String index = annotations.string(gsi, "index");
            reserved.add(index + "pk");
            reserved.add(index + "sk");
        }
        return reserved;
    }

    private static List<ComponentModel> entityKeyComponents(Template partitionKey, Template sortKey) {
        List<ComponentModel> keys = new ArrayList<>(partitionKey.components());
        sortKey.components().stream().filter(c -> !keys.contains(c)).forEach(keys::add);
        return keys;
    }

    private void checkAccessible(TypeElement element, AnnotationMirror entity) {
        if (element.getModifiers().contains(Modifier.PRIVATE)) {
            reporter.error(element, entity, Message.ENTITY_PRIVATE, element.getSimpleName());
        }
        if (!element.getTypeParameters().isEmpty()) {
            reporter.error(element, entity, Message.ENTITY_GENERIC, element.getSimpleName());
        }
        for (Element outer = element.getEnclosingElement(); outer instanceof TypeElement type;
                outer = outer.getEnclosingElement()) {
            if (type.getModifiers().contains(Modifier.PRIVATE) || !type.getTypeParameters().isEmpty()) {
                reporter.error(element, entity, Message.ENTITY_NESTED_IN_GENERIC, element.getSimpleName());
                return;
            }
        }
    }

    private Optional<ComponentModel> component(RecordComponentElement element, TypeClassifier classifier,
                                               Map<String, String> attributeOwners) {
        String name = element.getSimpleName().toString();
        Optional<TypeModel> type = classifier.component(element);
        Optional<String> attribute;
        Optional<AnnotationMirror> stored = annotations.find(element, ATTRIBUTE);
        if (annotations.find(element, AnnotationNames.TTL).isPresent()) {
            if (stored.isPresent()) {
                reporter.error(element, stored.get(), "value", Message.TTL_ATTRIBUTE, name,
                        annotations.string(stored.get(), "value"));
                return Optional.empty();
            }
            attribute = Optional.of(EntityModel.TTL_ATTRIBUTE);
        } else {
            attribute = classifier.attributeName(element, attributeOwners, TABLE_ATTRIBUTES);
        }
        if (type.isEmpty() || attribute.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ComponentModel(name, attribute.get(), type.get(), TypeName.get(element.asType()),
                element.asType().getKind().isPrimitive()));
    }

    private Optional<ComponentModel> checkVersion(TypeElement entity, RecordComponentElement element,
                                                  AnnotationMirror mirror, ComponentModel component,
                                                  Optional<ComponentModel> earlier) {
        if (earlier.isPresent()) {
            reporter.error(element, mirror, Message.VERSION_DUPLICATE, entity.getSimpleName(),
                    earlier.get().name(), component.name());
            return earlier;
        }
        if (!component.versionable()) {
            reporter.error(element, mirror, Message.VERSION_TYPE, component.name(), Words.withArticle(component.javaType()));
            return Optional.empty();
        }
        return Optional.of(component);
    }

    private List<IndexModel> indexes(TypeElement element, KeyChecks checks, Map<String, AnnotationMirror> queries) {
        List<IndexModel> indexes = new ArrayList<>();
        Map<String, AnnotationMirror> indexNames = new HashMap<>();
        for (AnnotationMirror gsi : annotations.findRepeated(element, GSI, GSI_LIST)) {
            String indexName = annotations.string(gsi, "index");
            String query = annotations.string(gsi, "query");
            boolean valid = true;
            if (!INDEX_NAME.matcher(indexName).matches()) {
                reporter.error(element, gsi, "index", Message.INDEX_NAME_INVALID, indexName);
                valid = false;
            } else if (indexNames.putIfAbsent(indexName, gsi) != null) {
                reporter.error(element, gsi, "index", Message.INDEX_DUPLICATE, indexName, element.getSimpleName());
                valid = false;
            }
            valid &= checkQueryName(element, gsi, query, queries);
            Optional<Template> partition = checks.template(gsi, "pk", "Gsi");
            Optional<Template> sort = checks.template(gsi, "sk", "Gsi");
            if (valid && partition.isPresent() && sort.isPresent()) {
                indexes.add(new IndexModel(indexName, partition.get(), sort.get(), query));
            }
        }
        return indexes;
    }

    private boolean checkQueryName(TypeElement element, AnnotationMirror mirror, String query,
                                   Map<String, AnnotationMirror> queries) {
        String problem = null;
        Optional<String> generated = RepositoryPart.reason(query, element.getRecordComponents().stream()
                .map(component -> component.getSimpleName().toString()).toList());
        if (!SourceVersion.isIdentifier(query) || SourceVersion.isKeyword(query)) {
            problem = "it is not a Java identifier";
        } else if (generated.isPresent()) {
            problem = generated.get();
        }
        if (problem != null) {
            reporter.error(element, mirror, "query", Message.QUERY_NAME_INVALID, query, problem);
            return false;
        }
        if (queries.putIfAbsent(query, mirror) != null) {
            reporter.error(element, mirror, "query", Message.QUERY_DUPLICATE, query, element.getSimpleName());
            return false;
        }
        return true;
    }

    private void checkReservedAttributes(TypeElement element, Iterable<ComponentModel> components,
                                         List<IndexModel> indexes) {
        for (IndexModel index : indexes) {
            for (ComponentModel component : components) {
                if (component.attribute().equals(index.partitionAttribute())
                        || component.attribute().equals(index.sortAttribute())) {
                    Element componentElement = element.getRecordComponents().stream()
                            .filter(c -> c.getSimpleName().contentEquals(component.name()))
                            .findFirst().orElseThrow();
                    reporter.error(componentElement, annotations.find(componentElement, ATTRIBUTE).orElse(null), "value",
                            Message.ATTRIBUTE_NAME_INVALID, component.attribute(), component.name(),
                            "index \"" + index.indexName() + "\" keeps its key in \"" + component.attribute()
                                    + "\"; store the component under another name with @Attribute");
                }
            }
        }
    }

    /** Parses templates and checks the components they use. */
    private final class KeyChecks {

        private final TypeElement element;
        private final Map<String, ComponentModel> components;
        private final Optional<ComponentModel> version;

        KeyChecks(TypeElement element, Map<String, ComponentModel> components, Optional<ComponentModel> version) {
            this.element = element;
            this.components = components;
            this.version = version;
        }

        Optional<Template> template(AnnotationMirror mirror, String member, String annotation) {
            String source = annotations.string(mirror, member);
            TemplateParser.Result result = TemplateParser.parse(source, components);
            if (result.problem() instanceof TemplateParser.Empty) {
                reporter.error(element, mirror, member, Message.TEMPLATE_EMPTY, member, annotation);
            } else if (result.problem() instanceof TemplateParser.Malformed malformed) {
                reporter.error(element, mirror, member, Message.TEMPLATE_MALFORMED, member, source, annotation,
                        malformed.reason());
            } else if (result.problem() instanceof TemplateParser.UnknownPlaceholder unknown) {
                String hint = Suggestions.closest(unknown.name(), components.keySet())
                        .map(name -> "Did you mean {" + name + "}?")
                        .orElse("Its components are: " + String.join(", ", components.keySet()) + ".");
                reporter.error(element, mirror, member, Message.PLACEHOLDER_UNKNOWN, member, source, annotation,
                        unknown.name(), element.getSimpleName(), hint);
            }
            Optional<Template> template = result.value();
            template.ifPresent(t -> checkComponents(t, mirror, member, annotation));
            return template;
        }

        private void checkComponents(Template template, AnnotationMirror mirror, String member, String annotation) {
            List<Template.Part> parts = template.parts();
            for (int i = 0; i + 1 < parts.size(); i++) {
                if (parts.get(i) instanceof Template.Placeholder placeholder
                        && parts.get(i + 1) instanceof Template.Literal literal && !literal.text().startsWith("#")) {
                    reporter.error(element, mirror, member, Message.KEY_DELIMITER, member, template.source(), annotation,
                            literal.text(), placeholder.component().name(), placeholder.component().name(), literal.text());
                }
            }
            for (ComponentModel component : template.components()) {
                if (!component.keyable()) {
                    KeyRefusal refusal = KeyRefusal.of(component.type());
                    reporter.error(element, mirror, member, Message.KEY_COMPONENT_TYPE, component.name(),
                            component.javaType(), member, annotation, refusal.reason(), refusal.fix());
                }
                if (version.isPresent() && version.get().equals(component)) {
                    reporter.error(element, mirror, member, Message.VERSION_IN_KEY, component.name(), member, annotation);
                }
            }
            for (Template.Part part : template.parts()) {
                if (part instanceof Template.Placeholder placeholder && placeholder.width() > 0
                        && !placeholder.component().isIntegral()) {
                    ComponentModel component = placeholder.component();
                    reporter.error(element, mirror, member, Message.KEY_WIDTH_TYPE, component.name(),
                            String.format("%02d", placeholder.width()),
                            member, annotation, component.name(), Words.withArticle(component.javaType()));
                }
            }
        }
    }
}
