package io.tablesmith.internal;

import io.tablesmith.Change;
import io.tablesmith.ChangeDecoder;
import io.tablesmith.ChangeInfo;
import io.tablesmith.ChangeOperation;
import io.tablesmith.EntitySchema;
import io.tablesmith.InternalChange;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.StreamView;
import io.tablesmith.UndecodableChange;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * The decoding behind a table's generated {@code TablesmithChange}: a stream record is dispatched by
 * the {@code _et} of its images to the entity's schema, or to the runtime's own items; a record
 * without images (a keys-only view, a removal in a new-image view, an insertion in an old-image
 * view) by its key, which at most one entity type of the table can render (the processor proves it,
 * TS153). Whatever cannot be read becomes the undecodable case, with the reason; nothing is dropped.
 *
 * <p>Decoding an image costs what the entity's {@code fromItem} costs, plus one map lookup.
 *
 * @param <C> the table's change type
 */
public final class TableChanges<C> implements ChangeDecoder<C> {

    /** The identity DynamoDB's time to live deletes with. */
    private static final String TTL_TYPE = "Service";
    private static final String TTL_PRINCIPAL = "dynamodb.amazonaws.com";
    private static final Map<String, InternalChange.Kind> INTERNAL = new HashMap<>();

    static {
        for (InternalChange.Kind kind : InternalChange.Kind.values()) {
            INTERNAL.put(kind.entityType(), kind);
        }
    }

    private final Map<String, EntityCase<?, C>> byType;
    private final List<EntityCase<?, C>> cases;
    private final Function<InternalChange, C> internal;
    private final Function<UndecodableChange, C> undecodable;

    private TableChanges(Builder<C> builder) {
        this.cases = List.copyOf(builder.cases);
        this.byType = new HashMap<>();
        for (EntityCase<?, C> entity : cases) {
            byType.put(entity.schema.entityType(), entity);
        }
        this.internal = builder.internal;
        this.undecodable = builder.undecodable;
    }

    /**
     * A decoder into a table's change type.
     *
     * @param internal wraps a change of a runtime item
     * @param undecodable wraps a record that could not be read
     */
    public static <C> Builder<C> builder(Function<InternalChange, C> internal, Function<UndecodableChange, C> undecodable) {
        return new Builder<>(internal, undecodable);
    }

    /** Collects the entity types of a table, each with its key pattern and its case of the change type. */
    public static final class Builder<C> {

        private final List<EntityCase<?, C>> cases = new ArrayList<>();
        private final Function<InternalChange, C> internal;
        private final Function<UndecodableChange, C> undecodable;

        private Builder(Function<InternalChange, C> internal, Function<UndecodableChange, C> undecodable) {
            this.internal = Objects.requireNonNull(internal, "internal");
            this.undecodable = Objects.requireNonNull(undecodable, "undecodable");
        }

        /** An entity type: its codec, the keys it can have, and its case of the change type. */
        public <T> Builder<C> entity(EntitySchema<T> schema, KeyPattern key, Function<Change<T>, C> wrap) {
            cases.add(new EntityCase<>(schema, key, wrap));
            return this;
        }

        public TableChanges<C> build() {
            return new TableChanges<>(this);
        }
    }

    @Override
    public C decode(software.amazon.awssdk.services.dynamodb.model.Record record) {
        StreamRecord data = record.dynamodb();
        Map<String, AttributeValue> keys = data != null && data.hasKeys() ? data.keys() : Map.of();
        Map<String, AttributeValue> oldImage = data != null && data.hasOldImage() ? data.oldImage() : null;
        Map<String, AttributeValue> newImage = data != null && data.hasNewImage() ? data.newImage() : null;
        ChangeInfo info = new ChangeInfo(record.eventID(), data == null || data.sequenceNumber() == null ? "" : data.sequenceNumber(),
                data == null ? null : data.approximateCreationDateTime(), view(data, oldImage, newImage));
        boolean expired = expired(record.userIdentity());
        ChangeOperation operation = operation(record.eventName());
        if (data == null || operation == null) {
            Raw raw = new Raw(ChangeOperation.MODIFY, keys, oldImage, newImage, expired, info);
            return unreadable(raw, null, null, "the record has " + (data == null ? "no dynamodb part" : "the event name "
                    + record.eventNameAsString() + ", not INSERT, MODIFY or REMOVE"));
        }
        // The common case (an entity's image) allocates nothing beyond the change itself: the raw record's
        // parts are bundled (Raw) only on the paths that hand them on.
        ItemKey<?> key = key(keys);
        String newType = entityType(newImage);
        String oldType = entityType(oldImage);
        String type = newType != null ? newType : oldType;
        EntityCase<?, C> entity = type == null ? null : byType.get(type);
        if (key != null && entity != null && (newType == null || oldType == null || newType.equals(oldType))) {
            try {
                return entity.decode(operation, key, oldImage, newImage, expired, info);
            } catch (ItemDecodeException unreadable) {
                return undecodable.apply(new Raw(operation, keys, oldImage, newImage, expired, info)
                        .undecodable(Optional.of(type), unreadable));
            } catch (RuntimeException failure) {
                // A user's converter or record constructor that throws something else: a consumer that let it
                // escape would get the same record again and again, so it is kept as undecodable too.
                return undecodable.apply(new Raw(operation, keys, oldImage, newImage, expired, info).undecodable(Optional.of(type),
                        new ItemDecodeException(type, Raw.keyText(keys), null, "decoding failed: " + failure,
                                newImage != null ? newImage : oldImage, failure)));
            }
        }
        Raw raw = new Raw(operation, keys, oldImage, newImage, expired, info);
        if (key == null) {
            return unreadable(raw, null, null, "its keys " + keys.keySet() + " are not a table's pk and sk strings");
        }
        if (oldImage == null && newImage == null) {
            return byKey(raw, key);
        }
        if (newType != null && oldType != null && !newType.equals(oldType)) {
            return unreadable(raw, newType, newImage, "the item was a " + oldType + " before the write and is a "
                    + newType + " after it; no entity type's change can hold both");
        }
        if (type == null) {
            return unreadable(raw, null, newImage != null ? newImage : oldImage,
                    "the item has no _et, so it was not written by Tablesmith");
        }
        InternalChange.Kind kind = INTERNAL.get(type);
        if (kind != null) {
            return internal.apply(raw.internal(kind, key));
        }
        return unreadable(raw, type, newImage != null ? newImage : oldImage, "no entity of this table has the entity type "
                + type + " (its entity types: " + byType.keySet().stream().sorted().toList() + ")");
    }

    /** A record without images: the entity whose keys can be the record's, or a runtime item's key. */
    private C byKey(Raw raw, ItemKey<?> key) {
        for (EntityCase<?, C> entity : cases) {
            if (entity.key.matches(key.partition(), key.sort())) {
                return entity.decode(raw.operation(), key, null, null, raw.expired(), raw.info());
            }
        }
        InternalChange.Kind kind = internalKind(key);
        if (kind != null) {
            return internal.apply(raw.internal(kind, key));
        }
        return unreadable(raw, null, null, "the record carries no image (" + raw.info().view() + ") and no entity type of"
                + " this table (" + byType.keySet().stream().sorted().toList() + ") can have its key");
    }

    /**
     * The runtime item whose keys look like this one. Entities were tried first, and the proof says no
     * entity key is a runtime item's, so a key no entity matched and that starts like a runtime item's
     * is one.
     */
    private static InternalChange.Kind internalKind(ItemKey<?> key) {
        String pk = key.partition();
        String sk = key.sort();
        if (pk.startsWith("LOCK#") && sk.equals("LOCK")) {
            return InternalChange.Kind.LEASE_LOCK;
        }
        if (pk.startsWith(StreamCheckpoints.PARTITION_PREFIX) && sk.startsWith(StreamCheckpoints.SORT_PREFIX)) {
            return InternalChange.Kind.STREAM_CHECKPOINT;
        }
        if (pk.startsWith("QUEUE#")) {
            if (sk.equals(QueueTable.MESSAGE_SORT_KEY)) {
                return InternalChange.Kind.QUEUE_MESSAGE;
            }
            if (sk.equals(QueueTable.GROUP_SORT_KEY)) {
                return InternalChange.Kind.QUEUE_GROUP;
            }
            if (sk.startsWith("STATS#")) {
                return InternalChange.Kind.QUEUE_COUNTER;
            }
        }
        return null;
    }

    private C unreadable(Raw raw, String entityType, Map<String, AttributeValue> image, String problem) {
        ItemDecodeException reason = new ItemDecodeException(entityType, Raw.keyText(raw.keys()), entityType == null ? null : "_et",
                problem, image, null);
        return undecodable.apply(raw.undecodable(Optional.ofNullable(entityType), reason));
    }

    private static ItemKey<?> key(Map<String, AttributeValue> keys) {
        AttributeValue pk = keys.get(ItemKey.PARTITION_ATTRIBUTE);
        AttributeValue sk = keys.get(ItemKey.SORT_ATTRIBUTE);
        return pk == null || sk == null || pk.s() == null || sk.s() == null ? null : new ItemKey<>(pk.s(), sk.s());
    }

    private static String entityType(Map<String, AttributeValue> image) {
        AttributeValue type = image == null ? null : image.get("_et");
        return type == null ? null : type.s();
    }

    private static ChangeOperation operation(OperationType type) {
        if (type == null) {
            return null;
        }
        return switch (type) {
            case INSERT -> ChangeOperation.INSERT;
            case MODIFY -> ChangeOperation.MODIFY;
            case REMOVE -> ChangeOperation.REMOVE;
            default -> null;
        };
    }

    /** The record's view; a record that does not say (built by hand) has the view its images show. */
    private static StreamView view(StreamRecord data, Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
        StreamView view = data == null ? null : StreamView.of(data.streamViewType());
        if (view != null) {
            return view;
        }
        if (oldImage != null) {
            return newImage != null ? StreamView.NEW_AND_OLD_IMAGES : StreamView.OLD_IMAGE;
        }
        return newImage != null ? StreamView.NEW_IMAGE : StreamView.KEYS_ONLY;
    }

    private static boolean expired(Identity identity) {
        return identity != null && TTL_TYPE.equals(identity.type()) && TTL_PRINCIPAL.equals(identity.principalId());
    }

    /** What a stream record holds, as the cases need it. */
    record Raw(ChangeOperation operation, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
                  Map<String, AttributeValue> newImage, boolean expired, ChangeInfo info) {

        static String keyText(Map<String, AttributeValue> keys) {
            AttributeValue pk = keys.get(ItemKey.PARTITION_ATTRIBUTE);
            AttributeValue sk = keys.get(ItemKey.SORT_ATTRIBUTE);
            return pk == null || sk == null ? String.valueOf(keys) : "pk=" + pk.s() + ", sk=" + sk.s();
        }

        InternalChange internal(InternalChange.Kind kind, ItemKey<?> key) {
            return new InternalChange(kind, operation, key, oldImage, newImage, expired, info);
        }

        UndecodableChange undecodable(Optional<String> entityType, ItemDecodeException reason) {
            return new UndecodableChange(operation, keys, entityType, oldImage, newImage, expired, info, reason);
        }
    }

    /** One entity type of the table. */
    private static final class EntityCase<T, C> {

        final EntitySchema<T> schema;
        final KeyPattern key;
        final Function<Change<T>, C> wrap;

        EntityCase(EntitySchema<T> schema, KeyPattern key, Function<Change<T>, C> wrap) {
            this.schema = Objects.requireNonNull(schema, "schema");
            this.key = Objects.requireNonNull(key, "key");
            this.wrap = Objects.requireNonNull(wrap, "wrap");
        }

        /**
         * The entity's change. The key is the record's, unchanged: its type parameter only says whose key it
         * is, which the dispatch just established, so it is not copied.
         */
        @SuppressWarnings("unchecked")
        C decode(ChangeOperation operation, ItemKey<?> anyKey, Map<String, AttributeValue> oldImage,
                 Map<String, AttributeValue> newImage, boolean expired, ChangeInfo info) {
            ItemKey<T> key = (ItemKey<T>) anyKey;
            Change<T> change = switch (operation) {
                case INSERT -> new Change.Inserted<>(key, image(newImage), info);
                case MODIFY -> new Change.Modified<>(key, image(oldImage), image(newImage), info);
                case REMOVE -> new Change.Removed<>(key, image(oldImage), expired, info);
            };
            return wrap.apply(change);
        }

        private Optional<T> image(Map<String, AttributeValue> image) {
            return image == null ? Optional.empty() : Optional.of(schema.fromItem(image));
        }
    }
}
