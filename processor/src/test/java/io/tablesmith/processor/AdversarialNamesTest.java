package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated code compiles without a warning whatever the user names things: components named
 * like every name the generated classes use (their fields, locals, parameters, methods, nested
 * types, and the types they name), found by reading the code generated for an entity that uses
 * every feature; user types named like {@code java.lang} types, runtime types and generated
 * classes; keyword-like identifiers and {@code $}.
 */
class AdversarialNamesTest {

    /** Names no record component can have (JLS 8.10.1), and the table attributes Tablesmith writes itself (TS141). */
    private static final Set<String> NOT_COMPONENT_NAMES = Set.of("clone", "finalize", "getClass", "hashCode", "notify",
            "notifyAll", "toString", "wait", "pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "queuepk", "queuesk", "_et",
            "expires_at", "_");

    /** Names javac reads specially in some places, and names with {@code $}. */
    private static final List<String> ODD_NAMES = List.of("var", "yield", "record", "sealed", "permits", "when", "module", "$",
            "a$b", "$x", "x_", "x__", "_x", "java", "javax", "io", "software", "com");

    /** An enum of {@code demo} named like a constant, as the schema's codec field for a component {@code unit} once was. */
    private static final JavaFileObject UNIT = JavaFileObjects.forSourceLines("demo.UNIT", "package demo;",
            "public enum UNIT { METRE, SECOND }");

    /** An entity with every feature whose code is generated from its components' names. */
    private static JavaFileObject entity(String name, List<String> n) {
        return Sources.entity(name,
                "@Entity(type = \"" + name.toUpperCase(java.util.Locale.ROOT) + "\")",
                "@Key(pk = \"A#{" + n.get(0) + "}\", sk = \"S#{" + n.get(1) + "}#{" + n.get(2) + ":04}\", query = \"listing\")",
                "@Gsi(index = \"gsi1\", pk = \"G#{" + n.get(3) + "}\", sk = \"{" + n.get(4) + "}\", query = \"byIndex\")",
                "@NaturalIndex(index = \"byNatural\", pk = \"" + n.get(5) + "\", sk = \"" + n.get(2) + "\", query = \"byNatural\")",
                "public record " + name + "(String " + n.get(0) + ", String " + n.get(1) + ", int " + n.get(2) + ",",
                "        @Transition(from = \"METRE\", to = \"SECOND\") UNIT " + n.get(3) + ", Instant " + n.get(4) + ", String "
                        + n.get(5) + ", java.util.List<String> " + n.get(6) + ", @Version long " + n.get(7) + ",",
                "        @io.tablesmith.Ttl Instant " + n.get(8) + ", UNIT unit) {}");
    }

    /** An item collection over {@code Adv} whose partition component has the given name. */
    private static JavaFileObject collection(String component) {
        return Sources.entity("AdvDetails",
                "import io.tablesmith.ItemCollection;",
                "@ItemCollection(pk = \"A#{" + component + "}\")",
                "public record AdvDetails(java.util.List<Adv> advs) {}");
    }

    /** A queue message whose components have the given names. */
    private static JavaFileObject message(List<String> n) {
        return Sources.entity("Errand",
                "import io.tablesmith.QueueMessage;",
                "@QueueMessage(queue = \"errands\", dedupId = \"{" + n.get(0) + "}\", group = \"{" + n.get(1) + "}\")",
                "public record Errand(String " + n.get(0) + ", String " + n.get(1) + ", UNIT " + n.get(2) + ") {}");
    }

    /** Every identifier of the code generated for the reference entity, collection and queue, and the odd names. */
    static List<String> names() {
        List<String> reference = List.of("id", "part", "seq", "status", "createdAt", "region", "tags", "version", "expiresAt");
        Compilation compilation = Sources.compile(UNIT, entity("Adv", reference), collection("id"), message(reference));
        assertThat(compilation).succeeded();
        Set<String> names = new TreeSet<>(ODD_NAMES);
        Pattern identifier = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");
        for (JavaFileObject file : compilation.generatedSourceFiles()) {
            String code = text(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "")
                    .replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
            Matcher matcher = identifier.matcher(code);
            while (matcher.find()) {
                names.add(matcher.group());
            }
        }
        names.removeIf(name -> SourceVersion.isKeyword(name) || NOT_COMPONENT_NAMES.contains(name));
        names.removeAll(reference);
        names.remove("unit");
        return List.copyOf(names);
    }

    /** The names in groups of nine, one entity (with its collection and a queue message) each. */
    static Stream<List<String>> groups() {
        List<String> names = names();
        List<List<String>> groups = new ArrayList<>();
        for (int i = 0; i < names.size(); i += 9) {
            List<String> group = new ArrayList<>(names.subList(i, Math.min(names.size(), i + 9)));
            for (int filler = 0; group.size() < 9; filler++) {
                group.add("filler" + filler);
            }
            groups.add(group);
        }
        return groups.stream();
    }

    @Test
    void theNamesCoverEveryKindOfGeneratedMember() {
        assertThat(names()).contains("entity", "item", "key", "reader", "request", "client", "tableName", "page", "core",
                "updateCore", "changes", "executed", "condition", "ENTITY_TYPE", "INSTANCE", "Codecs", "KeyParts", "AdvKeys",
                "AdvSchema", "AdvRepository", "TablesmithTable", "ListingQuery", "Override", "String", "message");
    }

    @ParameterizedTest
    @MethodSource("groups")
    void componentsNamedLikeGeneratedMembersCompileWithoutWarnings(List<String> n) {
        Compilation compilation = Sources.compileStrictly(UNIT, entity("Adv", n), collection(n.get(0)), message(n));

        assertThat(compilation).succeededWithoutWarnings();
    }

    @ParameterizedTest
    @MethodSource("typeNames")
    void userTypesNamedLikeTypesTheGeneratedCodeNamesCompileWithoutWarnings(String type) {
        JavaFileObject own = JavaFileObjects.forSourceLines("demo." + type, "package demo;", "public enum " + type + " { ON, OFF }");
        JavaFileObject elsewhere = JavaFileObjects.forSourceLines("other." + type, "package other;",
                "public enum " + type + " { UP, DOWN }");
        JavaFileObject entity = Sources.entity("Device",
                "@Entity(type = \"DEVICE\")",
                "@Key(pk = \"D#{id}\", sk = \"{mode}\", query = \"modes\")",
                "@Gsi(index = \"gsi1\", pk = \"M#{state}\", sk = \"{id}\", query = \"byState\")",
                "public record Device(java.lang.String id, " + type + " mode, other." + type + " state,",
                "        java.util.Optional<java.lang.String> note, @Version long version) {}");

        Compilation compilation = Sources.compileStrictly(own, elsewhere, entity);

        assertThat(compilation).succeededWithoutWarnings();
    }

    static Stream<String> typeNames() {
        return Stream.of("String", "Override", "Object", "Record", "Integer", "Long", "Objects", "Optional", "List", "Map",
                "Instant", "Codecs", "KeyParts", "KeyMatch", "ItemKey", "ItemReader", "ItemWriter", "AttributeValue", "Page",
                "PageRequest", "QuerySpec", "SortRange", "Generated", "DynamoDbClient", "UNIT", "ENTITY_TYPE", "INSTANCE", "SORT_KEY",
                "STORED_ENTITY_TYPE", "BY_STATE_PARTITIONS", "DECODER", "ENTITY_TYPES", "ACCESS_PATTERNS", "MODE", "DESCRIPTOR", "MODES",
                "BY_STATE", "EntityDescriptor", "QueryDescriptor", "KeyTemplate", "Type");
    }

    @Test
    void aTypeNamedLikeAGeneratedClassOfAnotherPackageCompilesWithoutWarnings() {
        JavaFileObject table = JavaFileObjects.forSourceLines("other.TablesmithTable", "package other;",
                "public enum TablesmithTable { A, B }");
        JavaFileObject entity = Sources.entity("Device",
                "@Entity(type = \"DEVICE\")",
                "@Key(pk = \"D#{id}\", sk = \"{TablesmithTable}\")",
                "public record Device(String id, other.TablesmithTable TablesmithTable) {}");

        assertThat(Sources.compileStrictly(table, entity)).succeededWithoutWarnings();
    }

    private static String text(JavaFileObject file) {
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
