package io.tablesmith.processor;

import com.squareup.javapoet.TypeName;

/**
 * One record component as Tablesmith stores it.
 *
 * @param name the component's name, also its accessor
 * @param attribute the stored attribute name ({@code @Attribute} or the component name)
 * @param type how the value is stored
 * @param javaType the declared Java type
 * @param primitive whether the Java type is primitive, so the value can never be absent
 */
record ComponentModel(String name, String attribute, ValueType type, TypeName javaType, boolean primitive) {

    boolean nullable() {
        return !primitive;
    }
}
