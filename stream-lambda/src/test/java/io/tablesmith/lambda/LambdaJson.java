package io.tablesmith.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.serialization.PojoSerializer;
import com.amazonaws.services.lambda.runtime.serialization.events.LambdaEventSerializers;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * Lambda's side of the tests: an event's JSON as Lambda delivers it to a function, read into a
 * {@link DynamodbEvent} by the serializer the Lambda Java runtime uses, and SDK stream records written
 * out in that JSON, field for field as the Lambda developer guide shows it.
 */
final class LambdaJson {

    private static final PojoSerializer<DynamodbEvent> SERIALIZER =
            LambdaEventSerializers.serializerFor(DynamodbEvent.class, LambdaJson.class.getClassLoader());

    private LambdaJson() {
    }

    /** The event in a test resource. */
    static DynamodbEvent read(String resource) {
        try (InputStream json = LambdaJson.class.getClassLoader().getResourceAsStream(resource)) {
            if (json == null) {
                throw new IllegalArgumentException("no test resource " + resource);
            }
            return SERIALIZER.fromJson(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The event Lambda would deliver for these records of a stream. */
    static DynamodbEvent deliver(List<Record> records, String streamArn) {
        StringBuilder json = new StringBuilder("{\"Records\":[");
        for (int i = 0; i < records.size(); i++) {
            json.append(i == 0 ? "" : ",");
            record(json, records.get(i), streamArn);
        }
        json.append("]}");
        return SERIALIZER.fromJson(new ByteArrayInputStream(json.toString().getBytes(StandardCharsets.UTF_8)));
    }

    private static void record(StringBuilder json, Record record, String streamArn) {
        json.append('{');
        field(json, "eventID", record.eventID()).append(',');
        field(json, "eventName", record.eventNameAsString()).append(',');
        field(json, "eventVersion", record.eventVersion()).append(',');
        field(json, "eventSource", record.eventSource()).append(',');
        field(json, "awsRegion", record.awsRegion()).append(',');
        if (record.userIdentity() != null) {
            json.append("\"userIdentity\":{");
            field(json, "type", record.userIdentity().type()).append(',');
            field(json, "principalId", record.userIdentity().principalId()).append("},");
        }
        StreamRecord data = record.dynamodb();
        json.append("\"dynamodb\":{\"ApproximateCreationDateTime\":")
                .append(BigDecimal.valueOf(data.approximateCreationDateTime().toEpochMilli(), 3).stripTrailingZeros().toPlainString());
        json.append(",\"Keys\":");
        item(json, data.keys());
        if (data.hasNewImage()) {
            json.append(",\"NewImage\":");
            item(json, data.newImage());
        }
        if (data.hasOldImage()) {
            json.append(",\"OldImage\":");
            item(json, data.oldImage());
        }
        json.append(',');
        field(json, "SequenceNumber", data.sequenceNumber()).append(",\"SizeBytes\":").append(data.sizeBytes()).append(',');
        field(json, "StreamViewType", data.streamViewTypeAsString()).append("},");
        field(json, "eventSourceARN", streamArn).append('}');
    }

    private static void item(StringBuilder json, Map<String, AttributeValue> item) {
        json.append('{');
        boolean first = true;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            json.append(first ? "" : ",");
            first = false;
            string(json, attribute.getKey()).append(':');
            value(json, attribute.getValue());
        }
        json.append('}');
    }

    private static void value(StringBuilder json, AttributeValue value) {
        switch (value.type()) {
            case S -> string(json.append("{\"S\":"), value.s()).append('}');
            case N -> string(json.append("{\"N\":"), value.n()).append('}');
            case B -> string(json.append("{\"B\":"), base64(value.b())).append('}');
            case BOOL -> json.append("{\"BOOL\":").append(value.bool()).append('}');
            case NUL -> json.append("{\"NULL\":true}");
            case SS -> strings(json.append("{\"SS\":"), value.ss()).append('}');
            case NS -> strings(json.append("{\"NS\":"), value.ns()).append('}');
            case BS -> strings(json.append("{\"BS\":"), value.bs().stream().map(LambdaJson::base64).toList()).append('}');
            case M -> {
                json.append("{\"M\":");
                item(json, value.m());
                json.append('}');
            }
            case L -> {
                json.append("{\"L\":[");
                for (int i = 0; i < value.l().size(); i++) {
                    json.append(i == 0 ? "" : ",");
                    value(json, value.l().get(i));
                }
                json.append("]}");
            }
            default -> throw new IllegalArgumentException("not a DynamoDB value: " + value);
        }
    }

    private static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArray());
    }

    private static StringBuilder field(StringBuilder json, String name, String value) {
        string(json, name).append(':');
        return value == null ? json.append("null") : string(json, value);
    }

    private static StringBuilder strings(StringBuilder json, List<String> values) {
        json.append('[');
        for (int i = 0; i < values.size(); i++) {
            string(json.append(i == 0 ? "" : ","), values.get(i));
        }
        return json.append(']');
    }

    private static StringBuilder string(StringBuilder json, String text) {
        json.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                json.append('\\').append(c);
            } else if (c < 0x20) {
                json.append(String.format("\\u%04x", (int) c));
            } else {
                json.append(c);
            }
        }
        return json.append('"');
    }
}
