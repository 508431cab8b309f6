package io.tablesmith.spring;

import io.tablesmith.TableDefinition;
import io.tablesmith.local.LocalDynamoDb;
import io.tablesmith.local.server.LocalDynamoDbServer;
import io.tablesmith.spring.internal.TableDefinitions;
import io.tablesmith.spring.internal.TableNames;
import java.util.List;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.io.ResourceLoader;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * {@code tablesmith.local.enabled=true}: the client is LocalDynamoDb, an in-memory DynamoDB in this
 * process, with every table of the application created under its configured name; with
 * {@code tablesmith.local.port} it is also served over HTTP for tools. Before Spring Cloud AWS's
 * client, which then backs off; a {@code DynamoDbClient} the application declares itself still wins.
 */
@AutoConfiguration(before = TablesmithClientAutoConfiguration.class,
        beforeName = "io.awspring.cloud.autoconfigure.dynamodb.DynamoDbAutoConfiguration")
@ConditionalOnClass(name = "io.tablesmith.local.LocalDynamoDb")
@ConditionalOnProperty(prefix = "tablesmith.local", name = "enabled", havingValue = "true")
@EnableConfigurationProperties(TablesmithProperties.class)
public class TablesmithLocalAutoConfiguration {

    /** LocalDynamoDb with the application's tables. */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean(DynamoDbClient.class)
    public LocalDynamoDb tablesmithLocalDynamoDb(TablesmithProperties properties, ResourceLoader resources) {
        List<TableDefinition> definitions = TableDefinitions.load(resources.getClassLoader());
        TableNames names = TableNames.of(properties, definitions);
        LocalDynamoDb local = LocalDynamoDb.create();
        for (TableDefinition definition : definitions) {
            String name = names.of(definition.id());
            local.createTable(names.createTableRequest(definition));
            definition.timeToLiveRequest(name).ifPresent(local::updateTimeToLive);
        }
        return local;
    }

    /** LocalDynamoDb's streams, for the change-stream consumers. */
    @Bean(destroyMethod = "")
    @ConditionalOnBean(LocalDynamoDb.class)
    @ConditionalOnMissingBean(DynamoDbStreamsClient.class)
    public DynamoDbStreamsClient tablesmithLocalDynamoDbStreams(LocalDynamoDb local) {
        return local.streamsClient();
    }

    /** The same LocalDynamoDb over DynamoDB's HTTP API, on {@code tablesmith.local.port} (0: a free port). */
    @Bean(destroyMethod = "close")
    @ConditionalOnBean(LocalDynamoDb.class)
    @ConditionalOnProperty(prefix = "tablesmith.local", name = "port")
    @ConditionalOnMissingBean
    public LocalDynamoDbServer tablesmithLocalDynamoDbServer(LocalDynamoDb local, TablesmithProperties properties) {
        return local.serve(properties.getLocal().getPort());
    }
}
