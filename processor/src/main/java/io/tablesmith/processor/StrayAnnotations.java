package io.tablesmith.processor;

import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/** Reports Tablesmith's entity annotations on a type without {@code @Entity}, where they would do nothing. */
final class StrayAnnotations {

    /** Annotations that mean something only on an entity (or its components). */
    static final Set<String> ENTITY_ONLY = Set.of(AnnotationNames.KEY, AnnotationNames.GSI, AnnotationNames.GSI_LIST,
            AnnotationNames.VERSION, AnnotationNames.TTL, AnnotationNames.TRANSITION, AnnotationNames.TRANSITION_LIST,
            AnnotationNames.NATURAL_INDEX, AnnotationNames.NATURAL_INDEX_LIST, AnnotationNames.VECTOR_SEARCH);
    /** Annotations that also serve the components of records nested in entities. */
    static final Set<String> COMPONENT = Set.of(AnnotationNames.ATTRIBUTE, AnnotationNames.CONVERT,
            AnnotationNames.COMPRESSED, AnnotationNames.DEFAULT_VALUE);
    /** The container of each repeatable annotation, found in its place when it is repeated. */
    private static final Map<String, String> REPEATED = Map.of(AnnotationNames.GSI_LIST, AnnotationNames.GSI,
            AnnotationNames.NATURAL_INDEX_LIST, AnnotationNames.NATURAL_INDEX,
            AnnotationNames.TRANSITION_LIST, AnnotationNames.TRANSITION);

    private final ProcessingEnvironment environment;

    StrayAnnotations(ProcessingEnvironment environment) {
        this.environment = environment;
    }

    /** Every annotation the processor claims, so that {@code -Xlint:all} reports none unclaimed. */
    static Set<String> claimed() {
        Set<String> types = new LinkedHashSet<>(ENTITY_ONLY);
        types.addAll(COMPONENT);
        types.add(AnnotationNames.ENTITY);
        types.add(AnnotationNames.COLLECTION);
        types.add(AnnotationNames.QUEUE_MESSAGE);
        types.add(AnnotationNames.TABLE);
        // Its own output's annotation, claimed so that no later processor warns about it.
        types.add("javax.annotation.processing.Generated");
        return types;
    }

    void report(RoundEnvironment round, ErrorReporter reporter) {
        Annotations annotations = new Annotations(environment.getElementUtils());
        for (String marker : ENTITY_ONLY) {
            TypeElement annotation = environment.getElementUtils().getTypeElement(marker);
            if (annotation == null) {
                continue;
            }
            for (Element element : round.getElementsAnnotatedWith(annotation)) {
                Element type = element instanceof TypeElement ? element : element.getEnclosingElement();
                if (annotations.find(type, AnnotationNames.ENTITY).isEmpty()) {
                    String repeated = REPEATED.get(marker);
                    String shown = repeated == null ? annotation.getSimpleName().toString()
                            : repeated.substring(repeated.lastIndexOf('.') + 1);
                    // A repeated annotation is found as its container, which has no source position: use the first.
                    AnnotationMirror mirror = repeated != null
                            ? annotations.findRepeated(element, repeated, marker).stream().findFirst().orElse(null)
                            : annotations.find(element, marker).orElse(null);
                    reporter.error(element, mirror, Message.ANNOTATION_WITHOUT_ENTITY, shown, type.getSimpleName(), shown);
                }
            }
        }
    }
}
