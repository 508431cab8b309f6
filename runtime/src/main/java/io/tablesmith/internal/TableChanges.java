package io.tablesmith.internal;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.stream.Change;
import io.tablesmith.stream.ChangeDecoder;
import io.tablesmith.stream.ChangeInfo;
import io.tablesmith.stream.ChangeOperation;
import io.tablesmith.stream.InternalChange;
import io.tablesmith.stream.StreamView;
import io.tablesmith.stream.UndecodableChange;
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
 * <p>An image is read by the entity's generated {@code fromImage}: {@code fromItem} without reading the
 * {@code _et} and the key that the dispatch has read already, so a change costs its images' decoding plus
 * the record's envelope (docs/benchmarks.md measures both).
 *
 * @param <C> the table's change type
 */
public final class TableChanges<C> implements ChangeDecoder<C> {

    /** The identity DynamoDB's time to live deletes with. */
    private static final String TTL_TYPE = "Service";
    private static final String TTL_PRINCIPAL = "dynamodb.amazonaws.com";
    private static final Map<String, InternalChange.Kind> INTERNAL = new HashMap<>();
    private static final StreamView[] VIEWS = {StreamView.NEW_AND_OLD_IMAGES, StreamView.NEW_IMAGE, StreamView.OLD_IMAGE,
            StreamView.KEYS_ONLY};

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

    /** Collects the entity types of a table, each with its descriptor and its case of the change type. */
    public static final class Builder<C> {

        private final List<EntityCase<?, C>> cases = new ArrayList<>();
        private final Function<InternalChange, C> internal;
        private final Function<UndecodableChange, C> undecodable;

        private Builder(Function<InternalChange, C> internal, Function<UndecodableChange, C> undecodable) {
            this.internal = Objects.requireNonNull(internal, "internal");
            this.undecodable = Objects.requireNonNull(undecodable, "undecodable");
        }

        /**
         * An entity type: its codec, its descriptor (whose key templates say which keys it can have), how
         * it reads a record's image (its generated {@code fromImage}) and its case of the change type.
         *
         * @throws IllegalArgumentException when the descriptor is of another entity type
         */
        public <T> Builder<C> entity(EntitySchema<T> schema, EntityDescriptor descriptor, ImageDecoder<T> images,
                                     Function<Change<T>, C> wrap) {
            if (!descriptor.entityType().equals(schema.entityType())) {
                throw new IllegalArgumentException("the descriptor of " + descriptor.entityType()
                        + " is not the one of schema " + schema.entityType());
            }
            cases.add(new EntityCase<>(schema, KeyPattern.of(descriptor.partitionKey(), descriptor.sortKey()), images, wrap));
            return this;
        }

        public TableChanges<C> build() {
            return new TableChanges<>(this);
        }
    }

    @Override
    public C decode(software.amazon.awssdk.services.dynamodb.model.Record record) {
        StreamRecord data = record.dynamodb();
        // An absent map of the SDK's is an empty one, so the keys are used as they come: reading them costs a
        // look at another map, which the common case does not need.
        Map<String, AttributeValue> keys = data == null || data.keys() == null ? Map.of() : data.keys();
        Map<String, AttributeValue> oldImage = data == null ? null : image(data.oldImage());
        Map<String, AttributeValue> newImage = data == null ? null : image(data.newImage());
        ChangeInfo info = new ChangeInfo(record.eventID(), data == null || data.sequenceNumber() == null ? "" : data.sequenceNumber(),
                data == null ? null : data.approximateCreationDateTime(), view(data, oldImage, newImage));
        boolean expired = expired(record.userIdentity());
        ChangeOperation operation = operation(record.eventNameAsString());
        if (data == null || operation == null) {
            Raw raw = new Raw(ChangeOperation.MODIFY, keys, oldImage, newImage, expired, info);
            return unreadable(raw, null, null, "the record has " + (data == null ? "no dynamodb part" : "the event name "
                    + record.eventNameAsString() + ", not INSERT, MODIFY or REMOVE"));
        }
        // The common case (an entity's image) allocates nothing beyond the change itself: the raw record's
        // parts are bundled (Raw) only on the paths that hand them on.
        // An image holds its item's key attributes, as the record's keys do; read from the image, they are
        // read from the map the decoding reads next.
        ItemKey<?> key = newImage != null ? key(newImage) : oldImage != null ? key(oldImage) : null;
        if (key == null) {
            key = key(keys);
        }
        String newType = entityType(newImage);
        String oldType = entityType(oldImage);
        String type = newType != null ? newType : oldType;
        EntityCase<?, C> entity = type == null ? null : byType.get(type);
        // Every image the record carries has the entity's _et: an image without one is of no entity's item, as
        // reads and writes hold too, so a modification to or from such an item is undecodable like its insertion.
        boolean typed = (newImage == null || newType != null) && (oldImage == null || oldType != null);
        if (key != null && entity != null && typed && (newType == null || oldType == null || newType.equals(oldType))) {
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
        if (!typed) {
            return unreadable(raw, type, newType == null ? newImage : oldImage, "the item "
                    + (newType == null ? "has no _et after the write (it was a " + type + " before it)"
                    : "had no _et before the write (it is a " + type + " after it)")
                    + ", so it was not written by Tablesmith then; an item without _et is no entity's");
        }
        InternalChange.Kind kind = INTERNAL.get(type);
        if (kind != null) {
            return internal.apply(raw.internal(kind, key));
        }
        return unreadable(raw, type, newImage != null ? newImage : oldImage, "no entity of this table has the entity type "
                + type + " (its entity types: " + byType.keySet().stream().sorted().toList() + ")");
    }

    /**
     * A record without images: the entity whose keys can be the record's, or else the runtime item's whose
     * key it is (the processor proves that no entity can render a runtime item's key, TS153, so the order
     * decides nothing).
     */
    private C byKey(Raw raw, ItemKey<?> key) {
        for (EntityCase<?, C> entity : cases) {
            if (entity.key.matches(key.partition(), key.sort())) {
                return entity.decode(raw.operation(), key, null, null, raw.expired(), raw.info());
            }
        }
        Optional<RuntimeItems.Item> runtimeItem = RuntimeItems.byKey(key);
        if (runtimeItem.isPresent()) {
            return internal.apply(raw.internal(runtimeItem.get().kind(), key));
        }
        return unreadable(raw, null, null, "the record carries no image (" + raw.info().view() + ") and no entity type of"
                + " this table (" + byType.keySet().stream().sorted().toList() + ") can have its key");
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

    /**
     * An image the record carries, or {@code null}. The SDK's {@code hasOldImage} tells an absent map from
     * an empty one by its type; an image is never empty, so emptiness says the same for every map a record
     * can hold, hand-built ones included.
     */
    private static Map<String, AttributeValue> image(Map<String, AttributeValue> map) {
        return map == null || map.isEmpty() ? null : map;
    }

    /**
     * The operation of an event name. Compared as text: the SDK's {@code eventName()} looks the name up in
     * a hash map, which hashes the name anew for every record a response holds.
     */
    private static ChangeOperation operation(String eventName) {
        if (OperationType.MODIFY.toString().equals(eventName)) {
            return ChangeOperation.MODIFY;
        }
        if (OperationType.INSERT.toString().equals(eventName)) {
            return ChangeOperation.INSERT;
        }
        if (OperationType.REMOVE.toString().equals(eventName)) {
            return ChangeOperation.REMOVE;
        }
        return null;
    }

    /**
     * The record's view, compared as text like the operation; a record that does not say (built by hand)
     * has the view its images show.
     */
    private static StreamView view(StreamRecord data, Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
        StreamView view = data == null ? null : viewOf(data.streamViewTypeAsString());
        if (view != null) {
            return view;
        }
        if (oldImage != null) {
            return newImage != null ? StreamView.NEW_AND_OLD_IMAGES : StreamView.OLD_IMAGE;
        }
        return newImage != null ? StreamView.NEW_IMAGE : StreamView.KEYS_ONLY;
    }

    private static StreamView viewOf(String viewType) {
        if (viewType == null) {
            return null;
        }
        for (StreamView view : VIEWS) {
            if (view.name().equals(viewType)) {
                return view;
            }
        }
        return null;
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

    /**
     * An entity's reading of an image that the decoder has dispatched to it by {@code _et}, under the
     * change's key: what {@code fromItem} does without reading {@code _et} and the key a second time
     * ({@link ItemReader#ofImage}).
     */
    @FunctionalInterface
    public interface ImageDecoder<T> {

        /**
         * @throws ItemDecodeException as {@code fromItem} does
         */
        T fromImage(Map<String, AttributeValue> image, ItemKey<?> key);
    }

    /** One entity type of the table. */
    private static final class EntityCase<T, C> {

        final EntitySchema<T> schema;
        final KeyPattern key;
        final ImageDecoder<T> images;
        final Function<Change<T>, C> wrap;

        EntityCase(EntitySchema<T> schema, KeyPattern key, ImageDecoder<T> images, Function<Change<T>, C> wrap) {
            this.schema = Objects.requireNonNull(schema, "schema");
            this.key = Objects.requireNonNull(key, "key");
            this.images = Objects.requireNonNull(images, "images");
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
                case INSERT -> new Change.Inserted<>(key, image(newImage, key), info);
                case MODIFY -> new Change.Modified<>(key, image(oldImage, key), image(newImage, key), info);
                case REMOVE -> new Change.Removed<>(key, image(oldImage, key), expired, info);
            };
            return wrap.apply(change);
        }

        private Optional<T> image(Map<String, AttributeValue> image, ItemKey<T> key) {
            return image == null ? Optional.empty() : Optional.of(images.fromImage(image, key));
        }
    }
}
