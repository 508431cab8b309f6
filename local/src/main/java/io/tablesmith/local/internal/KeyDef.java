package io.tablesmith.local.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** One key attribute: its name and its scalar type (S, N or B). */
public record KeyDef(String name, String type) {
    /** The attribute of this key in an item, or null. */
    public AttributeValue of(java.util.Map<String, AttributeValue> item) {
        return item.get(name);
    }
}
