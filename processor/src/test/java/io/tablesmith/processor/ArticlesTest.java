package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.tablesmith.processor.Sources.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** "an Order", "an int": the article before a name in generated javadoc and in messages follows its first letter. */
class ArticlesTest {

    @Test
    void generatedJavadocSaysAnOrder() {
        Compilation compilation = Sources.compileStrictly(entity("Order",
                "@Entity(type = \"ORDER\")",
                "@Key(pk = \"ORDER#{id}\", sk = \"METADATA\")",
                "public record Order(String id, int lines) {}"));

        assertThat(compilation).succeededWithoutWarnings();
        String repository = Sources.generated(compilation, "demo.OrderRepository").replaceAll("\\s+", " ");
        assertThat(repository).contains("Stores an Order whether or not an item has its key").doesNotContain("a Order");
    }

    @Test
    void messagesSayAnInt() {
        Compilation compilation = Sources.compile(entity("Order",
                "@Entity(type = \"ORDER\")",
                "@Key(pk = \"ORDER#{id}\", sk = \"METADATA\")",
                "public record Order(String id, @io.tablesmith.Ttl int expiry) {}"));

        assertThat(compilation).failed();
        assertThat(compilation.errors()).map(error -> error.getMessage(Locale.ROOT))
                .anySatisfy(message -> assertThat(message).contains("[TS170] @Ttl component 'expiry' is an int"))
                .noneSatisfy(message -> assertThat(message).contains(" a int"));
    }
}
