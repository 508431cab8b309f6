package io.tablesmith.local.server;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallingKnownType;
import software.amazon.awssdk.core.traits.ListTrait;
import software.amazon.awssdk.core.traits.MapTrait;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;
import software.amazon.awssdk.utils.builder.SdkBuilder;

/**
 * DynamoDB's JSON 1.0 wire format for any SDK model object, driven by the model's own metadata: each
 * {@link SdkField} says its JSON member name ({@code locationName}), its type, and for lists, maps and
 * structures the field that describes their elements and how to build them. So one codec covers every
 * operation's requests, responses and error details, with no reflection.
 *
 * <p>The SDK's own JSON protocol marshaller writes requests and its unmarshaller reads responses (both
 * client-side and SDK-internal); a server needs the other two directions, which this class provides.
 */
final class WireCodec {
    private static final Map<Class<?>, Map<String, SdkField<?>>> FIELDS_BY_NAME = new ConcurrentHashMap<>();

    private WireCodec() {
    }

    /** Reads {@code json} into {@code builder} (a model object's builder) and builds the object. */
    static SdkPojo read(String json, SdkPojo builder) {
        JsonReader in = new JsonReader(json.isBlank() ? "{}" : json);
        SdkPojo result = readStructure(in, builder);
        in.expectEnd();
        return result;
    }

    private static SdkPojo readStructure(JsonReader in, SdkPojo builder) {
        if (in.peekValue() != '{') {
            throw in.error("expected a structure");
        }
        Map<String, SdkField<?>> fields = fieldsByName(builder);
        in.beginObject();
        for (String name = in.nextName(true); name != null; name = in.nextName(false)) {
            SdkField<?> field = fields.get(name);
            if (field == null) {
                in.skipValue();
                continue;
            }
            Object value = readValue(in, field);
            if (value != null) {
                field.set(builder, value);
            }
        }
        return (SdkPojo) ((SdkBuilder<?, ?>) builder).build();
    }

    private static Map<String, SdkField<?>> fieldsByName(SdkPojo builder) {
        return FIELDS_BY_NAME.computeIfAbsent(builder.getClass(), type -> {
            Map<String, SdkField<?>> byName = new HashMap<>();
            for (SdkField<?> field : builder.sdkFields()) {
                byName.put(field.locationName(), field);
            }
            return Map.copyOf(byName);
        });
    }

    /** The value of {@code field} at the reader's position, or null for JSON null. */
    private static Object readValue(JsonReader in, SdkField<?> field) {
        if (in.nextIsNull()) {
            return null;
        }
        MarshallingKnownType type = field.marshallingType().getKnownType();
        try {
            switch (type) {
                case STRING:
                    return in.readString();
                case BOOLEAN:
                    return in.readBoolean();
                case INTEGER:
                    return new BigDecimal(number(in)).intValueExact();
                case LONG:
                    return new BigDecimal(number(in)).longValueExact();
                case SHORT:
                    return new BigDecimal(number(in)).shortValueExact();
                case BYTE:
                    return new BigDecimal(number(in)).byteValueExact();
                case DOUBLE:
                    return Double.parseDouble(number(in));
                case FLOAT:
                    return Float.parseFloat(number(in));
                case BIG_DECIMAL:
                    return new BigDecimal(number(in));
                case INSTANT:
                    return instant(new BigDecimal(number(in)));
                case SDK_BYTES:
                    return SdkBytes.fromByteArrayUnsafe(Base64.getDecoder().decode(in.readString()));
                case SDK_POJO:
                    return readStructure(in, field.constructor().get());
                case LIST:
                    return readList(in, field.getTrait(ListTrait.class).memberFieldInfo());
                case MAP:
                    return readMap(in, field.getTrait(MapTrait.class).valueFieldInfo());
                default:
                    throw new MalformedRequestException("Member " + field.locationName() + " of type " + type
                            + " is not supported");
            }
        } catch (ArithmeticException | IllegalArgumentException e) {
            throw new MalformedRequestException("Member " + field.locationName() + " is not a valid "
                    + type.name().toLowerCase(java.util.Locale.ROOT) + ": " + e.getMessage());
        }
    }

    private static String number(JsonReader in) {
        char c = in.peekValue();
        if (c != '-' && (c < '0' || c > '9')) {
            throw in.error("expected a number");
        }
        return in.readNumber();
    }

    private static Instant instant(BigDecimal epochSeconds) {
        BigDecimal seconds = epochSeconds.setScale(0, java.math.RoundingMode.FLOOR);
        int nanos = epochSeconds.subtract(seconds).movePointRight(9).intValue();
        return Instant.ofEpochSecond(seconds.longValueExact(), nanos);
    }

    private static List<Object> readList(JsonReader in, SdkField<?> element) {
        if (in.peekValue() != '[') {
            throw in.error("expected a list");
        }
        List<Object> list = new ArrayList<>();
        in.beginArray();
        for (boolean first = true; in.hasNextElement(first); first = false) {
            list.add(readValue(in, element));
        }
        return list;
    }

    private static Map<String, Object> readMap(JsonReader in, SdkField<?> value) {
        if (in.peekValue() != '{') {
            throw in.error("expected a map");
        }
        Map<String, Object> map = new LinkedHashMap<>();
        in.beginObject();
        for (String key = in.nextName(true); key != null; key = in.nextName(false)) {
            map.put(key, readValue(in, value));
        }
        return map;
    }

    /** {@code pojo} as a JSON object. */
    static String write(SdkPojo pojo) {
        StringBuilder out = new StringBuilder(256);
        writeStructure(out, pojo, null);
        return out.toString();
    }

    /**
     * Appends {@code pojo}'s members, after {@code prefix} when given: the already written start of the
     * object (an error's {@code __type} and message) whose members the object continues.
     */
    static void writeStructure(StringBuilder out, SdkPojo pojo, String prefix) {
        out.append('{');
        boolean first = true;
        if (prefix != null) {
            out.append(prefix);
            first = false;
        }
        for (SdkField<?> field : pojo.sdkFields()) {
            Object value = field.getValueOrDefault(pojo);
            if (!isPresent(value) || (prefix != null && field.locationName().equalsIgnoreCase("message"))) {
                continue;
            }
            if (!first) {
                out.append(',');
            }
            first = false;
            writeString(out, field.locationName());
            out.append(':');
            writeValue(out, field, value);
        }
        out.append('}');
    }

    /** Whether {@code pojo} (an error) has a member set besides its message, such as a failed condition's Item. */
    static boolean hasMembersBesidesMessage(SdkPojo pojo) {
        for (SdkField<?> field : pojo.sdkFields()) {
            if (!field.locationName().equalsIgnoreCase("message") && isPresent(field.getValueOrDefault(pojo))) {
                return true;
            }
        }
        return false;
    }

    /** Null, and the SDK's marker for a list or map that was never set, are left out of the JSON. */
    private static boolean isPresent(Object value) {
        return value != null && !(value instanceof SdkAutoConstructList) && !(value instanceof SdkAutoConstructMap);
    }

    private static void writeValue(StringBuilder out, SdkField<?> field, Object value) {
        switch (field.marshallingType().getKnownType()) {
            case STRING:
                writeString(out, value.toString());
                break;
            case BOOLEAN:
            case INTEGER:
            case LONG:
            case SHORT:
            case BYTE:
            case DOUBLE:
            case FLOAT:
                out.append(value);
                break;
            case BIG_DECIMAL:
                out.append(((BigDecimal) value).toPlainString());
                break;
            case INSTANT:
                Instant instant = (Instant) value;
                out.append(BigDecimal.valueOf(instant.getEpochSecond())
                        .add(BigDecimal.valueOf(instant.getNano(), 9)).stripTrailingZeros().toPlainString());
                break;
            case SDK_BYTES:
                writeString(out, Base64.getEncoder().encodeToString(((SdkBytes) value).asByteArrayUnsafe()));
                break;
            case SDK_POJO:
                writeStructure(out, (SdkPojo) value, null);
                break;
            case LIST:
                writeList(out, field.getTrait(ListTrait.class).memberFieldInfo(), (List<?>) value);
                break;
            case MAP:
                writeMap(out, field.getTrait(MapTrait.class).valueFieldInfo(), (Map<?, ?>) value);
                break;
            default:
                throw new IllegalStateException("Member " + field.locationName() + " of type "
                        + field.marshallingType() + " cannot be written");
        }
    }

    private static void writeList(StringBuilder out, SdkField<?> element, List<?> list) {
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            Object value = list.get(i);
            if (value == null) {
                out.append("null");
            } else {
                writeValue(out, element, value);
            }
        }
        out.append(']');
    }

    private static void writeMap(StringBuilder out, SdkField<?> valueField, Map<?, ?> map) {
        out.append('{');
        boolean first = true;
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!first) {
                out.append(',');
            }
            first = false;
            writeString(out, entry.getKey().toString());
            out.append(':');
            if (entry.getValue() == null) {
                out.append("null");
            } else {
                writeValue(out, valueField, entry.getValue());
            }
        }
        out.append('}');
    }

    /** A JSON string literal; every character below U+0020 is escaped, the rest is written as is (UTF-8). */
    static void writeString(StringBuilder out, String s) {
        out.append('"');
        int run = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c != '"' && c != '\\') {
                continue;
            }
            out.append(s, run, i);
            run = i + 1;
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append(String.format("\\u%04x", (int) c));
            }
        }
        out.append(s, run, s.length()).append('"');
    }
}
