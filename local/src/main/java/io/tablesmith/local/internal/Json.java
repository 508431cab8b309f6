package io.tablesmith.local.internal;

import java.util.Base64;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Renders items as DynamoDB's wire JSON, for the values that validation messages quote. */
public final class Json {
    private Json() {
    }

    public static String render(Map<String, AttributeValue> item) {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
            if (!first) {
                sb.append(',');
            }
            first = false;
            sb.append(string(e.getKey())).append(':').append(render(e.getValue()));
        }
        return sb.append('}').toString();
    }

    public static String render(AttributeValue v) {
        String type = ValueTypes.type(v);
        if (type == null) {
            return "{}";
        }
        StringBuilder sb = new StringBuilder("{").append(string(type)).append(':');
        switch (type) {
            case "S": sb.append(string(v.s())); break;
            case "N": sb.append(string(v.n())); break;
            case "B": sb.append(string(base64(v.b()))); break;
            case "BOOL": sb.append(v.bool()); break;
            case "NULL": sb.append(true); break;
            case "SS": list(sb, v.ss().stream().map(Json::string).toList()); break;
            case "NS": list(sb, v.ns().stream().map(Json::string).toList()); break;
            case "BS": list(sb, v.bs().stream().map(b -> string(base64(b))).toList()); break;
            case "L": list(sb, v.l().stream().map(Json::render).toList()); break;
            default: sb.append(render(v.m())); break;
        }
        return sb.append('}').toString();
    }

    private static void list(StringBuilder sb, java.util.List<String> parts) {
        sb.append('[').append(String.join(",", parts)).append(']');
    }

    private static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe());
    }

    /** A JSON string literal. */
    public static String string(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.append('"').toString();
    }
}
