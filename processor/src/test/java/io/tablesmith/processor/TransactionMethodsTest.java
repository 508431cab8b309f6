package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every repository takes part in transactions, with any kind of @Version, without a warning. */
class TransactionMethodsTest {

    private static final JavaFileObject NOTE = JavaFileObjects.forSourceLines("p.Note",
            "package p;",
            "import io.tablesmith.*;",
            "@Entity(type = \"NOTE\")",
            "@Key(pk = \"NOTE#{id}\", sk = \"NOTE\")",
            "public record Note(String id, String text) {}");

    private static final JavaFileObject DOC = JavaFileObjects.forSourceLines("p.Doc",
            "package p;",
            "import io.tablesmith.*;",
            "@Entity(type = \"DOC\")",
            "@Key(pk = \"DOC#{id}\", sk = \"DOC\")",
            "public record Doc(String id, String text, @Version Long version) {}");

    private static final JavaFileObject COUNTER = JavaFileObjects.forSourceLines("p.Counter",
            "package p;",
            "import io.tablesmith.*;",
            "@Entity(type = \"COUNTER\")",
            "@Key(pk = \"COUNTER#{name}\", sk = \"COUNTER\")",
            "public record Counter(String name, long count, @Version int version) {}");

    private static Compilation compile(JavaFileObject... sources) {
        return javac().withOptions("-Xlint:all", "-Werror").withProcessors(new TablesmithProcessor()).compile(sources);
    }

    @Test
    void repositoriesOfEveryVersionKindGoIntoOneTransactionWithoutAWarning() {
        JavaFileObject use = JavaFileObjects.forSourceLines("p.Use",
                "package p;",
                "import io.tablesmith.*;",
                "import io.tablesmith.transaction.*;",
                "import java.util.Optional;",
                "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
                "class Use {",
                "  static Optional<Doc> run(DynamoDbClient client, NoteRepository notes, DocRepository docs, CounterRepository counters) {",
                "    Doc doc = new Doc(\"1\", \"a\", null);",
                "    TransactionWriter.Result done = Transaction.write(client)",
                "        .create(docs, doc)",
                "        .put(notes, new Note(\"1\", \"b\"))",
                "        .requireVersion(counters, new Counter(\"c\", 1, 3))",
                "        .delete(notes, NoteKeys.key(\"2\"))",
                "        .update(docs.update(\"2\").setText(\"c\").ifVersion(1))",
                "        .update(notes.update(\"3\").setText(\"d\"))",
                "        .execute();",
                "    TransactionTarget<Counter> target = counters.transactionTarget();",
                "    Counter next = target.withVersion(new Counter(\"c\", 1, 3), target.versionOf(new Counter(\"c\", 1, 3)) + 1);",
                "    return Transaction.read(client).get(docs, DocKeys.keyOf(done.stored(docs, doc)))",
                "        .get(counters, CounterKeys.keyOf(next)).execute().get(docs, DocKeys.key(\"1\"));",
                "  }",
                "}");

        assertThat(compile(NOTE, DOC, COUNTER, use)).succeededWithoutWarnings();
    }

    @Test
    void aRecordOfAnotherRepositoryDoesNotCompile() {
        JavaFileObject use = JavaFileObjects.forSourceLines("p.Use",
                "package p;",
                "import io.tablesmith.*;",
                "import io.tablesmith.transaction.*;",
                "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
                "class Use {",
                "  static void run(DynamoDbClient client, NoteRepository notes) {",
                "    Transaction.write(client).create(notes, new Doc(\"1\", \"a\", 1L));",
                "  }",
                "}");

        Compilation compilation = compile(NOTE, DOC, use);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("create").inFile(use).onLine(7);
    }

    @Test
    void aQueryCannotTakeTheTransactionTargetName() {
        JavaFileObject job = JavaFileObjects.forSourceLines("p.Job",
                "package p;",
                "import io.tablesmith.*;",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"{at}\", query = \"transactionTarget\")",
                "public record Job(String id, String at) {}");

        Compilation compilation = compile(job);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("Query name \"transactionTarget\" cannot name a repository method")
                .inFile(job).onLine(4);
    }
}
