package io.tablesmith.processor;

import com.squareup.javapoet.ClassName;
import io.tablesmith.processor.generate.QueueGenerator;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.parse.QueueParser;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/** Generates {@code <Name>Queue} for every {@code @QueueMessage} record of a round, across rounds. */
final class QueueRound {

    private final ProcessingEnvironment environment;
    private final GeneratedFiles files;
    /** Every queue name generated so far, with its message record: one queue, one message type. */
    private final Map<String, TypeElement> queues = new HashMap<>();
    /** The queue classes written so far, by package, for the package's table definition. */
    private final Map<String, List<ClassName>> written = new HashMap<>();

    QueueRound(ProcessingEnvironment environment, GeneratedFiles files) {
        this.environment = environment;
        this.files = files;
    }

    void generate(RoundEnvironment round, ErrorReporter reporter) {
        TypeElement annotation = environment.getElementUtils().getTypeElement(AnnotationNames.QUEUE_MESSAGE);
        if (annotation == null) {
            return;
        }
        QueueParser parser = new QueueParser(environment.getElementUtils(), environment.getTypeUtils(), reporter);
        // By name, so that of two records claiming one queue the same one is reported on every build.
        List<TypeElement> records = round.getElementsAnnotatedWith(annotation).stream()
                .map(TypeElement.class::cast)
                .sorted(Comparator.comparing(record -> record.getQualifiedName().toString()))
                .toList();
        for (TypeElement record : records) {
            try {
                parser.parse(record).ifPresent(model -> {
                    TypeElement other = queues.putIfAbsent(model.queue(), record);
                    if (other != null) {
                        reporter.error(record, new Annotations(environment.getElementUtils()).find(record, AnnotationNames.QUEUE_MESSAGE)
                                .orElse(null), "queue", Message.QUEUE_NAME_DUPLICATE, model.queue(), other.getSimpleName(),
                                record.getSimpleName());
                        return;
                    }
                    if (files.write(record, QueueGenerator.generate(model), reporter)) {
                        written.computeIfAbsent(model.queueType().packageName(), name -> new ArrayList<>()).add(model.queueType());
                    }
                });
            } catch (RuntimeException e) {
                reporter.error(record, Message.INTERNAL_ERROR, record.getQualifiedName(), e);
            }
        }
    }

    /** The queue classes generated so far in a package. */
    List<ClassName> of(String packageName) {
        return written.getOrDefault(packageName, List.of());
    }
}
