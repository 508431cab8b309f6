package io.tablesmith.internal;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A compact binary form of an attribute value, for compressed nested records: a tag byte,
 * then lengths as 32-bit integers and text as UTF-8. Format version 1 is the leading byte.
 */
final class AttributeValueEncoding {

    private static final int VERSION = 1;
    private static final int S = 1;
    private static final int N = 2;
    private static final int B = 3;
    private static final int BOOL = 4;
    private static final int NUL = 5;
    private static final int L = 6;
    private static final int M = 7;
    private static final int SS = 8;
    private static final int NS = 9;
    private static final int BS = 10;

    private AttributeValueEncoding() {
    }

    static void write(AttributeValue value, DataOutputStream out) throws IOException {
        out.writeByte(VERSION);
        writeValue(value, out);
        out.flush();
    }

    static AttributeValue read(DataInputStream in) throws IOException {
        int version = in.readUnsignedByte();
        if (version != VERSION) {
            throw new CodecException("the compressed value has format version " + version + ", which this Tablesmith cannot read");
        }
        return readValue(in, 0);
    }

    private static void writeValue(AttributeValue value, DataOutputStream out) throws IOException {
        switch (value.type()) {
            case S -> text(out, S, value.s());
            case N -> text(out, N, value.n());
            case B -> bytes(out, B, value.b());
            case BOOL -> {
                out.writeByte(BOOL);
                out.writeBoolean(value.bool());
            }
            case NUL -> out.writeByte(NUL);
            case L -> {
                out.writeByte(L);
                out.writeInt(value.l().size());
                for (AttributeValue element : value.l()) {
                    writeValue(element, out);
                }
            }
            case M -> {
                out.writeByte(M);
                out.writeInt(value.m().size());
                for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                    string(out, entry.getKey());
                    writeValue(entry.getValue(), out);
                }
            }
            case SS -> strings(out, SS, value.ss());
            case NS -> strings(out, NS, value.ns());
            case BS -> {
                out.writeByte(BS);
                out.writeInt(value.bs().size());
                for (SdkBytes member : value.bs()) {
                    byteArray(out, member.asByteArrayUnsafe());
                }
            }
            default -> throw new CodecException("an attribute value of unknown type cannot be compressed: " + value);
        }
    }

    private static AttributeValue readValue(DataInputStream in, int depth) throws IOException {
        if (depth > 64) {
            throw new CodecException("the compressed value nests deeper than 64 levels");
        }
        int tag = in.readUnsignedByte();
        return switch (tag) {
            case S -> AttributeValue.fromS(string(in));
            case N -> AttributeValue.fromN(string(in));
            case B -> AttributeValue.fromB(SdkBytes.fromByteArrayUnsafe(byteArray(in)));
            case BOOL -> AttributeValue.fromBool(in.readBoolean());
            case NUL -> AttributeValue.fromNul(true);
            case L -> {
                int size = count(in);
                List<AttributeValue> list = new ArrayList<>(Math.min(size, 1024));
                for (int i = 0; i < size; i++) {
                    list.add(readValue(in, depth + 1));
                }
                yield AttributeValue.fromL(list);
            }
            case M -> {
                int size = count(in);
                Map<String, AttributeValue> map = new LinkedHashMap<>();
                for (int i = 0; i < size; i++) {
                    String key = string(in);
                    map.put(key, readValue(in, depth + 1));
                }
                yield AttributeValue.fromM(map);
            }
            case SS -> AttributeValue.fromSs(strings(in));
            case NS -> AttributeValue.fromNs(strings(in));
            case BS -> {
                int size = count(in);
                List<SdkBytes> members = new ArrayList<>(Math.min(size, 1024));
                for (int i = 0; i < size; i++) {
                    members.add(SdkBytes.fromByteArrayUnsafe(byteArray(in)));
                }
                yield AttributeValue.fromBs(members);
            }
            default -> throw new CodecException("the compressed value holds an unknown type tag " + tag);
        };
    }

    private static void text(DataOutputStream out, int tag, String text) throws IOException {
        out.writeByte(tag);
        string(out, text);
    }

    private static void bytes(DataOutputStream out, int tag, SdkBytes bytes) throws IOException {
        out.writeByte(tag);
        byteArray(out, bytes.asByteArrayUnsafe());
    }

    private static void strings(DataOutputStream out, int tag, List<String> members) throws IOException {
        out.writeByte(tag);
        out.writeInt(members.size());
        for (String member : members) {
            string(out, member);
        }
    }

    private static List<String> strings(DataInputStream in) throws IOException {
        int size = count(in);
        List<String> members = new ArrayList<>(Math.min(size, 1024));
        for (int i = 0; i < size; i++) {
            members.add(string(in));
        }
        return members;
    }

    private static void string(DataOutputStream out, String text) throws IOException {
        byteArray(out, text.getBytes(StandardCharsets.UTF_8));
    }

    private static String string(DataInputStream in) throws IOException {
        return new String(byteArray(in), StandardCharsets.UTF_8);
    }

    private static void byteArray(DataOutputStream out, byte[] bytes) throws IOException {
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    private static byte[] byteArray(DataInputStream in) throws IOException {
        int length = count(in);
        byte[] bytes = in.readNBytes(length);
        if (bytes.length != length) {
            throw new java.io.EOFException("the value ends early");
        }
        return bytes;
    }

    private static int count(DataInputStream in) throws IOException {
        int count = in.readInt();
        if (count < 0) {
            throw new CodecException("the compressed value holds a negative length");
        }
        return count;
    }
}
