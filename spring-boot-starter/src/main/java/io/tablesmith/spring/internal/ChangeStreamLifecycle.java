package io.tablesmith.spring.internal;

import io.tablesmith.TableDefinition;
import io.tablesmith.spring.ChangeSubscription;
import io.tablesmith.spring.TablesmithConfigurationException;
import io.tablesmith.spring.TablesmithProperties;
import io.tablesmith.spring.TablesmithTables;
import io.tablesmith.stream.ChangeStreamConsumer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.context.SmartLifecycle;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Runs a {@link ChangeStreamConsumer} per {@link ChangeSubscription} while the context runs: started
 * with it, each on its own thread; closed when it stops, which hands on no further change, writes the
 * last checkpoint of every shard and gives up the leases, so another instance goes on at once.
 */
public final class ChangeStreamLifecycle implements SmartLifecycle {

    private final TablesmithTables tables;
    private final DynamoDbStreamsClient streams;
    private final List<ChangeSubscription<?>> subscriptions;
    private final Map<String, TablesmithProperties.StreamProperties> settings;
    private final List<ChangeStreamConsumer<?>> consumers = new ArrayList<>();

    public ChangeStreamLifecycle(TablesmithTables tables, DynamoDbStreamsClient streams, List<ChangeSubscription<?>> subscriptions,
                                 Map<String, TablesmithProperties.StreamProperties> settings) {
        this.tables = tables;
        this.streams = streams;
        this.subscriptions = List.copyOf(subscriptions);
        this.settings = settings;
    }

    @Override
    public synchronized void start() {
        for (ChangeSubscription<?> subscription : subscriptions) {
            TablesmithProperties.StreamProperties options = settings.getOrDefault(subscription.group(),
                    new TablesmithProperties.StreamProperties());
            if (options.isEnabled()) {
                ChangeStreamConsumer<?> consumer = consumer(subscription, options);
                consumers.add(consumer);
                consumer.start();
            }
        }
    }

    @Override
    public synchronized void stop() {
        for (ChangeStreamConsumer<?> consumer : consumers) {
            consumer.close();
        }
        consumers.clear();
    }

    @Override
    public synchronized boolean isRunning() {
        return !consumers.isEmpty();
    }

    /** The consumers running, by group: what ended one that failed is in its {@code failure()}. */
    public synchronized Map<String, Optional<Throwable>> failures() {
        return consumers.stream().collect(Collectors.toMap(ChangeStreamConsumer::group, ChangeStreamConsumer::failure));
    }

    private <C> ChangeStreamConsumer<C> consumer(ChangeSubscription<C> subscription,
                                                 TablesmithProperties.StreamProperties options) {
        TableDefinition table = tables.definitions().stream()
                .filter(definition -> definition.changes().type() == subscription.changeType())
                .findFirst()
                .orElseThrow(() -> new TablesmithConfigurationException("ChangeSubscription of group " + subscription.group()
                        + " reads changes of type " + subscription.changeType().getName() + ", which is no table's of this"
                        + " application; its tables' change types are " + tables.definitions().stream()
                        .map(definition -> definition.changes().type().getName()).toList()));
        TableDefinition.Changes<?> changes = table.changes();
        ChangeStreamConsumer.Builder<C> builder = ChangeStreamConsumer.builder(tables.client(), streams,
                        tables.tableName(table.id()), record -> subscription.changeType().cast(changes.decoder().decode(record)),
                        subscription.handler())
                .group(subscription.group());
        if (options.getPollInterval() != null) {
            builder.withPollInterval(options.getPollInterval());
        }
        if (options.getLeaseDuration() != null) {
            builder.withLeaseDuration(options.getLeaseDuration());
        }
        if (options.getPageSize() != null) {
            builder.withPageSize(options.getPageSize());
        }
        return builder.build();
    }
}
