package io.tablesmith.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.CompilationSubject;
import org.junit.jupiter.api.Test;

/**
 * Which schemas decode what a write stored to return what a read returns: none for a record whose
 * every value reads back equal to itself; behind a check of each component for a record whose
 * differing components have cheap ones (a {@code BigDecimal}, a {@code double}, a {@code @Ttl Instant},
 * a set or {@code Optional} that may be {@code null}); always for a converter or a nested record
 * holding such a value.
 */
class StoredFormShapesTest {

    @Test
    void aRecordOfValuesThatReadBackEqualKeepsTheDefault() {
        String schema = schemaOf("Plain", "@Entity(type = \"PLAIN\")", "@Key(pk = \"PLAIN#{id}\", sk = \"PLAIN\")",
                "public record Plain(String id, int count, long total, java.math.BigInteger huge, JobStatus status,",
                "        Instant at, java.time.LocalDate day, UUID uuid, java.util.List<String> notes,",
                "        java.util.Map<String, Long> counts, @DefaultValue(\"0\") int hits, @io.tablesmith.Ttl long expiresAt,",
                "        @Version long version) {}");

        assertThat(schema).doesNotContain("asStored").doesNotContain("StoredForms");
    }

    @Test
    void componentsWithACheapCheckDecodeOnlyWhenOneDiffers() {
        String schema = schemaOf("Fine", "@Entity(type = \"FINE\")", "@Key(pk = \"FINE#{id}\", sk = \"FINE\")",
                "public record Fine(String id, BigDecimal amount, double rate, Float share, java.util.Set<String> tags,",
                "        java.util.Optional<BigDecimal> tip, java.util.Optional<String> note, @io.tablesmith.Ttl Instant expiresAt) {}");

        assertThat(schema).contains("public Fine asStored(Fine entity, Map<String, AttributeValue> item) {")
                .contains("if (StoredForms.isNormal(entity.amount()) && StoredForms.isNormal(entity.rate())"
                        + " && StoredForms.isNormal(entity.share()) && entity.tags() != null"
                        + " && entity.tip() != null && StoredForms.isNormal(entity.tip().orElse(null))"
                        + " && entity.note() != null && StoredForms.wholeSeconds(entity.expiresAt())) {")
                .contains("return decode(new ItemReader(ENTITY_TYPE, StoredForms.normalized(item)));");
    }

    @Test
    void convertersAndNestedValuesThatCanDifferAlwaysDecode() {
        String schema = schemaOf("Order", "@Entity(type = \"ORDER\")", "@Key(pk = \"ORDER#{id}\", sk = \"ORDER\")",
                "public record Order(String id, Line line, java.util.List<Line> lines) {",
                "    public record Line(String sku, BigDecimal price) {}",
                "}");

        assertThat(schema).contains("public Order asStored(Order entity, Map<String, AttributeValue> item) {\n"
                + "    return decode(new ItemReader(ENTITY_TYPE, StoredForms.normalized(item)));\n  }");
    }

    private static String schemaOf(String name, String... body) {
        Compilation compilation = Sources.compileStrictly(Sources.JOB_STATUS, Sources.entity(name, body));
        CompilationSubject.assertThat(compilation).succeededWithoutWarnings();
        return Sources.generated(compilation, "demo." + name + "Schema");
    }
}
