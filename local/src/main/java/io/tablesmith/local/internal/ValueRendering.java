package io.tablesmith.local.internal;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Values as DynamoDB's error messages quote them ("{S:abc}"); {@link Json} renders them as wire JSON. */
public final class ValueRendering {
    private ValueRendering() {
    }

    /** A short rendering of a value for error messages, like DynamoDB's "{S:abc}". */
    public static String render(AttributeValue v) {
        String t = ValueTypes.type(v);
        if (t == null) {
            return "{}";
        }
        switch (t) {
            case "S":
                return "{S:" + v.s() + "}";
            case "N":
                return "{N:" + v.n() + "}";
            case "B":
                return "{B:" + v.b() + "}";
            case "BOOL":
                return "{BOOL:" + v.bool() + "}";
            case "NULL":
                return "{NULL:true}";
            default:
                return "{" + t + ":" + v + "}";
        }
    }
}
