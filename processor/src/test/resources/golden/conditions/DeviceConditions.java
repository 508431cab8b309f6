package conditions;

import io.tablesmith.condition.BinaryField;
import io.tablesmith.condition.ComparableField;
import io.tablesmith.condition.Field;
import io.tablesmith.condition.PresenceField;
import io.tablesmith.condition.SizedField;
import io.tablesmith.condition.StringField;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * Typed conditions on the components of {@link Device}, for DeviceRepository's conditional writes and updates:
 * {@code DeviceConditions.<component>().eq(value).and(...)}. Values are encoded as {@link DeviceSchema} stores them.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class DeviceConditions {
  private static final StringField<Device> FLEET_ID = new StringField<>("fleetId", "fleetId", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "fleetId", Codecs.STRING, value));

  private static final Field<Device, DeviceKind> KIND = new Field<>("kind", "kind", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "kind", Codecs.enumOf(DeviceKind.values()), value));

  private static final StringField<Device> SERIAL = new StringField<>("serial", "serial", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "serial", Codecs.STRING, value));

  private static final StringField<Device> FIRMWARE = new StringField<>("firmware", "firmware", List.of("fw"), value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "firmware", Codecs.STRING, value));

  private static final ComparableField<Device, Integer> BATTERY_PERCENT = new ComparableField<>("batteryPercent", "batteryPercent", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "batteryPercent", Codecs.INT, value));

  private static final ComparableField<Device, Double> TEMPERATURE = new ComparableField<>("temperature", "temperature", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "temperature", Codecs.DOUBLE, value));

  private static final ComparableField<Device, BigDecimal> MONTHLY_FEE = new ComparableField<>("monthlyFee", "monthlyFee", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "monthlyFee", Codecs.BIG_DECIMAL, value));

  private static final ComparableField<Device, Instant> LAST_SEEN = new ComparableField<>("lastSeen", "lastSeen", List.of(), null, value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "lastSeen", Codecs.INSTANT, value), Codecs.INSTANT);

  private static final ComparableField<Device, LocalDate> INSTALLED_ON = new ComparableField<>("installedOn", "installedOn", List.of(), null, value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "installedOn", Codecs.LOCAL_DATE, value), Codecs.LOCAL_DATE);

  private static final PresenceField<Device> RETIRED_AT = new PresenceField<>("retiredAt", "retiredAt");

  private static final Field<Device, UUID> OWNER_ID = new Field<>("ownerId", "ownerId", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "ownerId", Codecs.UUID, value));

  private static final Field<Device, Boolean> ACTIVE = new Field<>("active", "active", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "active", Codecs.BOOLEAN, value));

  private static final BinaryField<Device, byte[]> PUBLIC_KEY = new BinaryField<>("publicKey", "publicKey", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "publicKey", Codecs.BYTES, value));

  private static final SizedField<Device> TAGS = new SizedField<>("tags", "tags");

  private static final SizedField<Device> LABELS = new SizedField<>("labels", "labels");

  private static final SizedField<Device> READINGS = new SizedField<>("readings", "readings");

  private static final SizedField<Device> LOCATION = new SizedField<>("location", "location");

  private static final SizedField<Device> NICKNAME = new SizedField<>("nickname", "nickname");

  private static final ComparableField<Device, Integer> REPORT_INTERVAL_SECONDS = new ComparableField<>("reportIntervalSeconds", "reportIntervalSeconds", List.of(), 60, value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "reportIntervalSeconds", Codecs.INT, value));

  private static final ComparableField<Device, Instant> EXPIRES_AT = new ComparableField<>("expiresAt", "expires_at", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "expires_at", Codecs.EPOCH_SECONDS, value));

  private static final ComparableField<Device, Long> VERSION = new ComparableField<>("version", "version", value -> ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "version", Codecs.LONG, value));

  private DeviceConditions() {
  }

  /**
   * Conditions on {@code fleetId} (stored as {@code fleetId}).
   */
  public static StringField<Device> fleetId() {
    return FLEET_ID;
  }

  /**
   * Conditions on {@code kind} (stored as {@code kind}).
   * Equality, {@code in} and presence only: it is stored by constant name, which sorts by name, not by declaration order.
   */
  public static Field<Device, DeviceKind> kind() {
    return KIND;
  }

  /**
   * Conditions on {@code serial} (stored as {@code serial}).
   */
  public static StringField<Device> serial() {
    return SERIAL;
  }

  /**
   * Conditions on {@code firmware} (stored as {@code firmware}).
   * An item not rewritten since the rename is tested on {@code fw}, as reads take it.
   */
  public static StringField<Device> firmware() {
    return FIRMWARE;
  }

  /**
   * Conditions on {@code batteryPercent} (stored as {@code batteryPercent}).
   */
  public static ComparableField<Device, Integer> batteryPercent() {
    return BATTERY_PERCENT;
  }

  /**
   * Conditions on {@code temperature} (stored as {@code temperature}).
   */
  public static ComparableField<Device, Double> temperature() {
    return TEMPERATURE;
  }

  /**
   * Conditions on {@code monthlyFee} (stored as {@code monthlyFee}).
   */
  public static ComparableField<Device, BigDecimal> monthlyFee() {
    return MONTHLY_FEE;
  }

  /**
   * Conditions on {@code lastSeen} (stored as {@code lastSeen}).
   * Ordered as time for values in the years 0000 to 9999 (a bound outside them is refused);
   * equality also matches an item that still holds the value's former text.
   */
  public static ComparableField<Device, Instant> lastSeen() {
    return LAST_SEEN;
  }

  /**
   * Conditions on {@code installedOn} (stored as {@code installedOn}).
   * Ordered as time for values in the years 0000 to 9999 (a bound outside them is refused);
   * equality also matches an item that still holds the value's former text.
   */
  public static ComparableField<Device, LocalDate> installedOn() {
    return INSTALLED_ON;
  }

  /**
   * Conditions on {@code retiredAt} (stored as {@code retiredAt}).
   * Presence only: a value condition on it would compare the whole stored value.
   */
  public static PresenceField<Device> retiredAt() {
    return RETIRED_AT;
  }

  /**
   * Conditions on {@code ownerId} (stored as {@code ownerId}).
   * Equality, {@code in} and presence only: its text does not sort like UUID.compareTo.
   */
  public static Field<Device, UUID> ownerId() {
    return OWNER_ID;
  }

  /**
   * Conditions on {@code active} (stored as {@code active}).
   * Equality, {@code in} and presence only: it is stored as BOOL, which has no order.
   */
  public static Field<Device, Boolean> active() {
    return ACTIVE;
  }

  /**
   * Conditions on {@code publicKey} (stored as {@code publicKey}).
   * Equality, {@code in} and presence only: binary values have no order in Java to compare with; store a String or a number to sort.
   */
  public static BinaryField<Device, byte[]> publicKey() {
    return PUBLIC_KEY;
  }

  /**
   * Conditions on {@code tags} (stored as {@code tags}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Device> tags() {
    return TAGS;
  }

  /**
   * Conditions on {@code labels} (stored as {@code labels}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Device> labels() {
    return LABELS;
  }

  /**
   * Conditions on {@code readings} (stored as {@code readings}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Device> readings() {
    return READINGS;
  }

  /**
   * Conditions on {@code location} (stored as {@code location}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Device> location() {
    return LOCATION;
  }

  /**
   * Conditions on {@code nickname} (stored as {@code nickname}).
   * Presence and {@code size()} only: a value condition on it would compare the whole stored value.
   */
  public static SizedField<Device> nickname() {
    return NICKNAME;
  }

  /**
   * Conditions on {@code reportIntervalSeconds} (stored as {@code reportIntervalSeconds}).
   * An item without it passes a value condition when its default, {@code 60}, does.
   */
  public static ComparableField<Device, Integer> reportIntervalSeconds() {
    return REPORT_INTERVAL_SECONDS;
  }

  /**
   * Conditions on {@code expiresAt} (stored as {@code expires_at}).
   * Ordered by the stored epoch seconds: {@code lt(now)} holds for an expired item.
   */
  public static ComparableField<Device, Instant> expiresAt() {
    return EXPIRES_AT;
  }

  /**
   * Conditions on {@code version} (stored as {@code version}).
   */
  public static ComparableField<Device, Long> version() {
    return VERSION;
  }
}
