package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The time types whose stored form sorts (Instant, LocalDate, LocalDateTime, LocalTime, YearMonth,
 * Year) have order conditions and natural-index ranges; the types whose stored form does not
 * (OffsetDateTime, Duration, UUID, enums) have neither, which is a compile error at the call.
 */
class TimeOrderApiTest {

    private static final JavaFileObject SLOT = Sources.entity("Slot",
            "@Entity(type = \"SLOT\")",
            "@Key(pk = \"SLOT#{id}\", sk = \"S\")",
            "@NaturalIndex(index = \"byDay\", pk = \"room\", sk = {\"day\", \"start\"}, query = \"byDay\")",
            "@NaturalIndex(index = \"byMonth\", pk = \"room\", sk = \"month\", query = \"byMonth\")",
            "@NaturalIndex(index = \"byYear\", pk = \"room\", sk = \"year\", query = \"byYear\")",
            "@NaturalIndex(index = \"byLocal\", pk = \"room\", sk = \"local\", query = \"byLocal\")",
            "@NaturalIndex(index = \"byAt\", pk = \"room\", sk = \"at\", query = \"byAt\")",
            "@NaturalIndex(index = \"byOffset\", pk = \"room\", sk = \"offset\", query = \"byOffset\")",
            "@NaturalIndex(index = \"byOwner\", pk = \"room\", sk = \"owner\", query = \"byOwner\")",
            "public record Slot(String id, String room, Instant at, java.time.LocalDate day, java.time.LocalTime start,",
            "        java.time.LocalDateTime local, java.time.YearMonth month, java.time.Year year,",
            "        java.time.OffsetDateTime offset, java.time.Duration length, UUID owner, Kind kind) {",
            "    public enum Kind { TALK, WORKSHOP }",
            "}");

    private static Compilation use(String... statements) {
        JavaFileObject user = JavaFileObjects.forSourceLines("demo.User",
                "package demo;",
                "",
                "import java.time.*;",
                "import java.util.*;",
                "",
                "class User {",
                "    static Object use(SlotRepository slots) {",
                "        " + String.join("\n        ", statements),
                "    }",
                "}");
        return Sources.compileStrictly(SLOT, user);
    }

    @Test
    void orderConditionsAndRangesOnEveryTimeTypeThatSortsCompile() {
        Compilation compilation = use(
                "Instant now = Instant.now();",
                "LocalDate today = LocalDate.now();",
                "Object conditions = List.of(SlotConditions.at().lt(now), SlotConditions.day().ge(today),",
                "        SlotConditions.start().between(LocalTime.NOON, LocalTime.MAX),",
                "        SlotConditions.local().gt(LocalDateTime.now()), SlotConditions.month().le(YearMonth.now()),",
                "        SlotConditions.year().between(Year.of(2020), Year.of(2030)));",
                "slots.byDay(\"r1\").greaterThanOrEqualTo(today).stream();",
                "slots.byDay(\"r1\").between(today, LocalTime.NOON, LocalTime.MAX).stream();",
                "slots.byMonth(\"r1\").lessThan(YearMonth.now()).stream();",
                "slots.byYear(\"r1\").between(Year.of(2020), Year.of(2030)).stream();",
                "slots.byLocal(\"r1\").greaterThan(LocalDateTime.now()).stream();",
                "slots.byAt(\"r1\").between(now.minusSeconds(60), now).stream();",
                "// no @Gsi, but an Instant and a LocalDateTime whose former text the re-index rewrites",
                "slots.reindex(io.tablesmith.reindex.ReindexOptions.defaults());",
                "return conditions;");

        assertThat(compilation).succeededWithoutWarnings();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SlotConditions.offset().lt(OffsetDateTime.now())",
            "SlotConditions.length().gt(Duration.ZERO)",
            "SlotConditions.owner().between(UUID.randomUUID(), UUID.randomUUID())",
            "SlotConditions.kind().ge(Slot.Kind.TALK)",
            "slots.byOffset(\"r1\").greaterThan(OffsetDateTime.now())",
            "slots.byOwner(\"r1\").lessThan(UUID.randomUUID())",
    })
    void typesWhoseStoredFormDoesNotSortHaveNoOrderConditionsNorRanges(String use) {
        Compilation compilation = use("return " + use + ";");

        assertThat(compilation).failed();
        org.assertj.core.api.Assertions.assertThat(compilation.errors())
                .allSatisfy(error -> org.assertj.core.api.Assertions.assertThat(error.getSource().getName()).endsWith("User.java"));
    }

    @Test
    void theJavadocOfAFieldOrQueryWithoutOrderSaysWhy() {
        Compilation compilation = use("return null;");
        assertThat(compilation).generatedSourceFile("demo.SlotConditions").contentsAsUtf8String()
                .contains("its text keeps the offset, so values with different offsets do not sort as time");
        assertThat(compilation).generatedSourceFile("demo.SlotConditions").contentsAsUtf8String()
                .contains("its text (PT1H30M) does not sort like the durations");
        assertThat(compilation).generatedSourceFile("demo.SlotRepository").contentsAsUtf8String()
                .contains("No ranges on {@code owner}: its text does not sort like UUID.compareTo.");
    }
}
