package io.tablesmith.spring;

import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Tablesmith's settings under {@code tablesmith.*}: the name of each table in this environment, what
 * start-up checks, the client when the application has none, LocalDynamoDb and the change-stream
 * consumers. A table is called by its id, the last segment of its package's name ({@code research}
 * for {@code com.example.research}).
 */
@ConfigurationProperties("tablesmith")
public class TablesmithProperties {

    /** Put before every table's name, as {@code dev-} makes {@code research} {@code dev-research}. */
    private String tablePrefix = "";

    /** Put after every table's name. */
    private String tableSuffix = "";

    /** Each table by its id: {@code tablesmith.tables.research.name=research-prod}. */
    private Map<String, TableProperties> tables = new LinkedHashMap<>();

    /**
     * Whether start-up compares every table with its definition ({@code TablesmithTable.check}) and
     * fails, naming each difference, when one is missing or differs.
     */
    private boolean validateTables = true;

    /**
     * Whether start-up creates the tables that do not exist and waits until they are ACTIVE: for
     * development, off by default. LocalDynamoDb's tables are always created.
     */
    private boolean createMissingTables = false;

    /** How long start-up waits for a table it created to become ACTIVE. */
    private Duration tableActiveTimeout = Duration.ofMinutes(2);

    private final Client client = new Client();

    private final Local local = new Local();

    private final LockRegistry lockRegistry = new LockRegistry();

    /** Change-stream consumers by group ({@code tablesmith.streams.finding-counts.poll-interval=1s}). */
    private Map<String, StreamProperties> streams = new LinkedHashMap<>();

    /** Queue workers by queue name ({@code tablesmith.queues.research-tasks.workers=4}). */
    private Map<String, QueueProperties> queues = new LinkedHashMap<>();

    public String getTablePrefix() {
        return tablePrefix;
    }

    public void setTablePrefix(String tablePrefix) {
        this.tablePrefix = tablePrefix == null ? "" : tablePrefix;
    }

    public String getTableSuffix() {
        return tableSuffix;
    }

    public void setTableSuffix(String tableSuffix) {
        this.tableSuffix = tableSuffix == null ? "" : tableSuffix;
    }

    public Map<String, TableProperties> getTables() {
        return tables;
    }

    public void setTables(Map<String, TableProperties> tables) {
        this.tables = tables;
    }

    public boolean isValidateTables() {
        return validateTables;
    }

    public void setValidateTables(boolean validateTables) {
        this.validateTables = validateTables;
    }

    public boolean isCreateMissingTables() {
        return createMissingTables;
    }

    public void setCreateMissingTables(boolean createMissingTables) {
        this.createMissingTables = createMissingTables;
    }

    public Duration getTableActiveTimeout() {
        return tableActiveTimeout;
    }

    public void setTableActiveTimeout(Duration tableActiveTimeout) {
        this.tableActiveTimeout = tableActiveTimeout;
    }

    public Client getClient() {
        return client;
    }

    public Local getLocal() {
        return local;
    }

    public LockRegistry getLockRegistry() {
        return lockRegistry;
    }

    public Map<String, StreamProperties> getStreams() {
        return streams;
    }

    public void setStreams(Map<String, StreamProperties> streams) {
        this.streams = streams;
    }

    public Map<String, QueueProperties> getQueues() {
        return queues;
    }

    public void setQueues(Map<String, QueueProperties> queues) {
        this.queues = queues;
    }

    /** One table's settings. */
    public static class TableProperties {

        /** The table's name in this environment, before the prefix and suffix; the table's id when unset. */
        private String name;

        /**
         * The stream the table carries (NEW_AND_OLD_IMAGES, NEW_IMAGE, OLD_IMAGE, KEYS_ONLY), which the
         * tables start-up creates get and start-up checks; no stream is expected when unset.
         */
        private StreamViewType streamViewType;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public StreamViewType getStreamViewType() {
            return streamViewType;
        }

        public void setStreamViewType(StreamViewType streamViewType) {
            this.streamViewType = streamViewType;
        }
    }

    /**
     * The {@code DynamoDbClient} Tablesmith builds when the application declares none (and
     * LocalDynamoDb is off). Credentials come from the SDK's default chain (environment, profile,
     * container or instance role); there are no credential properties.
     */
    public static class Client {

        /** The region, as {@code eu-west-1}; the SDK's default chain when unset. */
        private String region;

        /** Another endpoint than the region's, as {@code http://localhost:8000} for a local server. */
        private URI endpoint;

        public String getRegion() {
            return region;
        }

        public void setRegion(String region) {
            this.region = region;
        }

        public URI getEndpoint() {
            return endpoint;
        }

        public void setEndpoint(URI endpoint) {
            this.endpoint = endpoint;
        }
    }

    /** LocalDynamoDb, an in-memory DynamoDB in this JVM (module {@code tablesmith-local}), for development and tests. */
    public static class Local {

        /** Whether the client is a LocalDynamoDb in this process, with every table created. */
        private boolean enabled = false;

        /**
         * Also serve it over HTTP on this port, for tools (the AWS CLI, a browser of tables); 0 takes a
         * free port. Not served when unset.
         */
        private Integer port;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public Integer getPort() {
            return port;
        }

        public void setPort(Integer port) {
            this.port = port;
        }
    }

    /** Spring Integration's {@code LockRegistry} over a table's lease locks, with Spring Integration on the class path. */
    public static class LockRegistry {

        /** The id of the table whose lease locks the registry hands out; no registry when unset. */
        private String table;

        /** How long each lock's lease lasts; work under a lock must end before it does. */
        private Duration leaseDuration = Duration.ofSeconds(30);

        public String getTable() {
            return table;
        }

        public void setTable(String table) {
            this.table = table;
        }

        public Duration getLeaseDuration() {
            return leaseDuration;
        }

        public void setLeaseDuration(Duration leaseDuration) {
            this.leaseDuration = leaseDuration;
        }
    }

    /** One change-stream consumer group's settings. */
    public static class StreamProperties {

        /** Whether the group's consumer runs in this application. */
        private boolean enabled = true;

        /** How long to wait after a round over the shards that found nothing. */
        private Duration pollInterval;

        /** How long a lease on a shard lasts after its last renewal. */
        private Duration leaseDuration;

        /** How many records one GetRecords reads, 1 to 1000. */
        private Integer pageSize;

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public Duration getPollInterval() {
            return pollInterval;
        }

        public void setPollInterval(Duration pollInterval) {
            this.pollInterval = pollInterval;
        }

        public Duration getLeaseDuration() {
            return leaseDuration;
        }

        public void setLeaseDuration(Duration leaseDuration) {
            this.leaseDuration = leaseDuration;
        }

        public Integer getPageSize() {
            return pageSize;
        }

        public void setPageSize(Integer pageSize) {
            this.pageSize = pageSize;
        }
    }

    /** One queue's workers. */
    public static class QueueProperties {

        /** Whether the queue's workers run in this application. */
        private boolean enabled = true;

        /** How many threads pull from the queue. */
        private int workers = 1;

        /** How long a pulled message stays invisible to other workers: longer than its handling takes. */
        private Duration visibilityTimeout = Duration.ofSeconds(30);

        /** How long a worker waits after finding the queue empty. */
        private Duration pollInterval = Duration.ofSeconds(1);

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public int getWorkers() {
            return workers;
        }

        public void setWorkers(int workers) {
            this.workers = workers;
        }

        public Duration getVisibilityTimeout() {
            return visibilityTimeout;
        }

        public void setVisibilityTimeout(Duration visibilityTimeout) {
            this.visibilityTimeout = visibilityTimeout;
        }

        public Duration getPollInterval() {
            return pollInterval;
        }

        public void setPollInterval(Duration pollInterval) {
            this.pollInterval = pollInterval;
        }
    }
}
