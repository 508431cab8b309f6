package io.tablesmith.processor;

import io.tablesmith.processor.generate.CollectionGenerator;
import io.tablesmith.processor.model.CollectionModel;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.CollectionParser;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Generates every {@code @ItemCollection} of a round from the member entities' models, and keeps
 * each for its table's access-pattern document.
 */
final class CollectionRound {

    private final ProcessingEnvironment environment;
    private final GeneratedFiles files;
    private final Map<String, List<CollectionModel>> collectionsByPackage = new TreeMap<>();

    CollectionRound(ProcessingEnvironment environment, GeneratedFiles files) {
        this.environment = environment;
        this.files = files;
    }

    void generate(RoundEnvironment round, EntityRound entities, ErrorReporter reporter) {
        TypeElement annotation = environment.getElementUtils().getTypeElement(AnnotationNames.COLLECTION);
        if (annotation == null) {
            return;
        }
        CollectionParser parser = new CollectionParser(environment.getElementUtils(), reporter, entities::model);
        for (Element element : round.getElementsAnnotatedWith(annotation)) {
            TypeElement collection = (TypeElement) element;
            try {
                parser.parse(collection).ifPresent(model -> {
                    files.write(collection, CollectionGenerator.generate(model), reporter);
                    collectionsByPackage.computeIfAbsent(model.recordType().packageName(), name -> new ArrayList<>()).add(model);
                });
            } catch (RuntimeException e) {
                reporter.error(collection, Message.INTERNAL_ERROR, collection.getQualifiedName(), e);
            }
        }
    }

    /** The collections generated so far in a package. */
    List<CollectionModel> of(String packageName) {
        return collectionsByPackage.getOrDefault(packageName, List.of());
    }
}
