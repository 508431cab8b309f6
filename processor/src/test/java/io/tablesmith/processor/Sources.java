package io.tablesmith.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import io.tablesmith.processor.report.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/** Test sources and compilations shared by the processor's tests. */
final class Sources {

    /** The imports every entity source starts with (after its package line). */
    static final String IMPORTS = String.join("\n",
            "import io.tablesmith.Attribute;",
            "import io.tablesmith.DefaultValue;",
            "import io.tablesmith.Entity;",
            "import io.tablesmith.Gsi;",
            "import io.tablesmith.Key;",
            "import io.tablesmith.NaturalIndex;",
            "import io.tablesmith.Transition;",
            "import io.tablesmith.Version;",
            "import java.math.BigDecimal;",
            "import java.time.Instant;",
            "import java.util.UUID;");

    /** {@code demo.JobStatus}, the enum the reference entity uses. */
    static final JavaFileObject JOB_STATUS = JavaFileObjects.forSourceLines("demo.JobStatus",
            "package demo;",
            "",
            "public enum JobStatus { QUEUED, RUNNING, DONE }");

    private Sources() {
    }

    /** A source in package {@code demo} with Tablesmith's imports; {@code body} follows them. */
    static JavaFileObject entity(String simpleName, String... body) {
        List<String> lines = new ArrayList<>();
        lines.add("package demo;");
        lines.add("");
        lines.add(IMPORTS);
        lines.add("");
        lines.addAll(List.of(body));
        return JavaFileObjects.forSourceLines("demo." + simpleName, lines);
    }

    /** Compiles with the processor (and {@code -Xlint:all}, so warnings show up in the result). */
    static Compilation compile(JavaFileObject... sources) {
        return Compiler.javac()
                .withProcessors(new TablesmithProcessor())
                .withOptions("-Xlint:all")
                .compile(sources);
    }

    /** Compiles with a recording processor, to see what it generated even when the compilation fails. */
    static Compilation compile(RecordingProcessor processor, JavaFileObject... sources) {
        return Compiler.javac()
                .withProcessors(processor)
                .withOptions("-Xlint:all")
                .compile(sources);
    }

    /** Compiles with the processor, {@code -Xlint:all} and {@code -Werror}: any warning fails. */
    static Compilation compileStrictly(JavaFileObject... sources) {
        return Compiler.javac()
                .withProcessors(new TablesmithProcessor())
                .withOptions("-Xlint:all", "-Werror")
                .compile(sources);
    }

    /** The text of one generated source file, which must exist. */
    static String generated(Compilation compilation, String qualifiedName) {
        JavaFileObject file = compilation.generatedSourceFile(qualifiedName)
                .orElseThrow(() -> new AssertionError(qualifiedName + " was not generated; generated: "
                        + compilation.generatedSourceFiles().stream().map(JavaFileObject::getName).toList()
                        + "\n" + describe(compilation)));
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The errors whose text carries {@code [TSnnn]} of {@code message}. */
    static List<Diagnostic<? extends JavaFileObject>> errorsOf(Compilation compilation, Message message) {
        String id = "[" + message.id() + "]";
        return compilation.errors().stream()
                .filter(error -> error.getMessage(Locale.ROOT).contains(id))
                .collect(Collectors.toList());
    }

    /** One line per diagnostic, with file and line, for failure messages. */
    static String describe(Compilation compilation) {
        return compilation.diagnostics().stream()
                .map(d -> d.getKind() + " " + (d.getSource() == null ? "<no file>" : d.getSource().getName())
                        + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
                .collect(Collectors.joining("\n"));
    }

    /** The 1-based number of the only line of {@code source} that contains {@code text}. */
    static long lineContaining(JavaFileObject source, String text) {
        String[] lines;
        try {
            lines = source.getCharContent(true).toString().split("\n", -1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long found = -1;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(text)) {
                if (found >= 0) {
                    fail("\"%s\" is on more than one line of %s", text, source.getName());
                }
                found = i + 1;
            }
        }
        assertThat(found).as("a line of %s containing \"%s\"", source.getName(), text).isPositive();
        return found;
    }
}
