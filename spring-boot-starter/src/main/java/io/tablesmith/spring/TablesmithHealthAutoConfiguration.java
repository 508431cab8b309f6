package io.tablesmith.spring;

import io.tablesmith.TableDefinition;
import io.tablesmith.spring.internal.TableHealth;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * With Actuator: a health indicator per table, under {@code tablesmith} ({@code /actuator/health/tablesmith/research}),
 * up while the table is ACTIVE ({@link TableHealth}). Spring Boot 4 moved the health API to
 * {@code org.springframework.boot.health.contributor}; each line has its configuration here, chosen by
 * which API is on the class path. {@code management.health.tablesmith.enabled=false} turns it off.
 */
@AutoConfiguration(after = TablesmithAutoConfiguration.class)
@ConditionalOnBean(TablesmithTables.class)
@ConditionalOnProperty(prefix = "management.health.tablesmith", name = "enabled", matchIfMissing = true)
public class TablesmithHealthAutoConfiguration {

    /** The bean's name, which is the health endpoint's path segment. */
    public static final String CONTRIBUTOR = "tablesmithHealthContributor";

    /** Spring Boot 4. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
    static class Boot4 {

        @Bean(CONTRIBUTOR)
        @ConditionalOnMissingBean(name = CONTRIBUTOR)
        org.springframework.boot.health.contributor.CompositeHealthContributor tablesmithHealthContributor(TablesmithTables tables) {
            Map<String, org.springframework.boot.health.contributor.HealthIndicator> indicators = new LinkedHashMap<>();
            for (TableDefinition definition : tables.definitions()) {
                indicators.put(definition.id(), () -> {
                    TableHealth health = TableHealth.of(tables, definition);
                    return (health.up() ? org.springframework.boot.health.contributor.Health.up()
                            : org.springframework.boot.health.contributor.Health.down()).withDetails(health.details()).build();
                });
            }
            return org.springframework.boot.health.contributor.CompositeHealthContributor.fromMap(indicators);
        }
    }

    /** Spring Boot 3. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.actuate.health.HealthIndicator")
    static class Boot3 {

        @Bean(CONTRIBUTOR)
        @ConditionalOnMissingBean(name = CONTRIBUTOR)
        org.springframework.boot.actuate.health.CompositeHealthContributor tablesmithHealthContributor(TablesmithTables tables) {
            Map<String, org.springframework.boot.actuate.health.HealthIndicator> indicators = new LinkedHashMap<>();
            for (TableDefinition definition : tables.definitions()) {
                indicators.put(definition.id(), () -> {
                    TableHealth health = TableHealth.of(tables, definition);
                    return (health.up() ? org.springframework.boot.actuate.health.Health.up()
                            : org.springframework.boot.actuate.health.Health.down()).withDetails(health.details()).build();
                });
            }
            return org.springframework.boot.actuate.health.CompositeHealthContributor.fromMap(indicators);
        }
    }
}
