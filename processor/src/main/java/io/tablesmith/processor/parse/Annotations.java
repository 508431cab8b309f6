package io.tablesmith.processor.parse;

import static io.tablesmith.processor.parse.AnnotationNames.TABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Reads Tablesmith's annotations as mirrors, so that errors can point at them. */
public final class Annotations {


    private final Elements elements;

    public Annotations(Elements elements) {
        this.elements = elements;
    }

    public Optional<AnnotationMirror> find(Element element, String annotationName) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
            if (type.getQualifiedName().contentEquals(annotationName)) {
                return Optional.of(mirror);
            }
        }
        return Optional.empty();
    }

    /** The {@code @Table} description (possibly empty) of a package declared a table, or empty when it is not one. */
    public Optional<String> tableDeclaration(String packageName) {
        return Optional.ofNullable(elements.getPackageElement(packageName))
                .flatMap(element -> find(element, TABLE))
                .map(table -> string(table, "description"));
    }

    /** Every occurrence of a repeatable annotation, whether written once or several times. */
    public List<AnnotationMirror> findRepeated(Element element, String annotationName, String containerName) {
        List<AnnotationMirror> found = new ArrayList<>();
        find(element, annotationName).ifPresent(found::add);
        find(element, containerName).ifPresent(container -> {
            Object value = value(container, "value").getValue();
            if (value instanceof List<?> entries) {
                for (Object entry : entries) {
                    if (entry instanceof AnnotationValue annotationValue
                            && annotationValue.getValue() instanceof AnnotationMirror nested) {
                        found.add(nested);
                    }
                }
            }
        });
        return found;
    }

    /** Whether the member is written out, not left at its default. */
    boolean isSet(AnnotationMirror mirror, String member) {
        return mirror.getElementValues().keySet().stream().anyMatch(key -> key.getSimpleName().contentEquals(member));
    }

    public String string(AnnotationMirror mirror, String member) {
        return String.valueOf(value(mirror, member).getValue());
    }

    /** A class-literal member, such as the converter of {@code @Convert}. */
    javax.lang.model.type.TypeMirror type(AnnotationMirror mirror, String member) {
        Object value = value(mirror, member).getValue();
        return value instanceof javax.lang.model.type.TypeMirror type ? type : null;
    }

    /** The strings of an array member (a single value written without braces counts as one). */
    List<String> strings(AnnotationMirror mirror, String member) {
        Object value = value(mirror, member).getValue();
        List<String> strings = new ArrayList<>();
        if (value instanceof List<?> entries) {
            for (Object entry : entries) {
                strings.add(String.valueOf(entry instanceof AnnotationValue annotationValue ? annotationValue.getValue() : entry));
            }
        } else {
            strings.add(String.valueOf(value));
        }
        return strings;
    }

    /** A member's constant: a number, a string, or an enum constant's element. */
    Object constant(AnnotationMirror mirror, String member) {
        return value(mirror, member).getValue();
    }

    private AnnotationValue value(AnnotationMirror mirror, String member) {
        for (var entry : elements.getElementValuesWithDefaults(mirror).entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(member)) {
                return entry.getValue();
            }
        }
        throw new IllegalArgumentException("@" + mirror.getAnnotationType() + " has no member " + member);
    }
}
