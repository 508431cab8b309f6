package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The rules that span a table (TS150, TS151, TS141) hold across every entity of the compilation,
 * not only one package: the table name is chosen at run time, so entities of two packages can
 * share a table.
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
}
