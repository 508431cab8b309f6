package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.tablesmith.processor.Sources.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.tablesmith.processor.report.Message;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One case (or several, one per way to break the rule) for every message of the catalogue:
 * the compilation fails, the error carries the message id, the offending name and the fix,
 * and it points at the line of the annotation (or component) to change.
 *
 * <p>{@link #everyMessageHasACase()} fails when a message is added to {@link Message}
 * without a case here.
 */
class MessagesTest {

    /** Messages that no source can provoke; see the class comment of {@link RobustnessTest}. */
    private static final Set<Message> UNREACHABLE = EnumSet.of(Message.INTERNAL_ERROR);

    /** Type rules, each checked for its message and line in {@link TypeErrorsTest}. */
    private static final Set<Message> IN_TYPE_ERRORS_TEST = EnumSet.of(Message.MAP_KEY_TYPE, Message.NESTED_ENTITY,
            Message.RECORD_CYCLE, Message.NESTED_RECORD_INACCESSIBLE, Message.OPTIONAL_MISPLACED, Message.CONVERTER_INVALID,
            Message.CONVERT_COMBINED, Message.TTL_TYPE, Message.TTL_DUPLICATE, Message.TTL_ATTRIBUTE, Message.COMPRESSED_TYPE);

    /** Key space rules with their layouts (and the one warning of the catalogue) in {@link KeySpacesTest}. */
    private static final Set<Message> IN_KEY_SPACES_TEST = EnumSet.of(Message.INDEX_KEYS_OVERLAP);

    /** The warning on an index that cannot be sparse, with the layouts it must not fire for, in {@link SparseIndexWarningTest}. */
    private static final Set<Message> IN_SPARSE_INDEX_TEST = EnumSet.of(Message.INDEX_NEVER_SPARSE);

    /** The committed schema file's rules, each compiled twice (recorded, then changed) in {@link SchemaFileTest}. */
    private static final Set<Message> IN_SCHEMA_FILE_TEST = EnumSet.of(Message.SCHEMA_ATTRIBUTE_DROPPED,
            Message.SCHEMA_ABSENT_UNREADABLE, Message.SCHEMA_STORED_FORM_CHANGED, Message.SCHEMA_DEFAULT_CHANGED,
            Message.SCHEMA_KEY_CHANGED, Message.SCHEMA_ENTITY_TYPE_CHANGED, Message.SCHEMA_INDEX_UNFILLED,
            Message.SCHEMA_REINDEX_NOTE, Message.SCHEMA_FILE_UNREADABLE, Message.SCHEMA_ENTITY_NOT_SEEN,
            Message.SCHEMA_TIME_REWRITE_NOTE);

    /** The rules of {@code @VectorSearch}, each with its text in {@link VectorSearchTest}. */
    private static final Set<Message> IN_VECTOR_SEARCH_TEST = EnumSet.of(Message.VECTOR_TYPE, Message.VECTOR_DIMENSIONS,
            Message.VECTOR_INDEX_DUPLICATE, Message.VECTOR_FILTER_UNKNOWN, Message.VECTOR_FILTER_TYPE,
            Message.VECTOR_FILTER_ROLE);

    static Stream<Case> cases() {
        List<Case> cases = new ArrayList<>();

        // --- the entity itself -------------------------------------------------------------
        for (String kind : List.of("class", "interface", "enum", "@interface")) {
            String shown = kind.equals("@interface") ? "annotation type" : kind;
            cases.add(error(Message.ENTITY_NOT_RECORD, "@Entity on a " + shown)
                    .in(entity("Job",
                            "@Entity(type = \"JOB\")",
                            "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                            "public " + kind + " Job {}"))
                    .on("@Entity")
                    .saying("@Entity is on " + shown + " Job, which is not a record", "Declare it as `record Job(...)`"));
        }
        cases.add(error(Message.ENTITY_PRIVATE, "private nested record")
                .in(entity("Outer",
                        "public class Outer {",
                        "    @Entity(type = \"JOB\")",
                        "    @Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "    private record Job(String id) {}",
                        "}"))
                .on("@Entity")
                .saying("record Job is private", "Make it package-private or public"));
        cases.add(error(Message.ENTITY_GENERIC, "record with a type parameter")
                .in(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "public record Job<T>(String id) {}"))
                .on("@Entity")
                .saying("record Job has type parameters", "Remove the type parameters"));
        for (String type : List.of("", "JOB TYPE", "JOB#", "J".repeat(65))) {
            cases.add(error(Message.ENTITY_TYPE_INVALID, "type = \"" + abbreviate(type) + "\"")
                    .in(entity("Job",
                            "@Entity(type = \"" + type + "\")",
                            "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                            "public record Job(String id) {}"))
                    .on("@Entity")
                    .saying("@Entity(type = \"" + type + "\") is not a valid entity type", "1 to 64 letters",
                            "Use for example type = \"JOB\""));
        }
        cases.add(error(Message.KEY_MISSING, "record without @Key")
                .in(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "public record Job(String id) {}"))
                .on("@Entity")
                .saying("record Job has no @Key", "Add @Key(pk = \"...\", sk = \"...\")"));

        cases.add(error(Message.ANNOTATION_WITHOUT_ENTITY, "@Key without @Entity")
                .in(entity("Job",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "public record Job(String id) {}"))
                .on("@Key")
                .saying("@Key is on Job, which has no @Entity", "Add @Entity(type = \"...\") or remove @Key"));
        cases.add(error(Message.ANNOTATION_WITHOUT_ENTITY, "@Gsi on a class without @Entity")
                .in(entity("Job",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{id}\", query = \"byStatus\")",
                        "public class Job {}"))
                .on("@Gsi")
                .saying("@Gsi is on Job, which has no @Entity", "or remove @Gsi"));
        cases.add(error(Message.ANNOTATION_WITHOUT_ENTITY, "two @Gsi without @Entity")
                .in(entity("Job",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{id}\", query = \"byStatus\")",
                        "@Gsi(index = \"gsi2\", pk = \"TITLE#{title}\", sk = \"{id}\", query = \"byTitle\")",
                        "public record Job(String id, String status, String title) {}"))
                .on("query = \"byStatus\"")
                .saying("@Gsi is on Job, which has no @Entity", "or remove @Gsi"));
        cases.add(error(Message.ANNOTATION_WITHOUT_ENTITY, "@Version in a record without @Entity")
                .in(entity("Job",
                        "public record Job(",
                        "        String id,",
                        "        @Version long version) {}"))
                .on("@Version")
                .saying("@Version is on Job, which has no @Entity", "or remove @Version"));
        cases.add(error(Message.ENTITY_NESTED_IN_GENERIC, "record nested in a generic class")
                .in(entity("Outer",
                        "public class Outer<T> {",
                        "    @Entity(type = \"JOB\")",
                        "    @Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "    public record Job(String id) {}",
                        "}"))
                .on("@Entity")
                .saying("record Job is nested in a type that is private or generic", "Move it to the top level"));
        cases.add(error(Message.ENTITY_NESTED_IN_GENERIC, "record nested in a private class")
                .in(entity("Outer",
                        "public class Outer {",
                        "    private static class Inner {",
                        "        @Entity(type = \"JOB\")",
                        "        @Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "        record Job(String id) {}",
                        "    }",
                        "}"))
                .on("@Entity")
                .saying("record Job is nested in a type that is private or generic", "Move it to the top level"));

        // --- key templates -----------------------------------------------------------------
        cases.add(error(Message.TEMPLATE_EMPTY, "empty @Key pk")
                .in(job("@Key(pk = \"\", sk = \"METADATA\")"))
                .on("@Key")
                .saying("The pk template of @Key is empty", "Write a literal such as \"METADATA\" or a placeholder"));
        cases.add(error(Message.TEMPLATE_EMPTY, "empty @Key sk")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"\")"))
                .on("@Key")
                .saying("The sk template of @Key is empty"));
        cases.add(error(Message.TEMPLATE_EMPTY, "empty @Gsi sk")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"\", query = \"byStatus\")"))
                .on("@Gsi")
                .saying("The sk template of @Gsi is empty"));

        String[][] malformed = {
                {"unclosed placeholder", "JOB#{id", "the placeholder at position 4 is not closed with '}'"},
                {"stray closing brace", "JOB#id}", "'}' at position 6 closes no placeholder"},
                {"nested placeholder", "JOB#{{id}}", "placeholders cannot be nested"},
                {"empty placeholder", "JOB#{}", "the placeholder at position 4 names no component"},
                {"blank placeholder", "JOB#{ }", "the placeholder at position 4 names no component"},
                {"touching placeholders", "{id}{title}", "two placeholders touch at position 4"},
        };
        for (String[] way : malformed) {
            cases.add(error(Message.TEMPLATE_MALFORMED, way[0] + " in @Key pk")
                    .in(job("@Key(pk = \"" + way[1] + "\", sk = \"METADATA\")"))
                    .on("@Key")
                    .saying("The pk template \"" + way[1] + "\" of @Key is malformed: " + way[2],
                            "Write literal text with placeholders of the form {componentName}"));
        }
        cases.add(error(Message.KEY_DELIMITER, "a placeholder followed by '-' in @Key sk")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"{title}-{createdAt}\")"))
                .on("@Key")
                .saying("The sk template \"{title}-{createdAt}\" of @Key continues with \"-\" right after {title}",
                        "must start with the delimiter '#'", "Write \"{title}#-\""));
        cases.add(error(Message.TEMPLATE_MALFORMED, "unclosed placeholder in the second of two @Gsi")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                        "@Gsi(index = \"gsi2\", pk = \"TITLE#{title}\", sk = \"{createdAt\", query = \"byTitle\")"))
                .on("query = \"byTitle\"")
                .saying("The sk template \"{createdAt\" of @Gsi is malformed", "is not closed"));

        cases.add(error(Message.PLACEHOLDER_UNKNOWN, "typo in @Key pk")
                .in(job("@Key(pk = \"JOB#{idd}\", sk = \"METADATA\")"))
                .on("@Key")
                .saying("The pk template \"JOB#{idd}\" of @Key names {idd}, which is not a component of Job",
                        "Did you mean {id}?"));
        cases.add(error(Message.PLACEHOLDER_UNKNOWN, "typo in @Gsi sk")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAtt}\", query = \"byStatus\")"))
                .on("@Gsi")
                .saying("names {createdAtt}, which is not a component of Job", "Did you mean {createdAt}?"));
        cases.add(error(Message.PLACEHOLDER_UNKNOWN, "wrong case in the second of two @Gsi")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                        "@Gsi(index = \"gsi2\", pk = \"TITLE#{Title}\", sk = \"{createdAt}\", query = \"byTitle\")"))
                .on("query = \"byTitle\"")
                .saying("names {Title}", "Did you mean {title}?"));
        cases.add(error(Message.PLACEHOLDER_UNKNOWN, "no similar component")
                .in(job("@Key(pk = \"JOB#{owner}\", sk = \"METADATA\")"))
                .on("@Key")
                .saying("names {owner}", "Its components are: id, status, createdAt, title, score, amount, version."));

        cases.add(error(Message.KEY_COMPONENT_TYPE, "double in @Key pk")
                .in(job("@Key(pk = \"JOB#{score}\", sk = \"METADATA\")"))
                .on("@Key")
                .saying("Component 'score' of type double cannot be part of a key (the pk template of @Key)",
                        "not canonical", "1.0 and 1.00 are one number", "Use an integral component",
                        "Key components are String, char, boolean, byte, short, int, long (or their boxes), BigInteger, enum, UUID, Instant (without @Ttl) or LocalDate."));
        String[][] refusedKeyTypes = {
                {"java.util.List<String> tags", "java.util.List<java.lang.String>", "a container holds any number of values, but a placeholder renders one", "Key on a single-value component"},
                {"java.util.Map<String, String> labels", "java.util.Map<java.lang.String, java.lang.String>", "a container holds any number of values", "Key on a single-value component"},
                {"java.time.LocalDateTime at", "java.time.LocalDateTime", "it names no time zone", "Use an Instant"},
                {"java.time.LocalTime at", "java.time.LocalTime", "key templates render only the key types", "Use a @NaturalIndex"},
                {"java.time.YearMonth at", "java.time.YearMonth", "key templates render only the key types", "a year and month or a year is not one of them"},
                {"java.time.Year at", "java.time.Year", "key templates render only the key types", "Use a @NaturalIndex"},
                {"java.time.OffsetDateTime at", "java.time.OffsetDateTime", "one moment has a text per offset", "Use an Instant"},
                {"java.time.Duration after", "java.time.Duration", "its text (PT1H30M) does not sort", "Use a long of seconds"},
                {"byte[] digest", "byte[]", "binary values have no text form", "Key on a String"},
                {"java.util.Optional<String> maybe", "java.util.Optional<java.lang.String>", "an Optional may be empty, but every key needs a value", "Use the value's own type"},
        };
        for (String[] way : refusedKeyTypes) {
            String name = way[0].substring(way[0].lastIndexOf(' ') + 1);
            cases.add(error(Message.KEY_COMPONENT_TYPE, way[0] + " in @Key sk")
                    .in(entity("Job",
                            "@Entity(type = \"JOB\")",
                            "@Key(pk = \"JOB#{id}\", sk = \"X#{" + name + "}\")",
                            "public record Job(String id, " + way[0] + ") {}"))
                    .on("@Key")
                    .saying("Component '" + name + "' of type " + way[1] + " cannot be part of a key (the sk template of @Key): " + way[2],
                            way[3]));
        }
        cases.add(error(Message.KEY_COMPONENT_TYPE, "@Ttl Instant in @Key sk: refused for being the expiry, not for being an Instant")
                .in(entity("Cart",
                        "@Entity(type = \"CART\")",
                        "@Key(pk = \"CART#{id}\", sk = \"UNTIL#{expiresAt}\")",
                        "public record Cart(String id, @io.tablesmith.Ttl Instant expiresAt) {}"))
                .on("@Key")
                .saying("Component 'expiresAt' of type java.time.Instant cannot be part of a key (the sk template of @Key): it is the item's expiry (@Ttl)",
                        "Key on a separate component without @Ttl, or take it out of the template.")
                .notSaying("Instant or LocalDate", "1.0 and 1.00"));
        cases.add(error(Message.KEY_COMPONENT_TYPE, "BigDecimal in @Gsi sk")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{amount}\", query = \"byStatus\")"))
                .on("@Gsi")
                .saying("Component 'amount' of type java.math.BigDecimal cannot be part of a key (the sk template of @Gsi)"));
        cases.add(error(Message.VERSION_IN_KEY, "@Version in @Key sk")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"V#{version}\")"))
                .on("@Key")
                .saying("The @Version component 'version' is used in the sk template of @Key",
                        "Remove it from the template"));
        cases.add(error(Message.VERSION_IN_KEY, "@Version in @Gsi pk")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"V#{version}\", sk = \"{createdAt}\", query = \"byVersion\")"))
                .on("@Gsi")
                .saying("'version' is used in the pk template of @Gsi"));

        cases.add(error(Message.KEY_WIDTH_TYPE, "zero-padded width on a String")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"T#{title:08}\")"))
                .on("@Key")
                .saying("{title:08} in the sk template of @Key pads with zeros", "component 'title' is a java.lang.String",
                        "Remove the width or use an int, long or BigInteger component"));

        // --- item collections --------------------------------------------------------------
        JavaFileObject members = entity("Job",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "public record Job(String id) {}");
        JavaFileObject findings = entity("Finding",
                "@Entity(type = \"FINDING\")",
                "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\")",
                "public record Finding(String jobId, String findingId) {}");
        JavaFileObject notRecord = collection("@ItemCollection(pk = \"JOB#{jobId}\")", "public class Details {}");
        cases.add(error(Message.COLLECTION_NOT_RECORD, "@ItemCollection on a class")
                .in(notRecord).reportedIn(notRecord)
                .on("@ItemCollection")
                .saying("@ItemCollection is on Details, which is not a record"));
        JavaFileObject notEntity = collection("@ItemCollection(pk = \"JOB#{jobId}\")",
                "public record Details(Job job,", "        String note) {}");
        cases.add(error(Message.COLLECTION_MEMBER_NOT_ENTITY, "a String in a collection")
                .in(members, notEntity).reportedIn(notEntity)
                .on("String note")
                .saying("Component 'note' of type java.lang.String is not an entity", "Optional<X> or List<X>"));
        JavaFileObject declaredTable = JavaFileObjects.forSourceLines("demo.package-info", "@io.tablesmith.Table", "package demo;");
        JavaFileObject elsewhere = JavaFileObjects.forSourceLines("other.Job", "package other;", "import io.tablesmith.*;",
                "@Entity(type = \"JOB\")", "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")", "public record Job(String id) {}");
        JavaFileObject acrossTables = collection("@ItemCollection(pk = \"JOB#{jobId}\")",
                "public record Details(", "        other.Job job) {}");
        cases.add(error(Message.COLLECTION_MEMBER_OTHER_TABLE, "a member of another table")
                .in(acrossTables, declaredTable, elsewhere)
                .on("other.Job job")
                .saying("Member 'job' is Job, an entity of package other, but package demo is declared a table with @Table",
                        "Declare the collection in the entity's package"));
        JavaFileObject wrongShape = collection("@ItemCollection(pk = \"TASK#{jobId}\")",
                "public record Details(Job job) {}");
        cases.add(error(Message.COLLECTION_SHAPE, "a member from another partition")
                .in(members, wrongShape).reportedIn(wrongShape)
                .on("@ItemCollection")
                .saying("Member 'job' is a Job, whose partition key template \"JOB#{id}\" does not have the collection's shape \"TASK#{jobId}\""));
        JavaFileObject single = collection("@ItemCollection(pk = \"JOB#{jobId}\")",
                "public record Details(Job job,", "        Finding finding) {}");
        cases.add(error(Message.COLLECTION_SINGLE_NEEDS_CONSTANT_SORT_KEY, "one Finding where there are many")
                .in(members, findings, single).reportedIn(single)
                .on("Finding finding")
                .saying("Member 'finding' holds one Finding", "Declare it List<Finding>"));

        // --- indexes and queries -----------------------------------------------------------
        cases.add(error(Message.INDEX_DUPLICATE, "two @Gsi on gsi1")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                        "@Gsi(index = \"gsi1\", pk = \"TITLE#{title}\", sk = \"{createdAt}\", query = \"byTitle\")"))
                .on("query = \"byTitle\"")
                .saying("Index \"gsi1\" is declared twice on Job", "Give the second @Gsi another index name"));
        for (String index : List.of("g1", "gsi 1", "", "gsi#1")) {
            cases.add(error(Message.INDEX_NAME_INVALID, "index = \"" + index + "\"")
                    .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                            "@Gsi(index = \"" + index + "\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")"))
                    .on("@Gsi")
                    .saying("Index name \"" + index + "\" is invalid", "3 to 255 characters",
                            "Use for example index = \"gsi1\""));
        }
        cases.add(error(Message.QUERY_DUPLICATE, "two @Gsi with one query name")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                        "@Gsi(index = \"gsi2\", pk = \"TITLE#{title}\", sk = \"{createdAt}\", query = \"byStatus\")"))
                .on("TITLE#")
                .saying("Query name \"byStatus\" is used twice on Job", "Rename one of them"));
        cases.add(error(Message.QUERY_DUPLICATE, "@Gsi query named like the primary-key query")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"AT#{createdAt}\", query = \"history\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"history\")"))
                .on("@Gsi")
                .saying("Query name \"history\" is used twice on Job"));
        String[][] badQueries = {
                {"by status", "it is not a Java identifier"},
                {"", "it is not a Java identifier"},
                {"class", "it is not a Java identifier"},
                {"get", "the repository already has a method get(...)"},
                {"delete", "the repository already has a method delete(...)"},
                {"toString", "the repository already has a method toString(...)"},
        };
        for (String[] way : badQueries) {
            cases.add(error(Message.QUERY_NAME_INVALID, "@Gsi query = \"" + way[0] + "\"")
                    .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                            "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"" + way[0] + "\")"))
                    .on("@Gsi")
                    .saying("Query name \"" + way[0] + "\" cannot name a repository method: " + way[1],
                            "Choose another name, for example query = \"byStatus\""));
        }
        String[][] generatedNames = {
                {"setTitle", "it is the name of the update builder's set method for component 'title', and a query of that name would read as one"},
                {"removeCreatedAt", "it is the name of the update builder's remove method for component 'createdAt'"},
                {"addScore", "it is the name of the update builder's add method for component 'score'"},
                {"execute", "the update builder has a method execute(...)"},
                {"update", "the repository already has a method update(...)"},
        };
        for (String[] way : generatedNames) {
            cases.add(error(Message.QUERY_NAME_INVALID, "@Gsi query = \"" + way[0] + "\", a generated method")
                    .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                            "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"" + way[0] + "\")"))
                    .on("@Gsi")
                    .saying("Query name \"" + way[0] + "\" cannot name a repository method: " + way[1]));
        }
        cases.add(error(Message.QUERY_NAME_INVALID, "@Gsi query = \"transitionStatus\", the state machine's method")
                .in(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"AT#{createdAt}\", sk = \"{id}\", query = \"transitionStatus\")",
                        "public record Job(String id,",
                        "        @Transition(from = \"QUEUED\", to = \"RUNNING\") JobStatus status,",
                        "        Instant createdAt) {}"))
                .on("@Gsi")
                .saying("Query name \"transitionStatus\" cannot name a repository method: it is the name of the generated state-machine method for component 'status'"));
        cases.add(error(Message.KEY_QUERY_WITHOUT_RANGE, "@Key(query = ...) with a constant sort key")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"METADATA\", query = \"profiles\")"))
                .on("@Key")
                .saying("@Key(query = \"profiles\") names a query over the partition, but the sort key \"METADATA\" has no placeholders",
                        "a partition holds at most one Job and get(...) reads it", "Remove query = \"profiles\""));
        cases.add(error(Message.QUERY_NAME_INVALID, "@Key query = \"put\"")
                .in(job("@Key(pk = \"JOB#{id}\", sk = \"AT#{createdAt}\", query = \"put\")"))
                .on("@Key")
                .saying("Query name \"put\" cannot name a repository method: the repository already has a method put(...)"));

        // --- components --------------------------------------------------------------------
        cases.add(error(Message.VERSION_DUPLICATE, "two @Version components")
                .in(jobWith("@Version long version", "@Version int revision"))
                .on("@Version int revision")
                .saying("Job has two @Version components ('version' and 'revision')", "Keep @Version on one of them"));
        for (String type : List.of("double", "String", "Instant", "boolean")) {
            String shown = type.equals("String") ? "java.lang.String" : type.equals("Instant") ? "java.time.Instant" : type;
            cases.add(error(Message.VERSION_TYPE, "@Version " + type)
                    .in(jobWith("@Version " + type + " version"))
                    .on("@Version")
                    .saying("@Version component 'version' is a " + shown, "Declare it long, int, Long or Integer"));
        }
        String[][] unsupported = {
                {"Object payload", "payload", "java.lang.Object"},
                {"Runnable task", "task", "java.lang.Runnable"},
                {"java.util.concurrent.Future<String> result", "result", "java.util.concurrent.Future<java.lang.String>"},
                {"java.time.ZonedDateTime when", "when", "java.time.ZonedDateTime"},
        };
        for (String[] way : unsupported) {
            cases.add(error(Message.UNSUPPORTED_TYPE, way[0])
                    .in(jobWith(way[0]))
                    .on(way[0])
                    .saying("Component '" + way[1] + "' has type " + way[2] + ", which Tablesmith cannot store",
                            "Change the type, or store it with @Convert(YourConverter.class)"));
        }
        cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "empty @Attribute")
                .in(jobWith("@Attribute(\"\") String title"))
                .on("@Attribute")
                .saying("Attribute name \"\" of component 'title' is refused: an attribute name cannot be empty"));
        for (String reserved : List.of("pk", "sk", "_et")) {
            cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "@Attribute(\"" + reserved + "\")")
                    .in(jobWith("@Attribute(\"" + reserved + "\") String title"))
                    .on("@Attribute")
                    .saying("Attribute name \"" + reserved + "\" of component 'title' is refused",
                            "\"" + reserved + "\" is a table attribute Tablesmith writes itself", "choose another name"));
        }
        cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "component named pk")
                .in(jobWith("String pk"))
                .on("String pk")
                .saying("Attribute name \"pk\" of component 'pk' is refused", "\"pk\" is a table attribute Tablesmith writes itself",
                        "rename the component or store it under another name with @Attribute"));
        cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "@Attribute named like an earlier component")
                .in(jobWith("String title", "@Attribute(\"title\") String heading"))
                .on("@Attribute")
                .saying("Attribute name \"title\" of component 'heading' is refused",
                        "component 'title' is already stored as \"title\""));
        cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "component named like an earlier @Attribute")
                .in(jobWith("@Attribute(\"title\") String heading", "String title"))
                .on("String title")
                .saying("component 'title' is refused", "component 'heading' is already stored as \"title\""));
        cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "two @Attribute with one name")
                .in(jobWith("@Attribute(\"t\") String title", "@Attribute(\"t\") String heading"))
                .on("String heading")
                .saying("Attribute name \"t\" of component 'heading' is refused", "component 'title' is already stored as \"t\""));
        cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "@Attribute named like an index key attribute")
                .in(jobWith("@Attribute(\"gsi1pk\") String title"))
                .on("@Attribute")
                .saying("Attribute name \"gsi1pk\" of component 'title' is refused",
                        "index \"gsi1\" keeps its key in \"gsi1pk\"", "store the component under another name with @Attribute"));
        cases.add(error(Message.ATTRIBUTE_NAME_INVALID, "component named like an index key attribute")
                .in(jobWith("String gsi1sk"))
                .on("String gsi1sk")
                .saying("component 'gsi1sk' is refused", "index \"gsi1\" keeps its key in \"gsi1sk\""));

        // --- across the entities of a table ------------------------------------------------
        JavaFileObject task = entity("Task",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"TASK#{id}\", sk = \"METADATA\")",
                "public record Task(String id) {}");
        cases.add(error(Message.ENTITY_TYPE_DUPLICATE, "two entities of type JOB")
                .in(jobWith(), task)
                .reportedIn(task)
                .on("@Entity")
                .saying("Entity type \"JOB\" is used by both Job and Task", "Give one of them another type"));
        JavaFileObject copy = entity("JobCopy",
                "@Entity(type = \"JOB_COPY\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "public record JobCopy(String id) {}");
        cases.add(error(Message.KEY_TEMPLATES_COLLIDE, "two entities with the same key templates")
                .in(jobWith(), copy)
                .reportedIn(copy)
                .on("@Key")
                .saying("JobCopy has the same key templates as Job (pk \"JOB#{id}\", sk \"METADATA\")",
                        "To keep them apart, give one template literal text the other cannot render"));
        JavaFileObject renamed = entity("JobCopy",
                "@Entity(type = \"JOB_COPY\")",
                "@Key(pk = \"JOB#{jobId}\", sk = \"METADATA\")",
                "public record JobCopy(String jobId) {}");
        cases.add(error(Message.KEY_TEMPLATES_COLLIDE, "same key templates but for the placeholder names")
                .in(jobWith(), renamed)
                .reportedIn(renamed)
                .on("@Key")
                .saying("JobCopy has the same key templates as Job (pk \"JOB#{jobId}\", sk \"METADATA\")"));
        JavaFileObject history = entity("JobHistory",
                "@Entity(type = \"JOB_HISTORY\")",
                "@Key(pk = \"JOB#{jobId}\", sk = \"{at}\")",
                "public record JobHistory(String jobId, String at) {}");
        cases.add(error(Message.KEY_SPACES_OVERLAP, "a placeholder where another entity's key has literal text")
                .in(jobWith(), history)
                .reportedIn(history)
                .on("@Key")
                .saying("The primary keys of JobHistory can be equal to those of Job",
                        "both make pk \"JOB#a\", sk \"METADATA\" (JobHistory with jobId = \"a\", at = \"METADATA\"; Job with id = \"a\")",
                        "for example @Key(sk = \"JOB_HISTORY#{at}\") on JobHistory"));
        JavaFileObject jobKeys = JavaFileObjects.forSourceLines("demo.JobKeys",
                "package demo;",
                "",
                "public final class JobKeys {}");
        JavaFileObject job = jobWith();
        cases.add(error(Message.GENERATED_TYPE_EXISTS, "a hand-written class takes a generated name")
                .in(job, jobKeys)
                .on("@Entity")
                .saying("Tablesmith generates demo.JobKeys for Job", "already exists")); // and no javac warning "Attempt to create a file ... multiple times" (no warning is allowed)
        JavaFileObject table = JavaFileObjects.forSourceLines("demo.TablesmithTable",
                "package demo;",
                "",
                "public final class TablesmithTable {}");
        JavaFileObject tableJob = jobWith();
        cases.add(error(Message.GENERATED_TYPE_EXISTS, "a hand-written class named TablesmithTable")
                .in(tableJob, table)
                .on("@Entity")
                .saying("Tablesmith generates demo.TablesmithTable for Job", "already exists")); // and no javac warning "Attempt to create a file ... multiple times" (no warning is allowed)
        JavaFileObject outer = entity("Outer",
                "public class Outer {",
                "    @Entity(type = \"NESTED\")",
                "    @Key(pk = \"NESTED#{id}\", sk = \"METADATA\")",
                "    public record Job(String id) {}",
                "}");
        JavaFileObject outerJob = entity("OuterJob",
                "@Entity(type = \"OUTER_JOB\")",
                "@Key(pk = \"OUTER_JOB#{id}\", sk = \"METADATA\")",
                "public record OuterJob(String id) {}");
        cases.add(error(Message.GENERATED_TYPE_EXISTS, "two entities whose generated names clash")
                .in(outer, outerJob)
                .reportedIn(outerJob)
                .on("@Entity")
                .saying("Tablesmith generates demo.OuterJobKeys for OuterJob", "already exists")); // and no javac warning "Attempt to create a file ... multiple times" (no warning is allowed)
        // --- state machines ------------------------------------------------------------------
        cases.add(error(Message.TRANSITION_NOT_ENUM, "@Transition on a String")
                .in(jobWith("@Transition(from = \"a\", to = \"b\") String title"))
                .on("@Transition")
                .saying("@Transition is on component 'title' of type java.lang.String", "Declare the component as an enum"));
        cases.add(error(Message.TRANSITION_UNKNOWN_STATE, "typo in from")
                .in(transitions("@Transition(from = \"QUEUD\", to = \"RUNNING\")"))
                .on("QUEUD")
                .saying("@Transition(from = \"QUEUD\") on component 'status' names no constant of JobStatus",
                        "Did you mean \"QUEUED\"?"));
        cases.add(error(Message.TRANSITION_UNKNOWN_STATE, "unknown name among several targets of the second @Transition")
                .in(transitions("@Transition(from = \"QUEUED\", to = \"RUNNING\")",
                        "@Transition(from = \"RUNNING\", to = {\"DONE\", \"CANCELLED\"})"))
                .on("CANCELLED")
                .saying("@Transition(to = \"CANCELLED\")", "Its constants are: QUEUED, RUNNING, DONE."));
        cases.add(error(Message.TRANSITION_ON_KEY, "@Transition on a key component")
                .in(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\", sk = \"STATUS#{status}\")",
                        "public record Job(",
                        "        String id,",
                        "        @Transition(from = \"QUEUED\", to = \"RUNNING\") JobStatus status) {}"))
                .on("@Transition")
                .saying("component 'status', which is part of the primary key (sk \"STATUS#{status}\")",
                        "Remove @Transition or take 'status' out of the key"));
        cases.add(error(Message.TRANSITION_SHARED_TEMPLATE, "@Transition on a component sharing an index template")
                .in(entity("Job",
                        "@Entity(type = \"JOB\")",
                        "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                        "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}#{region}\", sk = \"{id}\", query = \"byStatus\")",
                        "public record Job(",
                        "        String id,",
                        "        @Transition(from = \"QUEUED\", to = \"RUNNING\") JobStatus status,",
                        "        String region) {}"))
                .on("@Transition")
                .saying("shares the pk template \"STATUS#{status}#{region}\" of index gsi1 with 'region'",
                        "Give 'status' a template of its own"));
        cases.add(error(Message.ANNOTATION_WITHOUT_ENTITY, "@Transition in a record without @Entity")
                .in(entity("Job",
                        "public record Job(",
                        "        String id,",
                        "        @Transition(from = \"QUEUED\", to = \"RUNNING\") JobStatus status) {}"))
                .on("@Transition")
                .saying("@Transition is on Job, which has no @Entity", "or remove @Transition"));
        cases.add(error(Message.ANNOTATION_WITHOUT_ENTITY, "two @Transition in a record without @Entity")
                .in(entity("Job",
                        "public record Job(",
                        "        String id,",
                        "        @Transition(from = \"QUEUED\", to = \"RUNNING\") @Transition(from = \"RUNNING\", to = \"DONE\") JobStatus status) {}"))
                .on("from = \"QUEUED\"")
                .saying("@Transition is on Job, which has no @Entity", "or remove @Transition"));

        // --- schema evolution ----------------------------------------------------------------
        cases.add(error(Message.DEFAULT_VALUE_NOT_PRIMITIVE, "@DefaultValue on a String")
                .in(jobWith("@DefaultValue(\"none\") String title"))
                .on("String title")
                .saying("@DefaultValue is on component 'title' of type java.lang.String", "absent attribute as null",
                        "declare the component primitive"));
        cases.add(error(Message.DEFAULT_VALUE_NOT_PRIMITIVE, "@DefaultValue on an Optional")
                .in(jobWith("@DefaultValue(\"0\") java.util.Optional<Integer> attempts"))
                .on("attempts")
                .saying("component 'attempts'", "as an empty Optional"));
        for (String[] bad : List.of(
                new String[] {"int attempts", "zero", "is not a valid int: it is not a whole number", "@DefaultValue(\"0\")"},
                new String[] {"int attempts", "3000000000", "outside a int's range", "@DefaultValue(\"0\")"},
                new String[] {"byte level", "200", "outside a byte's range -128 to 127", "@DefaultValue(\"0\")"},
                new String[] {"boolean archived", "yes", "a boolean is true or false", "@DefaultValue(\"false\")"},
                new String[] {"char grade", "AB", "a char is exactly one character", "@DefaultValue(\"x\")"},
                new String[] {"double weight", "heavy", "it is not a decimal number", "@DefaultValue(\"0.0\")"},
                new String[] {"float weight", "1e39", "out of a float's range", "@DefaultValue(\"0.0\")"})) {
            cases.add(error(Message.DEFAULT_VALUE_INVALID, bad[0] + " = \"" + bad[1] + "\"")
                    .in(jobWith("@DefaultValue(\"" + bad[1] + "\") " + bad[0]))
                    .on(bad[0])
                    .saying("@DefaultValue(\"" + bad[1] + "\") on component '" + bad[0].split(" ")[1] + "'", bad[2], bad[3]));
        }
        cases.add(error(Message.DEFAULT_VALUE_ROLE, "@DefaultValue on a key component")
                .in(entity("Counter",
                        "@Entity(type = \"COUNTER\")",
                        "@Key(pk = \"COUNTER#{id}\", sk = \"N#{n}\")",
                        "public record Counter(String id,",
                        "        @DefaultValue(\"0\") int n) {}"))
                .on("int n")
                .saying("cannot be on the key component 'n'", "never absent", "Remove @DefaultValue"));
        cases.add(error(Message.DEFAULT_VALUE_ROLE, "@DefaultValue on @Version")
                .in(jobWith("@DefaultValue(\"0\") @Version long version"))
                .on("long version")
                .saying("cannot be on the @Version component 'version'", "checks the stored version"));
        cases.add(error(Message.DEFAULT_VALUE_ROLE, "@DefaultValue on @Ttl")
                .in(jobWith("@DefaultValue(\"0\") @io.tablesmith.Ttl long expiresAt"))
                .on("long expiresAt")
                .saying("cannot be on the @Ttl component 'expiresAt'", "must not gain one"));
        for (String[] bad : List.of(
                new String[] {"@Attribute(value = \"title\", formerly = \"\") String title", "cannot be empty"},
                new String[] {"@Attribute(value = \"title\", formerly = \"title\") String title", "the component's current name"},
                new String[] {"@Attribute(value = \"title\", formerly = \"_et\") String title", "a table attribute Tablesmith writes itself"},
                new String[] {"@Attribute(value = \"title\", formerly = \"gsi1pk\") String title", "gsi1pk"},
                new String[] {"@Attribute(value = \"title\", formerly = \"status\") String title", "component 'status' is stored as \"status\""},
                new String[] {"@Attribute(value = \"title\", formerly = {\"name\", \"name\"}) String title", "listed twice"})) {
            cases.add(error(Message.FORMER_NAME_INVALID, bad[0])
                    .in(jobWith(bad[0]))
                    .on("String title")
                    .saying("of component 'title' is refused", bad[1]));
        }
        cases.add(error(Message.FORMER_NAME_INVALID, "one former name for two components")
                .in(jobWith("@Attribute(value = \"title\", formerly = \"name\") String title",
                        "@Attribute(value = \"label\", formerly = \"name\") String label"))
                .on("String label")
                .saying("\"name\" of component 'label'", "component 'title' already reads \"name\" as a former name"));
        cases.add(error(Message.FORMER_NAME_ROLE, "formerly on @Version")
                .in(jobWith("@Attribute(value = \"version\", formerly = \"v\") @Version long version"))
                .on("long version")
                .saying("cannot be on the @Version component 'version'", "never match", "rewrite the old items"));
        cases.add(error(Message.FORMER_NAME_ROLE, "formerly on @Transition")
                .in(transitions("@Attribute(value = \"status\", formerly = \"state\") @Transition(from = \"QUEUED\", to = \"RUNNING\")"))
                .on("JobStatus status")
                .saying("cannot be on the @Transition component 'status'", "look stale"));

        // --- natural indexes -------------------------------------------------------------------
        cases.add(error(Message.NATURAL_INDEX_SIZE, "five sort components")
                .in(natural("@NaturalIndex(index = \"byScore\", pk = \"region\", sk = {\"a\", \"b\", \"c\", \"d\", \"e\"}, query = \"byScore\")"))
                .on("@NaturalIndex")
                .saying("has 5 sort (sk) components", "at most four sort attributes", "Keep four"));
        cases.add(error(Message.NATURAL_INDEX_SIZE, "no partition component")
                .in(natural("@NaturalIndex(index = \"byScore\", pk = {}, query = \"byScore\")"))
                .on("@NaturalIndex")
                .saying("has 0 partition (pk) components", "Name at least one component in pk"));
        cases.add(error(Message.NATURAL_INDEX_UNKNOWN_COMPONENT, "a misspelt component")
                .in(natural("@NaturalIndex(index = \"byScore\", pk = \"regoin\", query = \"byScore\")"))
                .on("@NaturalIndex")
                .saying("names 'regoin' in pk", "Did you mean 'region'?"));
        for (String[] bad : List.of(
                new String[] {"flag", "stored as BOOL"},
                new String[] {"tags", "a container or a record"},
                new String[] {"nickname", "declare the component nullable"})) {
            cases.add(error(Message.NATURAL_INDEX_TYPE, bad[0])
                    .in(natural("@NaturalIndex(index = \"byScore\", pk = \"region\", sk = \"" + bad[0] + "\", query = \"byScore\")"))
                    .on("@NaturalIndex")
                    .saying("Component '" + bad[0] + "'", "cannot key @NaturalIndex(index = \"byScore\")", bad[1], "plain S, N or B"));
        }
        for (String[] bad : List.of(
                new String[] {"version", "it is the @Version"},
                new String[] {"visits", "it has @DefaultValue"},
                new String[] {"title", "former attribute names"})) {
            cases.add(error(Message.NATURAL_INDEX_ROLE, bad[0])
                    .in(natural("@NaturalIndex(index = \"byScore\", pk = \"region\", sk = \"" + bad[0] + "\", query = \"byScore\")"))
                    .on("@NaturalIndex")
                    .saying("Component '" + bad[0] + "' cannot key", bad[1]));
        }
        cases.add(error(Message.NATURAL_INDEX_ROLE, "a component named twice")
                .in(natural("@NaturalIndex(index = \"byScore\", pk = \"region\", sk = {\"score\", \"region\"}, query = \"byScore\")"))
                .on("@NaturalIndex")
                .saying("Component 'region' cannot key", "named twice"));
        JavaFileObject player = entity("Player",
                "@Entity(type = \"PLAYER\")",
                "@Key(pk = \"PLAYER#{id}\", sk = \"P\")",
                "@NaturalIndex(index = \"byScore\", pk = \"region\", sk = \"score\", query = \"byScore\")",
                "public record Player(String id, String region, long score) {}");
        cases.add(error(Message.NATURAL_INDEX_CONFLICT, "one index, another attribute type")
                .in(entity("Team",
                        "@Entity(type = \"TEAM\")",
                        "@Key(pk = \"TEAM#{id}\", sk = \"T\")",
                        "@NaturalIndex(index = \"byScore\", pk = \"region\", sk = \"score\", query = \"byScore\")",
                        "public record Team(String id, String region, String score) {}"), player)
                .on("@NaturalIndex")
                .saying("@NaturalIndex(index = \"byScore\") on Team keys it on region:S | score:S, but Player keys it on region:S | score:N",
                        "use the same attribute names and types"));
        cases.add(error(Message.NATURAL_INDEX_CONFLICT, "an attribute of an index key stored with another type")
                .in(entity("Team",
                        "@Entity(type = \"TEAM\")",
                        "@Key(pk = \"TEAM#{id}\", sk = \"T\")",
                        "public record Team(String id, String region, boolean score) {}"), player)
                .on("@Entity")
                .saying("keys on \"score\" as N, but component 'score' of Team is stored there as another type",
                        "DynamoDB would refuse to write"));
        cases.add(error(Message.NATURAL_INDEX_CONFLICT, "an index name keyed by templates elsewhere")
                .in(entity("Team",
                        "@Entity(type = \"TEAM\")",
                        "@Key(pk = \"TEAM#{id}\", sk = \"T\")",
                        "@NaturalIndex(index = \"gsi1\", pk = \"region\", query = \"byRegion\")",
                        "public record Team(String id, String region) {}"),
                        jobWith())
                .on("@NaturalIndex")
                .saying("names the index that Job keys with @Gsi templates", "another index name"));
        cases.add(error(Message.ANNOTATION_WITHOUT_ENTITY, "@NaturalIndex on a record without @Entity")
                .in(entity("Player",
                        "@NaturalIndex(index = \"byRegion\", pk = \"region\", query = \"byRegion\")",
                        "public record Player(String id, String region) {}"))
                .on("@NaturalIndex")
                .saying("@NaturalIndex is on Player, which has no @Entity", "or remove @NaturalIndex"));
        QueueMessageCases.addTo(cases);
        return cases.stream();
    }

    /** A {@code demo.Player} with components of every kind, carrying the given {@code @NaturalIndex}. */
    private static JavaFileObject natural(String indexLine) {
        return entity("Player",
                "@Entity(type = \"PLAYER\")",
                "@Key(pk = \"PLAYER#{id}\", sk = \"P\")",
                indexLine,
                "public record Player(String id, String region, long score, boolean flag, java.util.List<String> tags,",
                "        java.util.Optional<String> nickname, @Version long version, @DefaultValue(\"0\") int visits,",
                "        @Attribute(value = \"title\", formerly = \"name\") String title, String a, String b, String c,",
                "        String d, String e) {}");
    }

    /** The reference {@code demo.Job} whose status carries the given {@code @Transition} lines. */
    private static JavaFileObject transitions(String... transitionLines) {
        List<String> lines = new ArrayList<>(List.of(
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                "public record Job(",
                "        String id,"));
        // Javac finds no position for a record component's own annotations: errors point at the
        // component, so the annotations share its line.
        lines.add("        " + String.join(" ", transitionLines) + " JobStatus status,");
        lines.add("        Instant createdAt) {}");
        return entity("Job", lines.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void reportsTheMessageOnTheAnnotationItBreaks(Case c) {
        Compilation compilation = Sources.compile(c.sources.toArray(JavaFileObject[]::new));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[" + c.message.id() + "]")
                .inFile(c.reportedIn)
                .onLineContaining(c.line);
        List<Diagnostic<? extends JavaFileObject>> errors = Sources.errorsOf(compilation, c.message);
        assertThat(errors).as("errors with id %s in\n%s", c.message.id(), Sources.describe(compilation))
                .isNotEmpty();
        Diagnostic<? extends JavaFileObject> error = errors.get(0);
        assertThat(error.getMessage(Locale.ROOT)).contains(c.keywords);
        for (String text : c.absent) {
            assertThat(error.getMessage(Locale.ROOT)).doesNotContain(text);
        }
        assertThat(error.getSource()).isSameAs(c.reportedIn);
        assertThat(error.getLineNumber()).as(Sources.describe(compilation))
                .isEqualTo(Sources.lineContaining(c.reportedIn, c.line));
        // Nothing but the expected error: no cascade, no javac error in generated code.
        assertThat(compilation.errors()).as(Sources.describe(compilation)).hasSize(c.errors);
        assertThat(compilation.warnings()).as(Sources.describe(compilation))
                .map(warning -> warning.getMessage(Locale.ROOT))
                .containsExactlyElementsOf(c.warnings);
    }

    @Test
    void everyMessageHasACase() {
        Set<Message> tested = cases().map(c -> c.message).collect(Collectors.toCollection(() -> EnumSet.noneOf(Message.class)));
        Set<Message> expected = EnumSet.complementOf(EnumSet.copyOf(UNREACHABLE));
        expected.removeAll(IN_TYPE_ERRORS_TEST);
        expected.removeAll(IN_KEY_SPACES_TEST);
        expected.removeAll(IN_SCHEMA_FILE_TEST);
        expected.removeAll(IN_SPARSE_INDEX_TEST);
        expected.removeAll(IN_VECTOR_SEARCH_TEST);
        assertThat(tested).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void messageIdsAreUnique() {
        assertThat(Arrays.stream(Message.values()).map(Message::id)).doesNotHaveDuplicates();
    }

    @Test
    void everyMessageStartsWithItsId() {
        for (Message message : Message.values()) {
            Object[] arguments = new Object[16];
            Arrays.fill(arguments, "x");
            assertThat(message.format(arguments)).startsWith("[" + message.id() + "] ");
        }
    }

    /** A {@code demo.Details} item collection made of the given lines. */
    private static JavaFileObject collection(String... lines) {
        List<String> source = new ArrayList<>(List.of("package demo;", "",
                "import io.tablesmith.ItemCollection;", "import java.util.List;", "import java.util.Optional;", ""));
        source.addAll(List.of(lines));
        return JavaFileObjects.forSourceLines("demo.Details", source.toArray(String[]::new));
    }

    /** A {@code demo.Job} with the given {@code @Key} and {@code @Gsi} lines. */
    private static JavaFileObject job(String... keyAndIndexes) {
        List<String> lines = new ArrayList<>();
        lines.add("@Entity(type = \"JOB\")");
        lines.addAll(List.of(keyAndIndexes));
        lines.addAll(List.of(
                "public record Job(",
                "        String id,",
                "        JobStatus status,",
                "        Instant createdAt,",
                "        String title,",
                "        double score,",
                "        BigDecimal amount,",
                "        @Version long version) {}"));
        return entity("Job", lines.toArray(String[]::new));
    }

    /** The reference {@code demo.Job} keys and index, with extra components, one a line. */
    private static JavaFileObject jobWith(String... extraComponents) {
        List<String> components = new ArrayList<>(List.of("String id", "JobStatus status", "Instant createdAt"));
        components.addAll(List.of(extraComponents));
        return entity("Job",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
                "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
                "public record Job(",
                "        " + String.join(",\n        ", components) + ") {}");
    }

    private static String abbreviate(String text) {
        return text.length() > 12 ? text.substring(0, 4) + "…(" + text.length() + " chars)" : text;
    }

    private static Case error(Message message, String way) {
        return new Case(message, way);
    }

    /** One way to provoke one message, and where and what it must say. */
    static final class Case {
        final Message message;
        final String way;
        final List<JavaFileObject> sources = new ArrayList<>(List.of(Sources.JOB_STATUS));
        JavaFileObject reportedIn;
        String line;
        String[] keywords = {};
        int errors = 1;
        final List<String> warnings = new ArrayList<>();
        final List<String> absent = new ArrayList<>();

        Case(Message message, String way) {
            this.message = message;
            this.way = way;
        }

        /** The sources; the error is expected in the first unless {@link #reportedIn} says otherwise. */
        Case in(JavaFileObject... files) {
            sources.addAll(List.of(files));
            reportedIn = files[0];
            return this;
        }

        Case reportedIn(JavaFileObject file) {
            reportedIn = file;
            return this;
        }

        /** Text found on exactly one line of the file: the line the error must point at. */
        Case on(String text) {
            line = text;
            return this;
        }

        Case saying(String... texts) {
            keywords = texts;
            return this;
        }

        /** Text the message must not contain (it would contradict the rule or repeat javac). */
        Case notSaying(String... texts) {
            absent.addAll(List.of(texts));
            return this;
        }

        /** How many errors the compilation reports in all (1 unless said). */
        Case errors(int count) {
            errors = count;
            return this;
        }

        /** A warning javac adds under {@code -Xlint:all} (by default none is allowed). */
        Case warning(String text) {
            warnings.add(text);
            return this;
        }

        @Override
        public String toString() {
            return message.id() + " " + message.name().toLowerCase(Locale.ROOT) + ": " + way;
        }
    }
}
