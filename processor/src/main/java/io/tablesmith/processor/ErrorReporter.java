package io.tablesmith.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.tools.Diagnostic;

/**
 * Reports the processor's errors, each on the element and, where there is one, on the
 * annotation and its offending value, so that an IDE underlines exactly what to fix.
 */
final class ErrorReporter {

    private final Messager messager;
    private int errors;

    ErrorReporter(Messager messager) {
        this.messager = messager;
    }

    /** An {@code ErrorReporter} that counts but prints nothing, for a second pass over the same code. */
    static ErrorReporter silent() {
        return new ErrorReporter(null);
    }

    void error(Element element, Message message, Object... arguments) {
        report(element, null, null, message, arguments);
    }

    void error(Element element, AnnotationMirror annotation, Message message, Object... arguments) {
        report(element, annotation, null, message, arguments);
    }

    /** An error on one member of an annotation, for example the {@code pk} of a {@code @Key}. */
    void error(Element element, AnnotationMirror annotation, String member, Message message, Object... arguments) {
        report(element, annotation, valueOf(annotation, member), message, arguments);
    }

    int errorCount() {
        return errors;
    }

    private void report(Element element, AnnotationMirror annotation, AnnotationValue value,
                        Message message, Object... arguments) {
        errors++;
        if (messager == null) {
            return;
        }
        String text = message.format(arguments);
        element = positioned(element);
        if (annotation == null) {
            messager.printMessage(Diagnostic.Kind.ERROR, text, element);
        } else if (value == null) {
            messager.printMessage(Diagnostic.Kind.ERROR, text, element, annotation);
        } else {
            messager.printMessage(Diagnostic.Kind.ERROR, text, element, annotation, value);
        }
    }

    /**
     * javac 17 gives a record component no source position, so its diagnostics print without a
     * file or line; the component's private field is declared by the same source text and has one.
     */
    private static Element positioned(Element element) {
        if (element instanceof RecordComponentElement component) {
            for (Element member : component.getEnclosingElement().getEnclosedElements()) {
                if (member.getKind() == ElementKind.FIELD && member.getSimpleName().equals(component.getSimpleName())) {
                    return member;
                }
            }
        }
        return element;
    }

    private static AnnotationValue valueOf(AnnotationMirror annotation, String member) {
        if (annotation == null) {
            return null;
        }
        for (var entry : annotation.getElementValues().entrySet()) {
            ExecutableElement method = entry.getKey();
            if (method.getSimpleName().contentEquals(member)) {
                return entry.getValue();
            }
        }
        return null;
    }
}
