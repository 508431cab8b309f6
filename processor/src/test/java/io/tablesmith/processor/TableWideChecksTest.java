package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The rules that span a table (TS150, TS151/TS153, TS141, TS269) hold per table: among the entities
 * of a package declared a table with {@code @Table}, and across every package without one (the table
 * name is chosen at run time, so entities of two such packages can share a table).
 */
class TableWideChecksTest {

    private static final JavaFileObject CUSTOMER = JavaFileObjects.forSourceLines("shop.Customer",
            "package shop;",
            "import io.tablesmith.*;",
            "@Entity(type = \"CUSTOMER\")",
            "@Key(pk = \"CUSTOMER#{id}\", sk = \"PROFILE\")",
            "@Gsi(index = \"gsi1\", pk = \"EMAIL#{email}\", sk = \"CUSTOMER\", query = \"byEmail\")",
            "public record Customer(String id, String email) {}");

    private static Compilation compile(JavaFileObject... sources) {
        return javac().withProcessors(new TablesmithProcessor()).compile(sources);
    }

    @Test
    void anEntityOfAnotherPackageWithTheSameKeyTemplatesDoesNotCompile() {
        JavaFileObject invoice = JavaFileObjects.forSourceLines("billing.Invoice",
                "package billing;",
                "import io.tablesmith.*;",
                "@Entity(type = \"INVOICE\")",
                "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"PROFILE\")",
                "public record Invoice(String customerId, long cents) {}");

        Compilation compilation = compile(CUSTOMER, invoice);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(
                        "[TS151] billing.Invoice has the same key templates as shop.Customer (pk \"CUSTOMER#{customerId}\", sk \"PROFILE\")")
                .inFile(invoice).onLine(4);
        assertThat(compilation).hadErrorContaining("shop.Customer has the same key templates as billing.Invoice")
                .inFile(CUSTOMER).onLine(4);
    }

    @Test
    void anEntityTypeUsedInAnotherPackageDoesNotCompile() {
        JavaFileObject other = JavaFileObjects.forSourceLines("crm.Customer",
                "package crm;",
                "import io.tablesmith.*;",
                "@Entity(type = \"CUSTOMER\")",
                "@Key(pk = \"CLIENT#{id}\", sk = \"CLIENT\")",
                "public record Customer(String id) {}");

        Compilation compilation = compile(CUSTOMER, other);

        assertThat(compilation).hadErrorContaining(
                        "[TS150] Entity type \"CUSTOMER\" is used by both shop.Customer and crm.Customer")
                .inFile(other).onLine(3);
    }

    @Test
    void anAttributeNamedLikeAnotherEntitysIndexKeyDoesNotCompileInTheSamePackageOrAnother() {
        JavaFileObject samePackage = JavaFileObjects.forSourceLines("shop.Coupon",
                "package shop;",
                "import io.tablesmith.*;",
                "@Entity(type = \"COUPON\")",
                "@Key(pk = \"COUPON#{code}\", sk = \"COUPON\")",
                "public record Coupon(String code,",
                "    @Attribute(\"gsi1pk\") String owner) {}");
        JavaFileObject otherPackage = JavaFileObjects.forSourceLines("billing.Payment",
                "package billing;",
                "import io.tablesmith.*;",
                "@Entity(type = \"PAYMENT\")",
                "@Key(pk = \"PAYMENT#{id}\", sk = \"PAYMENT\")",
                "public record Payment(String id,",
                "    String gsi1sk) {}");

        Compilation compilation = compile(CUSTOMER, samePackage, otherPackage);

        assertThat(compilation).hadErrorContaining("[TS141] Attribute name \"gsi1pk\" of component 'owner' is refused: "
                        + "index \"gsi1\" of shop.Customer keeps its key in \"gsi1pk\", and index key names are reserved table-wide")
                .inFile(samePackage).onLine(6);
        assertThat(compilation).hadErrorContaining("Attribute name \"gsi1sk\" of component 'gsi1sk' is refused: "
                        + "index \"gsi1\" of shop.Customer keeps its key in \"gsi1sk\"")
                .inFile(otherPackage).onLine(6);
    }

    @Test
    void entitiesOfTwoPackagesWithDistinctTypesKeysAndNamesCompile() {
        JavaFileObject invoice = JavaFileObjects.forSourceLines("billing.Invoice",
                "package billing;",
                "import io.tablesmith.*;",
                "@Entity(type = \"INVOICE\")",
                "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"INVOICE#{number}\")",
                "@Gsi(index = \"gsi1\", pk = \"DUE#{due}\", sk = \"{number}\", query = \"byDue\")",
                "public record Invoice(String customerId, String number, String due) {}");

        assertThat(compile(CUSTOMER, invoice)).succeeded();
    }

    @Test
    void aNaturalIndexKeyedDifferentlyInAnotherPackageDoesNotCompile() {
        JavaFileObject player = JavaFileObjects.forSourceLines("games.Player",
                "package games;",
                "import io.tablesmith.*;",
                "@Entity(type = \"PLAYER\")",
                "@Key(pk = \"PLAYER#{id}\", sk = \"P\")",
                "@NaturalIndex(index = \"byScore\", pk = \"region\", sk = \"score\", query = \"byScore\")",
                "public record Player(String id, String region, long score) {}");
        JavaFileObject team = JavaFileObjects.forSourceLines("leagues.Team",
                "package leagues;",
                "import io.tablesmith.*;",
                "@Entity(type = \"TEAM\")",
                "@Key(pk = \"TEAM#{id}\", sk = \"T\")",
                "@NaturalIndex(index = \"byScore\", pk = \"region\", sk = \"score\", query = \"byScore\")",
                "public record Team(String id, String region, String score) {}");

        Compilation compilation = compile(player, team);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(
                        "@NaturalIndex(index = \"byScore\") on Team keys it on region:S | score:S, but Player keys it on region:S | score:N")
                .inFile(team).onLine(5);
        assertThat(compilation).hadErrorCount(1);
    }

    /** An entity of {@code pkg}: one line each for the annotations, then the record. */
    private static JavaFileObject entity(String pkg, String name, String... lines) {
        String[] source = new String[lines.length + 3];
        source[0] = "package " + pkg + ";";
        source[1] = "import io.tablesmith.*;";
        source[2] = "import java.util.*;";
        System.arraycopy(lines, 0, source, 3, lines.length);
        return JavaFileObjects.forSourceLines(pkg + "." + name, source);
    }

    /** A package-info declaring a table; under both wildcard imports, so {@code Table} must stay unambiguous. */
    private static JavaFileObject table(String pkg, String description) {
        return JavaFileObjects.forSourceLines(pkg + ".package-info",
                "@Table(description = \"" + description + "\")",
                "package " + pkg + ";",
                "import io.tablesmith.*;",
                "import java.util.*;");
    }

    /** One table's entities: an item type with an index, and one with a natural index. */
    private static JavaFileObject[] tableOf(String pkg, String regionType) {
        return new JavaFileObject[] {
                table(pkg, "The " + pkg + " of the shop"),
                entity(pkg, "Item",
                        "@Entity(type = \"ITEM\")",
                        "@Key(pk = \"ITEM#{id}\", sk = \"ITEM\")",
                        "@Gsi(index = \"gsi1\", pk = \"OWNER#{owner}\", sk = \"{id}\", query = \"byOwner\")",
                        "public record Item(String id, String owner, List<String> tags) {}"),
                entity(pkg, "Place",
                        "@Entity(type = \"PLACE\")",
                        "@Key(pk = \"PLACE#{id}\", sk = \"PLACE\")",
                        "@NaturalIndex(index = \"byRegion\", pk = \"region\", query = \"byRegion\")",
                        "public record Place(String id, " + regionType + " region) {}")};
    }

    @Test
    void twoTablesInOneCompilationShareEntityTypesKeysAttributeAndIndexNames() {
        JavaFileObject[] catalogue = tableOf("catalogue", "String");
        JavaFileObject[] warehouse = tableOf("warehouse", "long");
        JavaFileObject keyedLikeAnIndex = entity("warehouse", "Bin",
                "@Entity(type = \"BIN\")",
                "@Key(pk = \"BIN#{id}\", sk = \"BIN\")",
                "public record Bin(String id, @Attribute(\"gsi2pk\") String label) {}");
        JavaFileObject indexOfCatalogue = entity("catalogue", "Shelf",
                "@Entity(type = \"SHELF\")",
                "@Key(pk = \"SHELF#{id}\", sk = \"SHELF\")",
                "@Gsi(index = \"gsi2\", pk = \"AISLE#{aisle}\", sk = \"{id}\", query = \"byAisle\")",
                "public record Shelf(String id, String aisle) {}");

        Compilation compilation = javac().withProcessors(new TablesmithProcessor()).withOptions("-Xlint:all", "-Werror")
                .compile(catalogue[0], catalogue[1], catalogue[2], warehouse[0], warehouse[1], warehouse[2],
                        keyedLikeAnIndex, indexOfCatalogue);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(Sources.generated(compilation, "catalogue.TablesmithTable"))
                .contains("The table declared by {@code @Table} on this package: {@link Item}, {@link Place}, {@link Shelf}.")
                .contains("<p>The catalogue of the shop")
                .contains("ENTITY_TYPES = List.of(\"ITEM\", \"PLACE\", \"SHELF\")")
                .contains("ACCESS_PATTERNS = \"The catalogue of the shop\\n\"\n      + \"\\n\"\n      + \"| # | Access pattern");
        assertThat(Sources.generated(compilation, "warehouse.TablesmithTable"))
                .contains("ENTITY_TYPES = List.of(\"BIN\", \"ITEM\", \"PLACE\")")
                .contains("attribute(\"region\", ScalarAttributeType.N)")
                .doesNotContain("gsi2");
    }

    @Test
    void theRulesStillHoldWithinADeclaredTable() {
        JavaFileObject declaration = table("library", "Books and loans");
        JavaFileObject book = entity("library", "Book",
                "@Entity(type = \"BOOK\")",
                "@Key(pk = \"BOOK#{id}\", sk = \"{edition}\")",
                "public record Book(String id, String edition) {}");
        JavaFileObject copy = entity("library", "Copy",
                "@Entity(type = \"BOOK\")",
                "@Key(pk = \"BOOK#{bookId}\", sk = \"COPY\")",
                "public record Copy(String bookId) {}");

        Compilation compilation = compile(declaration, book, copy);

        assertThat(compilation).hadErrorContaining("[TS150] Entity type \"BOOK\" is used by both Book and Copy")
                .inFile(copy).onLineContaining("@Entity");
        assertThat(compilation).hadErrorContaining("[TS153] The primary keys of Copy can be equal to those of Book")
                .inFile(copy).onLineContaining("@Key");
        assertThat(compilation).hadErrorCount(2);
    }

    @Test
    void aDeclaredTableIsNotCheckedAgainstPackagesWithoutOneWhichStillAreAgainstEachOther() throws IOException {
        JavaFileObject[] declared = {table("shop", "The shop"), CUSTOMER};
        JavaFileObject sameKeys = entity("billing", "Invoice",
                "@Entity(type = \"CUSTOMER\")",
                "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"PROFILE\")",
                "public record Invoice(String customerId, long cents) {}");

        Compilation separate = compile(declared[0], declared[1], sameKeys);

        assertThat(separate).succeededWithoutWarnings();
        assertThat(separate.generatedFile(StandardLocation.CLASS_OUTPUT, "shop", "access-patterns.md").orElseThrow()
                .getCharContent(true).toString()).startsWith("The shop\n\n| # | Access pattern |");

        JavaFileObject alsoUndeclared = entity("crm", "Lead",
                "@Entity(type = \"LEAD\")",
                "@Key(pk = \"CUSTOMER#{id}\", sk = \"{stage}\")",
                "public record Lead(String id, String stage) {}");

        Compilation undeclared = compile(sameKeys, alsoUndeclared);

        assertThat(undeclared).hadErrorContaining("[TS153] The primary keys of billing.Invoice can be equal to those of crm.Lead")
                .inFile(sameKeys).onLineContaining("@Key");
        assertThat(undeclared).hadErrorContaining("both make pk \"CUSTOMER#a\", sk \"PROFILE\"");
        assertThat(undeclared).hadErrorContaining("[TS153] The primary keys of crm.Lead can be equal to those of billing.Invoice")
                .inFile(alsoUndeclared).onLineContaining("@Key");
    }

    @Test
    void aTableWithQueuesReservesTheQueueIndexAttributes() {
        JavaFileObject task = entity("work", "Task",
                "@QueueMessage(queue = \"tasks\")",
                "public record Task(String id) {}");
        JavaFileObject job = entity("work", "Job",
                "@Entity(type = \"JOB\")",
                "@Key(pk = \"JOB#{id}\", sk = \"JOB\")",
                "public record Job(String id,",
                "    @Attribute(\"queuepk\") String lane) {}");

        Compilation compilation = compile(task, job);

        assertThat(compilation).hadErrorContaining("[TS141] Attribute name \"queuepk\" of component 'lane' is refused: "
                        + "the index the table's queues pull from keeps its key in \"queuepk\"")
                .inFile(job).onLineContaining("@Attribute");
        assertThat(compilation).hadErrorCount(1);
        assertThat(compile(job)).succeeded();
    }
}
