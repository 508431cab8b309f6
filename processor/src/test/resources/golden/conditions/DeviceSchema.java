package conditions;

import io.tablesmith.EntitySchema;
import io.tablesmith.ItemDecodeException;
import io.tablesmith.ItemKey;
import io.tablesmith.internal.Codec;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.Encoding;
import io.tablesmith.internal.EntityDescriptor;
import io.tablesmith.internal.ItemReader;
import io.tablesmith.internal.ItemWriter;
import io.tablesmith.internal.KeyMatch;
import io.tablesmith.internal.KeyTemplate;
import io.tablesmith.internal.MapReader;
import io.tablesmith.internal.MapWriter;
import io.tablesmith.internal.QueryDescriptor;
import io.tablesmith.internal.RecordCodec;
import io.tablesmith.internal.RuntimeVersion;
import io.tablesmith.internal.StoredForms;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The item codec of {@link Device}: stored attributes, key and index attributes, and {@code _et}.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class DeviceSchema implements EntitySchema<Device> {
  /**
   * The {@code _et} value of every Device item.
   */
  public static final String ENTITY_TYPE = "DEVICE";

  /**
   * The schema; it holds no state.
   */
  public static final DeviceSchema INSTANCE = new DeviceSchema();

  /**
   * The {@code _et} attribute of every item.
   */
  private static final AttributeValue STORED_ENTITY_TYPE = AttributeValue.fromS(ENTITY_TYPE);

  private static final Codec<Device.Reading> DEVICE_READING = new DeviceReadingCodec();

  private static final Codec<Device.Location> DEVICE_LOCATION = new DeviceLocationCodec();

  private static final Codec<DeviceKind> KIND = Codecs.enumOf(DeviceKind.values());

  private static final Codec<Optional<Instant>> RETIRED_AT = Codecs.optional(Codecs.INSTANT);

  private static final Codec<Set<String>> TAGS = Codecs.set(Codecs.STRING);

  private static final Codec<Map<String, String>> LABELS = Codecs.map(Codecs.STRING);

  private static final Codec<List<Device.Reading>> READINGS = Codecs.list(DEVICE_READING);

  private static final Codec<Optional<String>> NICKNAME = Codecs.optional(Codecs.STRING);

  private DeviceSchema() {
    // Generated code calls the runtime's internal helpers: both must be of one Tablesmith version.
    RuntimeVersion.require(ENTITY_TYPE, "<tablesmith version>");
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Device entity) {
    ItemKey<Device> key = DeviceKeys.keyOf(entity);
    ItemWriter item = new ItemWriter(ENTITY_TYPE, 24);
    item.string("pk", key.partition());
    item.string("sk", key.sort());
    item.shared("_et", STORED_ENTITY_TYPE);
    item.string("fleetId", entity.fleetId());
    item.put("kind", KIND, entity.kind());
    item.string("serial", entity.serial());
    item.string("firmware", entity.firmware());
    item.number("batteryPercent", entity.batteryPercent());
    item.number("temperature", entity.temperature());
    item.put("monthlyFee", Codecs.BIG_DECIMAL, entity.monthlyFee());
    item.put("lastSeen", Codecs.INSTANT, entity.lastSeen());
    item.put("installedOn", Codecs.LOCAL_DATE, entity.installedOn());
    item.put("retiredAt", RETIRED_AT, entity.retiredAt());
    item.put("ownerId", Codecs.UUID, entity.ownerId());
    item.bool("active", entity.active());
    item.put("publicKey", Codecs.BYTES, entity.publicKey());
    item.put("tags", TAGS, entity.tags());
    item.put("labels", LABELS, entity.labels());
    item.put("readings", READINGS, entity.readings());
    item.put("location", DEVICE_LOCATION, entity.location());
    item.put("nickname", NICKNAME, entity.nickname());
    item.number("reportIntervalSeconds", entity.reportIntervalSeconds());
    item.put("expires_at", Codecs.EPOCH_SECONDS, entity.expiresAt());
    item.number("version", entity.version());
    return item.build();
  }

  @Override
  public Device fromItem(Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, item));
  }

  /**
   * An image of a change of this table, which the table's change decoder has dispatched here by its
   * {@code _et}: decoded as {@link #fromItem} decodes it, without reading {@code _et} and the key again.
   */
  Device fromImage(Map<String, AttributeValue> image, ItemKey<?> key) {
    return decode(ItemReader.ofImage(ENTITY_TYPE, image, key));
  }

  private Device decode(ItemReader reader) {
    String fleetId = reader.read("fleetId", Codecs.STRING);
    DeviceKind kind = reader.read("kind", KIND);
    String serial = reader.read("serial", Codecs.STRING);
    if (!isKeyOf(reader.partitionKey(), reader.sortKey(), fleetId, kind, serial)) {
      throw keyMismatch(reader, fleetId, kind, serial);
    }
    Device entity;
    try {
      entity = new Device(
            fleetId,
            kind,
            serial,
            reader.read(reader.present("firmware", "fw"), Codecs.STRING),
            reader.required("batteryPercent", Codecs.INT),
            reader.required("temperature", Codecs.DOUBLE),
            reader.read("monthlyFee", Codecs.BIG_DECIMAL),
            reader.read("lastSeen", Codecs.INSTANT),
            reader.read("installedOn", Codecs.LOCAL_DATE),
            reader.read("retiredAt", RETIRED_AT),
            reader.read("ownerId", Codecs.UUID),
            reader.required("active", Codecs.BOOLEAN),
            reader.read("publicKey", Codecs.BYTES),
            reader.read("tags", TAGS),
            reader.read("labels", LABELS),
            reader.read("readings", READINGS),
            reader.read("location", DEVICE_LOCATION),
            reader.read("nickname", NICKNAME),
            reader.readOr("reportIntervalSeconds", Codecs.INT, 60),
            reader.read("expires_at", Codecs.EPOCH_SECONDS),
            reader.required("version", Codecs.LONG));
    } catch (RuntimeException e) {
      // the record's own validation refused the stored values: name the item, keep it repairable
      throw reader.constructorFailed("Device", e);
    }
    if (entity.fleetId() != fleetId || entity.kind() != kind || entity.serial() != serial) {
      // the constructor changed a key component: the record must still have the key it is stored under
      if (!isKeyOf(reader.partitionKey(), reader.sortKey(), entity.fleetId(), entity.kind(), entity.serial())) {
        throw keyMismatch(reader, entity.fleetId(), entity.kind(), entity.serial());
      }
    }
    return entity;
  }

  @Override
  public ItemKey<Device> keyOf(Device entity) {
    return DeviceKeys.keyOf(entity);
  }

  /**
   * The record a read returns once {@code item} is stored: decoded with its numbers as DynamoDB keeps
   * them, since {@code temperature}, {@code monthlyFee}, {@code retiredAt}, {@code tags}, {@code readings}, {@code location}, {@code nickname}, {@code expiresAt} can hold a value that reads back otherwise.
   */
  @Override
  public Device asStored(Device entity, Map<String, AttributeValue> item) {
    return decode(new ItemReader(ENTITY_TYPE, StoredForms.normalized(item)));
  }

  /**
   * Whether the stored key is the one these key components render, compared in place (nothing
   * is rendered): pk {@code FLEET#{fleetId}}, sk {@code DEVICE#{kind}#{serial}}.
   */
  private static boolean isKeyOf(String pk, String sk, String fleetId, DeviceKind kind,
      String serial) {
    int at = KeyMatch.literal(pk, 0, "FLEET#");
    at = KeyMatch.text(pk, at, fleetId);
    if (!KeyMatch.ends(pk, at)) {
      return false;
    }
    at = KeyMatch.literal(sk, 0, "DEVICE#");
    at = KeyMatch.text(sk, at, kind);
    at = KeyMatch.literal(sk, at, "#");
    at = KeyMatch.text(sk, at, serial);
    return KeyMatch.ends(sk, at);
  }

  /**
   * The exception for an item whose stored key is not the one its key components render.
   */
  private static ItemDecodeException keyMismatch(ItemReader reader, String fleetId, DeviceKind kind,
      String serial) {
    return reader.keyMismatch("FLEET#{fleetId}", "DEVICE#{kind}#{serial}")
        .component("fleetId", fleetId)
        .component("kind", kind)
        .component("serial", serial)
        .exception();
  }

  /**
   * Stores {@link Device.Reading} as a map attribute, one entry per component.
   */
  private static final class DeviceReadingCodec extends RecordCodec<Device.Reading> {
    @Override
    public AttributeValue write(Device.Reading value, Encoding encoding) {
      MapWriter map = new MapWriter(2, encoding);
      map.put("at", Codecs.INSTANT, value.at());
      map.number("value", value.value());
      return map.build();
    }

    @Override
    public Device.Reading read(AttributeValue value) {
      MapReader map = MapReader.of(value);
      return new Device.Reading(
            map.read("at", Codecs.INSTANT),
            map.required("value", Codecs.DOUBLE));
    }
  }

  /**
   * Stores {@link Device.Location} as a map attribute, one entry per component.
   */
  private static final class DeviceLocationCodec extends RecordCodec<Device.Location> {
    @Override
    public AttributeValue write(Device.Location value, Encoding encoding) {
      MapWriter map = new MapWriter(2, encoding);
      map.number("latitude", value.latitude());
      map.number("longitude", value.longitude());
      return map.build();
    }

    @Override
    public Device.Location read(AttributeValue value) {
      MapReader map = MapReader.of(value);
      return new Device.Location(
            map.required("latitude", Codecs.DOUBLE),
            map.required("longitude", Codecs.DOUBLE));
    }
  }

  /**
   * The runtime's facts about {@link Device} beyond its codec, built when a repository, query or change
   * type first needs them, not when the codec is first used.
   */
  static final class Descriptors {
    /**
     * Query {@code query}: one partition of the table's primary key.
     */
    static final QueryDescriptor QUERY = QueryDescriptor.of("query").withSortPrefix("DEVICE#");

    /**
     * What the runtime knows of {@link Device} beyond its codec: its key templates, version, queries and
     * indexes, and what a re-index rewrites.
     */
    static final EntityDescriptor DESCRIPTOR = EntityDescriptor.of(ENTITY_TYPE,
            KeyTemplate.of(KeyTemplate.literal("FLEET#"),
                KeyTemplate.component("fleetId", KeyTemplate.Type.STRING)),
            KeyTemplate.of(KeyTemplate.literal("DEVICE#"),
                KeyTemplate.oneOf("kind", DeviceKind.values()), KeyTemplate.literal("#"),
                KeyTemplate.component("serial", KeyTemplate.Type.STRING)))
        .withVersion("version")
        .withPrimaryQuery(QUERY)
        .withFixedWidthTime("lastSeen")
        .withFixedWidthTime("retiredAt");

    private Descriptors() {
    }
  }
}
