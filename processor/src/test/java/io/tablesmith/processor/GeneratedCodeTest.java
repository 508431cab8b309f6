package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.tablesmith.processor.Sources.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Generated code for an entity that uses every supported component type, a stored name, an
 * {@code Integer} version, two indexes and a component named {@code page} compiles under
 * {@code -Xlint:all -Werror}, and so does code that calls it.
 */
class GeneratedCodeTest {

    static final JavaFileObject EVERYTHING = entity("Everything",
            "@Entity(type = \"EVERYTHING\")",
            "@Key(pk = \"E#{id}\", sk = \"AT#{createdAt}#{boxedTotal}\", query = \"history\")",
            "@Gsi(index = \"gsi1\", pk = \"OWNER#{owner}#{active}#{flagged}\", sk = \"{status}#{boxedCount}\", query = \"byOwner\")",
            "@Gsi(index = \"gsi2\", pk = \"PAGE#{page}#{count}\", sk = \"{total}\", query = \"byPage\")",
            "public record Everything(",
            "        String id,",
            "        int count,",
            "        long total,",
            "        double ratio,",
            "        Integer boxedCount,",
            "        Long boxedTotal,",
            "        Double boxedRatio,",
            "        BigDecimal amount,",
            "        boolean active,",
            "        Boolean flagged,",
            "        JobStatus status,",
            "        Instant createdAt,",
            "        UUID owner,",
            "        @Attribute(\"t\") String title,",
            "        String page,",
            "        @Version Integer version) {}");

    /** Calls the generated API the way a user would; it must compile, typed as documented. */
    static final JavaFileObject USER = JavaFileObjects.forSourceLines("demo.User",
            "package demo;",
            "",
            "import io.tablesmith.ItemKey;",
            "import io.tablesmith.Page;",
            "import io.tablesmith.PageRequest;",
            "import java.time.Instant;",
            "import java.util.Map;",
            "import java.util.Optional;",
            "import java.util.UUID;",
            "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
            "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
            "import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;",
            "",
            "final class User {",
            "    static void use(DynamoDbClient client, Everything everything) {",
            "        EverythingRepository repository = new EverythingRepository(client, \"table\");",
            "        Everything created = repository.create(everything);",
            "        Everything stored = repository.put(created);",
            "        Everything replaced = repository.replace(stored);",
            "        Optional<Everything> found = repository.get(\"id\", Instant.EPOCH, 1L);",
            "        Optional<Everything> consistent = repository.getConsistent(\"id\", Instant.EPOCH, 1L);",
            "        Page<Everything> history = repository.history(\"id\", PageRequest.of(10).descending());",
            "        Page<Everything> owned = repository.byOwner(UUID.randomUUID(), true, Boolean.TRUE, PageRequest.of(10));",
            "        Page<Everything> paged = repository.byPage(\"page\", 3, PageRequest.of(10));",
            "        Optional<Everything> deleted = repository.delete(\"id\", Instant.EPOCH, 1L);",
            "        Everything deletedChecked = repository.delete(replaced);",
            "        ItemKey<Everything> key = EverythingKeys.key(\"id\", Instant.EPOCH, 1L);",
            "        String partition = EverythingKeys.byOwnerPartition(UUID.randomUUID(), true, null);",
            "        String sort = EverythingKeys.byPageSort(5L);",
            "        Map<String, AttributeValue> item = EverythingSchema.INSTANCE.toItem(everything);",
            "        Everything decoded = EverythingSchema.INSTANCE.fromItem(item);",
            "        CreateTableRequest request = TablesmithTable.createTableRequest(\"table\");",
            "        System.out.println(List.of(found, consistent, history, owned, paged, deleted, deletedChecked,",
            "                key, partition, sort, decoded, request));",
            "    }",
            "",
            "    private interface List {",
            "        static java.util.List<Object> of(Object... values) {",
            "            return java.util.Arrays.asList(values);",
            "        }",
            "    }",
            "}");

    private static Compilation compilation;

    @BeforeAll
    static void compile() {
        compilation = Sources.compileStrictly(Sources.JOB_STATUS, EVERYTHING, USER);
    }

    @Test
    void compilesUnderXlintAllAndWerror() {
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void theQueryOnAPartitionWithAComponentNamedPageNamesItsRequestPageRequest() {
        // JavaPoet wraps long lines; compare with runs of white space as one space.
        String repository = Sources.generated(compilation, "demo.EverythingRepository").replaceAll("\\s+", " ");
        assertThat(repository)
                // Parameters in template order, then the request, which cannot be called page here.
                .contains("public Page<Everything> byPage(String page, int count, PageRequest pageRequest)")
                .contains("public Page<Everything> byOwner(UUID owner, boolean active, Boolean flagged, PageRequest pageRequest)")
                .contains("public Page<Everything> history(String id, PageRequest pageRequest)")
                .doesNotContain("PageRequest page)");
    }

    @Test
    void theSchemaStoresEveryComponentUnderItsAttributeName() {
        String schema = Sources.generated(compilation, "demo.EverythingSchema");
        assertThat(schema)
                .contains("item.string(\"t\", entity.title());")
                .contains("reader.read(\"t\", Codecs.STRING)")
                .doesNotContain("\"title\"")
                .contains("reader.required(\"count\", Codecs.INT)", "reader.required(\"total\", Codecs.LONG)",
                        "reader.required(\"ratio\", Codecs.DOUBLE)", "reader.read(\"boxedCount\", Codecs.INT)",
                        "reader.read(\"boxedTotal\", Codecs.LONG)", "reader.read(\"boxedRatio\", Codecs.DOUBLE)",
                        "reader.read(\"amount\", Codecs.BIG_DECIMAL)", "reader.required(\"active\", Codecs.BOOLEAN)",
                        "reader.read(\"flagged\", Codecs.BOOLEAN)", "reader.read(\"status\", STATUS)",
                        "reader.read(\"createdAt\", Codecs.INSTANT)", "reader.read(\"owner\", Codecs.UUID)",
                        "reader.read(\"version\", Codecs.INT)")
                // gsi1 uses nullable components, so it is sparse; gsi2 uses only primitives and page.
                .contains("if (entity.owner() != null && entity.flagged() != null && entity.status() != null"
                        + " && entity.boxedCount() != null)")
                .contains("if (entity.page() != null)");
    }

    @Test
    void anIntegerVersionIsReadAsZeroWhenAbsentAndWrittenBackAsAnInt() {
        String repository = Sources.generated(compilation, "demo.EverythingRepository");
        assertThat(repository)
                .contains("Math.toIntExact(version)")
                .contains("new RepositoryCore<>(client, tableName, EverythingSchema.INSTANCE, EverythingSchema.Descriptors.DESCRIPTOR,"
                        + " everything -> (everything.version() == null ? 0L : everything.version()), EverythingRepository::withVersion)");
        assertThat(Sources.generated(compilation, "demo.EverythingSchema")).as("the version's stored name, for the core")
                .contains(".withVersion(\"version\")");
    }

    @Test
    void aQueryNamedLikeAnotherConstantOfTheSchemaGetsADescriptorOfItsOwn() {
        JavaFileObject shelf = entity("Shelf",
                "@Entity(type = \"SHELF\")",
                "@Key(pk = \"SHELF#{id}\", sk = \"BOOK#{title}\", query = \"descriptor\")",
                "@Gsi(index = \"gsi1\", pk = \"T#{title}\", sk = \"BOOK\", query = \"byTitle\")",
                "@Gsi(index = \"gsi2\", pk = \"S#{title}\", sk = \"{id}\", query = \"byTitleSort\")",
                "public record Shelf(String id, String title) {}");

        Compilation compilation = Sources.compileStrictly(shelf);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(Sources.generated(compilation, "demo.ShelfSchema"))
                .contains("static final QueryDescriptor DESCRIPTOR_ = QueryDescriptor.of(\"descriptor\")")
                .contains("static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,")
                .contains("static final AttributeValue BY_TITLE_SORT = AttributeValue.fromS(\"BOOK\");")
                .contains("static final QueryDescriptor BY_TITLE_SORT_ = QueryDescriptor.of(\"byTitleSort\")");
        assertThat(Sources.generated(compilation, "demo.ShelfRepository"))
                .contains("QuerySpec.of(ShelfSchema.Descriptors.DESCRIPTOR_, ShelfKeys.partition(id))")
                .contains("QuerySpec.of(ShelfSchema.Descriptors.BY_TITLE, ShelfKeys.byTitlePartition(title))")
                .contains("QuerySpec.of(ShelfSchema.Descriptors.BY_TITLE_SORT_, ShelfKeys.byTitleSortPartition(title))");
    }

    @Test
    void templateTextThatIsSpecialInJavaCommentsOrStringsCompiles() {
        JavaFileObject path = entity("Path",
                "@Entity(type = \"PATH\")",
                "@Key(pk = \"C:\\\\users\\\\{id}\", sk = \"*/@\\\"\u00e9\\u00e9\\\"<b>&amp;{name}\")",
                "public record Path(String id, String name) {}");

        Compilation compilation = Sources.compileStrictly(path);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(Sources.generated(compilation, "demo.PathKeys"))
                .contains("\"C:\\\\users\\\\\".concat(KeyParts.text(ENTITY_TYPE, \"id\", id))")
                .contains("\"*/@\\\"\u00e9\u00e9\\\"<b>&amp;\".concat(KeyParts.text(ENTITY_TYPE, \"name\", name))");
    }

    @Test
    void theKeyCheckCompilesWhateverTheKeyComponentsAreCalledTypedAndStoredAs() {
        JavaFileObject clash = entity("Clash",
                "@Entity(type = \"CLASH\")",
                "@Key(pk = \"C#{item}#{reader}#{e}\", sk = \"{entity}#{pk}#{at}#{flag}#{letter}#{n:04}#{sk}\")",
                "public record Clash(String item, @Attribute(\"r\") String reader, int e, JobStatus entity,",
                "        @Attribute(\"p\") long pk, Instant at, boolean flag, char letter, short n, @Attribute(\"s\") UUID sk) {}");
        JavaFileObject constant = entity("Setting",
                "@Entity(type = \"SETTING\")",
                "@Key(pk = \"SETTINGS\", sk = \"CURRENT\")",
                "public record Setting(String value) {}");

        Compilation compilation = Sources.compileStrictly(Sources.JOB_STATUS, clash, constant);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(Sources.generated(compilation, "demo.ClashSchema").replaceAll("\\s+", " "))
                .contains("Integer e_ = reader.read(\"e\", Codecs.INT);")
                .contains("at_ = KeyMatch.padded(sk_, at_, n, 4);")
                .contains(".component(\"reader\", \"r\", reader)")
                .contains("if (entity_.item() != item || entity_.reader() != reader_ || entity_.e() != e_");
        assertThat(Sources.generated(compilation, "demo.SettingSchema"))
                .contains("if (!\"SETTINGS\".equals(pk)) {")
                .contains("return \"CURRENT\".equals(sk);")
                .contains("if (!isKeyOf(reader.partitionKey(), reader.sortKey())) {");
    }

    @Test
    void theTableDefinesBothIndexes() {
        assertThat(Sources.generated(compilation, "demo.TablesmithTable"))
                .contains("stringAttribute(\"gsi1pk\"), stringAttribute(\"gsi1sk\")")
                .contains("stringAttribute(\"gsi2pk\"), stringAttribute(\"gsi2sk\")")
                .contains(".globalSecondaryIndexes(index(\"gsi1\"),\n          index(\"gsi2\"))");
    }
}
