package io.tablesmith.condition;

import java.util.List;

/**
 * A list, set, map or nested-record component (or an {@code Optional} of a string, binary or one
 * of those): presence and {@link #size()}, DynamoDB's {@code size(...)}, which counts a list's
 * elements, a set's members, a map's or record's entries, a string's UTF-8 bytes and a binary's bytes.
 *
 * @param <T> the entity type
 */
public class SizedField<T> extends PresenceField<T> {

    /**
     * Used by generated code.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     */
    public SizedField(String component, String attribute) {
        super(component, attribute);
    }

    /**
     * Used by generated code for a renamed component.
     *
     * @param component the record component's name, for messages
     * @param attribute the stored attribute name
     * @param formerAttributes the names items written before a rename may still hold the value under
     */
    public SizedField(String component, String attribute, List<String> formerAttributes) {
        super(component, attribute, formerAttributes);
    }

    /** The stored value's size, as the database counts it ({@code size(...)}), to compare. */
    public final Size<T> size() {
        return new Size<>(this);
    }
}
