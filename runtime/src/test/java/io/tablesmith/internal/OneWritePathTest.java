package io.tablesmith.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Safe by construction: the write path ({@link Write}, {@link WriteRequests}, {@link WritePath},
 * {@link WriteRefusal}) is the only code of the runtime that builds a write request or a
 * transaction's write item, or sends one. Read from the compiled classes' constant pools, so an
 * import, a fully qualified name or a lambda cannot hide a call: a feature that assembles its own
 * write fails the build here, and has to describe a {@link Write} instead.
 */
class OneWritePathTest {

    private static final String MODEL = "software/amazon/awssdk/services/dynamodb/model/";
    private static final String CLIENT = "software/amazon/awssdk/services/dynamodb/DynamoDbClient";
    private static final String ASYNC_CLIENT = "software/amazon/awssdk/services/dynamodb/DynamoDbAsyncClient";

    /** The request types that write, and the transaction items: building or reading them is the path's. */
    private static final Set<String> WRITE_TYPES = Set.of("PutItemRequest", "UpdateItemRequest", "DeleteItemRequest",
            "BatchWriteItemRequest", "TransactWriteItemsRequest", "TransactWriteItem", "Put", "Update", "Delete",
            "ConditionCheck", "WriteRequest", "PutRequest", "DeleteRequest");
    /** The client calls that write. */
    private static final Set<String> WRITE_CALLS = Set.of("putItem", "updateItem", "deleteItem", "batchWriteItem",
            "transactWriteItems");
    /**
     * The write path's classes (and their nested classes); {@code TranslatingClient} is the client the path sends
     * through, which hands each request on with the call's options and translates DynamoDB's answers about the
     * table, and {@code ForwardingClient} what it extends, which hands every other operation on as it is;
     * {@code AsyncWritePath} and {@code AsyncTransport} send the same rendered writes through an async client.
     */
    private static final Set<String> PATH = Set.of("io/tablesmith/internal/Write", "io/tablesmith/internal/WriteRequests",
            "io/tablesmith/internal/WritePath", "io/tablesmith/internal/WriteRefusal", "io/tablesmith/internal/TranslatingClient",
            "io/tablesmith/internal/ForwardingClient", "io/tablesmith/internal/AsyncWritePath",
            "io/tablesmith/internal/AsyncTransport");

    @Test
    void noClassOutsideTheWritePathBuildsOrSendsAWriteRequest() throws Exception {
        List<String> offences = new ArrayList<>();
        int scanned = 0;
        for (Path file : classFiles()) {
            ConstantPool pool = ConstantPool.read(file);
            scanned++;
            if (PATH.contains(pool.outerClass())) {
                continue;
            }
            offences.addAll(pool.offences());
        }

        assertThat(scanned).as("runtime classes scanned").isGreaterThan(100);
        assertThat(offences).as("every write is described as a Write and sent by the WritePath").isEmpty();
    }

    @Test
    void theScanFindsTheCallsThePathMakes() throws Exception {
        ConstantPool path = ConstantPool.read(classFile("io/tablesmith/internal/WritePath"));
        ConstantPool requests = ConstantPool.read(classFile("io/tablesmith/internal/WriteRequests"));

        assertThat(path.offences()).anyMatch(offence -> offence.contains("calls DynamoDbClient.putItem"))
                .anyMatch(offence -> offence.contains("calls DynamoDbClient.transactWriteItems"))
                .anyMatch(offence -> offence.contains("calls DynamoDbClient.batchWriteItem"));
        assertThat(ConstantPool.read(classFile("io/tablesmith/internal/AsyncTransport")).offences())
                .anyMatch(offence -> offence.contains("calls DynamoDbAsyncClient.putItem"))
                .anyMatch(offence -> offence.contains("calls DynamoDbAsyncClient.batchWriteItem"));
        assertThat(requests.offences()).anyMatch(offence -> offence.contains("uses PutItemRequest.builder"))
                .anyMatch(offence -> offence.contains("uses ConditionCheck.builder"));
    }

    private static List<Path> classFiles() throws IOException, URISyntaxException {
        try (Stream<Path> files = Files.walk(classes())) {
            return files.filter(file -> file.toString().endsWith(".class")).toList();
        }
    }

    private static Path classFile(String internalName) throws URISyntaxException {
        return classes().resolve(internalName + ".class");
    }

    /** The runtime's compiled main classes ({@code target/classes}). */
    private static Path classes() throws URISyntaxException {
        return Path.of(WritePath.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    /** The references of one class file: its classes and the methods it calls, as its constant pool holds them. */
    private record ConstantPool(String className, List<String[]> methodRefs, Set<String> classRefs) {

        String outerClass() {
            int nested = className.indexOf('$');
            return nested < 0 ? className : className.substring(0, nested);
        }

        /** What the class does with write requests: each entry says which class and which reference. */
        List<String> offences() {
            List<String> found = new ArrayList<>();
            for (String[] ref : methodRefs) {
                String owner = ref[0];
                if ((owner.equals(CLIENT) || owner.equals(ASYNC_CLIENT)) && WRITE_CALLS.contains(ref[1])) {
                    found.add(className + " calls " + owner.substring(owner.lastIndexOf('/') + 1) + "." + ref[1]);
                }
                String type = writeType(owner);
                if (type != null) {
                    found.add(className + " uses " + type + "." + ref[1]);
                }
            }
            for (String type : classRefs) {
                if (writeType(type) != null && !found.stream().anyMatch(offence -> offence.contains(writeType(type) + "."))) {
                    found.add(className + " refers to " + writeType(type));
                }
            }
            return found;
        }

        /** {@code PutItemRequest} for the type or its builder, else {@code null}. */
        private static String writeType(String internalName) {
            if (!internalName.startsWith(MODEL)) {
                return null;
            }
            String simple = internalName.substring(MODEL.length());
            int nested = simple.indexOf('$');
            String outer = nested < 0 ? simple : simple.substring(0, nested);
            return WRITE_TYPES.contains(outer) ? simple.replace('$', '.') : null;
        }

        static ConstantPool read(Path file) throws IOException {
            try (InputStream in = Files.newInputStream(file); DataInputStream data = new DataInputStream(in)) {
                data.readInt();          // magic
                data.readUnsignedShort(); // minor
                data.readUnsignedShort(); // major
                int count = data.readUnsignedShort();
                Object[] entries = new Object[count];
                int[] tags = new int[count];
                for (int i = 1; i < count; i++) {
                    int tag = data.readUnsignedByte();
                    tags[i] = tag;
                    switch (tag) {
                        case 1 -> entries[i] = data.readUTF();
                        case 3, 4 -> data.readInt();
                        case 5, 6 -> {
                            data.readLong();
                            i++; // eight-byte constants take two entries
                        }
                        case 7, 8, 16, 19, 20 -> entries[i] = new int[] {data.readUnsignedShort()};
                        case 9, 10, 11, 12, 17, 18 -> entries[i] = new int[] {data.readUnsignedShort(), data.readUnsignedShort()};
                        case 15 -> entries[i] = new int[] {data.readUnsignedByte(), data.readUnsignedShort()};
                        default -> throw new IOException(file + ": unknown constant pool tag " + tag + " at " + i);
                    }
                }
                data.readUnsignedShort(); // access flags
                String className = className(entries, data.readUnsignedShort());
                List<String[]> methods = new ArrayList<>();
                Set<String> classes = new TreeSet<>();
                for (int i = 1; i < count; i++) {
                    if (tags[i] == 7) {
                        classes.add(className(entries, i));
                    } else if (tags[i] == 10 || tags[i] == 11) {
                        int[] ref = (int[]) entries[i];
                        int[] nameAndType = (int[]) entries[ref[1]];
                        methods.add(new String[] {className(entries, ref[0]), (String) entries[nameAndType[0]]});
                    } else if (tags[i] == 1) {
                        // Descriptors and signatures name the types a field, parameter or result has.
                        String text = (String) entries[i];
                        int at = text.indexOf("L" + MODEL);
                        while (at >= 0) {
                            int end = text.indexOf(';', at);
                            int generic = text.indexOf('<', at);
                            end = generic >= 0 && generic < end ? generic : end;
                            classes.add(text.substring(at + 1, end));
                            at = text.indexOf("L" + MODEL, end);
                        }
                    }
                }
                return new ConstantPool(className, methods, classes);
            }
        }

        private static String className(Object[] entries, int index) {
            return (String) entries[((int[]) entries[index])[0]];
        }
    }
}
