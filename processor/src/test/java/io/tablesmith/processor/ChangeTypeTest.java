package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code TablesmithChange}, the change type generated per table: one case per entity type, exhaustive
 * at compile time through its visitor (Java 17) and a pattern {@code switch} over the sealed type
 * (Java 21 and later, compiled here by a JDK 21+ {@code javac} where the machine has one).
 */
class ChangeTypeTest {

    private static final JavaFileObject STATUS = JavaFileObjects.forSourceLines("shop.Status",
            "package shop;", "public enum Status { OPEN, SHIPPED }");
    private static final JavaFileObject ORDER = JavaFileObjects.forSourceLines("shop.Order",
            "package shop;",
            "import io.tablesmith.*;",
            "@Entity(type = \"ORDER\")",
            "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"ORDER#{status}#{number:08}\")",
            "public record Order(String customerId, Status status, long number, String note) {}");
    private static final JavaFileObject CUSTOMER = JavaFileObjects.forSourceLines("shop.Customer",
            "package shop;",
            "import io.tablesmith.*;",
            "@Entity(type = \"CUSTOMER\")",
            "@Key(pk = \"CUSTOMER#{id}\", sk = \"PROFILE\")",
            "public record Customer(String id, String name) {}");

    @Test
    void eachTableGetsOneChangeTypeWithACasePerEntityAndTheirKeyTemplates() {
        JavaFileObject invoice = JavaFileObjects.forSourceLines("billing.Invoice",
                "package billing;",
                "import io.tablesmith.*;",
                "@Entity(type = \"INVOICE\")",
                "@Key(pk = \"INVOICE#{id}\", sk = \"{issued}\")",
                "public record Invoice(java.util.UUID id, java.time.LocalDate issued) {}");

        Compilation compilation = Sources.compileStrictly(STATUS, ORDER, CUSTOMER, invoice);

        assertThat(compilation).succeededWithoutWarnings();
        String shop = Sources.generated(compilation, "shop.TablesmithChange");
        assertThat(shop).contains("public sealed interface TablesmithChange")
                .contains("final class CustomerChange extends ChangeCase<Change<Customer>> implements TablesmithChange")
                .contains("final class OrderChange extends ChangeCase<Change<Order>> implements TablesmithChange")
                .contains(".entity(CustomerSchema.INSTANCE, CustomerSchema.Descriptors.DESCRIPTOR, CustomerSchema.INSTANCE::fromImage,"
                        + " CustomerChange::new)")
                .contains(".entity(OrderSchema.INSTANCE, OrderSchema.Descriptors.DESCRIPTOR, OrderSchema.INSTANCE::fromImage, OrderChange::new)")
                .contains("R onCustomer(Change<Customer> change);", "R onOrder(Change<Order> change);",
                        "R onInternal(InternalChange change);", "R onUndecodable(UndecodableChange change);")
                .contains("static TablesmithChange of(software.amazon.awssdk.services.dynamodb.model.Record record)");
        // the key templates the decoder matches keys-only records with: typed parts, an enum's constants, a width
        assertThat(Sources.generated(compilation, "shop.CustomerSchema")).contains("EntityDescriptor.of(ENTITY_TYPE,",
                "KeyTemplate.of(KeyTemplate.literal(\"CUSTOMER#\"),", "KeyTemplate.component(\"id\", KeyTemplate.Type.STRING)),",
                "KeyTemplate.of(KeyTemplate.literal(\"PROFILE\")));");
        assertThat(Sources.generated(compilation, "shop.OrderSchema")).contains("KeyTemplate.literal(\"ORDER#\"),",
                "KeyTemplate.oneOf(\"status\", Status.values())", "KeyTemplate.literal(\"#\")",
                "KeyTemplate.padded(\"number\", KeyTemplate.Type.LONG, 8)))");
        assertThat(Sources.generated(compilation, "billing.TablesmithChange"))
                .contains(".entity(InvoiceSchema.INSTANCE, InvoiceSchema.Descriptors.DESCRIPTOR, InvoiceSchema.INSTANCE::fromImage, InvoiceChange::new)")
                .doesNotContain("Customer");
        assertThat(Sources.generated(compilation, "billing.InvoiceSchema")).contains(
                "KeyTemplate.component(\"id\", KeyTemplate.Type.UUID)),",
                "KeyTemplate.of(KeyTemplate.component(\"issued\", KeyTemplate.Type.DATE)))");
    }

    @Test
    void entitiesNamedLikeTheRuntimesCasesStillCompile() {
        JavaFileObject internal = JavaFileObjects.forSourceLines("clash.Internal",
                "package clash;",
                "import io.tablesmith.*;",
                "@Entity(type = \"INTERNAL\")",
                "@Key(pk = \"I#{id}\", sk = \"I\")",
                "public record Internal(String id) {}");
        JavaFileObject change = JavaFileObjects.forSourceLines("clash.Change",
                "package clash;",
                "import io.tablesmith.*;",
                "@Entity(type = \"CHANGE\")",
                "@Key(pk = \"C#{id}\", sk = \"C\")",
                "public record Change(String id) {}");
        JavaFileObject visitor = JavaFileObjects.forSourceLines("clash.Visitor",
                "package clash;",
                "import io.tablesmith.*;",
                "@Entity(type = \"VISITOR\")",
                "@Key(pk = \"V#{id}\", sk = \"V\")",
                "public record Visitor(String id) {}");

        assertThat(Sources.compileStrictly(internal, change, visitor)).succeededWithoutWarnings();
    }

    @Test
    void aVisitorThatMissesAnEntityTypeDoesNotCompile() {
        JavaFileObject partial = JavaFileObjects.forSourceLines("shop.Audit",
                "package shop;",
                "import io.tablesmith.stream.*;",
                "final class Audit implements TablesmithChange.Visitor<String> {",
                "    @Override public String onCustomer(Change<Customer> change) { return \"customer\"; }",
                "    @Override public String onInternal(InternalChange change) { return \"internal\"; }",
                "    @Override public String onUndecodable(UndecodableChange change) { return \"undecodable\"; }",
                "}");

        Compilation compilation = Sources.compile(STATUS, ORDER, CUSTOMER, partial);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("does not override abstract method onOrder(io.tablesmith.stream.Change<shop.Order>)")
                .inFile(partial).onLine(3);
    }

    /** A JDK 21 or later on the project's machines, to compile what only such a JDK compiles. */
    private static final Path JDK_21_PLUS = Path.of(System.getProperty("tablesmith.jdk21",
            "/usr/lib/jvm/temurin-25-jdk-amd64"));

    private static final String EXHAUSTIVE = String.join("\n",
            "package shop;",
            "import io.tablesmith.stream.Change;",
            "final class Projection {",
            "    static String describe(TablesmithChange change) {",
            "        return switch (change) {",
            "            case TablesmithChange.OrderChange order -> switch (order.change()) {",
            "                case Change.Inserted<Order>(var key, var stored, var info) -> \"new order \" + key + stored.map(Order::note);",
            "                case Change.Modified<Order> modified -> \"changed \" + modified.key();",
            "                case Change.Removed<Order> removed -> (removed.expired() ? \"expired \" : \"deleted \") + removed.key();",
            "            };",
            "            %s",
            "            case TablesmithChange.Internal internal -> \"internal \" + internal.change().kind();",
            "            case TablesmithChange.Undecodable undecodable -> \"unreadable: \" + undecodable.change().reason().getMessage();",
            "        };",
            "    }",
            "}");

    @Test
    void onJava21ASwitchOverTheChangeTypeIsExhaustive(@TempDir Path work) throws Exception {
        assumeTrue(Files.isExecutable(JDK_21_PLUS.resolve("bin/javac")),
                "no JDK 21+ at " + JDK_21_PLUS + " (set -Dtablesmith.jdk21=<java home>); the project's machines have one");

        Result complete = javac21(work.resolve("complete"), String.format(EXHAUSTIVE,
                "case TablesmithChange.CustomerChange customer -> \"customer \" + customer.change().key();"));
        Result missing = javac21(work.resolve("missing"), String.format(EXHAUSTIVE, ""));

        assertThat(complete.exitCode()).as(complete.output()).isZero();
        assertThat(complete.output()).doesNotContain("warning");
        assertThat(missing.exitCode()).isNotZero();
        assertThat(missing.output()).contains("Projection.java:5:").contains("does not cover all possible input values");
    }

    private record Result(int exitCode, String output) {}

    /** Compiles the shop table and {@code projection} with the JDK 21+ javac, Tablesmith's processor on its processor path. */
    private static Result javac21(Path work, String projection) throws IOException, InterruptedException {
        Path sources = Files.createDirectories(work.resolve("src/shop"));
        for (JavaFileObject source : List.of(STATUS, ORDER, CUSTOMER)) {
            String name = source.getName().substring(source.getName().lastIndexOf('/') + 1);
            Files.writeString(sources.resolve(name), source.getCharContent(true), StandardCharsets.UTF_8);
        }
        Files.writeString(sources.resolve("Projection.java"), projection, StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of(JDK_21_PLUS.resolve("bin/javac").toString(), "--release", "21",
                "-proc:full", "-Xlint:all", "-processorpath", classPath(), "-cp", classPath(),
                "-d", Files.createDirectories(work.resolve("classes")).toString(),
                "-s", Files.createDirectories(work.resolve("generated")).toString()));
        try (var files = Files.list(sources)) {
            files.map(Path::toString).sorted().forEach(command::add);
        }
        Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(javac.waitFor(5, TimeUnit.MINUTES)).as("javac finished").isTrue();
        return new Result(javac.exitValue(), output);
    }

    /** This test's class path, with the entries of a manifest-only jar (as Surefire starts tests with) spelled out. */
    private static String classPath() throws IOException {
        Set<String> entries = new LinkedHashSet<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            entries.add(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(Path.of(entry))) {
                try (JarFile jar = new JarFile(entry)) {
                    Manifest manifest = jar.getManifest();
                    String listed = manifest == null ? null : manifest.getMainAttributes().getValue("Class-Path");
                    if (listed != null) {
                        for (String url : listed.trim().split("\\s+")) {
                            entries.add(Path.of(java.net.URI.create(url)).toString());
                        }
                    }
                }
            }
        }
        return String.join(File.pathSeparator, entries);
    }
}
