package io.tablesmith.processor;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

/**
 * The one place that writes the Java expression turning a component value into the
 * {@code AttributeValue} its schema stores. Conditions, updates and transitions all go through
 * {@link #attributeValue}, so a change of the codec needs a change here only.
 */
final class ValueEncoding {

    static final ClassName ATTRIBUTE_VALUES = ClassName.get(Names.INTERNAL, "AttributeValues");

    private ValueEncoding() {
    }

    /**
     * The expression for the stored form of {@code value}, a non-null expression of the
     * component's type (or its box).
     */
    static CodeBlock attributeValue(ComponentModel component, CodeBlock value) {
        return switch (component.type().storage()) {
            case STRING -> CodeBlock.of("$T.string($L)", ATTRIBUTE_VALUES, value);
            case NUMBER -> CodeBlock.of("$T.number($L)", ATTRIBUTE_VALUES, value);
            case BOOLEAN -> CodeBlock.of("$T.bool($L)", ATTRIBUTE_VALUES, value);
        };
    }

    /** Whether the stored order of the component is the order of its values (numbers and strings). */
    static boolean ordered(ComponentModel component) {
        return component.type().storage() == ValueType.Storage.NUMBER || component.type() == ValueType.STRING;
    }

    /** Whether the component can take an atomic {@code ADD}. */
    static boolean numeric(ComponentModel component) {
        return component.type().storage() == ValueType.Storage.NUMBER;
    }
}
