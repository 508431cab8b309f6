package io.tablesmith.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.spring.internal.TablesmithBeanRegistrar;
import io.tablesmith.spring.internal.TablesmithRuntimeHints;
import io.tablesmith.spring.shop.Order;
import io.tablesmith.spring.shop.OrderRepository;
import io.tablesmith.spring.shop.OrderStatus;
import io.tablesmith.spring.shop.ShipmentQueue;
import io.tablesmith.spring.shop.TablesmithChange;
import io.tablesmith.stream.ChangeDecoder;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.TypeReference;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.aot.test.generate.TestGenerationContext;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.util.TestPropertyValues;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.ResolvableType;
import org.springframework.core.test.tools.CompileWithForkedClassLoader;
import org.springframework.core.test.tools.TestCompiler;
import org.springframework.javapoet.ClassName;

/**
 * Under Spring AOT ({@code spring-boot:process-aot}) the beans come from generated code: the context
 * is processed ahead of time, what AOT wrote is compiled, and a fresh context started from it alone
 * (no configuration class parsing, no registrar) has every bean, working; the runtime hints name the
 * service file and each table definition's constructor.
 */
@CompileWithForkedClassLoader
class AheadOfTimeTest {

    private static final String[] PROPERTIES = {"tablesmith.local.enabled=true", "tablesmith.tables.shop.name=aot-shop"};

    @Configuration(proxyBeanMethods = false)
    @ImportAutoConfiguration({TablesmithLocalAutoConfiguration.class, TablesmithClientAutoConfiguration.class,
            TablesmithAutoConfiguration.class})
    static class Application {
    }

    @Test
    void aContextStartedFromTheGeneratedCodeHasEveryBean() {
        AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
        context.registerBean(Application.class);
        TestPropertyValues.of(PROPERTIES).applyTo(context);
        TestGenerationContext generation = new TestGenerationContext();
        ClassName initializerName = new ApplicationContextAotGenerator().processAheadOfTime(context, generation);
        generation.writeGeneratedContent();

        assertThat(RuntimeHintsPredicates.resource().forResource("META-INF/services/io.tablesmith.TableDefinition"))
                .accepts(generation.getRuntimeHints());
        TestCompiler.forSystem().with(generation).compile(compiled -> {
            @SuppressWarnings("unchecked")
            ApplicationContextInitializer<GenericApplicationContext> initializer =
                    compiled.getInstance(ApplicationContextInitializer.class, initializerName.toString());
            try (GenericApplicationContext fresh = new GenericApplicationContext()) {
                TestPropertyValues.of(PROPERTIES).applyTo(fresh);
                initializer.initialize(fresh);
                fresh.refresh();

                assertThat(fresh.getBeanDefinition("orderRepository").getFactoryBeanName())
                        .isEqualTo(TablesmithBeanRegistrar.COMPONENTS_BEAN);
                fresh.getBean(OrderRepository.class).create(new Order("c1", "o1", OrderStatus.OPEN, 0));
                assertThat(new OrderRepository(fresh.getBean(LocalDynamoDb.class), "aot-shop").get("c1", "o1")).isPresent();
                assertThat(fresh.getBean(ShipmentQueue.class)).isNotNull();
                assertThat(fresh.getBean("shopLeaseLocks", LeaseLocks.class)).isNotNull();
                assertThat(fresh.getBeanProvider(ResolvableType.forClassWithGenerics(ChangeDecoder.class, TablesmithChange.class))
                        .getObject()).isSameAs(TablesmithChange.DECODER);
            }
        });
    }

    @Test
    void theHintsNameTheServiceFileAndEveryDefinitionsConstructor() {
        RuntimeHints hints = new RuntimeHints();
        new TablesmithRuntimeHints().registerHints(hints, getClass().getClassLoader());

        assertThat(RuntimeHintsPredicates.resource().forResource("META-INF/services/io.tablesmith.TableDefinition")).accepts(hints);
        for (Class<?> definition : new Class<?>[] {io.tablesmith.spring.shop.TablesmithTableDefinition.class,
                io.tablesmith.spring.audit.TablesmithTableDefinition.class}) {
            assertThat(hints.reflection().getTypeHint(TypeReference.of(definition)).getMemberCategories())
                    .as(definition.getName()).contains(MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
        }
    }
}
