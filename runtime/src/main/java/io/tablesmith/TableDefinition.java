package io.tablesmith;

import io.tablesmith.stream.ChangeDecoder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * One table of an application, as the processor generated it: what creates and checks it, and every
 * repository and queue built on it. The processor writes one per package of entities
 * ({@code TablesmithTableDefinition}, beside {@code TablesmithTable}) and lists each in
 * {@code META-INF/services/io.tablesmith.TableDefinition}, so that a framework finds an application's
 * tables with {@link java.util.ServiceLoader} instead of scanning its classes:
 *
 * <pre>{@code
 * for (TableDefinition table : ServiceLoader.load(TableDefinition.class)) {
 *     table.check(dynamo, "research").requireMatch();
 * }
 * }</pre>
 *
 * <p>The table's name is still chosen at run time; {@link #id()} is only the name a configuration
 * calls the table by.
 */
public interface TableDefinition {

    /** The name configurations call this table by: the last segment of its package's name. */
    String id();

    /** The package whose entities this table holds. */
    String packageName();

    /** The generated {@code TablesmithTable.createTableRequest(tableName)}. */
    CreateTableRequest createTableRequest(String tableName);

    /** The generated {@code TablesmithTable.check(client, tableName)}: the live table against its definition. */
    TableCheck check(DynamoDbClient client, String tableName);

    /** The request that turns on time to live, for a table with a {@code @Ttl} entity; empty otherwise. */
    Optional<UpdateTimeToLiveRequest> timeToLiveRequest(String tableName);

    /** Every generated repository (of an entity or an item collection) and queue of the table, by name. */
    List<Component<?>> components();

    /** The table's change type ({@code TablesmithChange}) and its decoder. */
    Changes<?> changes();

    /**
     * A generated type built on a client and a table name, as {@code new JobRepository(client, "research")}.
     *
     * @param type the generated class
     * @param factory its constructor
     * @param <T> the generated class
     */
    record Component<T>(Class<T> type, BiFunction<DynamoDbClient, String, T> factory) {

        public Component {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(factory, "factory");
        }

        /** A new instance on {@code client} and {@code tableName}. */
        public T create(DynamoDbClient client, String tableName) {
            return factory.apply(client, tableName);
        }
    }

    /**
     * A table's change type and the decoder that turns its stream records into it.
     *
     * @param type the generated {@code TablesmithChange}
     * @param decoder {@code TablesmithChange.DECODER}
     * @param <C> the change type
     */
    record Changes<C>(Class<C> type, ChangeDecoder<C> decoder) {

        public Changes {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(decoder, "decoder");
        }
    }
}
