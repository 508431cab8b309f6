package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.tablesmith.processor.report.Message;
import java.util.Locale;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @VectorSearch}: every rule is a compile error naming the rule and the fix on the
 * annotation, and a valid index becomes a vector index of the table and a typed query.
 */
class VectorSearchTest {

    private static JavaFileObject document(String... components) {
        return Sources.entity("Doc",
                "import io.tablesmith.VectorSearch;",
                "import io.tablesmith.vector.Distance;",
                "@Entity(type = \"DOC\")",
                "@Key(pk = \"DOC#{id}\", sk = \"D\")",
                "@Gsi(index = \"gsi1\", pk = \"T#{topic}\", sk = \"{id}\", query = \"byTopic\")",
                "public record Doc(String id, String topic, int year, java.util.List<String> tags, "
                        + String.join(", ", components) + ") {}");
    }

    private static Compilation compile(String... components) {
        return Sources.compile(Sources.JOB_STATUS, document(components));
    }

    private static void refused(Message message, String text, String... components) {
        Compilation compilation = compile(components);
        assertThat(compilation).failed();
        assertThat(Sources.errorsOf(compilation, message)).as(Sources.describe(compilation)).singleElement()
                .satisfies(error -> assertThat(error.getMessage(Locale.ROOT)).contains(text));
    }

    @Test
    void aVectorIsAFloatArray() {
        refused(Message.VECTOR_TYPE, "Declare it float[]",
                "@VectorSearch(index = \"byText\", dimensions = 3) String embedding");
        refused(Message.VECTOR_TYPE, "component 'embedding' of type java.util.List<java.lang.Double>",
                "@VectorSearch(index = \"byText\", dimensions = 3) java.util.List<Double> embedding");
    }

    @Test
    void dimensionsAreOneTo4096() {
        refused(Message.VECTOR_DIMENSIONS, "dimensions = 0", "@VectorSearch(index = \"byText\", dimensions = 0) float[] embedding");
        refused(Message.VECTOR_DIMENSIONS, "dimensions = 4097",
                "@VectorSearch(index = \"byText\", dimensions = 4097) float[] embedding");
        assertThat(compile("@VectorSearch(index = \"byText\", dimensions = 4096) float[] embedding")).succeeded();
        assertThat(compile("@VectorSearch(index = \"byText\", dimensions = 1) float[] embedding")).succeeded();
    }

    @Test
    void anIndexNameIsUniqueAndValid() {
        refused(Message.VECTOR_INDEX_DUPLICATE, "\"gsi1\" is declared twice in Doc (on @Gsi and on 'embedding')",
                "@VectorSearch(index = \"gsi1\", dimensions = 3) float[] embedding");
        refused(Message.VECTOR_INDEX_DUPLICATE, "(on 'title' and on 'body')",
                "@VectorSearch(index = \"byText\", dimensions = 3, query = \"nearTitle\") float[] title",
                "@VectorSearch(index = \"byText\", dimensions = 3, query = \"nearBody\") float[] body");
        refused(Message.INDEX_NAME_INVALID, "\"x\"", "@VectorSearch(index = \"x\", dimensions = 3) float[] embedding");
        refused(Message.QUERY_DUPLICATE, "\"byTopic\"",
                "@VectorSearch(index = \"byText\", dimensions = 3, query = \"byTopic\") float[] embedding");
    }

    @Test
    void filtersAndTheHashKeyAreComponentsStoredAsStringNumberOrBinary() {
        refused(Message.VECTOR_FILTER_UNKNOWN, "names the filter \"topik\", which is not a component of Doc. Did you mean 'topic'?",
                "@VectorSearch(index = \"byText\", dimensions = 3, filters = \"topik\") float[] embedding");
        refused(Message.VECTOR_FILTER_UNKNOWN, "the hash key \"nope\"",
                "@VectorSearch(index = \"byText\", dimensions = 3, hashKey = \"nope\") float[] embedding");
        refused(Message.VECTOR_FILTER_TYPE, "filters on 'tags' of type a java.util.List<java.lang.String>",
                "@VectorSearch(index = \"byText\", dimensions = 3, filters = \"tags\") float[] embedding");
        refused(Message.VECTOR_FILTER_ROLE, "it is the vector the index reads",
                "@VectorSearch(index = \"byText\", dimensions = 3, filters = \"embedding\") float[] embedding");
        refused(Message.VECTOR_FILTER_ROLE, "as its hash key",
                "@VectorSearch(index = \"byText\", dimensions = 3, hashKey = \"topic\", filters = \"topic\") float[] embedding");
    }

    @Test
    void aValidIndexIsDeclaredOnTheTableAndQueriedByTheRepository() {
        Compilation compilation = Sources.compileStrictly(Sources.JOB_STATUS, document(
                "@VectorSearch(index = \"byText\", dimensions = 768, distance = Distance.DOT_PRODUCT, hashKey = \"topic\","
                        + " filters = {\"year\"}) float[] embedding"));
        assertThat(compilation).succeededWithoutWarnings();

        String table = Sources.generated(compilation, "demo.TablesmithTable");
        assertThat(table).contains(".billingMode(BillingMode.PAY_PER_REQUEST)")
                .contains("attribute(\"topic\", ScalarAttributeType.S)")
                .contains("attribute(\"year\", ScalarAttributeType.N)")
                .contains(".vectorIndexes(VectorIndex.builder()")
                .contains(".vectorAttribute(vector -> vector.attributeName(\"embedding\"))")
                .contains(".dimensions(768L)")
                .contains(".distanceFunction(VectorDistanceFunction.DOT_PRODUCT)")
                .contains("attributeName(\"topic\").searchSchemaElementType(SearchSchemaElementType.HASH)")
                .contains("attributeName(\"year\").searchSchemaElementType(SearchSchemaElementType.INLINE_FILTER)");
        String repository = Sources.generated(compilation, "demo.DocRepository");
        assertThat(repository).contains("public SimilarityQuery<Doc> similarTo(String topic, float[] vector)");
    }

    @Test
    void theQueryTakesTopKAConditionAndReturnsScoredRecords() {
        JavaFileObject user = JavaFileObjects.forSourceLines("demo.User",
                "package demo;",
                "import io.tablesmith.vector.Scored;",
                "import java.util.List;",
                "class User {",
                "    static List<Scored<Doc>> use(DocRepository docs, float[] vector) {",
                "        return docs.similarTo(vector).topK(5).where(DocConditions.year().gt(2020)).execute().matches();",
                "    }",
                "}");
        Compilation compilation = Sources.compileStrictly(Sources.JOB_STATUS, user, document(
                "@VectorSearch(index = \"byText\", dimensions = 3, filters = \"year\") float[] embedding"));
        assertThat(compilation).succeededWithoutWarnings();
    }
}
