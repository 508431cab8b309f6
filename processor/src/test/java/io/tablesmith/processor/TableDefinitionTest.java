package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * {@code TablesmithTableDefinition}, the table of a package as a {@code TableDefinition}, and the service
 * file that lists every table of a compilation for {@code java.util.ServiceLoader}.
 */
class TableDefinitionTest {

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceLines("shop.Order",
            "package shop;",
            "import io.tablesmith.*;",
            "@Entity(type = \"ORDER\")",
            "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"ORDER#{number}\")",
            "public record Order(String customerId, String number, @Ttl java.time.Instant expires) {}");
    private static final JavaFileObject ORDERS = JavaFileObjects.forSourceLines("shop.Orders",
            "package shop;",
            "import io.tablesmith.*;",
            "@ItemCollection(pk = \"CUSTOMER#{customerId}\")",
            "public record Orders(java.util.List<Order> orders) {}");
    private static final JavaFileObject SHIPMENT = JavaFileObjects.forSourceLines("shop.Shipment",
            "package shop;",
            "import io.tablesmith.*;",
            "@QueueMessage(queue = \"shipments\")",
            "public record Shipment(String orderNumber) {}");
    private static final JavaFileObject INVOICE = JavaFileObjects.forSourceLines("billing.Invoice",
            "package billing;",
            "import io.tablesmith.*;",
            "@Entity(type = \"INVOICE\")",
            "@Key(pk = \"INVOICE#{id}\", sk = \"INVOICE\")",
            "public record Invoice(String id) {}");

    @Test
    void eachTableListsItsRepositoriesQueuesAndChangeTypeAndTheServiceFileListsEveryTable() throws IOException {
        Compilation compilation = Sources.compileStrictly(ORDER, ORDERS, SHIPMENT, INVOICE);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(Sources.generated(compilation, "shop.TablesmithTableDefinition"))
                .contains("public final class TablesmithTableDefinition implements TableDefinition")
                .contains("return \"shop\";")
                .contains("new TableDefinition.Component<>(OrderRepository.class, OrderRepository::new)",
                        "new TableDefinition.Component<>(OrdersRepository.class, OrdersRepository::new)",
                        "new TableDefinition.Component<>(ShipmentQueue.class, ShipmentQueue::new)")
                .contains("return Optional.of(TablesmithTable.timeToLiveRequest(tableName));")
                .contains("return new TableDefinition.Changes<>(TablesmithChange.class, TablesmithChange.DECODER);");
        assertThat(Sources.generated(compilation, "billing.TablesmithTableDefinition"))
                .contains("return \"billing\";", "return Optional.empty();",
                        "new TableDefinition.Component<>(InvoiceRepository.class, InvoiceRepository::new)")
                .doesNotContain("Order");
        JavaFileObject services = compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
                "META-INF/services/io.tablesmith.TableDefinition").orElseThrow();
        assertThat(services.getCharContent(true).toString())
                .isEqualTo("billing.TablesmithTableDefinition\nshop.TablesmithTableDefinition\n");
    }

    @Test
    void aCompilationWithoutEntitiesWritesNoServiceFile() {
        Compilation compilation = Sources.compileStrictly(SHIPMENT);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
                "META-INF/services/io.tablesmith.TableDefinition")).isEmpty();
    }
}
