package io.tablesmith.processor.schema;

import io.tablesmith.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The text that says how a component's value is stored ({@code STRING}, {@code LIST<INT>},
 * {@code ENUM(QUEUED, RUNNING)}, {@code COMPRESSED(STRING)}, ...), and which changes of it old
 * items survive.
 */
final class StoredForm {

    /** Integral kinds in widening order: a stored value of one decodes exactly as any later one. */
    private static final List<String> INTEGRAL = List.of("BYTE", "SHORT", "INT", "LONG", "BIG_INTEGER");
    private static final Pattern ENUM = Pattern.compile("ENUM\\((.*)\\)");
    private static final Pattern COMPRESSED = Pattern.compile("COMPRESSED\\((.*)\\)");
    /**
     * The time forms stored fixed width since their text sorts as time, by the name of the ISO
     * text of varying width stored before (which reads still accept).
     */
    private static final Map<String, String> FIXED_WIDTH = Map.of(
            "INSTANT", "INSTANT_FIXED_NANOS",
            "LOCAL_DATE_TIME", "LOCAL_DATE_TIME_FIXED_NANOS");

    private StoredForm() {
    }

    /** The stored form of a type; a nested record's own components are recorded separately, by path. */
    static String of(TypeModel type, Elements elements) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind() == TypeModel.ScalarKind.ENUM ? "ENUM(" + String.join(", ", constants(scalar, elements)) + ")"
                    : FIXED_WIDTH.getOrDefault(scalar.kind().name(), scalar.kind().name());
        }
        if (type instanceof TypeModel.OptionalOf optional) {
            return of(optional.value(), elements);
        }
        if (type instanceof TypeModel.ListOf list) {
            return "LIST<" + of(list.element(), elements) + ">";
        }
        if (type instanceof TypeModel.SetOf set) {
            return "SET<" + of(set.element(), elements) + ">";
        }
        if (type instanceof TypeModel.MapOf map) {
            return "MAP<" + of(map.value(), elements) + ">";
        }
        if (type instanceof TypeModel.RecordOf) {
            return "RECORD";
        }
        if (type instanceof TypeModel.Converted converted) {
            return "CONVERTED(" + converted.converter().canonicalName() + ")";
        }
        if (type instanceof TypeModel.Compressed compressed) {
            return "COMPRESSED(" + of(compressed.value(), elements) + ")";
        }
        return "EPOCH_SECONDS";
    }

    private static List<String> constants(TypeModel.Scalar scalar, Elements elements) {
        List<String> constants = new ArrayList<>();
        TypeElement type = elements.getTypeElement(scalar.javaType().toString());
        if (type != null) {
            for (Element member : type.getEnclosedElements()) {
                if (member.getKind() == ElementKind.ENUM_CONSTANT) {
                    constants.add(member.getSimpleName().toString());
                }
            }
        }
        return constants;
    }

    /**
     * Whether every value stored in the {@code old} form decodes, to the same value, in the
     * {@code current} one: the same form; an integral number widened; an enum that kept every
     * constant; compression added or removed (reads take both forms); an instant or local
     * date-time of the ISO text stored before the fixed width; a list, set or map whose elements
     * are read so.
     */
    static boolean reads(String old, String current) {
        String plainOld = uncompressed(old);
        String plainCurrent = uncompressed(current);
        if (plainOld.equals(plainCurrent) || plainCurrent.equals(FIXED_WIDTH.get(plainOld))) {
            return true;
        }
        for (String container : List.of("LIST<", "SET<", "MAP<")) {
            if (plainOld.startsWith(container) && plainCurrent.startsWith(container)) {
                return reads(plainOld.substring(container.length(), plainOld.length() - 1),
                        plainCurrent.substring(container.length(), plainCurrent.length() - 1));
            }
        }
        int from = INTEGRAL.indexOf(plainOld);
        if (from >= 0 && INTEGRAL.indexOf(plainCurrent) >= from) {
            return true;
        }
        Matcher before = ENUM.matcher(plainOld);
        Matcher now = ENUM.matcher(plainCurrent);
        return before.matches() && now.matches() && split(now.group(1)).containsAll(split(before.group(1)));
    }

    /**
     * Whether {@code old} holds a time of the varying-width text that {@code current} stores
     * fixed width (at any depth), so that old items sort apart until they are rewritten.
     */
    static boolean timeWidened(String old, String current) {
        for (Map.Entry<String, String> form : FIXED_WIDTH.entrySet()) {
            if (old.replace(form.getValue(), "").contains(form.getKey()) && current.contains(form.getValue())
                    && reads(old, current)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> split(String constants) {
        return constants.isEmpty() ? List.of() : List.of(constants.split(", "));
    }

    private static String uncompressed(String form) {
        Matcher matcher = COMPRESSED.matcher(form);
        return matcher.matches() ? matcher.group(1) : form;
    }
}
