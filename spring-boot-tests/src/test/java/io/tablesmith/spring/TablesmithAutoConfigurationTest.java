package io.tablesmith.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.PageRequest;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.lock.Lease;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.spring.audit.AuditEventRepository;
import io.tablesmith.spring.shop.Order;
import io.tablesmith.spring.shop.OrderRepository;
import io.tablesmith.spring.shop.OrderStatus;
import io.tablesmith.spring.shop.Shipment;
import io.tablesmith.spring.shop.ShipmentQueue;
import io.tablesmith.spring.shop.TablesmithChange;
import io.tablesmith.stream.ChangeDecoder;
import java.net.URI;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.ResolvableType;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * The starter's auto-configuration, one condition at a time: the application's client or one from
 * properties, LocalDynamoDb on or off (and served over HTTP), table names from properties and what
 * start-up says when one is missing, wrong or unknown, and the beans of every generated type.
 */
class TablesmithAutoConfigurationTest {

    static final AutoConfigurations TABLESMITH = AutoConfigurations.of(TablesmithLocalAutoConfiguration.class,
            TablesmithClientAutoConfiguration.class, TablesmithAutoConfiguration.class,
            TablesmithHealthAutoConfiguration.class, TablesmithMetricsAutoConfiguration.class);

    private final ApplicationContextRunner runner = new ApplicationContextRunner().withConfiguration(TABLESMITH);

    @Configuration(proxyBeanMethods = false)
    static class OwnClient {
        @Bean(destroyMethod = "close")
        LocalDynamoDb dynamo() {
            return Tables.withBoth("shop", "audit");
        }
    }

    @Test
    void theApplicationsClientServesEveryRepositoryAndQueueInjectedByType() {
        runner.withUserConfiguration(OwnClient.class).run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(DynamoDbClient.class).doesNotHaveBean("tablesmithDynamoDbClient");
            OrderRepository orders = context.getBean(OrderRepository.class);
            orders.create(new Order("c1", "o1", OrderStatus.OPEN, 0));

            LocalDynamoDb own = context.getBean(LocalDynamoDb.class);
            assertThat(new OrderRepository(own, "shop").get("c1", "o1")).map(Order::version).contains(1L);
            assertThat(context.getBean(OrderRepository.class).byStatus(OrderStatus.OPEN, PageRequest.of(10)).items())
                    .extracting(Order::orderId).containsExactly("o1");
            assertThat(context.getBean(ShipmentQueue.class).push(new Shipment("o1")).enqueued()).isTrue();
            assertThat(context).hasSingleBean(AuditEventRepository.class).hasBean("orderRepository").hasBean("shipmentQueue");
        });
    }

    @Test
    void eachTableHasItsLeaseLocksByNameAndItsChangeDecoderByItsGenericType() {
        runner.withUserConfiguration(OwnClient.class).run(context -> {
            LeaseLocks locks = context.getBean("shopLeaseLocks", LeaseLocks.class);
            Lease lease = locks.acquire("order-o1", Duration.ofSeconds(30), Duration.ofSeconds(1));
            assertThat(lease.tableName()).isEqualTo("shop");
            assertThat(context.getBean("auditLeaseLocks", LeaseLocks.class).tryAcquire("order-o1", Duration.ofSeconds(30)))
                    .as("another table's lock of the same name").isPresent();

            ResolvableType shopDecoder = ResolvableType.forClassWithGenerics(ChangeDecoder.class, TablesmithChange.class);
            assertThat(context.getBeanProvider(shopDecoder).getObject()).isSameAs(TablesmithChange.DECODER);
            ResolvableType auditDecoder = ResolvableType.forClassWithGenerics(ChangeDecoder.class,
                    io.tablesmith.spring.audit.TablesmithChange.class);
            assertThat(context.getBeanProvider(auditDecoder).getObject()).isSameAs(io.tablesmith.spring.audit.TablesmithChange.DECODER);
        });
    }

    @Test
    void aRepositoryTheApplicationDeclaresReplacesTheStartersOwn() {
        runner.withUserConfiguration(OwnClient.class)
                .withBean("myOrders", OrderRepository.class, () -> new OrderRepository(Tables.withBoth("shop", "audit"), "shop"))
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(OrderRepository.class)
                        .hasBean("myOrders").doesNotHaveBean("orderRepository").hasBean("shipmentQueue"));
    }

    @Test
    void withoutAClientOneIsMadeFromProperties() {
        try (LocalDynamoDb engine = Tables.withBoth("shop", "audit"); LocalDynamoDbServer server = engine.serve(0)) {
            runner.withPropertyValues("tablesmith.client.region=eu-west-1", "tablesmith.client.endpoint=" + server.endpoint())
                    .run(context -> {
                        assertThat(context).hasNotFailed().hasBean("tablesmithDynamoDbClient").doesNotHaveBean(LocalDynamoDb.class);
                        DynamoDbClient client = context.getBean(DynamoDbClient.class);
                        assertThat(client.serviceClientConfiguration().region()).isEqualTo(Region.EU_WEST_1);
                        assertThat(client.serviceClientConfiguration().endpointOverride()).contains(server.endpoint());
                        context.getBean(OrderRepository.class).create(new Order("c1", "o1", OrderStatus.OPEN, 0));
                        assertThat(new OrderRepository(engine, "shop").get("c1", "o1")).isPresent();
                    });
        }
    }

    @Test
    void localDynamoDbInProcessHasEveryTableUnderItsConfiguredName() {
        runner.withPropertyValues("tablesmith.local.enabled=true", "tablesmith.table-prefix=dev-",
                        "tablesmith.tables.shop.name=orders", "tablesmith.table-suffix=-1")
                .run(context -> {
                    assertThat(context).hasNotFailed().hasSingleBean(LocalDynamoDb.class).doesNotHaveBean("tablesmithDynamoDbClient")
                            .doesNotHaveBean(LocalDynamoDbServer.class);
                    LocalDynamoDb local = context.getBean(LocalDynamoDb.class);
                    assertThat(local.listTables().tableNames()).containsExactly("dev-audit-1", "dev-orders-1");
                    assertThat(context.getBean(TablesmithTables.class).tableName("shop")).isEqualTo("dev-orders-1");
                    context.getBean(OrderRepository.class).create(new Order("c1", "o1", OrderStatus.OPEN, 0));
                    assertThat(new OrderRepository(local, "dev-orders-1").get("c1", "o1")).isPresent();
                    assertThat(local.describeTimeToLive(r -> r.tableName("dev-audit-1")).timeToLiveDescription().attributeName())
                            .isEqualTo(io.tablesmith.spring.audit.TablesmithTable.TTL_ATTRIBUTE);
                });
    }

    @Test
    void localDynamoDbIsOffUnlessEnabled() {
        runner.withUserConfiguration(OwnClient.class).withPropertyValues("tablesmith.local.enabled=false")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("tablesmithLocalDynamoDb"));
        runner.withPropertyValues("tablesmith.client.region=eu-west-1", "tablesmith.validate-tables=false")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(LocalDynamoDb.class)
                        .hasBean("tablesmithDynamoDbClient"));
    }

    @Test
    void localDynamoDbGivesWayToTheApplicationsOwnClient() {
        runner.withUserConfiguration(OwnClient.class).withPropertyValues("tablesmith.local.enabled=true")
                .run(context -> assertThat(context).hasNotFailed().hasSingleBean(DynamoDbClient.class).hasBean("dynamo")
                        .doesNotHaveBean("tablesmithLocalDynamoDb"));
    }

    @Test
    void localDynamoDbIsServedOverHttpOnTheConfiguredPort() {
        runner.withPropertyValues("tablesmith.local.enabled=true", "tablesmith.local.port=0").run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(LocalDynamoDbServer.class);
            URI endpoint = context.getBean(LocalDynamoDbServer.class).endpoint();
            context.getBean(OrderRepository.class).create(new Order("c1", "o1", OrderStatus.OPEN, 0));
            try (DynamoDbClient tool = DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("tool", "tool")))
                    .httpClient(UrlConnectionHttpClient.create()).build()) {
                assertThat(tool.listTables().tableNames()).containsExactly("audit", "shop");
                assertThat(new OrderRepository(tool, "shop").get("c1", "o1")).isPresent();
            }
        });
    }

    @Test
    void aMissingTableFailsStartUpNamingItsPropertyAndTheFix() {
        runner.withUserConfiguration(OwnClient.class).withPropertyValues("tablesmith.tables.shop.name=orders-prod")
                .run(context -> assertThat(context).hasFailed().getFailure()
                        .rootCause().isInstanceOf(TablesmithConfigurationException.class)
                        .hasMessageContaining("Table \"orders-prod\" (tablesmith.tables.shop.name=orders-prod) of"
                                + " io.tablesmith.spring.shop does not exist")
                        .hasMessageContaining("tablesmith.create-missing-tables=true")
                        .hasMessageNotContaining("\"audit\""));
    }

    @Test
    void aTableThatDiffersFromItsDefinitionFailsStartUpListingTheDifference() {
        runner.withBean("dynamo", DynamoDbClient.class, () -> {
            LocalDynamoDb dynamo = Tables.withBoth("shop", "audit");
            dynamo.createTable(request -> request.tableName("legacy").billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                    .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build()));
            return dynamo;
        }).withPropertyValues("tablesmith.tables.shop.name=legacy").run(context -> assertThat(context).hasFailed()
                .getFailure().rootCause().isInstanceOf(TablesmithConfigurationException.class)
                .hasMessageContaining("Table \"legacy\" (tablesmith.tables.shop.name=legacy) differs from table shop of"
                        + " io.tablesmith.spring.shop")
                .hasMessageContaining("the table's key is (pk HASH), not (pk HASH, sk RANGE)")
                .hasMessageContaining("it has no index gsi1"));
    }

    @Test
    void aPropertyNamingNoTableFailsStartUpListingTheTables() {
        runner.withUserConfiguration(OwnClient.class).withPropertyValues("tablesmith.tables.shops.name=shop")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .isInstanceOf(TablesmithConfigurationException.class)
                        .hasMessage("tablesmith.tables.shops names no table of this application; its tables are audit, shop"));
    }

    @Test
    void missingTablesAreCreatedActiveWhenAsked() {
        runner.withBean("dynamo", DynamoDbClient.class, LocalDynamoDb::create)
                .withPropertyValues("tablesmith.create-missing-tables=true", "tablesmith.table-prefix=test-")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    DynamoDbClient dynamo = context.getBean(DynamoDbClient.class);
                    assertThat(dynamo.describeTable(r -> r.tableName("test-shop")).table().tableStatus()).isEqualTo(TableStatus.ACTIVE);
                    assertThat(dynamo.describeTable(r -> r.tableName("test-audit")).table().tableStatus()).isEqualTo(TableStatus.ACTIVE);
                    assertThat(context.getBean(TablesmithTables.class).definition("audit").check(dynamo, "test-audit").matches()).isTrue();
                });
    }

    @Test
    void noTableIsCreatedUnlessAsked() {
        runner.withBean("dynamo", DynamoDbClient.class, LocalDynamoDb::create).withPropertyValues("tablesmith.validate-tables=false")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    assertThat(context.getBean(DynamoDbClient.class).listTables().tableNames()).isEmpty();
                });
    }

    @Test
    void severalClientsWithoutAPrimaryOneFailStartUp() {
        runner.withUserConfiguration(OwnClient.class).withBean("other", DynamoDbClient.class, LocalDynamoDb::create)
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("several DynamoDbClient beans and none is @Primary"));
    }
}
