package conditions;

import io.tablesmith.ItemKey;
import io.tablesmith.internal.KeyParts;
import javax.annotation.processing.Generated;

/**
 * Key builders of {@link Device} (entity type {@code DEVICE}).
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class DeviceKeys {
  private static final String ENTITY_TYPE = "DEVICE";

  private DeviceKeys() {
  }

  /**
   * The primary key of one Device: pk {@code FLEET#{fleetId}}, sk {@code DEVICE#{kind}#{serial}}.
   * Serves DeviceRepository's get, delete and writes.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Device> key(String fleetId, DeviceKind kind, String serial) {
    return new ItemKey<>("FLEET#".concat(KeyParts.text(ENTITY_TYPE, "fleetId", fleetId)), "DEVICE#" + KeyParts.text(ENTITY_TYPE, "kind", kind) + "#" + KeyParts.text(ENTITY_TYPE, "serial", serial));
  }

  /**
   * The primary key of {@code entity}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static ItemKey<Device> keyOf(Device entity) {
    return key(entity.fleetId(), entity.kind(), entity.serial());
  }

  /**
   * The partition key value of the table's primary key, {@code FLEET#{fleetId}}.
   *
   * @throws io.tablesmith.InvalidKeyException when a component is null or empty
   */
  public static String partition(String fleetId) {
    return "FLEET#".concat(KeyParts.text(ENTITY_TYPE, "fleetId", fleetId));
  }
}
