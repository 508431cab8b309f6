package conditions;

import io.tablesmith.condition.Condition;
import io.tablesmith.internal.Codecs;
import io.tablesmith.internal.ComponentValues;
import io.tablesmith.internal.ItemUpdate;
import io.tablesmith.internal.UpdateCore;
import io.tablesmith.transaction.TransactionOperation;
import io.tablesmith.transaction.TransactionalUpdate;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import javax.annotation.processing.Generated;

/**
 * One update of a stored {@link Device}, started by {@code DeviceRepository.update(...)}: typed changes, then
 * {@link #execute()}, which sends one {@code UpdateItem} request and returns the item as it is afterwards.
 * <p>Index keys follow the changes in the same request; an update never creates an item, and
 * no expression text is written by hand. A builder is for one update and one thread.
 */
@Generated("io.tablesmith.processor.TablesmithProcessor")
public final class DeviceUpdate implements TransactionalUpdate<Device> {
  private final UpdateCore<Device> updateCore;

  private final ItemUpdate changes;

  private final String fleetId;

  private final DeviceKind kind;

  private final String serial;

  private boolean executed;

  DeviceUpdate(UpdateCore<Device> updateCore, String fleetId, DeviceKind kind, String serial) {
    this.updateCore = updateCore;
    this.changes = new ItemUpdate(DeviceKeys.key(fleetId, kind, serial));
    this.fleetId = fleetId;
    this.kind = kind;
    this.serial = serial;
  }

  /**
   * Sets {@code firmware}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public DeviceUpdate setFirmware(String firmware) {
    this.changes.set("firmware", firmware == null ? null : ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "firmware", Codecs.STRING, firmware));
    this.changes.remove("fw");
    return this;
  }

  /**
   * Sets {@code batteryPercent}.
   *
   * @return this builder
   */
  public DeviceUpdate setBatteryPercent(int batteryPercent) {
    this.changes.set("batteryPercent", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "batteryPercent", Codecs.INT, batteryPercent));
    return this;
  }

  /**
   * Sets {@code temperature}.
   *
   * @return this builder
   */
  public DeviceUpdate setTemperature(double temperature) {
    this.changes.set("temperature", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "temperature", Codecs.DOUBLE, temperature));
    return this;
  }

  /**
   * Sets {@code monthlyFee}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public DeviceUpdate setMonthlyFee(BigDecimal monthlyFee) {
    this.changes.set("monthlyFee", monthlyFee == null ? null : ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "monthlyFee", Codecs.BIG_DECIMAL, monthlyFee));
    return this;
  }

  /**
   * Sets {@code lastSeen}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public DeviceUpdate setLastSeen(Instant lastSeen) {
    this.changes.set("lastSeen", lastSeen == null ? null : ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "lastSeen", Codecs.INSTANT, lastSeen));
    return this;
  }

  /**
   * Sets {@code installedOn}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public DeviceUpdate setInstalledOn(LocalDate installedOn) {
    this.changes.set("installedOn", installedOn == null ? null : ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "installedOn", Codecs.LOCAL_DATE, installedOn));
    return this;
  }

  /**
   * Sets {@code ownerId}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public DeviceUpdate setOwnerId(UUID ownerId) {
    this.changes.set("ownerId", ownerId == null ? null : ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "ownerId", Codecs.UUID, ownerId));
    return this;
  }

  /**
   * Sets {@code active}.
   *
   * @return this builder
   */
  public DeviceUpdate setActive(boolean active) {
    this.changes.set("active", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "active", Codecs.BOOLEAN, active));
    return this;
  }

  /**
   * Sets {@code publicKey}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public DeviceUpdate setPublicKey(byte[] publicKey) {
    this.changes.set("publicKey", publicKey == null ? null : ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "publicKey", Codecs.BYTES, publicKey));
    return this;
  }

  /**
   * Sets {@code reportIntervalSeconds}.
   *
   * @return this builder
   */
  public DeviceUpdate setReportIntervalSeconds(int reportIntervalSeconds) {
    this.changes.set("reportIntervalSeconds", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "reportIntervalSeconds", Codecs.INT, reportIntervalSeconds));
    return this;
  }

  /**
   * Sets {@code expiresAt}; {@code null} removes it, as a record with a null component is stored without it.
   *
   * @return this builder
   */
  public DeviceUpdate setExpiresAt(Instant expiresAt) {
    this.changes.set("expires_at", expiresAt == null ? null : ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "expires_at", Codecs.EPOCH_SECONDS, expiresAt));
    return this;
  }

  /**
   * Removes {@code firmware}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public DeviceUpdate removeFirmware() {
    this.changes.remove("firmware");
    this.changes.remove("fw");
    return this;
  }

  /**
   * Adds {@code delta} to {@code batteryPercent} atomically, in the database (an atomic counter).
   *
   * @param delta the amount to add; negative to subtract
   * @return this builder
   * @throws io.tablesmith.ConditionFailedException when the result would not fit {@code int}; nothing is written
   */
  public DeviceUpdate addBatteryPercent(int delta) {
    this.changes.add("batteryPercent", delta, Integer.MIN_VALUE, Integer.MAX_VALUE, "int");
    return this;
  }

  /**
   * Adds {@code delta} to {@code temperature} atomically, in the database (an atomic counter).
   *
   * @param delta the amount to add; negative to subtract
   * @return this builder
   * @throws io.tablesmith.ConditionFailedException when the result would leave DynamoDB's number range; nothing is written
   */
  public DeviceUpdate addTemperature(double delta) {
    this.changes.add("temperature", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "temperature", Codecs.DOUBLE, delta));
    return this;
  }

  /**
   * Removes {@code monthlyFee}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public DeviceUpdate removeMonthlyFee() {
    this.changes.remove("monthlyFee");
    return this;
  }

  /**
   * Adds {@code delta} to {@code monthlyFee} atomically, in the database (an atomic counter); an absent value counts as 0.
   *
   * @param delta the amount to add; negative to subtract
   * @return this builder
   * @throws io.tablesmith.ConditionFailedException when the result would leave DynamoDB's number range; nothing is written
   */
  public DeviceUpdate addMonthlyFee(BigDecimal delta) {
    Objects.requireNonNull(delta, "delta");
    this.changes.add("monthlyFee", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "monthlyFee", Codecs.BIG_DECIMAL, delta));
    return this;
  }

  /**
   * Removes {@code lastSeen}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public DeviceUpdate removeLastSeen() {
    this.changes.remove("lastSeen");
    return this;
  }

  /**
   * Removes {@code installedOn}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public DeviceUpdate removeInstalledOn() {
    this.changes.remove("installedOn");
    return this;
  }

  /**
   * Removes {@code ownerId}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public DeviceUpdate removeOwnerId() {
    this.changes.remove("ownerId");
    return this;
  }

  /**
   * Removes {@code publicKey}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public DeviceUpdate removePublicKey() {
    this.changes.remove("publicKey");
    return this;
  }

  /**
   * Removes {@code expiresAt}: the record then reads it as {@code null}.
   *
   * @return this builder
   */
  public DeviceUpdate removeExpiresAt() {
    this.changes.remove("expires_at");
    return this;
  }

  /**
   * Adds {@code elements} to the stored set {@code tags} in the database (ADD), creating it when absent.
   * An empty set changes nothing (DynamoDB stores no empty sets).
   *
   * @param elements the elements
   * @return this builder
   */
  public DeviceUpdate addToTags(Set<String> elements) {
    Objects.requireNonNull(elements, "elements");
    if (!elements.isEmpty()) {
      this.changes.addElements("tags", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "tags", Codecs.set(Codecs.STRING), elements));
    }
    return this;
  }

  /**
   * Deletes {@code elements} from the stored set {@code tags} in the database (DELETE); a set left empty
   * is removed, and reads back as empty. An empty set changes nothing.
   *
   * @param elements the elements
   * @return this builder
   */
  public DeviceUpdate deleteFromTags(Set<String> elements) {
    Objects.requireNonNull(elements, "elements");
    if (!elements.isEmpty()) {
      this.changes.deleteElements("tags", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "tags", Codecs.set(Codecs.STRING), elements));
    }
    return this;
  }

  /**
   * The update happens only if {@code condition} holds for the stored item; several are combined with AND.
   *
   * @param condition built from {@link DeviceConditions}
   * @return this builder
   */
  public DeviceUpdate when(Condition<Device> condition) {
    this.changes.when(condition);
    return this;
  }

  /**
   * The update happens only while the stored {@code version} is {@code version} (it is incremented either way).
   *
   * @param version the version the caller read
   * @return this builder
   */
  public DeviceUpdate ifVersion(long version) {
    this.changes.expectVersion(version);
    return this;
  }

  /**
   * Makes the update create the item when no item has this key (an add-or-create: {@code add} starts
   * from 0); over a stored item it is the same update as without. A created item holds the key
   * components, the entity type, {@code version} 1 and what the update sets; every other component is absent.
   * The update must set or add to {@code batteryPercent}, {@code temperature}, {@code active}, which a record cannot be read without.
   *
   * @return this builder
   * @throws IllegalStateException (when executed, before any request) when it expects a version or moves
   * a state, which an absent item does not have, or lacks one of the components above
   */
  public DeviceUpdate createIfAbsent() {
    this.changes.createIfAbsent(Map.ofEntries(
          Map.entry("fleetId", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "fleetId", Codecs.STRING, this.fleetId)),
          Map.entry("kind", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "kind", Codecs.enumOf(DeviceKind.values()), this.kind)),
          Map.entry("serial", ComponentValues.encode(DeviceSchema.ENTITY_TYPE, "serial", Codecs.STRING, this.serial))),
        List.of("batteryPercent", "temperature", "active"));
    return this;
  }

  /**
   * Sends the update (one {@code UpdateItem} request) and increments {@code version}.
   *
   * @return the item as it is after the update
   * @throws io.tablesmith.ItemNotFoundException when no item has this key
   * @throws io.tablesmith.OptimisticLockException when {@link #ifVersion} was given and the stored version differs
   * @throws io.tablesmith.ConditionFailedException when a condition does not hold; it carries the stored item
   * @throws IllegalStateException when the builder was executed before, or changes nothing
   */
  public Device execute() {
    return this.updateCore.update(finish());
  }

  /**
   * For {@code Transaction.write(...).update(this)}: the update as one operation of a write transaction,
   * with the same conditions as {@link #execute()}. Uses the builder up.
   *
   * @throws IllegalStateException when the builder was executed before, or changes nothing
   */
  @Override
  public TransactionOperation toTransactionOperation() {
    return this.updateCore.transactItem(finish());
  }

  ItemUpdate finish() {
    if (this.executed) {
      throw new IllegalStateException("this update was executed already; start another with DeviceRepository.update");
    }
    this.executed = true;
    return this.changes;
  }
}
