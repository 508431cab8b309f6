package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The compile errors for component types, converters, {@code @Ttl} and {@code @Compressed}:
 * each message with its id, on the line of the offending component or annotation.
 */
class TypeErrorsTest {

    private static final String IMPORTS = """
            package test;

            import io.tablesmith.*;
            import java.math.*;
            import java.time.*;
            import java.util.*;
            import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

            """;

    /** An entity whose body is the given components, in test.Thing; "// here" marks the expected line. */
    private static JavaFileObject entity(String components) {
        return source("Thing", """
                @Entity(type = "THING")
                @Key(pk = "THING#{id}", sk = "THING")
                public record Thing(String id,
                """ + components + ") {}\n");
    }

    private static JavaFileObject source(String name, String body) {
        return JavaFileObjects.forSourceString("test." + name, IMPORTS + body);
    }

    private static Compilation compile(JavaFileObject... sources) {
        return javac().withProcessors(new TablesmithProcessor()).withOptions("-Xlint:all").compile(sources);
    }

    /** Asserts one error with the message id and text, on the line of {@code marker} in {@code file}. */
    private static void assertError(Compilation compilation, JavaFileObject file, String id, String text, String marker) {
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[" + id + "]");
        assertThat(compilation).hadErrorContaining(text).inFile(file).onLine(lineOf(file, marker));
    }

    private static int lineOf(JavaFileObject file, String marker) {
        try {
            List<String> lines = new ArrayList<>(file.getCharContent(true).toString().lines().toList());
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(marker)) {
                    return i + 1;
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new AssertionError("no line contains " + marker);
    }

    @Test
    void everySupportedTypeCompilesWithoutWarnings() {
        JavaFileObject address = source("Address", """
                public record Address(String street, @Attribute("z") int zip, Optional<String> unit, List<Point> corners,
                                      @Compressed String note) {}
                """);
        JavaFileObject point = source("Point", "public record Point(double x, double y) {}\n");
        JavaFileObject color = source("Color", "public enum Color { RED, GREEN }\n");
        JavaFileObject converter = source("UpperConverter", """
                public final class UpperConverter implements AttributeConverter<String> {
                    public AttributeValue toAttributeValue(String value) { return AttributeValue.fromS(value.toUpperCase()); }
                    public String fromAttributeValue(AttributeValue value) { return value.s(); }
                }
                """);
        JavaFileObject thing = entity("""
                boolean a, byte b, short c, char d, int e, long f, float g, double h,
                Boolean ba, Byte bb, Short bc, Character bd, Integer be, Long bf, Float bg, Double bh,
                BigInteger i, BigDecimal j, Color k, Instant l, LocalDate m, LocalDateTime n, OffsetDateTime o,
                Duration p, UUID q, byte[] r, software.amazon.awssdk.core.SdkBytes s,
                Optional<Address> t, List<Address> u, Set<String> v, Set<Color> w, Set<Point> x,
                Map<String, List<Map<String, Set<Integer>>>> y, @Convert(UpperConverter.class) String z,
                @Compressed byte[] blob, @Compressed Address archived, @Ttl Instant expiresAt
                """);
        Compilation compilation = javac().withProcessors(new TablesmithProcessor())
                .withOptions("-Xlint:all", "-Werror")
                .compile(thing, address, point, color, converter);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.ThingSchema").contentsAsUtf8String()
                .contains("private static final class AddressCodec extends RecordCodec<Address>");
        assertThat(compilation).generatedSourceFile("test.TablesmithTable").contentsAsUtf8String()
                .contains("public static UpdateTimeToLiveRequest timeToLiveRequest(String tableName)");
    }

    @Test
    void newKeyTypesAreAccepted() {
        JavaFileObject keyed = source("Keyed", """
                @Entity(type = "KEYED")
                @Key(pk = "K#{day}#{serial}", sk = "{small}#{tiny}#{letter}")
                public record Keyed(LocalDate day, BigInteger serial, short small, Byte tiny, char letter) {}
                """);
        assertThat(compile(keyed)).succeededWithoutWarnings();
    }

    @Test
    void floatingPointStaysOutOfKeys() {
        JavaFileObject keyed = source("Keyed", """
                @Entity(type = "KEYED")
                @Key(pk = "K#{ratio}", sk = "K")
                public record Keyed(float ratio) {}
                """);
        assertError(compile(keyed), keyed, "TS113", "Component 'ratio' of type float cannot be part of a key", "@Key");
    }

    @Test
    void unsupportedTypesNameTheComponentAndTheReason() {
        JavaFileObject thing = entity("""
                Object any, // here
                int[] numbers,
                List<Object> things,
                List<? extends Number> wild,
                @SuppressWarnings("rawtypes") List raw,
                Set<byte[]> blobs,
                ArrayList<String> concrete
                """);
        Compilation compilation = compile(thing);
        assertError(compilation, thing, "TS140", "Component 'any' has type java.lang.Object, which Tablesmith cannot store",
                "Object any");
        assertError(compilation, thing, "TS140", "arrays other than byte[] and float[] are not stored; use a List", "int[] numbers");
        assertError(compilation, thing, "TS140", "Component 'things' has type java.util.List<java.lang.Object>", "List<Object>");
        assertError(compilation, thing, "TS140", "not a wildcard", "wild");
        assertError(compilation, thing, "TS140", "List needs its type argument", "List raw");
        assertError(compilation, thing, "TS140", "use Set<SdkBytes> or List<byte[]>", "Set<byte[]>");
        assertError(compilation, thing, "TS140", "declare the interface: List, Set or Map", "ArrayList");
    }

    @Test
    void mapKeysMustBeStrings() {
        JavaFileObject thing = entity("Map<Integer, String> byNumber\n");
        assertError(compile(thing), thing, "TS142", "Component 'byNumber' has type java.util.Map<java.lang.Integer,java.lang.String>, but the keys of a DynamoDB map are strings",
                "byNumber");
    }

    @Test
    void anEntityIsNotAComponent() {
        JavaFileObject other = source("Other", """
                @Entity(type = "OTHER")
                @Key(pk = "OTHER#{id}", sk = "OTHER")
                public record Other(String id) {}
                """);
        JavaFileObject thing = entity("Other other\n");
        assertError(compile(thing, other), thing, "TS143", "Component 'other' has type test.Other, which is an @Entity", "Other other");
    }

    @Test
    void recordCyclesAreRefused() {
        JavaFileObject node = source("Node", "public record Node(String name, List<Node> children) {}\n");
        JavaFileObject thing = entity("Node root\n");
        Compilation compilation = compile(thing, node);
        assertError(compilation, node, "TS144", "Component 'children' makes record Node contain itself (Thing -> Node -> Node)",
                "record Node");
    }

    @Test
    void nestedRecordsMustBeReachableAndConcrete() {
        JavaFileObject pair = source("Pair", "public record Pair<A>(A first, A second) {}\n");
        JavaFileObject thing = source("Thing", """
                @Entity(type = "THING")
                @Key(pk = "THING#{id}", sk = "THING")
                public record Thing(String id, Pair<String> pair, Hidden hidden) {
                    private record Hidden(String secret) {}
                }
                """);
        Compilation compilation = compile(thing, pair);
        assertError(compilation, thing, "TS145", "Component 'pair' has type test.Pair, a record that has type parameters", "Thing(");
        assertError(compilation, thing, "TS145", "Component 'hidden' has type test.Thing.Hidden, a record that is private", "Thing(");
        assertError(compilation, thing, "TS145", "Remove `private` from record Hidden.", "Thing(");
    }

    @Test
    void aRecordInsideAPrivateTypeNamesThatType() {
        JavaFileObject thing = source("Holder", """
                public class Holder {
                    private static class Inner {
                        public record Money(long cents) {}
                    }

                    @Entity(type = "THING")
                    @Key(pk = "THING#{id}", sk = "THING")
                    public record Thing(String id, Inner.Money price) {}
                }
                """);
        Compilation compilation = compile(thing);
        assertError(compilation, thing, "TS145", "a record that is nested in private Inner", "Thing(");
        assertError(compilation, thing, "TS145", "Remove `private` from Inner, or move the record out of it.", "Thing(");
    }

    @Test
    void optionalOnlyAsTheComponentsOwnType() {
        JavaFileObject thing = entity("""
                List<Optional<String>> inList,
                Optional<Optional<String>> twice,
                Optional<Set<String>> set
                """);
        Compilation compilation = compile(thing);
        assertError(compilation, thing, "TS146", "Optional can only be a component's own type", "inList");
        assertError(compilation, thing, "TS146", "an Optional inside an Optional cannot be stored", "twice");
        assertError(compilation, thing, "TS146", "an empty set is not stored", "Set<String>> set");
    }

    @Test
    void convertersNeedAPublicNoArgumentConstructorAndTheComponentsType() {
        JavaFileObject converters = source("Converters", """
                public final class Converters {
                    public static final class NoDefault implements AttributeConverter<String> {
                        public NoDefault(int unused) {}
                        public AttributeValue toAttributeValue(String value) { return AttributeValue.fromS(value); }
                        public String fromAttributeValue(AttributeValue value) { return value.s(); }
                    }
                    public abstract static class Abstract implements AttributeConverter<String> {}
                    static final class Hidden implements AttributeConverter<String> {
                        public AttributeValue toAttributeValue(String value) { return AttributeValue.fromS(value); }
                        public String fromAttributeValue(AttributeValue value) { return value.s(); }
                    }
                    public static final class ForInts implements AttributeConverter<Integer> {
                        public AttributeValue toAttributeValue(Integer value) { return AttributeValue.fromN(value.toString()); }
                        public Integer fromAttributeValue(AttributeValue value) { return Integer.valueOf(value.n()); }
                    }
                    public final class Inner implements AttributeConverter<String> {
                        public AttributeValue toAttributeValue(String value) { return AttributeValue.fromS(value); }
                        public String fromAttributeValue(AttributeValue value) { return value.s(); }
                    }
                    private Converters() {}
                }
                """);
        JavaFileObject thing = entity("""
                @Convert(Converters.NoDefault.class) String a,
                @Convert(Converters.Abstract.class) String b,
                @Convert(Converters.Hidden.class) String c,
                @Convert(Converters.ForInts.class) String d,
                @Convert(Converters.Inner.class) String e,
                @Convert(Converters.ForInts.class) int f
                """);
        Compilation compilation = compile(thing, converters);
        assertError(compilation, thing, "TS147", "@Convert(test.Converters.NoDefault.class) on component 'a' is refused: it has no public no-argument constructor",
                "NoDefault.class");
        assertError(compilation, thing, "TS147", "it is abstract", "Abstract.class");
        assertError(compilation, thing, "TS147", "it is not public", "Hidden.class");
        assertError(compilation, thing, "TS147", "it converts java.lang.Integer, not java.lang.String", "ForInts.class) String d");
        assertError(compilation, thing, "TS147", "it is an inner class; declare it static", "Inner.class");
        assertThat(compilation).hadErrorCount(5);
    }

    @Test
    void convertCannotBeCombinedWithCompressedOrTtl() {
        JavaFileObject converter = source("Same", """
                public final class Same implements AttributeConverter<Instant> {
                    public AttributeValue toAttributeValue(Instant value) { return AttributeValue.fromS(value.toString()); }
                    public Instant fromAttributeValue(AttributeValue value) { return Instant.parse(value.s()); }
                }
                """);
        JavaFileObject thing = entity("""
                @Convert(Same.class) @Compressed Instant a,
                @Convert(Same.class) @Ttl Instant b
                """);
        Compilation compilation = compile(thing, converter);
        assertError(compilation, thing, "TS148", "@Convert on component 'a' cannot be combined with @Compressed", "Instant a");
        assertError(compilation, thing, "TS148", "@Convert on component 'b' cannot be combined with @Ttl", "Instant b");
    }

    @Test
    void ttlNeedsAnInstantOrEpochSecondsOnceAndInItsOwnAttribute() {
        JavaFileObject wrongType = entity("@Ttl String expiry\n");
        assertError(compile(wrongType), wrongType, "TS170", "@Ttl component 'expiry' is a java.lang.String", "expiry");

        JavaFileObject twice = entity("@Ttl Instant first,\n@Ttl long second\n");
        assertError(compile(twice), twice, "TS171", "Thing has two @Ttl components ('first' and 'second')", "second");

        JavaFileObject renamed = entity("@Ttl @Attribute(\"ttl\") Instant expiry\n");
        assertError(compile(renamed), renamed, "TS172", "@Ttl component 'expiry' also has @Attribute(\"ttl\")", "expiry");

        JavaFileObject nested = source("Inner", "public record Inner(@Ttl Instant expiry) {}\n");
        JavaFileObject thing = entity("Inner inner\n");
        assertError(compile(thing, nested), nested, "TS105", "@Ttl is on Inner, which has no @Entity", "expiry");
    }

    @Test
    void theTtlAttributeIsReserved() {
        JavaFileObject thing = entity("@Attribute(\"expires_at\") Instant until\n");
        assertError(compile(thing), thing, "TS141", "Attribute name \"expires_at\" of component 'until' is refused", "until");
    }

    @Test
    void compressedOnlyOnStringsBytesAndRecords() {
        JavaFileObject thing = entity("""
                @Compressed int count,
                @Compressed List<String> lines,
                @Compressed @Ttl Instant expiry
                """);
        Compilation compilation = compile(thing);
        assertError(compilation, thing, "TS175", "@Compressed component 'count' is an int", "count");
        assertError(compilation, thing, "TS175", "@Compressed component 'lines' is a java.util.List<java.lang.String>", "lines");
        assertError(compilation, thing, "TS175", "@Compressed component 'expiry' is a @Ttl java.time.Instant", "expiry");
    }

    @Test
    void attributeNamesInNestedRecordsAreCheckedToo() {
        JavaFileObject inner = source("Inner", "public record Inner(String a, @Attribute(\"a\") String b) {}\n");
        JavaFileObject thing = entity("Inner inner\n");
        assertError(compile(thing, inner), inner, "TS141", "component 'a' is already stored as \"a\"", "record Inner");
    }
}
