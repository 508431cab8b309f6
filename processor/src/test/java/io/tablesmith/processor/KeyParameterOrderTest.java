package io.tablesmith.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.tablesmith.processor.Sources.entity;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One order for key parameters everywhere: as the templates name the components (the partition
 * key's, then the sort key's), never the record's order. A record declaring them the other way
 * round shows it: the user code below compiles only with that order.
 */
class KeyParameterOrderTest {

    private static final JavaFileObject PRODUCT = entity("Product",
            "@Entity(type = \"PRODUCT\")",
            "@Key(pk = \"CATEGORY#{category}\", sk = \"PRICE#{priceCents:010}#{sku}\", query = \"inCategory\")",
            "@Gsi(index = \"gsi1\", pk = \"SKU#{sku}\", sk = \"PRICE#{priceCents:010}#{currency}\", query = \"bySku\")",
            "public record Product(String sku, String currency, long priceCents, String category) {}");

    private static final JavaFileObject USER = JavaFileObjects.forSourceLines("demo.User",
            "package demo;",
            "",
            "import io.tablesmith.ItemKey;",
            "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
            "",
            "final class User {",
            "    static Object use(DynamoDbClient client) {",
            "        ProductRepository products = new ProductRepository(client, \"shop\");",
            "        ItemKey<Product> key = ProductKeys.key(\"tools\", 1999L, \"sku-1\");",
            "        String sort = ProductKeys.bySkuSort(1999L, \"EUR\");",
            "        return java.util.List.of(key, sort,",
            "                products.get(\"tools\", 1999L, \"sku-1\"),",
            "                products.delete(\"tools\", 1999L, \"sku-1\"),",
            "                products.update(\"tools\", 1999L, \"sku-1\"),",
            "                products.inCategory(\"tools\").between(1999L, \"a\", \"m\"),",
            "                products.inCategory(\"tools\").withPrefix(1999L),",
            "                products.bySku(\"sku-1\").greaterThan(1999L, \"EUR\"));",
            "    }",
            "}");

    @Test
    void keyBuildersQueriesAndRangesTakeComponentsInTemplateOrder() {
        Compilation compilation = Sources.compileStrictly(PRODUCT, USER);

        assertThat(compilation).succeededWithoutWarnings();
        String keys = Sources.generated(compilation, "demo.ProductKeys").replaceAll("\\s+", " ");
        assertThat(keys)
                .contains("public static ItemKey<Product> key(String category, long priceCents, String sku)")
                .contains("public static String bySkuSort(long priceCents, String currency)");
        String repository = Sources.generated(compilation, "demo.ProductRepository").replaceAll("\\s+", " ");
        assertThat(repository)
                .contains("public Optional<Product> get(String category, long priceCents, String sku)")
                .contains("public InCategoryQuery between(long priceCents, String skuFrom, String skuTo)")
                .contains("public InCategoryQuery withPrefix(long priceCents)");
    }
}
