package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code TablesmithTable.createTableRequestWithoutMultiAttributeKeys}, generated in a package with
 * natural indexes, for engines that key no index on several attributes.
 */
class TableWithoutMultiAttributeKeysTest {

    private static final JavaFileObject PLAYER = Sources.entity("Player",
            "@Entity(type = \"PLAYER\")",
            "@Key(pk = \"PLAYER#{id}\", sk = \"P\")",
            "@Gsi(index = \"gsi1\", pk = \"NAME#{name}\", sk = \"P\", query = \"byName\")",
            "@NaturalIndex(index = \"byRegion\", pk = {\"region\", \"tier\"}, sk = \"score\", query = \"byRegion\")",
            "@NaturalIndex(index = \"byCity\", pk = \"city\", sk = \"score\", query = \"inCity\")",
            "public record Player(String id, String name, String region, int tier, long score, String city) {}");

    @Test
    void leavesOutTheIndexesKeyedOnSeveralAttributesAndTheirAttributeDefinitionsOnly() {
        Compilation compilation = Sources.compileStrictly(PLAYER);

        assertThat(compilation).succeededWithoutWarnings();
        String table = Sources.generated(compilation, "demo.TablesmithTable");
        String portable = table.substring(table.indexOf("createTableRequestWithoutMultiAttributeKeys(String tableName)"));
        portable = portable.substring(0, portable.indexOf("\n  }\n"));
        assertThat(table).contains("without the natural index keyed on several attributes: {@code byRegion}. Their queries fail on");
        assertThat(portable).contains("stringAttribute(\"gsi1pk\")", "attribute(\"city\", ScalarAttributeType.S)",
                "attribute(\"score\", ScalarAttributeType.N)", "index(\"gsi1\")",
                "naturalIndex(\"byCity\", keyElement(\"city\", KeyType.HASH), keyElement(\"score\", KeyType.RANGE))");
        assertThat(portable).doesNotContain("byRegion", "\"region\"", "\"tier\"");
    }

    @Test
    void isTheFullRequestWhenEveryNaturalIndexHasOneAttributeOfEachKind() {
        JavaFileObject city = Sources.entity("Shop",
                "@Entity(type = \"SHOP\")",
                "@Key(pk = \"SHOP#{id}\", sk = \"S\")",
                "@NaturalIndex(index = \"byCity\", pk = \"city\", query = \"inCity\")",
                "public record Shop(String id, String city) {}");

        Compilation compilation = Sources.compileStrictly(city);

        String table = Sources.generated(compilation, "demo.TablesmithTable");
        assertThat(table).contains("{@link #createTableRequest(String)} itself, as every natural index of this table is keyed on one");
        assertThat(table.split("naturalIndex\\(\"byCity\", keyElement\\(\"city\", KeyType.HASH\\)\\)", -1)).hasSize(3);
    }

    @Test
    void isNotGeneratedWithoutNaturalIndexes() {
        JavaFileObject job = Sources.entity("Job",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"J\")",
                "public record Job(String id) {}");

        assertThat(Sources.generated(Sources.compileStrictly(job), "demo.TablesmithTable"))
                .doesNotContain("WithoutMultiAttributeKeys");
    }
}
