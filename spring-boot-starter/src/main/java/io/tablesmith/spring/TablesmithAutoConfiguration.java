package io.tablesmith.spring;

import io.tablesmith.RequestOptions;
import io.tablesmith.TableDefinition;
import io.tablesmith.lock.LeaseLocks;
import io.tablesmith.spring.internal.ChangeStreamLifecycle;
import io.tablesmith.spring.internal.LeaseLockRegistry;
import io.tablesmith.spring.internal.QueueWorkers;
import io.tablesmith.spring.internal.TableDefinitions;
import io.tablesmith.spring.internal.TableNames;
import io.tablesmith.spring.internal.TablesmithBeanRegistrar;
import io.tablesmith.spring.internal.TablesmithComponents;
import io.tablesmith.spring.internal.TablesmithRuntimeHints;
import io.tablesmith.telemetry.RequestObserver;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.ImportRuntimeHints;
import org.springframework.core.io.ResourceLoader;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Every generated repository, queue, lease lock and change decoder of the application's tables as a
 * bean ({@link TablesmithBeanRegistrar}), on the application's {@code DynamoDbClient}, with each
 * table's name from {@code tablesmith.*} ({@link TablesmithProperties}) and checked at start-up.
 */
@AutoConfiguration(after = {TablesmithLocalAutoConfiguration.class, TablesmithClientAutoConfiguration.class,
        TablesmithMetricsAutoConfiguration.class})
@EnableConfigurationProperties(TablesmithProperties.class)
@Import(TablesmithBeanRegistrar.class)
@ImportRuntimeHints(TablesmithRuntimeHints.class)
public class TablesmithAutoConfiguration {

    /** The tables with their names, created when asked and checked against their definitions. */
    @Bean
    @ConditionalOnMissingBean
    public TablesmithTables tablesmithTables(ObjectProvider<DynamoDbClient> clients, ObjectProvider<RequestObserver> observers,
                                             TablesmithProperties properties, ResourceLoader resources) {
        DynamoDbClient client = clients.getIfUnique();
        if (client == null) {
            throw new TablesmithConfigurationException(clients.stream().findAny().isPresent()
                    ? "This application has several DynamoDbClient beans and none is @Primary: mark the one Tablesmith's"
                            + " repositories are to use @Primary"
                    : "This application has no DynamoDbClient bean: declare one, or let TablesmithClientAutoConfiguration"
                            + " make one from tablesmith.client.*");
        }
        // Every RequestObserver bean (TablesmithMetricsAutoConfiguration's MicrometerObserver, the application's
        // own) observes every request of every Tablesmith bean, which all share this client.
        DynamoDbClient unobserved = client;
        RequestOptions options = RequestOptions.defaults();
        for (RequestObserver observer : observers.orderedStream().toList()) {
            options = options.withObserver(observer);
        }
        if (!options.isDefault()) {
            client = options.applyTo(client);
        }
        List<TableDefinition> definitions = TableDefinitions.load(resources.getClassLoader());
        TablesmithTables tables = new TablesmithTables(client, unobserved, definitions, TableNames.of(properties, definitions));
        // The LocalDynamoDb of tablesmith.local.enabled was made with its tables; no other client is asked to
        // create any unless tablesmith.create-missing-tables says so.
        tables.prepare(properties.isCreateMissingTables(), properties.isValidateTables(), properties.getTableActiveTimeout());
        return tables;
    }

    /** The consumers of every {@link ChangeSubscription}, started and stopped with the context. */
    @Bean
    @ConditionalOnBean(ChangeSubscription.class)
    @ConditionalOnMissingBean
    public ChangeStreamLifecycle tablesmithChangeStreams(TablesmithTables tables, DynamoDbStreamsClient streams,
                                                         ObjectProvider<ChangeSubscription<?>> subscriptions,
                                                         TablesmithProperties properties) {
        return new ChangeStreamLifecycle(tables, streams, subscriptions.orderedStream().toList(), properties.getStreams());
    }

    /** The workers of every {@link QueueSubscription}, started and stopped with the context. */
    @Bean
    @ConditionalOnBean(QueueSubscription.class)
    @ConditionalOnMissingBean
    public QueueWorkers tablesmithQueueWorkers(ObjectProvider<QueueSubscription<?>> subscriptions, TablesmithProperties properties) {
        return new QueueWorkers(subscriptions.orderedStream().toList(), properties.getQueues());
    }

    /** What makes the repository, queue, lock and decoder beans. */
    @Bean(TablesmithBeanRegistrar.COMPONENTS_BEAN)
    @ConditionalOnMissingBean
    public TablesmithComponents tablesmithComponents(TablesmithTables tables) {
        return new TablesmithComponents(tables);
    }

    /** With Spring Integration and {@code tablesmith.lock-registry.table}: its {@code LockRegistry} over that table's lease locks. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.integration.support.locks.LockRegistry")
    @ConditionalOnProperty(prefix = "tablesmith.lock-registry", name = "table")
    static class LockRegistryConfiguration {

        @Bean
        @ConditionalOnMissingBean(type = "org.springframework.integration.support.locks.LockRegistry")
        LeaseLockRegistry tablesmithLockRegistry(TablesmithTables tables, TablesmithProperties properties) {
            String id = properties.getLockRegistry().getTable();
            return new LeaseLockRegistry(new LeaseLocks(tables.client(), tables.tableName(tables.definition(id).id())),
                    properties.getLockRegistry().getLeaseDuration());
        }
    }
}
