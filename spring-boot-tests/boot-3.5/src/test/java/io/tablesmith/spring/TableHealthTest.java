package io.tablesmith.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.actuate.health.CompositeHealthContributor;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.actuate.health.Status;

/** Each table's health on Spring Boot 3.5's health API ({@code org.springframework.boot.actuate.health}). */
class TableHealthTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TablesmithAutoConfigurationTest.TABLESMITH);

    @Test
    void aTableIsUpWhileActiveAndDownWhenItIsGoneWithItsNameAndNoSecrets() {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class).run(context -> {
            CompositeHealthContributor tables = context.getBean(TablesmithHealthAutoConfiguration.CONTRIBUTOR,
                    CompositeHealthContributor.class);
            Health shop = ((HealthIndicator) tables.getContributor("shop")).health();
            assertThat(shop.getStatus()).isEqualTo(Status.UP);
            assertThat(shop.getDetails()).containsEntry("table", "shop").containsEntry("status", "ACTIVE")
                    .containsEntry("package", "io.tablesmith.spring.shop").hasSize(3);

            context.getBean(LocalDynamoDb.class).deleteTable(request -> request.tableName("audit"));
            Health audit = ((HealthIndicator) tables.getContributor("audit")).health();
            assertThat(audit.getStatus()).isEqualTo(Status.DOWN);
            assertThat(audit.getDetails()).containsEntry("table", "audit").containsEntry("status", "NOT_FOUND");
        });
    }
}
