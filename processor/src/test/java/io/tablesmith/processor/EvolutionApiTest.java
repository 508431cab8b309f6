package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Updates of evolved components: the database may change a stored value in place only where an
 * absent attribute means what the record reads, so a non-zero default and a renamed component
 * get no atomic or element-wise change.
 */
class EvolutionApiTest {

    private static final JavaFileObject ARTICLE = Sources.entity("Article",
            "@Entity(type = \"ARTICLE\")",
            "@Key(pk = \"ARTICLE#{id}\", sk = \"A\")",
            "public record Article(String id,",
            "        @DefaultValue(\"0\") int views,",
            "        @DefaultValue(\"5\") int stars,",
            "        @DefaultValue(\"0.0\") double weight,",
            "        @Attribute(value = \"hits\", formerly = \"visits\") long hits,",
            "        @Attribute(value = \"tags\", formerly = \"labels\") java.util.List<String> tags,",
            "        @Attribute(value = \"title\", formerly = {\"name\", \"heading\"}) String title) {}");

    private static Compilation use(String chain) {
        JavaFileObject user = JavaFileObjects.forSourceLines("demo.User",
                "package demo;",
                "",
                "class User {",
                "    static Article use(ArticleRepository articles) {",
                "        return articles.update(\"1\")" + chain + ".execute();",
                "    }",
                "}");
        return Sources.compileStrictly(user, ARTICLE);
    }

    @Test
    void settersAndZeroDefaultCountersCompile() {
        Compilation compilation = use(".addViews(1).addWeight(0.5).setStars(4).setHits(3L).setTitle(\"x\").removeTitle()");

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("demo.ArticleSchema").contentsAsUtf8String()
                .contains("reader.read(reader.present(\"title\", \"name\", \"heading\"), Codecs.STRING)");
        assertThat(compilation).generatedSourceFile("demo.ArticleSchema").contentsAsUtf8String()
                .contains("reader.readOr(\"stars\", Codecs.INT, 5)");
        assertThat(compilation).generatedSourceFile("demo.ArticleUpdate").contentsAsUtf8String()
                .contains("this.changes.remove(\"heading\");");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {".addStars(1)", ".addHits(1L)", ".appendToTags(java.util.List.of(\"a\"))"})
    void noInPlaceChangeWhereAnAbsentAttributeMeansSomethingElse(String chain) {
        Compilation compilation = use(chain);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot find symbol");
    }
}
