package io.tablesmith.processor.report;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * Reports the processor's errors (and its few warnings), each on the element and, where there is
 * one, on the annotation and its offending value, so that an IDE underlines exactly what to fix.
 */
public final class ErrorReporter {

    private final Messager messager;
    /** Javac's trees, to point at one of several repeated annotations; null under other compilers. */
    private final Trees trees;
    private int errors;

    ErrorReporter(Messager messager) {
        this(messager, null);
    }

    ErrorReporter(Messager messager, Trees trees) {
        this.messager = messager;
        this.trees = trees;
    }

    /** An {@code ErrorReporter} for the processor's environment, using javac's trees where there are some. */
    public static ErrorReporter of(ProcessingEnvironment environment) {
        Trees trees;
        try {
            trees = Trees.instance(environment);
        } catch (RuntimeException | LinkageError notJavac) {
            trees = null;
        }
        return new ErrorReporter(environment.getMessager(), trees);
    }

    /** An {@code ErrorReporter} that counts but prints nothing, for a second pass over the same code. */
    public static ErrorReporter silent() {
        return new ErrorReporter(null);
    }

    public void error(Element element, Message message, Object... arguments) {
        report(element, null, null, message, arguments);
    }

    public void error(Element element, AnnotationMirror annotation, Message message, Object... arguments) {
        report(element, annotation, null, message, arguments);
    }

    /** An error on one member of an annotation, for example the {@code pk} of a {@code @Key}. */
    public void error(Element element, AnnotationMirror annotation, String member, Message message, Object... arguments) {
        report(element, annotation, member, message, arguments);
    }

    /**
     * A warning on one member of an annotation, unless the element says
     * {@code @SuppressWarnings("<the message's id>")}; it does not count as an error.
     */
    public void warning(Element element, AnnotationMirror annotation, String member, Message message, Object... arguments) {
        if (!suppresses(element, message)) {
            report(element, annotation, member, message, arguments);
        }
    }

    /** A note on one member of an annotation: the code compiles, and the note says what to do after deploying it. */
    public void note(Element element, AnnotationMirror annotation, String member, Message message, Object... arguments) {
        report(Diagnostic.Kind.NOTE, element, annotation, member, message, arguments);
    }

    /** Whether {@code @SuppressWarnings("<the message's id>")} is on the element. */
    public static boolean suppresses(Element element, Message message) {
        SuppressWarnings suppressed = element.getAnnotation(SuppressWarnings.class);
        return suppressed != null && java.util.Arrays.asList(suppressed.value()).contains(message.id());
    }

    public int errorCount() {
        return errors;
    }

    private void report(Element element, AnnotationMirror annotation, String member,
                        Message message, Object... arguments) {
        report(message.isWarning() ? Diagnostic.Kind.WARNING : Diagnostic.Kind.ERROR, element, annotation, member,
                message, arguments);
    }

    private void report(Diagnostic.Kind kind, Element element, AnnotationMirror annotation, String member,
                        Message message, Object... arguments) {
        if (kind == Diagnostic.Kind.ERROR) {
            errors++;
        }
        if (messager == null) {
            return;
        }
        String text = message.format(arguments);
        if (annotation != null && !element.getAnnotationMirrors().contains(annotation)
                && reportOnRepeated(kind, text, element, annotation, member)) {
            return;
        }
        // Javac 17 finds no source position for a record component, but finds its field's,
        // which is declared by the same text of the record header.
        element = fieldOf(element);
        AnnotationValue value = member == null ? null : valueOf(annotation, member);
        if (annotation == null) {
            messager.printMessage(kind, text, element);
        } else if (value == null) {
            messager.printMessage(kind, text, element, annotation);
        } else {
            messager.printMessage(kind, text, element, annotation, value);
        }
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

    private static Element fieldOf(Element element) {
        if (element.getKind() != ElementKind.RECORD_COMPONENT) {
            return element;
        }
        for (Element member : element.getEnclosingElement().getEnclosedElements()) {
            if (member.getKind() == ElementKind.FIELD && member.getSimpleName().contentEquals(element.getSimpleName())) {
                return member;
            }
        }
        return element;
    }

    /**
     * Reports on one of several repeated annotations (a {@code @Gsi} inside the implicit
     * {@code @Gsi.List}), which the {@link Messager} cannot locate: it would point at the type.
     * Returns false when the annotation's tree cannot be found.
     */
    private boolean reportOnRepeated(Diagnostic.Kind kind, String text, Element element, AnnotationMirror annotation,
                                     String member) {
        int index = indexInContainer(element, annotation);
        TreePath path = index < 0 || trees == null ? null : trees.getPath(element);
        if (path == null || !(path.getLeaf() instanceof ClassTree type)) {
            return false;
        }
        TreePath modifiers = new TreePath(path, type.getModifiers());
        String annotationType = annotation.getAnnotationType().toString();
        int seen = 0;
        for (AnnotationTree tree : type.getModifiers().getAnnotations()) {
            TypeMirror treeType = trees.getTypeMirror(new TreePath(modifiers, tree));
            if (treeType != null && treeType.toString().equals(annotationType) && seen++ == index) {
                trees.printMessage(kind, text, argument(tree, member), path.getCompilationUnit());
                return true;
            }
        }
        return false;
    }

    /** The position of {@code annotation} among the annotations of a container on {@code element}, or -1. */
    private static int indexInContainer(Element element, AnnotationMirror annotation) {
        for (AnnotationMirror container : element.getAnnotationMirrors()) {
            for (AnnotationValue value : container.getElementValues().values()) {
                if (value.getValue() instanceof List<?> entries) {
                    for (int i = 0; i < entries.size(); i++) {
                        if (entries.get(i) instanceof AnnotationValue entry && entry.getValue() == annotation) {
                            return i;
                        }
                    }
                }
            }
        }
        return -1;
    }

    /** The tree of {@code member}'s value in {@code annotation}, or the annotation's. */
    private static Tree argument(AnnotationTree annotation, String member) {
        if (member != null) {
            for (ExpressionTree argument : annotation.getArguments()) {
                if (argument instanceof AssignmentTree assignment
                        && assignment.getVariable() instanceof IdentifierTree name
                        && name.getName().contentEquals(member)) {
                    return assignment.getExpression();
                }
            }
        }
        return annotation;
    }
}
