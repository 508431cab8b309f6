package io.tablesmith.processor;

import com.squareup.javapoet.JavaFile;
import io.tablesmith.processor.parse.AnnotationNames;
import io.tablesmith.processor.parse.Annotations;
import io.tablesmith.processor.report.ErrorReporter;
import io.tablesmith.processor.report.Message;
import java.io.IOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.FilerException;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes generated sources and resources through the Filer. A type name that is taken (written by
 * hand, or generated for another entity) is reported on the entity, never a compiler crash.
 */
final class GeneratedFiles {

    private static final String GENERATED = "javax.annotation.processing.Generated";

    private final ProcessingEnvironment environment;
    /** Every type written in this compilation, so that a second entity cannot take a name. */
    private final Set<String> writtenTypes = new HashSet<>();

    GeneratedFiles(ProcessingEnvironment environment) {
        this.environment = environment;
    }

    /** Writes one source file; false (and reported) when its name is taken. */
    boolean write(TypeElement origin, JavaFile file, ErrorReporter reporter) {
        String name = file.packageName.isEmpty() ? file.typeSpec.name : file.packageName + "." + file.typeSpec.name;
        // Checked before the Filer is asked, which would add its own "Attempt to create a file
        // ... multiple times" warning to the error.
        if (!writtenTypes.add(name) || isWrittenByHand(name)) {
            reportExisting(origin, name, reporter);
            return false;
        }
        try {
            file.writeTo(environment.getFiler());
            return true;
        } catch (FilerException e) {
            // The Filer refuses a name that a source file or an earlier generated file already has.
            reportExisting(origin, name, reporter);
        } catch (IOException e) {
            reporter.error(origin, Message.INTERNAL_ERROR, name, e);
        }
        return false;
    }

    /** Writes one resource into the class output, beside the package's classes. */
    void writeResource(TypeElement origin, String packageName, String fileName, String content, ErrorReporter reporter) {
        try {
            FileObject file = environment.getFiler()
                    .createResource(StandardLocation.CLASS_OUTPUT, packageName, fileName, origin);
            try (Writer writer = file.openWriter()) {
                writer.write(content);
            }
        } catch (IOException e) {
            reporter.error(origin, Message.INTERNAL_ERROR, packageName + "/" + fileName, e);
        }
    }

    /** Writes one resource at {@code path} in the class output, made from {@code origins}. */
    void writeResource(List<TypeElement> origins, String path, String content, ErrorReporter reporter) {
        try {
            FileObject file = environment.getFiler()
                    .createResource(StandardLocation.CLASS_OUTPUT, "", path, origins.toArray(TypeElement[]::new));
            try (Writer writer = file.openWriter()) {
                writer.write(content);
            }
        } catch (IOException e) {
            reporter.error(origins.get(0), Message.INTERNAL_ERROR, path, e);
        }
    }

    /** Reported on the origin's {@code @Entity} or {@code @QueueMessage}, whichever asked for the type. */
    private void reportExisting(TypeElement origin, String name, ErrorReporter reporter) {
        Annotations annotations = new Annotations(environment.getElementUtils());
        reporter.error(origin, annotations.find(origin, AnnotationNames.ENTITY)
                .or(() -> annotations.find(origin, AnnotationNames.QUEUE_MESSAGE)).orElse(null),
                Message.GENERATED_TYPE_EXISTS, name, origin.getSimpleName());
    }

    /** A type of that name that Tablesmith did not generate (a file it wrote earlier may be compiled again). */
    private boolean isWrittenByHand(String name) {
        TypeElement existing = environment.getElementUtils().getTypeElement(name);
        return existing != null && new Annotations(environment.getElementUtils()).find(existing, GENERATED).isEmpty();
    }
}
