package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The typed query of a natural index allows exactly what DynamoDB allows on a multi-attribute
 * sort key: equality on leading components and one range on the component after them. Every
 * other condition is a compile error, because no method takes it.
 */
class NaturalIndexApiTest {

    private static final JavaFileObject PLAYER = Sources.entity("Player",
            "@Entity(type = \"PLAYER\")",
            "@Key(pk = \"PLAYER#{id}\", sk = \"P\")",
            "@NaturalIndex(index = \"byRegion\", pk = {\"region\", \"tier\"}, sk = {\"season\", \"score\", \"joinedAt\"}, query = \"byRegion\")",
            "public record Player(String id, String region, int tier, String season, long score, UUID joinedAt) {}");

    private static Compilation use(String... statements) {
        JavaFileObject user = JavaFileObjects.forSourceLines("demo.User",
                "package demo;",
                "",
                "import io.tablesmith.PageRequest;",
                "import java.util.*;",
                "",
                "class User {",
                "    static Object use(PlayerRepository players) {",
                "        " + String.join("\n        ", statements),
                "    }",
                "}");
        return Sources.compileStrictly(PLAYER, user);
    }

    @Test
    void equalityOnLeadingComponentsThenOneRangeCompiles() {
        Compilation compilation = use(
                "players.byRegion(\"eu\", 2).page(PageRequest.of(10));",
                "players.byRegion(\"eu\", 2).equalTo(\"2026\").stream();",
                "players.byRegion(\"eu\", 2).equalTo(\"2026\", 7L, UUID.randomUUID()).stream();",
                "players.byRegion(\"eu\", 2).beginsWith(\"20\").stream();",
                "players.byRegion(\"eu\", 2).between(\"2025\", 10L, 20L).stream();",
                "players.byRegion(\"eu\", 2).lessThanOrEqualTo(\"2025\", 10L).stream();",
                "List<Player> some = players.byRegion(\"eu\", 2, PageRequest.of(5).descending()).items();",
                "return some;");

        assertThat(compilation).succeededWithoutWarnings();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "players.byRegion(\"eu\")",                                   // a partition component missing
            "players.byRegion(\"eu\", 2).greaterThan(5L)",                // a range on score without season
            "players.byRegion(\"eu\", 2).equalTo(5L)",                    // equality skipping season
            "players.byRegion(\"eu\", 2).between(\"2025\", \"a\", \"b\")",  // score is a long
            "players.byRegion(\"eu\", 2).beginsWith(\"2026\", 5L)",       // no prefix on a number
            "players.byRegion(\"eu\", 2).greaterThan(\"2026\", 5L, UUID.randomUUID())", // UUIDs do not sort like their text
    })
    void everyOtherConditionIsACompileError(String query) {
        Compilation compilation = use("return " + query + ";");

        assertThat(compilation).failed();
        org.assertj.core.api.Assertions.assertThat(compilation.errors())
                .allSatisfy(error -> org.assertj.core.api.Assertions.assertThat(error.getSource().getName()).endsWith("User.java"));
    }
}
