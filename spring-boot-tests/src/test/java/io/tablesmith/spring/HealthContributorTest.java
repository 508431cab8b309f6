package io.tablesmith.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** The tables' health contributor is there with Actuator's health API, on either Boot line, and only then. */
class HealthContributorTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TablesmithAutoConfigurationTest.TABLESMITH)
            .withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class);

    @Test
    void withActuatorEachTableHasItsHealth() {
        runner.run(context -> assertThat(context).hasNotFailed().hasBean(TablesmithHealthAutoConfiguration.CONTRIBUTOR));
    }

    @Test
    void withoutActuatorThereIsNoHealthAndTheRestWorks() {
        runner.withClassLoader(new FilteredClassLoader("org.springframework.boot.actuate.health", "org.springframework.boot.health"))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TablesmithHealthAutoConfiguration.CONTRIBUTOR)
                        .hasBean("orderRepository"));
    }

    @Test
    void thePropertyTurnsItOff() {
        runner.withPropertyValues("management.health.tablesmith.enabled=false")
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(TablesmithHealthAutoConfiguration.CONTRIBUTOR));
    }

    @Test
    void theRunningBootLineIsTheOneThisModuleImports() {
        assertThat(org.springframework.boot.SpringBootVersion.getVersion()).isEqualTo(System.getProperty("expected.spring-boot.version"));
    }
}
