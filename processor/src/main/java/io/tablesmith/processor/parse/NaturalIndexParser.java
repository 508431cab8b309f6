package io.tablesmith.processor.parse;

import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import io.tablesmith.processor.report.Suggestions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** Reads and checks the {@code @NaturalIndex} annotations of one entity. */
final class NaturalIndexParser {

    private final Annotations annotations;
    private final ErrorReporter reporter;

    NaturalIndexParser(Annotations annotations, ErrorReporter reporter) {
        this.annotations = annotations;
        this.reporter = reporter;
    }

    /**
     * The valid natural indexes; each broken rule is reported on its annotation.
     *
     * @param queryName checks a query name against the entity's others, reporting a clash
     */
    List<NaturalIndexModel> parse(TypeElement element, Map<String, ComponentModel> components,
                                  Optional<ComponentModel> version, Optional<ComponentModel> ttl,
                                  List<IndexModel> templateIndexes, BiPredicate<AnnotationMirror, String> queryName) {
        List<NaturalIndexModel> indexes = new ArrayList<>();
        Set<String> indexNames = new HashSet<>();
        templateIndexes.forEach(index -> indexNames.add(index.indexName()));
        for (AnnotationMirror mirror : annotations.findRepeated(element, AnnotationNames.NATURAL_INDEX, AnnotationNames.NATURAL_INDEX_LIST)) {
            String indexName = annotations.string(mirror, "index");
            boolean valid = true;
            if (!EntityParser.INDEX_NAME.matcher(indexName).matches()) {
                reporter.error(element, mirror, "index", Message.INDEX_NAME_INVALID, indexName);
                valid = false;
            } else if (!indexNames.add(indexName)) {
                reporter.error(element, mirror, "index", Message.INDEX_DUPLICATE, indexName, element.getSimpleName());
                valid = false;
            }
            valid &= queryName.test(mirror, annotations.string(mirror, "query"));
            Optional<List<ComponentModel>> partition = keyComponents(element, mirror, indexName, "pk", components, version, ttl);
            Optional<List<ComponentModel>> sort = keyComponents(element, mirror, indexName, "sk", components, version, ttl);
            if (valid && partition.isPresent() && sort.isPresent()) {
                List<ComponentModel> all = new ArrayList<>(partition.get());
                all.addAll(sort.get());
                if (new HashSet<>(all).size() < all.size()) {
                    reporter.error(element, mirror, "sk", Message.NATURAL_INDEX_ROLE, duplicate(all), indexName,
                            "it is named twice, but each key attribute of an index is a different attribute. Name it once");
                    continue;
                }
                indexes.add(new NaturalIndexModel(indexName, partition.get(), sort.get(), annotations.string(mirror, "query")));
            }
        }
        return indexes;
    }

    private static String duplicate(List<ComponentModel> components) {
        Set<ComponentModel> seen = new HashSet<>();
        return components.stream().filter(c -> !seen.add(c)).findFirst().orElseThrow().name();
    }

    private Optional<List<ComponentModel>> keyComponents(TypeElement element, AnnotationMirror mirror, String indexName,
                                                         String member, Map<String, ComponentModel> components,
                                                         Optional<ComponentModel> version, Optional<ComponentModel> ttl) {
        List<String> names = annotations.strings(mirror, member);
        boolean partition = member.equals("pk");
        if (names.size() > NaturalIndexModel.MAX_ATTRIBUTES || (partition && names.isEmpty())) {
            reporter.error(element, mirror, member, Message.NATURAL_INDEX_SIZE, indexName, names.size(),
                    partition ? "partition (pk)" : "sort (sk)",
                    partition ? "one to four partition attributes" : "at most four sort attributes",
                    names.isEmpty() ? "Name at least one component in pk." : "Keep four and move the others into a @Gsi template, or a filter.");
            return Optional.empty();
        }
        List<ComponentModel> key = new ArrayList<>();
        boolean valid = true;
        for (String name : names) {
            ComponentModel component = components.get(name);
            if (component == null) {
                String hint = Suggestions.closest(name, components.keySet())
                        .map(closest -> "Did you mean '" + closest + "'?")
                        .orElse("Its components are: " + String.join(", ", components.keySet()) + ".");
                reporter.error(element, mirror, member, Message.NATURAL_INDEX_UNKNOWN_COMPONENT, indexName, name, member,
                        element.getSimpleName(), hint);
                valid = false;
                continue;
            }
            String problem = typeProblem(component);
            if (problem != null) {
                reporter.error(element, mirror, member, Message.NATURAL_INDEX_TYPE, name, component.javaType(), indexName, problem);
                valid = false;
                continue;
            }
            String role = roleProblem(component, version, ttl);
            if (role != null) {
                reporter.error(element, mirror, member, Message.NATURAL_INDEX_ROLE, name, indexName, role);
                valid = false;
                continue;
            }
            key.add(component);
        }
        return valid ? Optional.of(key) : Optional.empty();
    }

    private static String typeProblem(ComponentModel component) {
        TypeModel type = component.type();
        if (NaturalIndexModel.attributeType(component) != null) {
            return null;
        }
        if (type instanceof TypeModel.Scalar) {
            return "it is stored as BOOL, which DynamoDB cannot use in a key";
        }
        if (type instanceof TypeModel.OptionalOf) {
            return "an Optional cannot key an index; declare the component nullable instead (an item without it is not in the index)";
        }
        if (type instanceof TypeModel.Converted) {
            return "its converter decides the stored type, which the compiler cannot check";
        }
        if (type instanceof TypeModel.Compressed) {
            return "it is stored compressed, so its stored bytes do not compare like its values";
        }
        return "it is a container or a record, stored as L, M or a set";
    }

    private static String roleProblem(ComponentModel component, Optional<ComponentModel> version, Optional<ComponentModel> ttl) {
        if (version.isPresent() && version.get().name().equals(component.name())) {
            return "it is the @Version, which every write changes, so the item would move in the index on each write. Index another component";
        }
        if (ttl.isPresent() && ttl.get().name().equals(component.name())) {
            return "it is the @Ttl expiry, stored in the table's \"expires_at\". Index another component";
        }
        if (component.ifAbsent().isPresent()) {
            return "it has @DefaultValue, so items stored without it read as the default but are not in the index, and a query for the default would miss them. Remove @DefaultValue";
        }
        if (component.renamed()) {
            return "it has former attribute names, and items stored under them are not in the index. Rewrite the old items first, then remove formerly";
        }
        return null;
    }
}
