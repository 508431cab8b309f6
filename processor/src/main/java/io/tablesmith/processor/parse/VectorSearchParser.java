package io.tablesmith.processor.parse;

import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.IndexModel;
import io.tablesmith.processor.model.NaturalIndexModel;
import io.tablesmith.processor.model.TypeModel;
import io.tablesmith.processor.model.VectorIndexModel;
import io.tablesmith.processor.model.Words;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import io.tablesmith.processor.report.Suggestions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;

/**
 * The {@code @VectorSearch} indexes of one entity: a {@code float[]} component, 1 to 4,096
 * dimensions, an index name unique among the entity's indexes, and filter and hash components
 * that the record has and DynamoDB can index (S, N or B).
 */
final class VectorSearchParser {

    /** DynamoDB's largest vector. */
    static final int MAX_DIMENSIONS = 4096;

    private final Annotations annotations;
    private final ErrorReporter reporter;

    VectorSearchParser(Annotations annotations, ErrorReporter reporter) {
        this.annotations = annotations;
        this.reporter = reporter;
    }

    /**
     * @param checkQuery reports a query name that is invalid or taken, and says whether it is free
     */
    List<VectorIndexModel> parse(TypeElement element, Map<String, ComponentModel> components, List<IndexModel> indexes,
                                 List<NaturalIndexModel> naturalIndexes,
                                 BiPredicate<AnnotationMirror, String> checkQuery) {
        Map<String, String> indexOwners = new HashMap<>();
        indexes.forEach(index -> indexOwners.put(index.indexName(), "@Gsi"));
        naturalIndexes.forEach(index -> indexOwners.put(index.indexName(), "@NaturalIndex"));
        List<VectorIndexModel> vectors = new ArrayList<>();
        for (RecordComponentElement recordComponent : element.getRecordComponents()) {
            Optional<AnnotationMirror> found = annotations.find(recordComponent, AnnotationNames.VECTOR_SEARCH);
            ComponentModel component = components.get(recordComponent.getSimpleName().toString());
            if (found.isEmpty() || component == null) {
                continue;
            }
            AnnotationMirror mirror = found.get();
            boolean valid = true;
            if (!(component.type() instanceof TypeModel.Scalar scalar && scalar.kind() == TypeModel.ScalarKind.FLOAT_VECTOR)) {
                reporter.error(recordComponent, mirror, Message.VECTOR_TYPE, component.name(), component.javaType());
                valid = false;
            }
            String indexName = annotations.string(mirror, "index");
            if (!EntityParser.INDEX_NAME.matcher(indexName).matches()) {
                reporter.error(recordComponent, mirror, "index", Message.INDEX_NAME_INVALID, indexName);
                valid = false;
            } else {
                String owner = indexOwners.putIfAbsent(indexName, "'" + component.name() + "'");
                if (owner != null) {
                    reporter.error(recordComponent, mirror, "index", Message.VECTOR_INDEX_DUPLICATE, indexName,
                            element.getSimpleName(), owner, component.name());
                    valid = false;
                }
            }
            int dimensions = ((Number) annotations.constant(mirror, "dimensions")).intValue();
            if (dimensions < 1 || dimensions > MAX_DIMENSIONS) {
                reporter.error(recordComponent, mirror, "dimensions", Message.VECTOR_DIMENSIONS, indexName, dimensions);
                valid = false;
            }
            String query = annotations.string(mirror, "query");
            valid &= checkQuery.test(mirror, query);
            Optional<ComponentModel> hashKey = Optional.empty();
            String hashName = annotations.string(mirror, "hashKey");
            if (!hashName.isEmpty()) {
                hashKey = searchable(element, recordComponent, mirror, "hashKey", "hash key", indexName, hashName,
                        component, components);
                valid &= hashKey.isPresent();
            }
            List<ComponentModel> filters = new ArrayList<>();
            for (String name : annotations.strings(mirror, "filters")) {
                Optional<ComponentModel> filter = searchable(element, recordComponent, mirror, "filters", "filter",
                        indexName, name, component, components);
                if (filter.isEmpty()) {
                    valid = false;
                } else if (filters.contains(filter.get()) || hashKey.equals(filter)) {
                    reporter.error(recordComponent, mirror, "filters", Message.VECTOR_FILTER_ROLE, indexName, name,
                            "a filter", "the index names it already" + (hashKey.equals(filter) ? " as its hash key" : ""));
                    valid = false;
                } else {
                    filters.add(filter.get());
                }
            }
            if (valid) {
                String distance = String.valueOf(annotations.constant(mirror, "distance"));
                vectors.add(new VectorIndexModel(indexName, component, dimensions, distance, filters, hashKey, query));
            }
        }
        return vectors;
    }

    private Optional<ComponentModel> searchable(TypeElement element, RecordComponentElement recordComponent,
                                                AnnotationMirror mirror, String member, String role, String indexName,
                                                String name, ComponentModel vector, Map<String, ComponentModel> components) {
        ComponentModel component = components.get(name);
        if (component == null) {
            String hint = Suggestions.closest(name, components.keySet())
                    .map(closest -> "Did you mean '" + closest + "'?")
                    .orElse("Its components are: " + String.join(", ", components.keySet()) + ".");
            reporter.error(recordComponent, mirror, member, Message.VECTOR_FILTER_UNKNOWN, indexName, "the " + role, name,
                    element.getSimpleName(), hint);
            return Optional.empty();
        }
        if (component.equals(vector)) {
            reporter.error(recordComponent, mirror, member, Message.VECTOR_FILTER_ROLE, indexName, name, "its " + role,
                    "it is the vector the index reads");
            return Optional.empty();
        }
        if (NaturalIndexModel.attributeType(component) == null) {
            reporter.error(recordComponent, mirror, member, Message.VECTOR_FILTER_TYPE, indexName, name,
                    Words.withArticle(component.javaType().toString()), name);
            return Optional.empty();
        }
        return Optional.of(component);
    }
}
