package io.tablesmith.processor.generate;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import io.tablesmith.processor.model.ComponentModel;
import io.tablesmith.processor.model.TableModel;
import io.tablesmith.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;

/**
 * The names a user's code brings into a generated class, which the class's own members must
 * never take: the simple names of the types of the user's package and of the types its records'
 * components use, and the components' names. A generated field named like a type obscures the
 * type in an expression ({@code UNIT.values()} would read a field {@code UNIT}); a generated
 * local or parameter named like a component parameter is declared twice; a type of the package
 * named like a {@code java.lang} type ({@code String}, {@code Override}) shadows it in every
 * file of the package, so generated files name such {@code java.lang} types qualified.
 */
final class UserNames {

    /** The components' names and variables (see {@link ComponentModel#variable()}), nested records' included. */
    private final Set<String> variables = new TreeSet<>();
    /** The simple names of the types the components use, and of the package's. */
    private final Set<String> types = new TreeSet<>();
    /** The nested records already walked, so that a record met twice is read once. */
    private final Set<ClassName> records = new HashSet<>();
    /** The simple names of the types the user's package declares, which shadow {@code java.lang}'s. */
    private final Set<String> packageTypes = new TreeSet<>();

    private UserNames() {
    }

    /** The names of {@code element}'s package and of {@code components} (with their nested records'). */
    static UserNames of(Element element, Collection<ComponentModel> components) {
        UserNames names = new UserNames();
        names.addPackage(element);
        names.addComponents(components);
        return names;
    }

    /** The names of a table's package and of every component of its entities. */
    static UserNames of(TableModel table) {
        UserNames names = new UserNames();
        List<Element> elements = new ArrayList<>();
        table.entities().forEach(entity -> elements.add(entity.element()));
        table.collections().forEach(collection -> elements.add(collection.element()));
        if (!elements.isEmpty()) {
            names.addPackage(elements.get(0));
        }
        table.entities().forEach(entity -> names.addComponents(entity.components()));
        return names;
    }

    private void addPackage(Element element) {
        Element enclosing = element;
        while (!(enclosing instanceof PackageElement)) {
            enclosing = enclosing.getEnclosingElement();
        }
        for (Element type : enclosing.getEnclosedElements()) {
            if (type.getKind().isClass() || type.getKind().isInterface() || type.getKind() == ElementKind.RECORD) {
                packageTypes.add(type.getSimpleName().toString());
            }
        }
        types.addAll(packageTypes);
    }

    private void addComponents(Collection<ComponentModel> components) {
        for (ComponentModel component : components) {
            variables.add(component.name());
            variables.add(component.variable());
            addType(component.javaType());
            addNested(component.type());
        }
    }

    private void addNested(TypeModel type) {
        if (type instanceof TypeModel.RecordOf record && records.add(record.javaType())) {
            addComponents(record.components());
        } else if (type instanceof TypeModel.OptionalOf optional) {
            addNested(optional.value());
        } else if (type instanceof TypeModel.ListOf list) {
            addNested(list.element());
        } else if (type instanceof TypeModel.SetOf set) {
            addNested(set.element());
        } else if (type instanceof TypeModel.MapOf map) {
            addNested(map.value());
        }
    }

    private void addType(TypeName type) {
        if (type instanceof ClassName className) {
            types.addAll(className.simpleNames());
        } else if (type instanceof ParameterizedTypeName parameterized) {
            addType(parameterized.rawType);
            parameterized.typeArguments.forEach(this::addType);
        } else if (type instanceof ArrayTypeName array) {
            addType(array.componentType);
        } else if (type instanceof WildcardTypeName wildcard) {
            wildcard.upperBounds.forEach(this::addType);
            wildcard.lowerBounds.forEach(this::addType);
        }
    }

    /** Every name a generated constant of the class must not take. */
    String[] reserved() {
        Set<String> reserved = new TreeSet<>(variables);
        reserved.addAll(types);
        return reserved.toArray(String[]::new);
    }

    /** The generated file, naming types qualified where a type of the user's package would shadow them. */
    JavaFile file(String packageName, TypeSpec.Builder type) {
        packageTypes.forEach(type::alwaysQualify);
        return JavaFile.builder(packageName, type.build()).skipJavaLangImports(true).build();
    }
}
