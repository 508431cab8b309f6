package io.tablesmith.processor.model;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;
import java.util.List;
import java.util.Optional;

/**
 * One record component as Tablesmith stores it: a component of an entity, or of a record
 * nested in one.
 *
 * @param name the component's name, also its accessor
 * @param attribute the stored attribute name ({@code @Attribute}, {@code expires_at} for {@code @Ttl},
 *                  or the component name)
 * @param type how the value is stored
 * @param javaType the declared Java type
 * @param primitive whether the Java type is primitive, so the value can never be absent
 * @param ifAbsent the {@code @DefaultValue} literal an absent attribute reads as, if declared
 * @param formerAttributes names the component was stored under before ({@code @Attribute(formerly = ...)})
 */
public record ComponentModel(String name, String attribute, TypeModel type, TypeName javaType, boolean primitive,
                      Optional<CodeBlock> ifAbsent, List<String> formerAttributes) {

    /** The first names of the packages generated code may name types of qualified. */
    private static final List<String> PACKAGE_ROOTS = List.of("java", "javax", "io", "software");

    public ComponentModel(String name, String attribute, TypeModel type, TypeName javaType, boolean primitive) {
        this(name, attribute, type, javaType, primitive, Optional.empty(), List.of());
    }

    /** This component, reading absent attributes as {@code ifAbsent} and trying {@code former} names. */
    public ComponentModel evolved(Optional<CodeBlock> newIfAbsent, List<String> former) {
        return new ComponentModel(name, attribute, type, javaType, primitive, newIfAbsent, former);
    }

    /** Whether stored items may hold this component under a former name. */
    public boolean renamed() {
        return !formerAttributes.isEmpty();
    }

    public boolean nullable() {
        return !primitive;
    }

    public boolean keyable() {
        return type.keyable();
    }

    /** Whether the component is an {@code int}, {@code long} or their box: what a version can be. */
    public boolean versionable() {
        return type instanceof TypeModel.Scalar scalar
                && (scalar.kind() == TypeModel.ScalarKind.INT || scalar.kind() == TypeModel.ScalarKind.LONG);
    }

    /** Whether the component is a String, whose keys can be matched by prefix. */
    public boolean isString() {
        return type instanceof TypeModel.Scalar scalar && scalar.kind() == TypeModel.ScalarKind.STRING;
    }

    /** Whether the component is a byte, short, int, long (or a box) or a BigInteger, which a zero-padded key part can order. */
    public boolean isIntegral() {
        return type instanceof TypeModel.Scalar scalar && scalar.kind().integral();
    }

    /**
     * The component's name as a parameter or local of generated code: its name, followed by
     * {@code _} where that could hide a type or constant the generated code names in an
     * expression (a name that starts upper-case, such as {@code Codecs} or {@code ENTITY_TYPE}, or
     * the first name of a package, such as {@code java}). A name that already ends in {@code _}
     * takes one more when its stem would, so that no two components get one variable name.
     */
    public String variable() {
        String stem = name.replaceAll("_+$", "");
        boolean hides = stem.isEmpty() || Character.isUpperCase(stem.codePointAt(0)) || PACKAGE_ROOTS.contains(stem);
        return hides ? name + "_" : name;
    }

    public boolean isInt() {
        return type instanceof TypeModel.Scalar scalar && scalar.kind() == TypeModel.ScalarKind.INT;
    }
}
