package io.tablesmith.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.lock.LeaseLocks;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.integration.support.locks.LockRegistry;

/**
 * Spring Integration's {@code LockRegistry} over a table's lease locks: one lock across "processes" (two
 * contexts on one table), reentrant within one, there only when a table is named and Spring Integration
 * is on the class path.
 */
class LockRegistryTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(TablesmithAutoConfigurationTest.TABLESMITH);

    @Test
    void aLockHeldByOneInstanceIsNotTakenByAnotherUntilItIsUnlocked() {
        LocalDynamoDb dynamo = Tables.withBoth("shop", "audit");
        ApplicationContextRunner instance = runner.withBean("dynamo", LocalDynamoDb.class, () -> dynamo,
                        bean -> bean.setDestroyMethodName(""))
                .withPropertyValues("tablesmith.lock-registry.table=shop", "tablesmith.lock-registry.lease-duration=1m");
        instance.run(first -> instance.run(second -> {
            LockRegistry one = first.getBean(LockRegistry.class);
            LockRegistry other = second.getBean(LockRegistry.class);
            Lock held = one.obtain("nightly-report");
            assertThat(held.tryLock()).isTrue();
            assertThat(held.tryLock()).as("again, by the holding thread").isTrue();

            assertThat(other.obtain("nightly-report").tryLock(200, TimeUnit.MILLISECONDS)).isFalse();
            held.unlock();
            assertThat(other.obtain("nightly-report").tryLock()).as("still held once").isFalse();
            held.unlock();

            Lock taken = other.obtain("nightly-report");
            assertThat(taken.tryLock()).isTrue();
            assertThat(new LeaseLocks(dynamo, "shop").tryAcquire("nightly-report", Duration.ofSeconds(5)))
                    .as("the lease lock of the same name in the table").isEmpty();
            taken.unlock();
            assertThat(new LeaseLocks(dynamo, "shop").tryAcquire("nightly-report", Duration.ofSeconds(5))).isPresent();
        }));
        dynamo.close();
    }

    @Test
    void unlockingALockNotHeldIsRefused() {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class)
                .withPropertyValues("tablesmith.lock-registry.table=shop")
                .run(context -> assertThatThrownBy(() -> context.getBean(LockRegistry.class).obtain("x").unlock())
                        .isInstanceOf(IllegalMonitorStateException.class));
    }

    @Test
    void thereIsNoRegistryWithoutATableNamedOrWithoutSpringIntegration() {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class)
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(LockRegistry.class));
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class)
                .withPropertyValues("tablesmith.lock-registry.table=shop")
                .withClassLoader(new FilteredClassLoader("org.springframework.integration"))
                .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean("tablesmithLockRegistry"));
    }

    @Test
    void aRegistryOfATableTheApplicationDoesNotHaveFailsStartUp() {
        runner.withUserConfiguration(TablesmithAutoConfigurationTest.OwnClient.class)
                .withPropertyValues("tablesmith.lock-registry.table=shops")
                .run(context -> assertThat(context).hasFailed().getFailure().rootCause()
                        .hasMessageContaining("This application has no table \"shops\""));
    }
}
