package io.tablesmith.processor;

import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * The reference sources of {@link GoldenFilesTest}, one set per kind of generated code. A set's
 * name is its package and its folder under {@code src/test/resources/golden}; {@code generated}
 * lists every source its compilation generates, by simple name.
 */
final class GoldenSets {

    record GoldenSet(String name, List<JavaFileObject> sources, List<String> generated) {

        @Override
        public String toString() {
            return name;
        }
    }

    static final JavaFileObject JOB = JavaFileObjects.forSourceLines("demo.Job",
            "package demo;",
            "",
            "import io.tablesmith.Entity;",
            "import io.tablesmith.Gsi;",
            "import io.tablesmith.Key;",
            "import io.tablesmith.Transition;",
            "import io.tablesmith.Version;",
            "import java.time.Instant;",
            "",
            "@Entity(type = \"JOB\")",
            "@Key(pk = \"JOB#{id}\", sk = \"METADATA\")",
            "@Gsi(index = \"gsi1\", pk = \"STATUS#{status}\", sk = \"{createdAt}\", query = \"byStatus\")",
            "public record Job(String id,",
            "        @Transition(from = \"QUEUED\", to = \"RUNNING\")",
            "        @Transition(from = \"RUNNING\", to = {\"DONE\", \"QUEUED\"})",
            "        JobStatus status,",
            "        Instant createdAt, String title, @Version long version) {}");

    static final JavaFileObject FINDING = JavaFileObjects.forSourceLines("demo.Finding",
            "package demo;",
            "",
            "import io.tablesmith.Entity;",
            "import io.tablesmith.Key;",
            "",
            "@Entity(type = \"FINDING\")",
            "@Key(pk = \"JOB#{jobId}\", sk = \"FINDING#{findingId}\")",
            "public record Finding(String jobId, String findingId, String summary, double score) {}");

    /** Entities, keys, a GSI, a state machine and a version: the repository, its update and the table. */
    static final GoldenSet DEMO = new GoldenSet("demo", List.of(Sources.JOB_STATUS, JOB, FINDING),
            List.of("JobKeys", "JobSchema", "JobRepository", "JobAsyncRepository", "JobConditions", "JobUpdate",
                    "FindingKeys", "FindingSchema", "FindingRepository", "FindingAsyncRepository", "FindingConditions", "FindingUpdate",
                    "TablesmithTable", "TablesmithChange", "TablesmithTableDefinition"));

    /** A queue with deduplication, FIFO groups and shards, and one where every push enqueues. */
    static final GoldenSet QUEUE = new GoldenSet("queue", List.of(
            JavaFileObjects.forSourceLines("queue.ResearchTask",
                    "package queue;",
                    "",
                    "import io.tablesmith.QueueMessage;",
                    "import java.time.Instant;",
                    "import java.util.List;",
                    "import java.util.Optional;",
                    "",
                    "@QueueMessage(queue = \"research-tasks\", dedupId = \"{taskId}\", group = \"JOB#{jobId}\", shards = 4)",
                    "public record ResearchTask(String taskId, String jobId, String question, int attempt, Instant due,",
                    "                           List<String> sources, Optional<String> note) {}"),
            JavaFileObjects.forSourceLines("queue.EmailNotification",
                    "package queue;",
                    "",
                    "import io.tablesmith.QueueMessage;",
                    "",
                    "@QueueMessage(queue = \"email-notifications\")",
                    "public record EmailNotification(String recipient, String subject, String body) {}")),
            List.of("ResearchTaskQueue", "EmailNotificationQueue"));

    /**
     * An item collection with a required, a listed and an optional member. Its entities share a
     * partition and differ by a UUID, a date and a padded number in their keys, which the table's
     * change type reads to tell them apart.
     */
    static final GoldenSet COLLECTION = new GoldenSet("collection", List.of(
            JavaFileObjects.forSourceLines("collection.OrderStatus",
                    "package collection;",
                    "",
                    "public enum OrderStatus { PLACED, SHIPPED, DELIVERED, CANCELLED }"),
            JavaFileObjects.forSourceLines("collection.Customer",
                    "package collection;",
                    "",
                    "import io.tablesmith.Entity;",
                    "import io.tablesmith.Key;",
                    "import java.util.UUID;",
                    "",
                    "@Entity(type = \"CUSTOMER\")",
                    "@Key(pk = \"CUSTOMER#{id}\", sk = \"PROFILE\")",
                    "public record Customer(UUID id, String name, String email) {}"),
            JavaFileObjects.forSourceLines("collection.Order",
                    "package collection;",
                    "",
                    "import io.tablesmith.Entity;",
                    "import io.tablesmith.Key;",
                    "import java.math.BigDecimal;",
                    "import java.time.LocalDate;",
                    "import java.util.UUID;",
                    "",
                    "@Entity(type = \"ORDER\")",
                    "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"ORDER#{placedOn}#{number:04}\", query = \"ordersOf\")",
                    "public record Order(UUID customerId, LocalDate placedOn, int number, OrderStatus status, BigDecimal total) {}"),
            JavaFileObjects.forSourceLines("collection.Cart",
                    "package collection;",
                    "",
                    "import io.tablesmith.Entity;",
                    "import io.tablesmith.Key;",
                    "import java.time.Instant;",
                    "import java.util.List;",
                    "import java.util.UUID;",
                    "",
                    "@Entity(type = \"CART\")",
                    "@Key(pk = \"CUSTOMER#{customerId}\", sk = \"CART\")",
                    "public record Cart(UUID customerId, List<String> skus, Instant updatedAt) {}"),
            JavaFileObjects.forSourceLines("collection.CustomerAccount",
                    "package collection;",
                    "",
                    "import io.tablesmith.ItemCollection;",
                    "import java.util.List;",
                    "import java.util.Optional;",
                    "",
                    "@ItemCollection(pk = \"CUSTOMER#{customerId}\")",
                    "public record CustomerAccount(Customer customer, List<Order> orders, Optional<Cart> cart) {}")),
            List.of("CustomerKeys", "CustomerSchema", "CustomerRepository", "CustomerAsyncRepository", "CustomerConditions", "CustomerUpdate",
                    "OrderKeys", "OrderSchema", "OrderRepository", "OrderAsyncRepository", "OrderConditions", "OrderUpdate",
                    "CartKeys", "CartSchema", "CartRepository", "CartAsyncRepository", "CartConditions", "CartUpdate",
                    "CustomerAccountRepository", "TablesmithTable", "TablesmithChange", "TablesmithTableDefinition"));

    /** Natural indexes: a multi-attribute partition and sort key, and one over a single attribute. */
    static final GoldenSet NATURAL = new GoldenSet("natural", List.of(
            JavaFileObjects.forSourceLines("natural.Player",
                    "package natural;",
                    "",
                    "import io.tablesmith.Entity;",
                    "import io.tablesmith.Key;",
                    "import io.tablesmith.NaturalIndex;",
                    "import java.time.Instant;",
                    "",
                    "@Entity(type = \"PLAYER\")",
                    "@Key(pk = \"PLAYER#{id}\", sk = \"PROFILE\")",
                    "@NaturalIndex(index = \"leaderboard\", pk = {\"game\", \"region\"}, sk = {\"season\", \"rating\"},",
                    "        query = \"leaderboard\")",
                    "@NaturalIndex(index = \"byName\", pk = \"name\", query = \"byName\")",
                    "public record Player(String id, String name, String game, String region, String season, long rating,",
                    "                     Instant joinedAt) {}")),
            List.of("PlayerKeys", "PlayerSchema", "PlayerRepository", "PlayerAsyncRepository", "PlayerConditions", "PlayerUpdate",
                    "TablesmithTable", "TablesmithChange", "TablesmithTableDefinition"));

    /**
     * An entity with a component of every kind of condition field: strings, numbers and times
     * (ordered), an enum, a UUID and a boolean (equality only), binary, sized collections and
     * nested records, optionals, a default, a renamed attribute, a TTL and a version.
     */
    static final GoldenSet CONDITIONS = new GoldenSet("conditions", List.of(
            JavaFileObjects.forSourceLines("conditions.DeviceKind",
                    "package conditions;",
                    "",
                    "public enum DeviceKind { SENSOR, GATEWAY, CAMERA }"),
            JavaFileObjects.forSourceLines("conditions.Device",
                    "package conditions;",
                    "",
                    "import io.tablesmith.Attribute;",
                    "import io.tablesmith.DefaultValue;",
                    "import io.tablesmith.Entity;",
                    "import io.tablesmith.Key;",
                    "import io.tablesmith.Ttl;",
                    "import io.tablesmith.Version;",
                    "import java.math.BigDecimal;",
                    "import java.time.Instant;",
                    "import java.time.LocalDate;",
                    "import java.util.List;",
                    "import java.util.Map;",
                    "import java.util.Optional;",
                    "import java.util.Set;",
                    "import java.util.UUID;",
                    "",
                    "@Entity(type = \"DEVICE\")",
                    "@Key(pk = \"FLEET#{fleetId}\", sk = \"DEVICE#{kind}#{serial}\")",
                    "public record Device(String fleetId, DeviceKind kind, String serial,",
                    "        @Attribute(value = \"firmware\", formerly = \"fw\") String firmware,",
                    "        int batteryPercent, double temperature, BigDecimal monthlyFee,",
                    "        Instant lastSeen, LocalDate installedOn, Optional<Instant> retiredAt,",
                    "        UUID ownerId, boolean active, byte[] publicKey,",
                    "        Set<String> tags, Map<String, String> labels, List<Reading> readings,",
                    "        Location location, Optional<String> nickname,",
                    "        @DefaultValue(\"60\") int reportIntervalSeconds,",
                    "        @Ttl Instant expiresAt, @Version long version) {",
                    "",
                    "    public record Reading(Instant at, double value) {}",
                    "",
                    "    public record Location(double latitude, double longitude) {}",
                    "}")),
            List.of("DeviceKeys", "DeviceSchema", "DeviceRepository", "DeviceAsyncRepository", "DeviceConditions", "DeviceUpdate",
                    "TablesmithTable", "TablesmithChange", "TablesmithTableDefinition"));

    /** A vector index partitioned by a hash key and filtered by a number, and one with neither. */
    static final GoldenSet VECTOR = new GoldenSet("vector", List.of(
            JavaFileObjects.forSourceLines("vector.Passage",
                    "package vector;",
                    "",
                    "import io.tablesmith.Entity;",
                    "import io.tablesmith.Key;",
                    "import io.tablesmith.VectorSearch;",
                    "import io.tablesmith.vector.Distance;",
                    "",
                    "@Entity(type = \"PASSAGE\")",
                    "@Key(pk = \"BOOK#{book}\", sk = \"PASSAGE#{id}\")",
                    "public record Passage(String book, String id, int chapter, String text,",
                    "        @VectorSearch(index = \"passagesByMeaning\", dimensions = 768, distance = Distance.EUCLIDEAN,",
                    "                hashKey = \"book\", filters = \"chapter\", query = \"nearestInBook\")",
                    "        float[] embedding) {}"),
            JavaFileObjects.forSourceLines("vector.Note",
                    "package vector;",
                    "",
                    "import io.tablesmith.Entity;",
                    "import io.tablesmith.Key;",
                    "import io.tablesmith.VectorSearch;",
                    "",
                    "@Entity(type = \"NOTE\")",
                    "@Key(pk = \"NOTE#{id}\", sk = \"N\")",
                    "public record Note(String id, String text, @VectorSearch(index = \"notesByMeaning\", dimensions = 3) float[] meaning) {}")),
            List.of("PassageKeys", "PassageSchema", "PassageRepository", "PassageAsyncRepository", "PassageConditions", "PassageUpdate",
                    "NoteKeys", "NoteSchema", "NoteRepository", "NoteAsyncRepository", "NoteConditions", "NoteUpdate",
                    "TablesmithTable", "TablesmithChange", "TablesmithTableDefinition"));

    static final List<GoldenSet> ALL = List.of(DEMO, QUEUE, COLLECTION, NATURAL, CONDITIONS, VECTOR);

    private GoldenSets() {
    }
}
