package io.tablesmith.local.internal.partiql;

import io.tablesmith.local.internal.Errors;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A SELECT's NextToken: the page's LastEvaluatedKey and the table and index it was read from, so a token
 * is refused by a statement that reads elsewhere. Opaque to clients, as DynamoDB's is.
 */
final class PageToken {
    private PageToken() {
    }

    static String encode(String source, Map<String, AttributeValue> lastEvaluatedKey) {
        StringBuilder sb = new StringBuilder();
        field(sb, source);
        for (Map.Entry<String, AttributeValue> e : lastEvaluatedKey.entrySet()) {
            AttributeValue v = e.getValue();
            field(sb, e.getKey());
            if (v.s() != null) {
                field(sb, "S");
                field(sb, v.s());
            } else if (v.n() != null) {
                field(sb, "N");
                field(sb, v.n());
            } else {
                field(sb, "B");
                field(sb, Base64.getEncoder().encodeToString(v.b().asByteArrayUnsafe()));
            }
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The start key a token stands for; a ValidationException when it is malformed or from another source. */
    static Map<String, AttributeValue> decode(String source, String token) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
            int[] at = {0};
            if (!source.equals(field(text, at))) {
                throw invalid();
            }
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            while (at[0] < text.length()) {
                String name = field(text, at);
                String type = field(text, at);
                String value = field(text, at);
                key.put(name, switch (type) {
                    case "S" -> AttributeValue.fromS(value);
                    case "N" -> AttributeValue.fromN(value);
                    case "B" -> AttributeValue.fromB(SdkBytes.fromByteArray(Base64.getDecoder().decode(value)));
                    default -> throw invalid();
                });
            }
            return key;
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw invalid();
        }
    }

    private static RuntimeException invalid() {
        return Errors.validation("Invalid NextToken");
    }

    private static void field(StringBuilder sb, String value) {
        sb.append(value.length()).append(':').append(value);
    }

    private static String field(String text, int[] at) {
        int colon = text.indexOf(':', at[0]);
        int length = Integer.parseInt(text.substring(at[0], colon));
        String value = text.substring(colon + 1, colon + 1 + length);
        at[0] = colon + 1 + length;
        return value;
    }
}
