package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Keys are typed by their entity ({@code ItemKey<Cart>}): handing one repository, or one
 * transaction operation, another entity's key does not compile.
 */
class TypedKeysTest {

    private static final JavaFileObject CART = JavaFileObjects.forSourceLines("p.Cart",
            "package p;",
            "import io.tablesmith.*;",
            "@Entity(type = \"CART\")",
            "@Key(pk = \"CART#{id}\", sk = \"CART\")",
            "public record Cart(String id, int items) {}");

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceLines("p.Order",
            "package p;",
            "import io.tablesmith.*;",
            "@Entity(type = \"ORDER\")",
            "@Key(pk = \"ORDER#{id}\", sk = \"ORDER\")",
            "public record Order(String id, @Version long version) {}");

    private static JavaFileObject use(String call) {
        return JavaFileObjects.forSourceLines("p.Use",
                "package p;",
                "import io.tablesmith.*;",
                "import io.tablesmith.transaction.*;",
                "import java.util.List;",
                "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
                "class Use {",
                "  static Object run(DynamoDbClient client, OrderRepository orders, CartRepository carts) {",
                "    return " + call + ";",
                "  }",
                "}");
    }

    private static Compilation compile(JavaFileObject use) {
        return javac().withOptions("-Xlint:all", "-Werror").withProcessors(new TablesmithProcessor()).compile(CART, ORDER, use);
    }

    @Test
    void keysOfTheRepositorysOwnEntityCompileWithoutAWarning() {
        for (String call : new String[] {
                "orders.getAll(List.of(OrderKeys.key(\"o1\")))",
                "Transaction.write(client).delete(orders, OrderKeys.key(\"o1\")).requireExists(carts, CartKeys.key(\"c1\"))"
                        + ".requireNotExists(carts, CartKeys.key(\"c2\")).requireVersion(orders, OrderKeys.key(\"o2\"), 3)",
                "Transaction.read(client).get(carts, CartKeys.key(\"c1\")).execute().get(carts, CartKeys.key(\"c1\"))"}) {
            assertThat(compile(use(call))).succeededWithoutWarnings();
        }
    }

    @Test
    void anotherEntitysKeyDoesNotCompileInBatchOrTransactionOperations() {
        for (String call : new String[] {
                "orders.getAll(List.of(CartKeys.key(\"c1\")))",
                "orders.getAllConsistent(List.of(CartKeys.key(\"c1\")))",
                "Transaction.write(client).delete(orders, CartKeys.key(\"c1\"))",
                "Transaction.write(client).requireExists(orders, CartKeys.key(\"c1\"))",
                "Transaction.write(client).requireNotExists(carts, OrderKeys.key(\"o1\"))",
                "Transaction.write(client).requireVersion(orders, CartKeys.key(\"c1\"), 1)",
                "Transaction.read(client).get(orders, CartKeys.key(\"c1\"))",
                "Transaction.read(client).execute().get(carts, OrderKeys.key(\"o1\"))"}) {
            JavaFileObject use = use(call);
            Compilation compilation = compile(use);
            assertThat(compilation).failed();
            assertThat(compilation).hadErrorContaining("ItemKey<p.").inFile(use).onLine(8);
        }
    }

    @Test
    void deleteAllWithAnotherEntitysKeysDoesNotCompile() {
        JavaFileObject use = JavaFileObjects.forSourceLines("p.Wipe",
                "package p;",
                "import java.util.List;",
                "class Wipe {",
                "  static void run(OrderRepository orders) {",
                "    orders.deleteAll(List.of(CartKeys.key(\"c1\")));",
                "  }",
                "}");

        Compilation compilation = javac().withProcessors(new TablesmithProcessor()).compile(CART, ORDER, use);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("ItemKey<p.Cart>").inFile(use).onLine(5);
    }
}
