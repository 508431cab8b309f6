package io.tablesmith.spring;

import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClientBuilder;

/**
 * The {@code DynamoDbClient} from {@code tablesmith.client.*}, when the application has none of its
 * own (nor Spring Cloud AWS's, nor LocalDynamoDb): the region and endpoint from the properties or the
 * SDK's default chains, credentials from the SDK's default chain.
 */
@AutoConfiguration(afterName = "io.awspring.cloud.autoconfigure.dynamodb.DynamoDbAutoConfiguration")
@EnableConfigurationProperties(TablesmithProperties.class)
public class TablesmithClientAutoConfiguration {

    /** A client of the SDK's default HTTP client. */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean(DynamoDbClient.class)
    public DynamoDbClient tablesmithDynamoDbClient(TablesmithProperties properties) {
        DynamoDbClientBuilder builder = DynamoDbClient.builder();
        TablesmithProperties.Client client = properties.getClient();
        if (client.getRegion() != null && !client.getRegion().isBlank()) {
            builder.region(Region.of(client.getRegion().trim()));
        }
        if (client.getEndpoint() != null) {
            builder.endpointOverride(client.getEndpoint());
        }
        return builder.build();
    }

    /**
     * The streams client of the change-stream consumers, from the same properties, when the
     * application has {@link ChangeSubscription}s and no {@code DynamoDbStreamsClient} of its own.
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnBean(ChangeSubscription.class)
    @ConditionalOnMissingBean(DynamoDbStreamsClient.class)
    public DynamoDbStreamsClient tablesmithDynamoDbStreamsClient(TablesmithProperties properties) {
        DynamoDbStreamsClientBuilder builder = DynamoDbStreamsClient.builder();
        TablesmithProperties.Client client = properties.getClient();
        if (client.getRegion() != null && !client.getRegion().isBlank()) {
            builder.region(Region.of(client.getRegion().trim()));
        }
        if (client.getEndpoint() != null) {
            builder.endpointOverride(client.getEndpoint());
        }
        return builder.build();
    }
}
