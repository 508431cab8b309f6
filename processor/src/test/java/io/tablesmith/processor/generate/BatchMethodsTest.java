package io.tablesmith.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.tablesmith.processor.TablesmithProcessor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The batch methods as the compiler sees them: present, checked for @Version, warning-free. */
class BatchMethodsTest {

    private static final JavaFileObject NOTE = JavaFileObjects.forSourceLines("p.Note",
            "package p;",
            "import io.tablesmith.*;",
            "@Entity(type = \"NOTE\")",
            "@Key(pk = \"NOTE#{id}\", sk = \"NOTE\")",
            "public record Note(String id, String text) {}");

    private static final JavaFileObject VERSIONED = JavaFileObjects.forSourceLines("p.Doc",
            "package p;",
            "import io.tablesmith.*;",
            "@Entity(type = \"DOC\")",
            "@Key(pk = \"DOC#{id}\", sk = \"DOC\")",
            "public record Doc(String id, String text, @Version Long version) {}");

    private static Compilation compile(JavaFileObject... sources) {
        return javac().withOptions("-Xlint:all", "-Werror").withProcessors(new TablesmithProcessor()).compile(sources);
    }

    @Test
    void anUnversionedRepositoryGetsEveryBatchMethodWithoutAWarning() {
        JavaFileObject use = JavaFileObjects.forSourceLines("p.Use",
                "package p;",
                "import io.tablesmith.*;",
                "import java.util.List;",
                "class Use {",
                "  static List<Note> run(NoteRepository notes) {",
                "    notes.putAll(List.of(new Note(\"1\", \"a\")));",
                "    notes.deleteAll(List.of(NoteKeys.key(\"2\")));",
                "    notes.withBatchOptions(BatchOptions.defaults().withMaxAttempts(3)).getAllConsistent(List.of());",
                "    return notes.getAll(List.of(NoteKeys.key(\"1\")));",
                "  }",
                "}");

        assertThat(compile(NOTE, use)).succeededWithoutWarnings();
    }

    @Test
    void aVersionedRepositorysPutAllSendsCheckedWritesAndReturnsTheStoredRecords() throws java.io.IOException {
        JavaFileObject use = JavaFileObjects.forSourceLines("p.Use",
                "package p;",
                "import java.util.List;",
                "class Use {",
                "  static List<Doc> run(DocRepository docs) {",
                "    docs.deleteAll(List.of(DocKeys.key(\"1\")));",
                "    return docs.putAll(List.of(new Doc(\"1\", \"a\", null)));",
                "  }",
                "}");

        Compilation compilation = compile(VERSIONED, use);

        assertThat(compilation).succeededWithoutWarnings();
        String repository = compilation.generatedSourceFile("p.DocRepository").orElseThrow().getCharContent(true).toString();
        assertThat(repository).contains("return core.putAll(docs);")
                .contains("new RepositoryCore<>(client, tableName, DocSchema.INSTANCE, DocSchema.Descriptors.DESCRIPTOR,"
                        + " doc -> (doc.version() == null ? 0L : doc.version()), DocRepository::withVersion)")
                .doesNotContain("putAllUnchecked");
    }

    @Test
    void batchMethodNamesAreNotFreeForQueries() {
        JavaFileObject clash = JavaFileObjects.forSourceLines("p.Item",
                "package p;",
                "import io.tablesmith.*;",
                "@Entity(type = \"ITEM\")",
                "@Key(pk = \"ITEM#{group}\", sk = \"ITEM#{id}\", query = \"getAll\")",
                "public record Item(String group, String id) {}");

        Compilation compilation = compile(clash);

        assertThat(compilation).hadErrorContaining("TS123");
        assertThat(compilation).hadErrorContaining("Query name \"getAll\" cannot name a repository method");
    }

    @Test
    void pluralsReadNaturallyAndNeverClash() {
        assertThat(BatchMethods.plural("job")).isEqualTo("jobs");
        assertThat(BatchMethods.plural("address")).isEqualTo("addresses");
        assertThat(BatchMethods.plural("entry")).isEqualTo("entries");
        assertThat(BatchMethods.plural("day")).isEqualTo("days");
        assertThat(BatchMethods.plural("batch")).isEqualTo("batches");
        assertThat(BatchMethods.plural("key")).isEqualTo("records");
        assertThat(BatchMethods.plural("option")).isEqualTo("records");
    }
}
