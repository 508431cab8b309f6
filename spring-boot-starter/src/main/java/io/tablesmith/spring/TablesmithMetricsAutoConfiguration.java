package io.tablesmith.spring;

import io.micrometer.core.instrument.MeterRegistry;
import io.tablesmith.micrometer.MicrometerObserver;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;

/**
 * With Micrometer, {@code tablesmith-micrometer} and a {@code MeterRegistry} (Actuator's, or the
 * application's): a {@link MicrometerObserver} on that registry, which {@link TablesmithAutoConfiguration}
 * installs on the client of every repository, queue and lock, so each request is timed and its capacity
 * counted by table, entity and access pattern (docs/observability.md). After the registries of both Boot
 * lines (Boot 4 moved them to {@code org.springframework.boot.micrometer.metrics}).
 * {@code tablesmith.metrics.enabled=false} turns it off.
 */
@AutoConfiguration(afterName = {"org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration",
        "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration"})
@ConditionalOnClass(name = {"io.micrometer.core.instrument.MeterRegistry", "io.tablesmith.micrometer.MicrometerObserver"})
@ConditionalOnBean(type = "io.micrometer.core.instrument.MeterRegistry")
@ConditionalOnProperty(prefix = "tablesmith.metrics", name = "enabled", matchIfMissing = true)
public class TablesmithMetricsAutoConfiguration {

    /** The meters of every Tablesmith request, on the application's (primary) registry. */
    @Bean
    @ConditionalOnMissingBean
    public MicrometerObserver tablesmithMicrometerObserver(MeterRegistry registry) {
        return MicrometerObserver.create(registry);
    }
}
