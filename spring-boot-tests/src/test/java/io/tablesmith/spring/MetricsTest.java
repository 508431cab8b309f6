package io.tablesmith.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.tablesmith.micrometer.MicrometerObserver;
import io.tablesmith.spring.shop.Order;
import io.tablesmith.spring.shop.OrderRepository;
import io.tablesmith.spring.shop.OrderStatus;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The Micrometer meters of every request bound to the application's {@code MeterRegistry}, on the
 * Micrometer each Boot line brings, and only when there is a registry and {@code tablesmith-micrometer}.
 */
class MetricsTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TablesmithAutoConfigurationTest.TABLESMITH)
            .withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class);

    @Test
    void everyRepositoryRequestIsTimedByTableEntityAndAccessPattern() {
        runner.withBean(MeterRegistry.class, SimpleMeterRegistry::new).run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(MicrometerObserver.class);
            OrderRepository orders = context.getBean(OrderRepository.class);
            orders.create(new Order("c1", "o1", OrderStatus.OPEN, 0));
            orders.get("c1", "o1");

            MeterRegistry registry = context.getBean(MeterRegistry.class);
            Timer creates = registry.find(MicrometerObserver.REQUESTS).tag("table", "shop").tag("entity", "ORDER")
                    .tag("access.pattern", "create").timer();
            assertThat(creates).isNotNull();
            assertThat(creates.count()).isEqualTo(1);
            assertThat(registry.find(MicrometerObserver.REQUESTS).tag("access.pattern", "get").timer()).isNotNull();
        });
    }

    @Test
    void withoutARegistryOrWithoutTheModuleOrTurnedOffNothingIsBound() {
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(MicrometerObserver.class));
        runner.withBean(MeterRegistry.class, SimpleMeterRegistry::new)
                .withClassLoader(new FilteredClassLoader("io.tablesmith.micrometer"))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("tablesmithMicrometerObserver"));
        runner.withBean(MeterRegistry.class, SimpleMeterRegistry::new).withPropertyValues("tablesmith.metrics.enabled=false")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(MicrometerObserver.class));
    }

    @Test
    void missingTablesAreCreatedAndADeletedOneIsDownWhileRequestsAreObserved() {
        new ApplicationContextRunner().withConfiguration(TablesmithAutoConfigurationTest.TABLESMITH)
                .withBean(MeterRegistry.class, SimpleMeterRegistry::new)
                .withBean("dynamo", software.amazon.awssdk.services.dynamodb.DynamoDbClient.class,
                        io.tablesmith.local.LocalDynamoDb::create)
                .withPropertyValues("tablesmith.create-missing-tables=true")
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    TablesmithTables tables = context.getBean(TablesmithTables.class);
                    context.getBean("dynamo", software.amazon.awssdk.services.dynamodb.DynamoDbClient.class)
                            .deleteTable(request -> request.tableName("audit"));
                    assertThat(io.tablesmith.spring.internal.TableHealth.of(tables, tables.definition("audit")).details())
                            .containsEntry("status", "NOT_FOUND");
                    assertThat(io.tablesmith.spring.internal.TableHealth.of(tables, tables.definition("shop")).up()).isTrue();
                });
    }
}
