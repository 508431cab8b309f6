package io.tablesmith.spring.internal;

import io.tablesmith.TableDefinition;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.stream.ChangeDecoder;
import java.util.List;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.ResolvableType;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.util.StringUtils;

/**
 * Declares a bean for every generated repository and queue of the application's tables, and for each
 * table its {@link LeaseLocks} ({@code <id>LeaseLocks}) and change decoder ({@code <id>ChangeDecoder},
 * a {@code ChangeDecoder<TablesmithChange>}). The tables come from {@link TableDefinitions} (the
 * processor's service file), never from scanning; each bean is made by a method of
 * {@link TablesmithComponents}, which Spring AOT calls directly. A type the application already has a
 * bean of is left to it, as {@code @ConditionalOnMissingBean} would.
 */
public final class TablesmithBeanRegistrar implements ImportBeanDefinitionRegistrar, BeanClassLoaderAware {

    /** The bean that makes them. */
    public static final String COMPONENTS_BEAN = "tablesmithComponents";

    private ClassLoader classLoader = TablesmithBeanRegistrar.class.getClassLoader();

    @Override
    public void setBeanClassLoader(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
        List<TableDefinition> definitions = TableDefinitions.load(classLoader);
        for (TableDefinition definition : definitions) {
            for (TableDefinition.Component<?> component : definition.components()) {
                register(registry, name(registry, component.type()), ResolvableType.forClass(component.type()),
                        "component", component.type().getName());
            }
            ResolvableType decoder = ResolvableType.forClassWithGenerics(ChangeDecoder.class, definition.changes().type());
            register(registry, definition.id() + "ChangeDecoder", decoder, "changeDecoder", definition.id());
            register(registry, definition.id() + "LeaseLocks", ResolvableType.forClass(LeaseLocks.class), "leaseLocks",
                    definition.id());
        }
    }

    private static void register(BeanDefinitionRegistry registry, String name, ResolvableType type, String factoryMethod,
                                 String argument) {
        if (registry.containsBeanDefinition(name) || hasBeanOf(registry, type)) {
            return;
        }
        RootBeanDefinition bean = new RootBeanDefinition();
        bean.setTargetType(type);
        bean.setFactoryBeanName(COMPONENTS_BEAN);
        bean.setFactoryMethodName(factoryMethod);
        bean.getConstructorArgumentValues().addIndexedArgumentValue(0, argument);
        registry.registerBeanDefinition(name, bean);
    }

    /** Whether a bean of this type is declared already (the application's own, or another table's lease locks). */
    private static boolean hasBeanOf(BeanDefinitionRegistry registry, ResolvableType type) {
        if (!(registry instanceof ListableBeanFactory beans)) {
            return false;
        }
        if (type.resolve() == LeaseLocks.class) {
            // Each table has its lease locks; one the application declares replaces them all.
            return List.of(beans.getBeanNamesForType(type, true, false)).stream()
                    .anyMatch(bean -> !registry.containsBeanDefinition(bean)
                            || !COMPONENTS_BEAN.equals(registry.getBeanDefinition(bean).getFactoryBeanName()));
        }
        return beans.getBeanNamesForType(type, true, false).length > 0;
    }

    /** {@code jobRepository}, or the class's full name when a bean of another type has that name. */
    private static String name(BeanDefinitionRegistry registry, Class<?> type) {
        String simple = StringUtils.uncapitalizeAsProperty(type.getSimpleName());
        return registry.containsBeanDefinition(simple) ? type.getName() : simple;
    }
}
