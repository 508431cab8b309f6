package io.tablesmith.internal;

import io.tablesmith.ItemKey;
import io.tablesmith.stream.InternalChange;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The one catalogue of the items Tablesmith's runtime keeps in a table beside the entities: each kind's
 * {@code _et} and its keys, as templates of {@code #}-separated fields. The writers ({@link QueueTable},
 * {@link LockCore} and {@code Lease}, {@link StreamCheckpoints}) render their keys from it, the change
 * decoder ({@link TableChanges}) knows a runtime item by its {@code _et} or, without images, by its key
 * from it, {@link InternalChange.Kind} takes its {@code _et}s from it, and the processor's key-space proof
 * reads the same templates, so that no entity can render one of these keys. (A re-index keeps its
 * checkpoint outside the table, in a {@code ReindexCheckpoint}; a queue's statistics are counted from its
 * index, not stored.)
 */
public final class RuntimeItems {

    /** The {@code _et} of a queue message: waiting, in flight, dead, acknowledged, or a grouped one's deduplication item. */
    public static final String QUEUE_MESSAGE_TYPE = "_QUEUE_MESSAGE";
    /** The {@code _et} of a queue's message group. */
    public static final String QUEUE_GROUP_TYPE = "_QUEUE_GROUP";
    /** The {@code _et} of a lease lock. */
    public static final String LEASE_LOCK_TYPE = "_LOCK";
    /** The {@code _et} of a change-stream consumer group's lease and checkpoint of one shard. */
    public static final String STREAM_CHECKPOINT_TYPE = "_STREAM_CHECKPOINT";

    /** What the value of a runtime key can be. */
    public enum Text {
        /** A queue's or a consumer group's name: 1 to 64 letters, digits, {@code _} or {@code -}. */
        NAME(Pattern.compile("[A-Za-z0-9_-]{1,64}")),
        /** A message id, also a grouped message's position: {@code <15 digits>-<6 digits>-<8 hex digits>}. */
        MESSAGE_ID(Pattern.compile("[0-9]{15}-[0-9]{6}-[0-9a-f]{8}")),
        /** Any text but the empty one, {@code #} included: only a key's last value, which takes the rest of the key. */
        ANY(Pattern.compile(".+", Pattern.DOTALL));

        private final Pattern pattern;

        Text(Pattern pattern) {
            this.pattern = pattern;
        }

        /** Whether {@code text} is a value of this kind. */
        public boolean accepts(String text) {
            return pattern.matcher(text).matches();
        }
    }

    /**
     * One value of a key.
     *
     * @param name what it holds, for messages ("queue", "lock name")
     */
    public record Value(String name, Text text) {}

    /** One field of a key: literal text, then at most one value. */
    public record Field(String literal, Value value) {}

    /** A key template: its fields, joined by {@code #}. Only the last field's value may be {@link Text#ANY}. */
    public record Template(List<Field> fields) {

        public Template {
            fields = List.copyOf(fields);
            for (int i = 0; i < fields.size() - 1; i++) {
                if (fields.get(i).value() != null && fields.get(i).value().text() == Text.ANY) {
                    throw new IllegalArgumentException("only a key's last value may hold '#': " + fields);
                }
            }
        }

        /** The key with {@code values} in its values' places, in order. */
        public String render(String... values) {
            StringBuilder key = new StringBuilder();
            int next = 0;
            for (Field field : fields) {
                if (key.length() > 0) {
                    key.append('#');
                }
                key.append(field.literal());
                if (field.value() != null) {
                    key.append(values[next++]);
                }
            }
            if (next != values.length) {
                throw new IllegalArgumentException(this + " has " + next + " values, not " + values.length);
            }
            return key.toString();
        }

        /** Whether the template renders {@code key} with some values of their kinds. */
        public boolean matches(String key) {
            int at = 0;
            for (int i = 0; i < fields.size(); i++) {
                Field field = fields.get(i);
                boolean last = i == fields.size() - 1;
                if (!key.startsWith(field.literal(), at)) {
                    return false;
                }
                at += field.literal().length();
                int end = last ? key.length() : key.indexOf('#', at);
                if (end < 0 || field.value() == null && end != at || field.value() != null
                        && !field.value().text().accepts(key.substring(at, end))) {
                    return false;
                }
                at = end + 1;
            }
            return true;
        }

        /** The template as text: {@code QUEUE#<queue>#G#<group>}. */
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder();
            for (Field field : fields) {
                text.append(text.length() == 0 ? "" : "#").append(field.literal());
                if (field.value() != null) {
                    text.append('<').append(field.value().name()).append('>');
                }
            }
            return text.toString();
        }
    }

    /**
     * One kind of runtime item.
     *
     * @param description what the items are, for messages
     * @param kind its case of the change type, which names its {@code _et}
     * @param partition its partition key
     * @param sort its sort key
     */
    public record Item(String description, InternalChange.Kind kind, Template partition, Template sort) {

        public Item {
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(partition, "partition");
            Objects.requireNonNull(sort, "sort");
        }

        /** The {@code _et} the item carries. */
        public String entityType() {
            return kind.entityType();
        }

        /** Whether this kind of item can have the key {@code partition} / {@code sort}. */
        public boolean matches(String partitionKey, String sortKey) {
            return partition.matches(partitionKey) && sort.matches(sortKey);
        }
    }

    private static final Value QUEUE = new Value("queue", Text.NAME);
    private static final Value MESSAGE_GROUP = new Value("group", Text.ANY);

    /** A message without a group, or a grouped message's deduplication item, by its rendered deduplication id. */
    public static final Item DEDUPLICATED_MESSAGE = new Item("queue messages with a deduplication id", InternalChange.Kind.QUEUE_MESSAGE,
            template(field("QUEUE"), field("", QUEUE), field("D"), field("", new Value("deduplication id", Text.ANY))),
            template(field("MESSAGE")));
    /** A message without a group or deduplication, and a grouped message's dead letter, by its message id. */
    public static final Item MESSAGE = new Item("queue messages", InternalChange.Kind.QUEUE_MESSAGE,
            template(field("QUEUE"), field("", QUEUE), field("M"), field("", new Value("message id", Text.MESSAGE_ID))),
            template(field("MESSAGE")));
    /** A message group of a queue. */
    public static final Item QUEUE_GROUP = new Item("queue message groups", InternalChange.Kind.QUEUE_GROUP,
            template(field("QUEUE"), field("", QUEUE), field("G"), field("", MESSAGE_GROUP)),
            template(field("GROUP")));
    /** A message waiting (or in flight) in its group's partition, at its position. */
    public static final Item GROUPED_MESSAGE = new Item("queue messages in a group", InternalChange.Kind.QUEUE_MESSAGE,
            QUEUE_GROUP.partition(), template(field("M"), field("", new Value("position", Text.MESSAGE_ID))));
    /** A lease lock, by its name. */
    public static final Item LEASE_LOCK = new Item("lease locks", InternalChange.Kind.LEASE_LOCK,
            template(field("LOCK"), field("", new Value("lock name", Text.ANY))), template(field("LOCK")));
    /** A change-stream consumer group's lease and checkpoint of one shard. */
    public static final Item STREAM_CHECKPOINT = new Item("change-stream checkpoints", InternalChange.Kind.STREAM_CHECKPOINT,
            template(field("STREAM"), field("", new Value("group", Text.NAME))),
            template(field("SHARD"), field("", new Value("shard id", Text.ANY))));

    /** Every kind of item the runtime writes. */
    public static final List<Item> ALL = List.of(DEDUPLICATED_MESSAGE, MESSAGE, QUEUE_GROUP, GROUPED_MESSAGE, LEASE_LOCK,
            STREAM_CHECKPOINT);

    private RuntimeItems() {
    }

    /** The kind of runtime item that can have this key, if one can. */
    public static Optional<Item> byKey(ItemKey<?> key) {
        for (Item item : ALL) {
            if (item.matches(key.partition(), key.sort())) {
                return Optional.of(item);
            }
        }
        return Optional.empty();
    }

    private static Template template(Field... fields) {
        return new Template(Arrays.asList(fields));
    }

    private static Field field(String literal) {
        return new Field(literal, null);
    }

    private static Field field(String literal, Value value) {
        return new Field(literal, value);
    }
}
