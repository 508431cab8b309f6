package io.tablesmith.processor;

import com.squareup.javapoet.JavaFile;
import io.tablesmith.processor.generate.QueueGenerator;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.parse.QueueParser;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.io.IOException;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.FilerException;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/** Generates {@code <Name>Queue} for every {@code @QueueMessage} record of a round, across rounds. */
final class QueueRound {

    private final ProcessingEnvironment environment;
    /** Every queue name generated so far, with its message record: one queue, one message type. */
    private final Map<String, TypeElement> queues = new HashMap<>();

    QueueRound(ProcessingEnvironment environment) {
        this.environment = environment;
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
                    write(record, QueueGenerator.generate(model), reporter);
                });
            } catch (RuntimeException e) {
                reporter.error(record, Message.INTERNAL_ERROR, record.getQualifiedName(), e);
            }
        }
    }

    private void write(TypeElement origin, JavaFile file, ErrorReporter reporter) {
        try {
            file.writeTo(environment.getFiler());
        } catch (FilerException e) {
            reporter.error(origin, new Annotations(environment.getElementUtils()).find(origin, AnnotationNames.QUEUE_MESSAGE).orElse(null),
                    Message.GENERATED_TYPE_EXISTS, file.packageName + "." + file.typeSpec.name, origin.getSimpleName());
        } catch (IOException e) {
            reporter.error(origin, Message.INTERNAL_ERROR, file.typeSpec.name, e);
        }
    }
}
